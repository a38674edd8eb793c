import { expect, test } from "@playwright/test";
import { E2E_USERS } from "./fixtures/users";

/** Signing in and out in the browser, starting signed out. */
test.use({ storageState: { cookies: [], origins: [] } });

test("signed out, a page sends you to sign-in; you come back to it signed in, then sign out", async ({
  page,
}) => {
  const engineer = E2E_USERS.engineer;
  await page.goto("/workspaces");
  await page.waitForURL("**/sign-in?next=%2Fworkspaces");
  await expect(page.getByRole("heading", { name: "Sign in to Debrief" })).toBeVisible();

  // Wrong password: a clear error, the email stays, nobody is signed in.
  await page.getByLabel("Email").fill(engineer.email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByLabel("Password").press("Enter");
  await expect(page.getByTestId("error-message")).toContainText("Wrong email or password.");
  await expect(page.getByLabel("Email")).toHaveValue(engineer.email);

  await page.getByLabel("Password").fill(engineer.password);
  await page.getByTestId("sign-in-submit").click();
  await page.waitForURL((url) => url.pathname === "/workspaces");
  await expect(page.getByTestId("viewer-email")).toHaveText(engineer.email);
  await expect(page.getByTestId("viewer-role")).toHaveText("engineer");

  await page.getByTestId("sign-out").click();
  await page.waitForURL("**/sign-in");
  await page.goto("/");
  await page.waitForURL("**/sign-in");
  // The API refuses too: nothing is readable signed out.
  const response = await page.request.get("/api/trpc/runs.list");
  expect(response.status()).toBe(401);
  expect(await response.text()).toContain("sign in to read runs and transcripts");
});

test("signing in from the home page lands on it once; signing out and in again in the same tab works", async ({
  page,
}) => {
  const operator = E2E_USERS.operator;
  let navigations = 0;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await page.goto("/");
  await page.waitForURL("**/sign-in");
  // The header's links prefetch "/" while signed out: its cached redirect must not be reused.
  await page.getByLabel("Email").fill(operator.email);
  await page.getByLabel("Password").fill(operator.password);
  navigations = 0;
  await page.getByTestId("sign-in-submit").click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByTestId("new-run-form")).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/");
  expect(navigations).toBeLessThanOrEqual(2);

  await page.getByTestId("sign-out").click();
  await page.waitForURL("**/sign-in");
  await page.getByLabel("Email").fill(operator.email);
  await page.getByLabel("Password").fill(operator.password);
  await page.getByTestId("sign-in-submit").click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByTestId("sign-out")).toHaveText("Sign out");
  await expect(page.getByTestId("sign-out")).toBeEnabled();
});
