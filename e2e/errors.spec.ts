import { expect, test } from "@playwright/test";

/** Issue 12, item 11: errors people can read. */

test("an unknown run answers HTTP 404 with one clear message, its audit page too", async ({
  page,
}) => {
  for (const path of ["/runs/run_does_not_exist", "/runs/run_does_not_exist/audit"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    const message = page.getByTestId("run-not-found");
    await expect(message).toContainText("Run not found");
    await expect(message).toContainText("No run has this id.");
    await expect(page.getByTestId("error-message")).toHaveCount(0);
  }
});

test("an unknown experiment or case answers HTTP 404 with a way back to the experiments", async ({
  page,
}) => {
  const pages = [
    ["/experiments/exp_nope", "experiment-not-found", "Experiment not found"],
    ["/experiments/exp_nope/cases/no-case", "experiment-case-not-found", "Case not found"],
  ] as const;
  for (const [path, testId, title] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    const message = page.getByTestId(testId);
    await expect(message).toContainText(title);
    await expect(message.getByRole("link", { name: "Back to experiments" })).toHaveAttribute(
      "href",
      "/experiments",
    );
    await expect(page.getByTestId("error-message")).toHaveCount(0);
  }
});

test("the API answers a caller's mistakes with their status, after pages built the services", async ({
  page,
}) => {
  // A page first: its bundle may create the process's services, whose errors the API route
  // must still map (a DebriefError of another bundle's copy of the class).
  await page.goto("/");
  const input = (json: unknown) => encodeURIComponent(JSON.stringify({ json }));
  const unknownRun = await page.request.get(
    `/api/trpc/runs.get?input=${input({ runId: "run_does_not_exist" })}`,
  );
  expect(unknownRun.status()).toBe(404);
  expect(
    ((await unknownRun.json()) as { error: { json: { message: string } } }).error.json.message,
  ).toBe("run run_does_not_exist does not exist");
  const badCursor = await page.request.get(
    `/api/trpc/runs.list?input=${input({ cursor: "garbage" })}`,
  );
  expect(badCursor.status()).toBe(404);
  const unknownExperiment = await page.request.get(
    `/api/trpc/experiments.get?input=${input({ experimentId: "exp_nope" })}`,
  );
  expect(unknownExperiment.status()).toBe(404);
});

test("a refused request reads as a sentence, never as a raw code", async ({ page }) => {
  await page.goto("/workspaces");
  const form = page.getByTestId("register-workspace-form");
  await form.getByLabel("Name").fill("Outsider");
  await form.getByLabel(/^Folder/).fill("/etc");
  await form.getByRole("button", { name: "Register" }).click();
  const error = form.getByTestId("error-message");
  await expect(error).toContainText("workspace folder /etc is not inside a workspace root");
  await expect(error).not.toContainText(/BAD_REQUEST|FORBIDDEN|NOT_FOUND|INTERNAL_SERVER_ERROR/);
});

test("the app's icon and web manifest are served, signed out too", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const manifest = await context.request.get(`${baseURL}/manifest.webmanifest`);
  expect(manifest.status()).toBe(200);
  expect(((await manifest.json()) as { short_name: string }).short_name).toBe("Debrief");
  expect((await context.request.get(`${baseURL}/icon-192.png`)).headers()["content-type"]).toBe(
    "image/png",
  );
  const page = await context.newPage();
  await page.goto("/sign-in");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    "href",
    "/manifest.webmanifest",
  );
  await context.close();
});
