import { expect, test, type Page } from "@playwright/test";

async function startRun(page: Page, scenario: string): Promise<void> {
  await page.goto("/");
  await expect(page.getByTestId("question-input")).toHaveValue(/retires API v2/);
  await page.getByTestId("scenario-select").selectOption(scenario);
  await page.getByTestId("start-run").click();
  await page.waitForURL(/\/runs\/run_/);
}

function idOf(testId: string | null, prefix: string): string {
  return (testId ?? "").replace(prefix, "");
}

test("a correction to a parent waiting on a child ends the wait early; the child keeps running", async ({
  page,
}) => {
  await startRun(page, "slow");
  const boxes = page.locator('[data-testid^="correction-box-"]');
  await expect(boxes).toHaveCount(2, { timeout: 20_000 });
  const parentBox = boxes.first();
  const parentId = idOf(await parentBox.getAttribute("data-testid"), "correction-box-");
  await expect(page.getByTestId(`agent-node-${parentId}`)).toHaveAttribute(
    "data-phase",
    "waiting_for_agents",
    { timeout: 20_000 },
  );

  await parentBox.getByTestId("correction-input").fill("Name the sandbox caveat explicitly.");
  await parentBox.getByTestId("send-correction").click();
  const item = page
    .getByTestId("correction-item")
    .filter({ hasText: "Name the sandbox caveat explicitly." });
  await expect(item).toHaveAttribute("data-state", "consumed", { timeout: 10_000 });
  await expect(item).toContainText(/iteration \d+/);
  const childNode = page.locator('[data-testid^="agent-node-"]').nth(1);
  await expect(childNode).toHaveAttribute("data-status", "running");

  const transcript = page.getByTestId(`transcript-${parentId}`);
  await transcript.locator("summary").first().click();
  await expect(transcript).toContainText(
    "Wait interrupted by correction #1; no child was cancelled",
  );

  await expect(page.getByTestId("run-status")).toHaveAttribute("data-status", "succeeded", {
    timeout: 40_000,
  });
  await expect(page.getByTestId("final-answer")).toContainText(
    "Name the sandbox caveat explicitly.",
  );
});

test("cancelling one of two children leaves the other to finish", async ({ page }) => {
  await startRun(page, "two-children");
  const cancelButtons = page.locator('[data-testid^="cancel-agent-"]');
  await expect(page.locator('[data-testid^="agent-node-"]')).toHaveCount(3, { timeout: 20_000 });
  const nodes = page.locator('[data-testid^="agent-node-"]');
  const firstChildId = idOf(await nodes.nth(1).getAttribute("data-testid"), "agent-node-");
  const secondChildId = idOf(await nodes.nth(2).getAttribute("data-testid"), "agent-node-");
  await expect(cancelButtons.first()).toBeVisible();
  const cancel = page.getByTestId(`cancel-agent-${firstChildId}`);
  await cancel.click();
  await cancel.click();
  await expect(page.getByTestId(`agent-node-${firstChildId}`)).toHaveAttribute(
    "data-status",
    "cancelled",
    { timeout: 10_000 },
  );
  await expect(page.getByTestId(`agent-node-${secondChildId}`)).toHaveAttribute(
    "data-status",
    "succeeded",
    { timeout: 40_000 },
  );
  await expect(page.getByTestId("run-status")).toHaveAttribute("data-status", "succeeded", {
    timeout: 40_000,
  });
  await expect(page.getByTestId("final-answer")).toContainText("more merchants break indirectly");
});
