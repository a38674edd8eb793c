import { expect, test } from "@playwright/test";
import { storageStateOf, trpcMutation } from "./fixtures/users";

/**
 * Role-aware pages: an engineer starts runs but cannot see or send corrections, cancel, or
 * open the admin pages; forcing a correction through the API is refused with 403.
 */
test.use({ storageState: storageStateOf("engineer") });

test("an engineer sees no correction box or cancel button, and the server refuses a forced correction", async ({
  page,
  baseURL,
}) => {
  await page.goto("/");
  await expect(page.getByTestId("viewer-role")).toHaveText("engineer");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Activity" })).toHaveCount(0);

  await page.getByTestId("scenario-select").selectOption("slow");
  await page.getByTestId("start-run").click();
  await page.waitForURL(/\/runs\/run_/);
  const runId = new URL(page.url()).pathname.split("/").pop()!;
  const nodes = page.locator('[data-testid^="agent-node-"]');
  await expect(nodes).toHaveCount(2, { timeout: 20_000 });
  const childId = ((await nodes.nth(1).getAttribute("data-testid")) ?? "").replace(
    "agent-node-",
    "",
  );
  await expect(page.getByTestId(`agent-node-${childId}`)).toHaveAttribute("data-status", "running");

  // Nothing to correct or cancel with: the correction box and the run's header say why.
  await expect(page.locator('[data-testid^="correction-box-"]')).toHaveCount(0);
  await expect(page.getByTestId(`corrections-${childId}`)).toContainText(
    "Your role cannot send corrections",
  );
  await expect(page.getByTestId("cancel-run")).toHaveCount(0);
  await expect(page.getByTestId("cancel-run-not-allowed")).toHaveText(
    "Your role cannot cancel runs (an operator or admin can).",
  );
  await expect(page.locator('[data-testid^="cancel-agent-"]')).toHaveCount(0);

  // Forced through the API: 403 naming the role and the permission; nothing is stored.
  const forced = await trpcMutation(page.request, baseURL!, "corrections.send", {
    runId,
    agentId: childId,
    text: "Stop here.",
  });
  expect(forced.status()).toBe(403);
  expect(await forced.text()).toContain(
    "the engineer role cannot send corrections (corrections:send)",
  );
  // Nothing stored: the run page, loaded afresh from the database, lists no correction (the run
  // itself goes on; waiting for its end would only wait on the slow child).
  await page.reload();
  await expect(page.getByTestId(`agent-node-${childId}`)).toBeVisible();
  await expect(page.getByTestId(`corrections-${childId}`)).toContainText(
    "Your role cannot send corrections",
  );
  await expect(page.getByTestId("correction-item")).toHaveCount(0);

  await page.goto("/admin/users");
  await expect(page.getByTestId("forbidden")).toContainText(
    "Your role (engineer) cannot manage users. An administrator can change your role",
  );
});

test.describe("as the admin", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("the Activity page lists who did what; the Users page lists every role", async ({
    page,
  }) => {
    await page.goto("/admin/activity");
    // The engineer's start (the spec above); other specs' starts may come later (two workers).
    const runStart = page
      .locator('[data-testid="activity-row"][data-action="run.start"]')
      .filter({ has: page.getByTestId("activity-actor").filter({ hasText: /^Eli Engineer$/ }) })
      .first();
    // Who acted, by name (the email in the title); the details with readable labels.
    await expect(runStart.getByTestId("activity-actor")).toHaveText("Eli Engineer");
    await expect(runStart.getByTestId("activity-actor")).toHaveAttribute(
      "title",
      "engineer@e2e.test",
    );
    await expect(runStart.getByTestId("activity-details")).toContainText("Workspace: ");
    await expect(runStart.getByTestId("activity-details")).not.toContainText("workspaceId");
    await expect(
      page.locator('[data-testid="activity-row"][data-action="user.setup-first-admin"]'),
    ).toContainText("admin@e2e.test");

    await page.goto("/admin/users");
    for (const email of [
      "admin@e2e.test",
      "engineer@e2e.test",
      "operator@e2e.test",
      "reviewer@e2e.test",
    ])
      await expect(page.locator(`[data-testid="user-row"][data-email="${email}"]`)).toBeVisible();

    // Rename in place (Enter saves, the notice says so), then back (other specs sign as them).
    const reviewerRow = page.locator('[data-testid="user-row"][data-email="reviewer@e2e.test"]');
    const original = (await reviewerRow.getByTestId("user-name").textContent()) ?? "";
    const renameTo = async (name: string) => {
      await reviewerRow.getByTestId("user-rename").click();
      await expect(reviewerRow.getByTestId("user-rename-input")).toBeFocused();
      await reviewerRow.getByTestId("user-rename-input").fill(name);
      await reviewerRow.getByTestId("user-rename-input").press("Enter");
      await expect(reviewerRow.getByTestId("user-name")).toHaveText(name);
      await expect(reviewerRow.getByTestId("user-saved")).toHaveText(
        `Saved: reviewer@e2e.test is now named “${name}”.`,
      );
    };
    await renameTo("Rita Renamed");
    await renameTo(original);
  });
});
