import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
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
    // One press clears the search and every filter; the URL follows.
    await page.getByTestId("runs-clear-filters").click();
    await expect(page.getByTestId("runs-search")).toHaveValue("");
    await expect(page.getByTestId("runs-provider-filter")).toHaveValue("");
    await expect(page.getByTestId("runs-empty")).toHaveCount(0);
    await expect(page.getByTestId("run-row").first()).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
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

/**
 * How far the document reaches sideways at the current viewport, with the elements that stick
 * out past its right edge (outside any scrolling box) for the failure message.
 */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const insideScroller = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        if (getComputedStyle(at).overflowX !== "visible") return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > innerWidth)
      .filter((element) => !insideScroller(element))
      .slice(0, 10)
      .map((element) => {
        const testId = element.getAttribute("data-testid");
        const right = Math.round(element.getBoundingClientRect().right);
        return `${element.tagName.toLowerCase()}${testId ? `[${testId}]` : ""} right=${right} class="${String(element.getAttribute("class") ?? "").slice(0, 100)}"`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, wide };
  });
}

/** The document is no wider than the viewport (no sideways scrolling); names what sticks out. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth, wide } = await sidewaysOverflow(page);
  // Soft: one run reports every page that is too wide, with what sticks out on each.
  expect
    .soft(scrollWidth, `${where}: wider than the viewport: ${wide.join("; ")}`)
    .toBeLessThanOrEqual(innerWidth);
}

test("on a phone (390 × 844) the runs list and a run page fit the screen: cards, no sideways scrolling", async ({
  page,
  request,
  baseURL,
}) => {
  const tag = `ibis${Date.now().toString(36)}`;
  // A long path in the question: one unbroken word wider than the screen.
  const question = `Which merchants does ${tag} affect through services/payments/adapters/legacy/primary-settlement-adapter-configuration.ts?`;
  const runId = await startRun(request, baseURL!, question);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const row = page.locator(`[data-testid="run-row"][data-run-id="${runId}"]`);
  await expect(row).toHaveAttribute("data-status", "succeeded", { timeout: 30_000 });
  // A card, not a table row: no header row; the status and the link in view without panning.
  await expect(page.getByTestId("runs-table").locator("thead")).toBeHidden();
  const status = row.getByTestId("run-row-status");
  await status.scrollIntoViewIfNeeded();
  await expect(status).toHaveText("succeeded");
  await expect(status).toBeInViewport({ ratio: 1 });
  const link = row.getByTestId("run-question");
  await expect(link).toHaveAttribute("href", `/runs/${runId}`);
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeInViewport({ ratio: 1 });
  await expect(row.getByTestId("run-workspace")).toBeVisible();
  await expect(row.getByTestId("run-duration")).toBeVisible();
  await expectNoSidewaysScroll(page, "runs page");
  await page.screenshot({ path: "test-results/runs-page-phone.png", fullPage: true });

  await link.click();
  await page.waitForURL(`/runs/${runId}`);
  await expect(page.getByTestId("run-status")).toHaveAttribute("data-status", "succeeded");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(tag);
  await expectNoSidewaysScroll(page, "run page");
  // Opened, the timeline and the model calls stay inside the screen too.
  const timeline = page.getByTestId("run-timeline");
  await timeline.locator("summary").click();
  await expect(timeline.getByTestId("timeline-row").first()).toBeVisible();
  const calls = page.locator('[data-testid^="model-calls-"]').first();
  await calls.locator("summary").click();
  await expect(calls.getByTestId("model-call").first()).toBeVisible();
  await expectNoSidewaysScroll(page, "run page with the timeline and model calls open");
  await page.screenshot({ path: "test-results/run-page-phone.png", fullPage: true });

  // From `sm` up the list is the table it was, with its header row.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.getByTestId("runs-table").locator("thead")).toBeVisible();
  await expect(row.getByTestId("run-row-status")).toHaveText("succeeded");
  await page.getByTestId("runs-table").screenshot({ path: "test-results/runs-table-desktop.png" });
});
