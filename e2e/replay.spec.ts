import { expect, type Page, test } from "@playwright/test";

/**
 * The final answer's text without its provenance verdict badges: the verdicts arrive from the
 * background provenance checks after the run has finished, so a text read the moment the run
 * succeeds may or may not hold them yet.
 */
async function answerWithoutVerdicts(page: Page): Promise<string> {
  return page.getByTestId("final-answer").evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll("[data-testid=provenance-badge]").forEach((badge) => badge.remove());
    return copy.textContent ?? "";
  });
}

test("a finished run replays offline to a new run with the same final answer", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("question-input")).toHaveValue(/retires API v2/);
  await page.getByTestId("scenario-select").selectOption("auto");
  await page.getByTestId("start-run").click();
  await page.waitForURL(/\/runs\/run_/);
  const originalId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByTestId("run-status")).toHaveAttribute("data-status", "succeeded", {
    timeout: 30_000,
  });
  const answer = await answerWithoutVerdicts(page);
  expect(answer).toContain("16 merchants are configured for API v2");

  await page.getByTestId("replay-run").click();
  await page.waitForURL(
    (url) => /\/runs\/run_/.test(url.pathname) && !url.pathname.endsWith(originalId),
  );
  // The replayed run by its short id, the whole id in the link's title.
  await expect(page.getByTestId("replay-of")).toContainText(
    originalId.replace(/^run_/, "").slice(0, 8),
  );
  await expect(page.getByTestId("replay-of").getByRole("link")).toHaveAttribute(
    "title",
    `run id ${originalId}`,
  );
  await expect(page.getByTestId("run-status")).toHaveAttribute("data-status", "succeeded", {
    timeout: 30_000,
  });
  await expect(page.getByTestId("final-answer")).toContainText("16 merchants are configured");
  expect(await answerWithoutVerdicts(page)).toBe(answer);

  await page.getByTestId("replay-of").getByRole("link").click();
  await page.waitForURL(`/runs/${originalId}`);
  await expect(page.getByTestId("final-answer")).toContainText("16 merchants are configured");
  expect(await answerWithoutVerdicts(page)).toBe(answer);
});
