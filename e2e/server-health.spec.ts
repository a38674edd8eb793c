import { expect, test } from "@playwright/test";

/** The served build answers: the tRPC health check reaches the fresh e2e database. */
test("tRPC health check reports the database", async ({ request }) => {
  const response = await request.get("/api/trpc/health.check");
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { result: { data: { json: { ok: boolean } } } };
  expect(body.result.data.json.ok).toBe(true);
});

test("the home page renders in Chromium", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("body")).not.toBeEmpty();
});

test("the top bar shows the server's health", async ({ page }) => {
  await page.goto("/");
  const health = page.getByTestId("server-health");
  await expect(health).toHaveAttribute("data-state", "ok");
  await expect(health).toHaveText("Server ok");
  await expect(health).toHaveAttribute("title", /^database ok, database answered in \d+ ms/);
});

test("the first tab stop skips to the page's content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByTestId("skip-link");
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main-content")).toBeFocused();
});
