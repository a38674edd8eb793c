import { expect, test, type Page } from "@playwright/test";

/** Start a run of the sample question from the form in `mode`; waits for it to succeed. */
async function startSample(page: Page, mode: string, prepare?: () => Promise<void>) {
  await page.goto("/");
  await expect(page.getByTestId("question-input")).toHaveValue(/retires API v2/);
  await page.getByTestId("scenario-select").selectOption("auto");
  await page.getByTestId("return-mode-select").selectOption(mode);
  await prepare?.();
  await page.getByTestId("start-run").click();
  await page.waitForURL(/\/runs\/run_/);
  await expect(page.getByTestId("run-status")).toHaveAttribute("data-status", "succeeded", {
    timeout: 30_000,
  });
}

const value = async (page: Page, testId: string) =>
  Number(await page.getByTestId(testId).first().getAttribute("data-value"));

test("every return mode can be chosen; contract and transcript runs show the seed's figures, labelled scripted", async ({
  page,
}) => {
  await page.goto("/");
  const options = page.getByTestId("return-mode-select").locator("option");
  await expect(options).toHaveCount(4);
  for (const mode of ["contract", "summary", "transcript", "inline"]) {
    await expect(
      page.locator(`[data-testid="return-mode-select"] option[value="${mode}"]`),
    ).toBeEnabled();
  }

  await startSample(page, "contract");
  await expect(page.getByTestId("run-history")).toContainText(
    "history: ESC-0932 (sample, 20,777 tokens)",
  );
  await expect(page.getByTestId("scripted-figures")).toHaveText("scripted model");
  const before = await value(page, "figure-before-spawn");
  const after = await value(page, "figure-after-return");
  expect(before).toBeGreaterThan(20_777);
  expect(after - before).toBeLessThanOrEqual(1_300);
  const wouldAdd = page.getByTestId("transcript-would-add");
  await expect(wouldAdd).toContainText("Transcript mode would have added");
  expect(await value(page, "transcript-would-add")).toBeGreaterThan(5 * (after - before));

  await startSample(page, "transcript");
  await expect(page.locator('[data-return-mode="transcript"]')).toContainText("whole transcript");
  // The parent ends through final_answer, its claims (the child's answer, line by line) citing
  // nothing: a transcript has no debrief item ids.
  await expect(page.getByTestId("final-answer")).toContainText(
    "I could not determine this: Do the 5 merchants",
  );
  await expect(page.getByTestId("final-answer")).not.toContainText("[rests on:");
  const grown =
    (await value(page, "figure-after-return")) - (await value(page, "figure-before-spawn"));
  expect(grown).toBeGreaterThan(5_000);
  await page.screenshot({ path: "test-results/transcript-run.png", fullPage: true });
});

test("an attached history is redacted and opens the parent's window; inline research has no child", async ({
  page,
}) => {
  await startSample(page, "inline", async () => {
    await page.getByTestId("history-select").selectOption("attach");
    await page
      .getByTestId("history-text")
      .fill("Ticket LL-1: dana@example.com asks whether checkout stops on 2027-03-31.");
  });
  await expect(page.getByTestId("run-history")).toContainText(
    "history: attached history (attached,",
  );
  await expect(page.getByTestId("window-figures")).toContainText("Parent before research");
  await expect(page.getByTestId("window-figures")).toContainText("Parent after research");
  await expect(page.locator('[data-testid^="agent-section-"]')).toHaveCount(1);
  await page.locator('details[data-testid^="transcript-"] > summary').first().click();
  const first = page.getByTestId("transcript-item").first();
  await expect(first).toContainText("[redacted-email] asks whether checkout stops");
  await expect(page.getByTestId("final-answer")).toContainText("Assumption, not verified:");
  await expect(page.getByTestId("final-answer")).not.toContainText("[rests on:");
});
