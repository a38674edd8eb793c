import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { E2E_USERS } from "./fixtures/users";

/** Start a scripted run from the form and wait until it has ended; returns its id. */
async function finishRun(page: Page, scenario: string): Promise<string> {
  await page.goto("/");
  await expect(page.getByTestId("question-input")).toHaveValue(/retires API v2/);
  await page.getByTestId("scenario-select").selectOption(scenario);
  await expect(page.getByTestId("model-input")).toHaveValue("scripted-1");
  await expect(page.getByTestId("model-input")).toBeDisabled();
  await page.getByTestId("start-run").click();
  await page.waitForURL(/\/runs\/run_/);
  await expect(page.getByTestId("run-status")).toHaveAttribute("data-status", "succeeded", {
    timeout: 30_000,
  });
  return new URL(page.url()).pathname.split("/").pop()!;
}

test("the overconfident parent is flagged high; a reviewer confirms a flag and it persists", async ({
  page,
}) => {
  const runId = await finishRun(page, "overconfident");
  const auditLink = page.getByTestId("audit-link");
  await expect(auditLink.getByTestId("audit-flag-count")).toHaveText(/^[1-9]\d*$/);
  // Beside a neutral (not green) "succeeded": the audit's outcome, so the status never reads as "fine".
  await expect(page.getByTestId("run-status")).toHaveAttribute("data-status", "succeeded");
  await expect(page.getByTestId("audit-outcome-badge")).toHaveText(
    /^⚠\d+ dropped caveats? \(\d+ high\)$/,
  );
  // Beside the answer: a warning with the flag and high counts, linking to the audit.
  const warning = page.getByTestId("answer-audit-warning");
  await expect(warning).toContainText(
    /^⚠ The audit found \d+ dropped caveats? \(\d+ high\) — review before using this answer/,
  );
  await expect(warning.getByRole("link", { name: "Open the audit" })).toHaveAttribute(
    "href",
    `/runs/${runId}/audit`,
  );
  await auditLink.click();
  await page.waitForURL(`/runs/${runId}/audit`);

  const view = page.getByTestId("audit-view");
  await expect(view).toBeVisible();
  // Debrief's own runs end through the answer contract: the audit is exact.
  await expect(page.getByTestId("audit-mode")).toHaveAttribute("data-mode", "contract");
  await expect(page.getByTestId("audit-no-flags")).toHaveCount(0);
  // One outcome badge in the header: the dropped caveats with the high ones, no second count.
  const header = page.getByTestId("audit-header");
  await expect(header.getByTestId("audit-outcome-badge")).toHaveText(
    /^⚠\d+ dropped caveats? \(\d+ high\)$/,
  );
  await expect(header.getByTestId("audit-flag-total")).toHaveCount(0);
  // The hedged-item tally says what it counts (items, not caveats).
  await expect(header.getByTestId("audit-hedge-tally")).toHaveText(
    /^\d+ of \d+ hedged items? dropped( \(grouped as \d+ caveats?\))?$/,
  );
  await expect(page.getByTestId("audit-claim").first()).toBeVisible();
  await expect(
    page.locator('[data-testid="audit-claim"][data-status="dropped"]').first(),
  ).toBeVisible();
  // High flags come first.
  await expect(page.getByTestId("audit-flag").first()).toHaveAttribute("data-severity", "high");

  const flag = page
    .locator('[data-testid="audit-flag"][data-severity="high"]')
    .filter({
      has: page.getByTestId("flag-child-text").filter({ hasText: "per-request override" }),
    })
    .first();
  await expect(flag).toHaveAttribute("data-review", "unreviewed");
  const flagId = await flag.getAttribute("data-flag-id");
  expect(flagId).toBeTruthy();

  // A claim shows the items it rests on.
  await page.locator('[data-testid="audit-claim"][data-status="dropped"]').first().click();
  await expect(page.getByTestId("claim-source").first()).toBeVisible();

  await flag.getByTestId("flag-note").fill("the override merchants were never checked");
  await flag.getByTestId("flag-confirm").click();
  const reviewed = page.locator(`[data-testid="audit-flag"][data-flag-id="${flagId}"]`);
  await expect(reviewed).toHaveAttribute("data-review", "confirmed");

  await page.reload();
  await expect(reviewed).toHaveAttribute("data-review", "confirmed");
  // The reviewer is the signed-in user (the suite runs as the admin), shown by name.
  await expect(reviewed.getByTestId("flag-latest-review")).toContainText(E2E_USERS.admin.name);
  await expect(reviewed.getByTestId("flag-latest-review")).toContainText(
    "the override merchants were never checked",
  );
  await expect(reviewed.getByTestId("flag-history-count")).toContainText("1 decision");

  const download = page.waitForEvent("download");
  await page.getByTestId("audit-export-markdown").click();
  expect((await download).suggestedFilename()).toBe(`audit-${runId}.md`);

  await page.screenshot({ path: "test-results/audit-page.png", fullPage: true });

  // On a phone (390 px) the header stacks: the title takes the full width, not one word a line.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  const title = page.getByTestId("audit-header").getByRole("heading", { level: 1 });
  expect((await title.boundingBox())!.width).toBeGreaterThan(300);
  // The hedges stack instead of a 720 px table scrolled sideways.
  await page.getByTestId("audit-hedges").locator("summary").click();
  const hedge = page.getByTestId("audit-hedge").first();
  await expect(hedge).toBeVisible();
  expect((await hedge.boundingBox())!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize(desktop);

  // The runs list shows the flag count; the filter keeps runs with unreviewed flags.
  await page.goto("/");
  const row = page.locator(`[data-testid="run-row"][data-run-id="${runId}"]`);
  await expect(row.getByTestId("run-flags")).toHaveAttribute("data-state", "unreviewed");
  await expect(row.getByTestId("run-flags")).toHaveText(/^\d+ flags? · (\d+ open|all reviewed)$/);
  await expect(row.getByTestId("run-short-id")).toHaveText(runId.replace(/^run_/, "").slice(0, 8));
  await expect(row.getByTestId("audit-outcome-badge")).toHaveAttribute("data-state", "red");
  await page.getByTestId("unreviewed-filter").check();
  await expect(row).toBeVisible();
});

test("the faithful run has no flags; its provenance checks show on the run page", async ({
  page,
}) => {
  const runId = await finishRun(page, "auto");
  const debrief = page.locator('[data-testid^="debrief-agent_"]');
  await expect(
    debrief.locator('[data-testid="provenance-badge"][data-state="line matches"]').first(),
  ).toBeVisible();
  await expect(
    debrief.locator('[data-testid="provenance-badge"][data-state="column exists"]').first(),
  ).toBeVisible();
  // Issue 12: the fallback call at primary-adapter.ts:92 matches (the child searched for
  // legacyCharge); the sandbox adapter's line is cited from a file the child did not read.
  await expect(
    debrief.locator('[data-testid="provenance-badge"][data-status="not_found"]'),
  ).toHaveCount(0);
  await expect(
    debrief.locator('[data-testid="provenance-badge"][data-state="not read by the child"]'),
  ).toHaveCount(1);
  // The answer's source chip for that entry shows the same verdict where the claim is.
  await expect(
    page
      .getByTestId("answer-sources")
      .locator('[data-testid="provenance-badge"][data-state="not read by the child"]')
      .first(),
  ).toBeVisible();

  await page.getByTestId("audit-link").click();
  await page.waitForURL(`/runs/${runId}/audit`);
  await expect(page.getByTestId("audit-no-flags")).toContainText("No caveat was dropped");
  await expect(page.getByTestId("audit-flag")).toHaveCount(0);
  await expect(page.getByTestId("audit-flag-total")).toHaveText("0 flags");
  await expect(page.getByTestId("audit-header").getByTestId("audit-outcome-badge")).toHaveCount(0);
  await expect(
    page.locator('[data-testid="provenance-badge"][data-status="verified"]').first(),
  ).toBeVisible();

  await page.goto("/");
  const row = page.locator(`[data-testid="run-row"][data-run-id="${runId}"]`);
  await expect(row.getByTestId("run-flags")).toHaveAttribute("data-count", "0");
  await page.getByTestId("unreviewed-filter").check();
  await expect(row).toBeHidden();
});

test("a pasted answer is audited against a finished run's debriefs, and bad debriefs JSON is refused", async ({
  page,
}) => {
  const runId = await finishRun(page, "auto");
  await page.getByTestId("audit-link").click();
  await page.waitForURL(`/runs/${runId}/audit`);
  await page.getByTestId("audit-another-answer").click();
  await page.waitForURL(`/audit?runId=${runId}`);
  await expect(page.getByTestId("answer-audit-run-id")).toHaveValue(runId);
  await page
    .getByTestId("answer-audit-answer")
    .fill(
      "We could not check the request logs. Even so, the override merchants definitely send v2, and nineteen merchants break on 3/31/2027.",
    );
  await page.getByTestId("answer-audit-submit").click();
  const result = page.getByTestId("answer-audit-result");
  await expect(result).toHaveAttribute("data-mode", "free_text");
  await expect(result.getByTestId("answer-audit-flag").first()).toHaveAttribute(
    "data-severity",
    "high",
  );
  await expect(
    result.getByTestId("answer-audit-flag").filter({ hasText: "send API v2 at run time" }),
  ).toHaveCount(1);
  await page.screenshot({ path: "test-results/answer-audit-page.png", fullPage: true });
  // The result exports as Markdown, written in the browser (nothing of it is stored).
  const exported = page.waitForEvent("download");
  await result.getByTestId("answer-audit-export-markdown").click();
  const file = await exported;
  expect(file.suggestedFilename()).toMatch(
    /^audit-answer-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.md$/,
  );
  const markdown = readFileSync((await file.path())!, "utf8");
  expect(markdown).toContain(`# Caveat audit of an answer`);
  expect(markdown).toContain(`against run ${runId}`);
  expect(markdown).toContain("### 1. HIGH: ");

  await page.getByTestId("answer-audit-kind-debriefs").check();
  await page.getByTestId("answer-audit-debriefs").fill("[]");
  await page.getByTestId("answer-audit-submit").click();
  await expect(page.getByTestId("error-message")).toContainText(
    "the debriefs JSON holds no debrief",
  );
});

test("an unknown run's audit says so", async ({ page }) => {
  // The page checks the run on the server: HTTP 404 and the run segment's not-found page.
  const response = await page.goto("/runs/run_does_not_exist/audit");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("run-not-found")).toContainText(/not found/i);
});
