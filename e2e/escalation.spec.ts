import { expect, test } from "@playwright/test";
import { startScriptedRun } from "./fixtures/run-page";

test("the escalation runs end to end: debrief, provenance span, window figures, screenshot", async ({
  page,
}) => {
  await startScriptedRun(page, "auto");
  await expect(page.getByTestId("run-status")).toHaveAttribute("data-status", "succeeded", {
    timeout: 30_000,
  });
  const answer = page.getByTestId("final-answer");
  await expect(answer).toContainText("16 merchants are configured for API v2");
  await expect(answer).toContainText("m_0005, m_0067, m_0148");
  await expect(answer).toContainText("Unresolved: Do the 5 merchants with a per-request override");

  const debrief = page.locator('[data-testid^="debrief-agent_"]');
  await expect(debrief.getByTestId("finding")).toHaveCount(5);
  await expect(debrief.getByTestId("unresolved-item")).toHaveCount(2);
  await expect(page.getByTestId("window-figures")).toContainText("Parent before spawn");

  await debrief
    .getByTestId("provenance-link")
    .filter({ hasText: "src/adapters/legacy-client.ts:11" })
    .first()
    .click();
  const span = page.getByTestId("span-viewer");
  await expect(span).toBeVisible();
  await expect(span).toContainText('const LEGACY_API_VERSION = "v2"');
  await page.keyboard.press("Escape");
  await expect(span).toBeHidden();

  await page.screenshot({ path: "test-results/run-page.png", fullPage: true });
});

test("a correction to a running child is queued, then consumed at an iteration", async ({
  page,
}) => {
  await startScriptedRun(page, "slow");
  const child = page
    .locator('[data-testid^="correction-box-"]')
    .filter({ has: page.getByTestId("correction-input") })
    .nth(1);
  await expect(child).toBeVisible({ timeout: 20_000 });
  await child.getByTestId("correction-input").fill("Also check the sandbox merchants.");
  await child.getByTestId("send-correction").click();
  const item = page
    .getByTestId("correction-item")
    .filter({ hasText: "Also check the sandbox merchants." });
  await expect(item).toHaveAttribute("data-state", /queued|consumed/);
  await expect(item).toHaveAttribute("data-state", "consumed", { timeout: 20_000 });
  await expect(item).toContainText(/iteration \d+/);
  await expect(page.getByTestId("run-status")).toHaveAttribute("data-status", "succeeded", {
    timeout: 60_000,
  });
});

test("an unknown run shows a clear not-found message", async ({ page }) => {
  await page.goto("/runs/run_does_not_exist");
  await expect(page.getByTestId("run-not-found")).toContainText(/not found/i);
});
