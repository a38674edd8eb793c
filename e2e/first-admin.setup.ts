import { expect, request as playwrightRequest, test as setup } from "@playwright/test";
import { ROLES } from "../server/shared/permissions";
import { E2E_USERS, signInThroughApi, storageStateOf, trpcMutation } from "./fixtures/users";

/**
 * Runs first, on the fresh e2e database: a newcomer's first visit asks for the first
 * administrator; the form creates it and signs it in; a second setup is refused. Then the
 * admin creates one account per role through the Users API, and each role's session is saved
 * for the specs (playwright.config.ts: the `app` project depends on this one).
 */

setup(
  "a fresh database asks for the first administrator, then refuses a second",
  async ({ page, baseURL }) => {
    const admin = E2E_USERS.admin;
    await page.goto("/");
    await page.waitForURL("**/setup");
    await expect(
      page.getByRole("heading", { name: "Create the first administrator" }),
    ).toBeVisible();

    // A clear error for a short password, and nothing is created.
    await page.getByLabel("Name").fill(admin.name);
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel(/^Password \(at least/).fill("short");
    await page.getByLabel("Password again").fill("short");
    await page.getByTestId("setup-submit").click();
    await expect(page.getByTestId("field-error")).toContainText(
      "The password must be at least 10 characters.",
    );
    await expect(page.getByLabel(/^Password \(at least/)).toBeFocused();

    await page.getByLabel(/^Password \(at least/).fill(admin.password);
    await page.getByLabel("Password again").fill(admin.password);
    await page.getByLabel("Password again").press("Enter");
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByTestId("viewer-email")).toHaveText(admin.email);
    await expect(page.getByTestId("viewer-role")).toHaveText("admin");
    await page.context().storageState({ path: storageStateOf("admin") });

    // Once an admin exists the API refuses a setup (409).
    const anonymous = await playwrightRequest.newContext({ baseURL: baseURL! });
    const refused = await trpcMutation(anonymous, baseURL!, "users.setup", {
      email: "mallory@e2e.test",
      name: "Mallory",
      password: "mallory-password",
    });
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toContain("an administrator already exists");
    await anonymous.dispose();
    // The setup page is gone for good: a signed-in admin lands home from it.
    await page.goto("/setup");
    await page.waitForURL((url) => url.pathname === "/");
  },
);

setup("the admin creates one account per role; each signs in", async ({ baseURL }) => {
  const admin = await playwrightRequest.newContext({
    baseURL: baseURL!,
    storageState: storageStateOf("admin"),
  });
  for (const role of ROLES.filter((role) => role !== "admin")) {
    const user = E2E_USERS[role];
    const created = await trpcMutation(admin, baseURL!, "users.create", { ...user, role });
    expect(created.status(), await created.text()).toBe(200);
    const context = await playwrightRequest.newContext({ baseURL: baseURL! });
    await signInThroughApi(context, baseURL!, role);
    await context.storageState({ path: storageStateOf(role) });
    await context.dispose();
  }
  await admin.dispose();
});
