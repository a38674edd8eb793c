import { expect, test, type Page } from "@playwright/test";

/** Start an experiment from the form (scripted model, every mode); returns when its page shows. */
async function startExperiment(page: Page, cases: string[] | "all") {
  await page.goto("/experiments");
  const form = page.getByTestId("new-experiment-form");
  await expect(form.getByTestId("experiment-dataset")).toHaveValue("v2");
  for (const mode of ["contract", "summary", "transcript", "inline"]) {
    await expect(form.getByTestId(`experiment-mode-${mode}`)).toBeChecked();
  }
  if (cases !== "all") {
    // Keyboard: the radio, then a checkbox per case. With none chosen Start says why it waits.
    await form.getByTestId("experiment-cases-some").focus();
    await page.keyboard.press("Space");
    await expect(form.getByTestId("experiment-start")).toBeDisabled();
    await expect(form.getByTestId("experiment-start-problem")).toContainText(
      "Choose at least one case",
    );
    for (const id of cases) {
      await form.locator(`[data-testid="experiment-case"][value="${id}"]`).focus();
      await page.keyboard.press("Space");
    }
    await expect(form.getByTestId("experiment-cases-count")).toContainText(`${cases.length} of `);
  }
  const runs = cases === "all" ? 128 : cases.length * 4;
  await expect(form.getByTestId("experiment-run-count")).toHaveText(`${runs} runs`);
  await form.getByTestId("experiment-start").focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/experiments\/exp_/);
}

test("an experiment over a few cases runs, survives a reload, compares modes and opens a case", async ({
  page,
}) => {
  await startExperiment(page, ["ledgerline-affected-merchants", "routemark-closure-dates"]);
  const progress = page.getByTestId("experiment-progress");
  await expect(progress).toHaveAttribute("data-status", "succeeded", { timeout: 60_000 });
  await expect(progress).toContainText("8 of 8 runs ended");

  await page.reload();
  await expect(page.getByTestId("experiment-progress")).toHaveAttribute("data-status", "succeeded");
  await expect(page.getByTestId("experiment-duration")).toHaveText(/^took \d/);
  await expect(page.getByTestId("mode-column")).toHaveCount(4);
  await expect(page.getByTestId("experiment-results")).toContainText("parent after return");
  await expect(page.getByTestId("experiment-notes")).toContainText("Scripted model");
  await expect(page.getByTestId("experiment-notes")).toContainText(
    "Inline cannot be held constant",
  );
  await expect(page.getByTestId("parent-window-chart")).toBeVisible();
  await expect(page.getByTestId("mode-comparison")).toContainText("wins / losses / ties");
  await expect(page.getByTestId("case-row")).toHaveCount(2);
  await expect(page.getByTestId("case-trials-note")).toContainText("(1 per case and mode)");
  // Every trial was scored: no "n of m scored" under a case's figures.
  await expect(page.getByTestId("case-scored-trials")).toHaveCount(0);

  const csv = page.waitForEvent("download");
  await page.getByTestId("experiment-export-csv").click();
  expect((await csv).suggestedFilename()).toMatch(/^experiment-exp_.*\.csv$/);

  await page.getByTestId("case-link").first().click();
  await page.waitForURL(/\/cases\/ledgerline-affected-merchants$/);
  const runs = page.getByTestId("case-run");
  await expect(runs).toHaveCount(4);
  await expect(page.locator('[data-testid="case-run"][data-mode="summary"]')).toContainText(
    "children held constant",
  );
  await expect(page.locator('[data-testid="case-run"][data-mode="inline"]')).toContainText(
    "not held constant",
  );
  await expect(page.locator('[data-testid="case-run"][data-mode="contract"]')).toContainText(
    "affected_merchants",
  );
  await page.screenshot({ path: "test-results/experiment-case.png", fullPage: true });
  await page
    .locator('[data-testid="case-run"][data-mode="transcript"]')
    .getByTestId("case-run-link")
    .click();
  await page.waitForURL(/\/runs\/run_/);
  await expect(page.getByTestId("run-status")).toHaveAttribute("data-status", "succeeded");
  await expect(page.getByTestId("run-experiment")).toContainText("started by experiment exp_");

  // In the runs list the experiment's runs are marked and can be kept out or shown alone.
  const runId = new URL(page.url()).pathname.split("/").pop()!;
  await page.goto("/");
  const row = page.locator(`[data-testid="run-row"][data-run-id="${runId}"]`);
  // The page is live (hydrated, its subscription open) before a filter is chosen: a choice made
  // in the server-rendered markup before hydration is reset by React to the state's value.
  await expect(page.getByTestId("runs-live")).toHaveAttribute("data-live", "true");
  await page.getByTestId("runs-source-filter").selectOption("people");
  await expect(page.getByTestId("runs-source-filter")).toHaveValue("people");
  await expect(row).toBeHidden();
  await page.getByTestId("runs-source-filter").selectOption("experiments");
  await expect(row.getByTestId("run-experiment")).toContainText("experiment exp_");
});

test("every case of v2 in every mode runs from the UI (128 runs)", async ({ page }) => {
  test.setTimeout(300_000);
  const started = Date.now();
  await startExperiment(page, "all");
  await expect(page.getByTestId("experiment-progress")).toHaveAttribute(
    "data-status",
    "succeeded",
    { timeout: 280_000 },
  );
  const seconds = (Date.now() - started) / 1000;
  console.log(`experiment over 32 cases × 4 modes from the UI: ${seconds.toFixed(1)} s`);
  await expect(page.getByTestId("experiment-progress")).toContainText("128 of 128 runs ended");
  await expect(page.getByTestId("case-row")).toHaveCount(32);
  await page.screenshot({ path: "test-results/experiment-all-cases.png", fullPage: true });
});

test("a case added in the UI makes a new dataset version", async ({ page }) => {
  await page.goto("/datasets");
  await expect(page.getByTestId("dataset-cases").locator("tbody tr")).toHaveCount(32);
  const form = page.getByTestId("add-case-form");
  await form.getByLabel("Case id (kebab-case)").fill("ledgerline-legacy-pin-e2e");
  await form.getByLabel("Kind").selectOption("cause_location");
  await form.getByLabel("Question").fill("Where is the legacy client's API version pinned?");
  await form.getByLabel(/^Ground truth/).fill(
    JSON.stringify([
      {
        kind: "location",
        key: "version_pin",
        file: "src/adapters/legacy-client.ts",
        line: 12,
        text: 'const LEGACY_API_VERSION = "v2";',
      },
    ]),
  );
  await form.getByRole("button", { name: /Add to v2/ }).click();
  await expect(form.getByTestId("error-message")).toContainText("does not contain");
  await form.getByLabel(/^Ground truth/).fill(
    JSON.stringify([
      {
        kind: "location",
        key: "version_pin",
        file: "src/adapters/legacy-client.ts",
        line: 11,
        text: 'const LEGACY_API_VERSION = "v2";',
      },
    ]),
  );
  await form.getByRole("button", { name: /Add to v2/ }).click();
  await expect(page.getByTestId("dataset-version")).toHaveValue(/^v2-u\d+$/);
  await expect(page.getByTestId("dataset-cases").locator("tbody tr")).toHaveCount(33);
});
