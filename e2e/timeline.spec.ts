import { expect, test } from "@playwright/test";

/** Issue 12, item 7: the run timeline and the model calls as a reviewer reads them. */

test("the timeline shows each agent's model and tool calls with duration, tokens and status", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByTestId("question-input")).toHaveValue(/retires API v2/);
  await page.getByTestId("scenario-select").selectOption("auto");
  await page.getByTestId("start-run").click();
  await page.waitForURL(/\/runs\/run_/);
  await expect(page.getByTestId("run-status")).toHaveAttribute("data-status", "succeeded", {
    timeout: 30_000,
  });

  // Collapsed, the timeline draws nothing; opened, one row per agent, nested.
  const timeline = page.getByTestId("run-timeline");
  await expect(timeline.getByTestId("timeline-bar")).toHaveCount(0);
  await timeline.locator("summary").click();
  await expect(timeline.getByTestId("timeline-row")).toHaveCount(2);
  await expect(timeline.getByTestId("timeline-summary")).toHaveText(
    /^\d+ model calls · \d+ tool calls over [\d.]+ (ms|s)$/,
  );
  const modelBars = timeline.locator('[data-testid="timeline-bar"][data-kind="model"]');
  const toolBars = timeline.locator('[data-testid="timeline-bar"][data-kind="tool"]');
  expect(await modelBars.count()).toBeGreaterThanOrEqual(4);
  expect(await toolBars.count()).toBeGreaterThanOrEqual(8);
  // The scripted model's calls carry their simulated latency and token counts, never 0 ms.
  for (const bar of await modelBars.all()) {
    expect(Number(await bar.getAttribute("data-duration-ms"))).toBeGreaterThan(0);
    await expect(bar).toHaveAttribute("aria-label", /ms \(simulated\) · [\d,]+ in \/ [\d,]+ out/);
    await expect(bar).toHaveAttribute("data-status", "200");
  }
  for (const bar of await toolBars.all()) await expect(bar).toHaveAttribute("data-status", "ok");
  await expect(
    timeline.locator('[data-testid="timeline-bar"][data-kind="tool"][aria-label^="spawn_agent"]'),
  ).toHaveCount(1);
  await timeline.screenshot({ path: "test-results/timeline.png" });

  // The child's model calls: real latency and usage, not "0 ms" and "–".
  const calls = page.locator('[data-testid^="model-calls-"]').nth(1);
  await expect(calls.locator("summary")).toHaveText(/Model calls \(\d+ calls\)/);
  await expect(calls.getByTestId("model-call")).toHaveCount(0);
  await calls.locator("summary").click();
  const latency = calls.getByTestId("model-call-latency").first();
  await expect(latency).toHaveText(/^\d+ ms simulated$/);
  expect(Number(await latency.getAttribute("data-value"))).toBeGreaterThan(0);
  await expect(calls.getByTestId("model-call-tokens").first()).toHaveText(
    /^[\d,]+ in \/ [\d,]+ out$/,
  );
  await expect(calls).not.toContainText("–");
});
