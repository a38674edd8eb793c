import { expect, test, type APIRequestContext } from "@playwright/test";
import { trpcMutation } from "./fixtures/users";

/** Issue 12, item 10: finding a run — search, filters, pages, runs started elsewhere. */

async function startRun(
  request: APIRequestContext,
  baseURL: string,
  question: string,
  returnMode = "contract",
): Promise<string> {
  const response = await trpcMutation(request, baseURL, "runs.start", {
    question,
    workspaceId: "ledgerline",
    returnMode,
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { data: { json: { runId: string } } } }).result.data
    .json.runId;
}

test("the runs list searches the questions, filters by mode and pages with Show more", async ({
  page,
  request,
  baseURL,
}) => {
  const tag = `zebra${Date.now().toString(36)}`;
  const started: string[] = [];
  try {
    // 51 runs share the tag: one page of 50, then one more. One of them uses summary mode.
    started.push(
      await startRun(request, baseURL!, `Summary run ${tag}: which merchants?`, "summary"),
    );
    for (let index = 0; index < 50; index += 1) {
      started.push(await startRun(request, baseURL!, `Run ${index} of ${tag}: which adapters?`));
    }
    await page.goto("/");
    await page.getByTestId("runs-search").fill(tag.toUpperCase());
    const count = page.getByTestId("runs-count");
    await expect(count).toHaveText("50 of 51 runs");
    await expect(page.getByTestId("run-row")).toHaveCount(50);
    await page.getByTestId("runs-show-more").click();
    await expect(count).toHaveText("51 of 51 runs");
    await expect(page.getByTestId("runs-show-more")).toHaveCount(0);

    // The full question on hover (its title), in the question column.
    const question = page.getByTestId("run-question").filter({ hasText: `Summary run ${tag}` });
    await expect(question).toHaveAttribute("title", `Summary run ${tag}: which merchants?`);

    await page.getByTestId("runs-mode-filter").selectOption("summary");
    await expect(count).toHaveText("1 of 1 run");
    await expect(page.getByTestId("run-row")).toHaveAttribute("data-run-id", started[0]!);
    await page.getByTestId("runs-mode-filter").selectOption("");
    await page.getByTestId("runs-provider-filter").selectOption("openai");
    await expect(page.getByTestId("runs-empty")).toContainText("No run matches");
  } finally {
    for (const runId of started) await trpcMutation(request, baseURL!, "runs.cancel", { runId });
  }
});

test("a run started elsewhere appears in the open list without a reload", async ({
  page,
  request,
  baseURL,
}) => {
  const tag = `okapi${Date.now().toString(36)}`;
  await page.goto("/");
  await expect(page.getByTestId("runs-live")).toHaveAttribute("data-live", "true");
  await page.getByTestId("runs-search").fill(tag);
  await expect(page.getByTestId("runs-empty")).toBeVisible();
  // Another client (the CLI, another tab) starts a run: the list shows it as it starts.
  const runId = await startRun(request, baseURL!, `Which merchants does ${tag} affect?`);
  const row = page.locator(`[data-testid="run-row"][data-run-id="${runId}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId("run-workspace")).toHaveText("Ledgerline (sample)");
  await expect(row.getByTestId("run-workspace")).toHaveAttribute("data-workspace-id", "ledgerline");
  await expect(row).toHaveAttribute("data-status", "succeeded", { timeout: 30_000 });
});
