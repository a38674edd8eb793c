import { expect, test } from "@playwright/test";
import { cancelAgent, startScriptedRun } from "./fixtures/run-page";

/**
 * Live controls on a running scripted run. The run page re-renders on every live event, so
 * each interaction is located by test id or role and followed by a wait on the state it
 * should produce — never by a delay, and never assuming a two-step control kept its state.
 */

function idOf(testId: string | null, prefix: string): string {
  return (testId ?? "").replace(prefix, "");
}

test("a correction to a parent waiting on a child ends the wait early; the child keeps running", async ({
  page,
}) => {
  await startScriptedRun(page, "slow");
  const boxes = page.locator('[data-testid^="correction-box-"]');
  await expect(boxes).toHaveCount(2, { timeout: 20_000 });
  const parentBox = boxes.first();
  const parentId = idOf(await parentBox.getAttribute("data-testid"), "correction-box-");
  await expect(page.getByTestId(`agent-node-${parentId}`)).toHaveAttribute(
    "data-phase",
    "waiting_for_agents",
    { timeout: 20_000 },
  );

  const input = parentBox.getByTestId("correction-input");
  await input.fill("Name the sandbox caveat explicitly.");
  await expect(input).toHaveValue("Name the sandbox caveat explicitly.");
  await parentBox.getByTestId("send-correction").click();
  const item = page
    .getByTestId("correction-item")
    .filter({ hasText: "Name the sandbox caveat explicitly." });
  await expect(item).toHaveAttribute("data-state", "consumed", { timeout: 10_000 });
  await expect(item).toContainText(/iteration \d+/);
  const childNode = page.locator('[data-testid^="agent-node-"]').nth(1);
  await expect(childNode).toHaveAttribute("data-status", "running");

  // The transcript lists only the rows in view (the history message alone is long): search it.
  const transcript = page.getByTestId(`transcript-${parentId}`);
  await transcript.locator("summary").first().click();
  await transcript.getByTestId("transcript-search").fill("Wait interrupted by correction");
  await expect(transcript.getByTestId("transcript-matching")).toHaveText(/^\d+ items? match/);
  await expect(transcript).toContainText(
    "Wait interrupted by correction #1; no child was cancelled",
  );

  await expect(page.getByTestId("run-status")).toHaveAttribute("data-status", "succeeded", {
    timeout: 60_000,
  });
  // Whether a correction was acted on is in the run's record (the correction card), not in the
  // customer-facing answer.
  await expect(page.getByTestId("final-answer")).not.toContainText(
    "Name the sandbox caveat explicitly.",
  );
});

test("cancelling one of two children leaves the other to finish", async ({ page }) => {
  test.setTimeout(120_000); // a loaded machine: the page, the cancel and the other child's end
  await startScriptedRun(page, "two-children");
  const nodes = page.locator('[data-testid^="agent-node-"]');
  await expect(nodes).toHaveCount(3, { timeout: 20_000 });
  const firstChildId = idOf(await nodes.nth(1).getAttribute("data-testid"), "agent-node-");
  const secondChildId = idOf(await nodes.nth(2).getAttribute("data-testid"), "agent-node-");
  await cancelAgent(page, firstChildId);
  await expect(page.getByTestId(`agent-node-${secondChildId}`)).toHaveAttribute(
    "data-status",
    "succeeded",
    { timeout: 40_000 },
  );
  await expect(page.getByTestId("run-status")).toHaveAttribute("data-status", "succeeded", {
    timeout: 60_000,
  });
  await expect(page.getByTestId("final-answer")).toContainText("still break indirectly");
  await expect(page.getByTestId("final-answer")).toContainText("A child was cancelled");
});

test("cancelling a run with the keyboard keeps the focus: on the button while it is on its way, then on why the run ended", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await startScriptedRun(page, "two-children");
  const button = page.getByTestId("cancel-run");
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveText("Confirm: cancel run");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("run-status")).toHaveAttribute("data-status", "cancelled", {
    timeout: 40_000,
  });
  await expect(page.getByTestId("run-status-detail")).toBeFocused();
  await expect(page.getByTestId("run-status-detail")).toContainText("run cancelled by");
  // Every agent says who cancelled it, none "the parent agent finished".
  await expect(page.locator('[data-testid^="agent-node-"]')).toHaveCount(3);
  await expect(page.getByText("the parent agent finished")).toHaveCount(0);
});

test("a run's short id in its audit address opens its audit, titled by the question", async ({
  page,
}) => {
  const runId = await startScriptedRun(page, "auto");
  await expect(page).toHaveTitle(
    "Which merchants break when the provider retires API v2? · Debrief",
  );
  await expect(page.getByTestId("run-status")).toHaveAttribute("data-status", "succeeded", {
    timeout: 40_000,
  });
  const shortId = runId.replace(/^run_/, "").slice(0, 8);
  await page.goto(`/runs/${shortId}/audit`);
  await expect(page).toHaveURL(new RegExp(`/runs/${runId}/audit$`));
  await expect(page).toHaveTitle(
    "Audit: Which merchants break when the provider retires API v2? · Debrief",
  );
});
