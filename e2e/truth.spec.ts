import { expect, test, type Page } from "@playwright/test";
import { cancelAgent, startScriptedRun } from "./fixtures/run-page";

/**
 * Issue 12, "Truth first" and "Readable" 6: what a reviewer is shown is true — the outcome of
 * a run whose only child failed its contract, the answer after cancelling a child, a fan-out
 * audit without false gaps, and a Markdown answer whose sources open the span viewer.
 * Screenshots of the run page, the timeline and the audit page go to test-results/.
 */

async function finished(page: Page): Promise<void> {
  await expect(page.getByTestId("run-status")).toHaveAttribute("data-status", "succeeded", {
    timeout: 40_000,
  });
}

test("always-invalid: the outcome says the answer rests on no research, in the run, the list and the audit", async ({
  page,
}) => {
  const runId = await startScriptedRun(page, "always-invalid");
  await finished(page);
  const outcome = page.getByTestId("run-outcome");
  await expect(outcome).toHaveAttribute("data-state", "answered_without_evidence");
  await expect(outcome).toHaveText("answered without evidence");
  await expect(page.getByTestId("run-outcome-detail")).toContainText(
    "the only child failed: no child returned research",
  );
  // No debrief came back: no "transcript mode would have added" comparison against one, and
  // the audit tab says "not audited" rather than a clean-looking 0.
  await expect(page.getByTestId("figure-after-return")).toBeVisible();
  await expect(page.getByTestId("transcript-would-add")).toHaveCount(0);
  await expect(page.getByTestId("audit-flag-count")).toHaveText("not audited");
  await page.screenshot({ path: "test-results/run-page-always-invalid.png", fullPage: true });

  await page.goto("/");
  const row = page.locator(`[data-testid="run-row"][data-run-id="${runId}"]`);
  await expect(row).toHaveAttribute("data-outcome", "answered_without_evidence");
  await expect(row.getByTestId("run-outcome")).toHaveText("answered without evidence");
  await page.getByTestId("runs-outcome-filter").selectOption("answered_without_evidence");
  await expect(row).toBeVisible();
  await expect(
    page.locator('[data-testid="run-row"]:not([data-outcome="answered_without_evidence"])'),
  ).toHaveCount(0);
  await page.getByTestId("runs-outcome-filter").selectOption("succeeded");
  await expect(row).toHaveCount(0);

  await page.goto(`/runs/${runId}/audit`);
  await expect(page.getByTestId("audit-view")).toBeVisible();
  await expect(page.getByTestId("run-outcome")).toHaveAttribute(
    "data-state",
    "answered_without_evidence",
  );
  const total = page.getByTestId("audit-flag-total");
  await expect(total).toHaveAttribute("data-state", "not-audited");
  await expect(total).toHaveText("not audited");
  await expect(page.getByTestId("audit-no-flags")).toContainText("Not audited");
  await expect(page.getByTestId("audit-no-flags")).not.toContainText("No caveat was dropped");
  await expect(page.getByTestId("audit-no-flags")).toHaveClass(/bg-zinc-50/);
  await page.screenshot({ path: "test-results/audit-page-always-invalid.png", fullPage: true });
});

test("cancelling one of two children: the answer stays coherent and names the child cancelled", async ({
  page,
}) => {
  test.setTimeout(120_000); // a loaded machine: the page, the cancel and the other child's end
  await startScriptedRun(page, "two-children");
  const nodes = page.locator('[data-testid^="agent-node-"]');
  await expect(nodes).toHaveCount(3, { timeout: 20_000 });
  const directId = (await nodes.nth(1).getAttribute("data-testid"))!.replace("agent-node-", "");
  await cancelAgent(page, directId);
  await finished(page);
  const answer = page.getByTestId("final-answer");
  const claims = answer.getByTestId("answer-claim");
  await expect(claims.first()).toContainText(
    "3 merchants not configured for API v2 still break indirectly",
  );
  await expect(answer).not.toContainText("more merchants");
  await expect(answer).toContainText("16 merchants are configured for API v2");
  // People read names: the child's name without its id, the person's display name without
  // the actor prefix "human:".
  await expect(answer).toContainText(
    /A child was cancelled: direct-researcher was cancelled \(by [^)]+\) before it returned a debrief/,
  );
  await expect(answer).not.toContainText("(agent_");
  await expect(answer).not.toContainText("human:");
  await expect(answer).not.toContainText("A child failed");
  await expect(page.getByTestId("run-outcome")).toHaveAttribute("data-state", "degraded");
});

test("fan-out: the audit flags no gap a sibling covered, one flag per dropped caveat", async ({
  page,
}) => {
  const runId = await startScriptedRun(page, "overconfident");
  await finished(page);
  await page.goto(`/runs/${runId}/audit`);
  await expect(page.getByTestId("audit-view")).toBeVisible();
  const flags = page.getByTestId("audit-flag");
  await expect(flags.first()).toBeVisible();
  const texts = await flags.getByTestId("flag-child-text").allTextContents();
  // A gap a sibling searched is no flag: the fallback path (fallback-researcher read it), the
  // changelog (changelog-researcher read it), the merchants table.
  for (const covered of [
    "the primary adapter's fallback path",
    "the provider changelog",
    "the merchants table",
  ])
    expect(texts.filter((text) => text.replace(/^\W+/, "").startsWith(covered))).toEqual([]);
  // One flag per caveat: no two flags carry the same child text.
  expect(new Set(texts).size).toBe(texts.length);
  await page.screenshot({ path: "test-results/audit-page-overconfident.png", fullPage: true });
});

test("fan-out: the answer is Markdown whose findings and sources are links; a source opens its span", async ({
  page,
}) => {
  await startScriptedRun(page, "fan-out");
  await finished(page);
  const answer = page.getByTestId("final-answer");
  await expect(answer.getByTestId("answer-claim").first()).toBeVisible();
  // Merged caveats read as a list.
  await expect(
    answer.getByTestId("answer-caveat-list").first().locator("li").first(),
  ).toBeVisible();
  const findingLink = answer.locator(
    '[data-testid="answer-finding-link"][data-item="direct-researcher/F1"]',
  );
  await expect(findingLink.first()).toHaveAttribute("href", /^#finding-agent_\w+-F1$/);
  const source = answer
    .getByTestId("answer-sources")
    .getByTestId("provenance-link")
    .filter({ hasText: "src/adapters/legacy-client.ts:11" })
    .first();
  await source.click();
  const viewer = page.getByTestId("span-viewer");
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText("legacy-client.ts");
  await page.screenshot({ path: "test-results/run-page-fan-out.png", fullPage: true });
  await page.keyboard.press("Escape");

  const timeline = page.getByTestId("run-timeline");
  await timeline.locator("summary").click();
  await expect(timeline.getByTestId("timeline-row").first()).toBeVisible();
  await timeline.screenshot({ path: "test-results/timeline-fan-out.png" });
});
