import { expect, test, type APIRequestContext } from "@playwright/test";

/**
 * A drain for a deployment (issue 10, seed 003): started here through the tRPC procedure an
 * admin will use (the CLI `npm run drain -- --authorize` does the same), always lifted at the
 * end so the specs after it can start runs again.
 */

async function callDrain(request: APIRequestContext, procedure: "start" | "lift", input: object) {
  const response = await request.post(`/api/trpc/drain.${procedure}`, { data: { json: input } });
  expect(response.ok(), await response.text()).toBe(true);
}

test.afterAll(async ({ request }) => {
  const response = await request.post("/api/trpc/drain.lift", {
    data: { json: { authorize: true } },
  });
  expect([200, 409]).toContain(response.status()); // 409: already lifted by the test
});

test("a drain refuses new runs, interrupts the run in flight at its deadline and lists it", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await expect(page.getByTestId("question-input")).toHaveValue(/retires API v2/);
  await page.getByTestId("scenario-select").selectOption("slow");
  await page.getByTestId("start-run").click();
  await page.waitForURL(/\/runs\/run_/);
  const runId = page.url().split("/runs/")[1]!;
  await expect(page.getByTestId("run-status")).toHaveAttribute("data-status", "running");

  // Without an explicit authorization the procedure refuses, and nothing is drained.
  const unauthorized = await request.post("/api/trpc/drain.start", {
    data: { json: { deadlineSeconds: 3 } },
  });
  expect(unauthorized.status()).toBe(400);
  expect(await unauthorized.text()).toContain(
    "it must be authorized explicitly with authorize: true",
  );
  await callDrain(request, "start", { deadlineSeconds: 3, authorize: true });
  const banner = page.getByTestId("drain-banner");
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("new runs are refused");

  // The run in flight is stopped at the deadline: interrupted, not cancelled, not resumed.
  await expect(page.getByTestId("run-status")).toHaveAttribute("data-status", "interrupted", {
    timeout: 30_000,
  });
  await expect(page.getByTestId("run-status-detail")).toHaveText("drained for deployment");
  await expect(banner).toHaveAttribute("data-state", "drained", { timeout: 15_000 });
  // Listed by its short id (the whole id in the link's title).
  await expect(page.getByTestId("drain-interrupted")).toContainText(
    runId.replace(/^run_/, "").slice(0, 8),
  );
  await expect(
    page.getByTestId("drain-interrupted").locator(`a[title="run id ${runId}"]`),
  ).toHaveCount(1);
  // A replay is a new run: its button waits, with the reason as its title.
  await expect(page.getByTestId("replay-run")).toBeDisabled();
  await expect(page.getByTestId("replay-run")).toHaveAttribute(
    "title",
    /refused while the deployment drain/,
  );

  // The form says why it cannot start a run (the server refuses one too: drain-service tests).
  await page.goto("/");
  await expect(page.getByTestId("start-run")).toBeDisabled();
  await expect(page.getByTestId("start-run-drain")).toContainText("New runs are refused");
  // So does the experiment form: an experiment starts runs.
  await page.goto("/experiments");
  const experimentForm = page.getByTestId("new-experiment-form");
  await expect(experimentForm.getByTestId("experiment-start")).toBeDisabled();
  await expect(experimentForm.getByTestId("experiment-start-problem")).toContainText(
    "new runs are refused while the deployment drain is in force",
  );

  // Lifting is authorized explicitly too: without it the procedure refuses, the drain stays.
  const unauthorizedLift = await request.post("/api/trpc/drain.lift", { data: { json: {} } });
  expect(unauthorizedLift.status()).toBe(400);
  expect(await unauthorizedLift.text()).toContain(
    "lifting the drain lets every Debrief process accept new runs again; it must be authorized explicitly with authorize: true",
  );
  await callDrain(request, "lift", { authorize: true });
  await page.reload();
  await expect(page.getByTestId("drain-banner")).toHaveCount(0);
});
