import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

/** Issue 9 in the browser: security headers, the Origin check, confined workspaces. */

test("every page carries the security headers; production CSP has no unsafe-eval", async ({
  request,
}) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).not.toContain("unsafe-eval");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["permissions-policy"]).toContain("camera=()");
});

test("a page's scripts carry the request's nonce; no script is refused and the page hydrates", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) refused.push(message.text());
  });
  const first = await page.goto("/workspaces");
  const policy = (await first?.allHeaders())?.["content-security-policy"] ?? "";
  const nonce = /'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(policy)?.[1];
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(policy).toContain("style-src 'self' 'unsafe-inline'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // Every script tag the server wrote carries it (the chunks those scripts load later are let in
  // by 'strict-dynamic' and carry none).
  const html = (await first?.text()) ?? "";
  const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scriptTags.length).toBeGreaterThan(0);
  expect(scriptTags.filter((tag) => !tag.includes(` nonce="${nonce}"`))).toEqual([]);
  // Hydrated: the form's own submit handler answers an empty name (no native submit).
  const form = page.getByTestId("register-workspace-form");
  await form.getByRole("button", { name: "Register" }).click();
  await expect(form).toContainText("Give the workspace a name.");
  const second = await page.reload();
  expect((await second?.allHeaders())?.["content-security-policy"]).not.toContain(nonce);
  expect(refused).toEqual([]);
});

test("a cross-site POST is refused with 403 before any procedure runs", async ({ request }) => {
  const response = await request.post("/api/trpc/runs.start", {
    headers: { origin: "https://evil.example", "content-type": "application/json" },
    data: { json: { question: "Injected", workspaceId: "ledgerline" } },
  });
  expect(response.status()).toBe(403);
  expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
    /^cross-origin request from https:\/\/evil\.example refused/,
  );
});

test("workspaces: /etc is refused; a folder inside a root is registered, edited and removed", async ({
  page,
}) => {
  const folder = path.join(process.cwd(), "data", "workspaces", `e2e-${Date.now()}`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "notes.md"), "# notes\n");
  try {
    await page.goto("/workspaces");
    const form = page.getByTestId("register-workspace-form");
    // The form names the roots a folder must lie in, before anything is tried.
    await expect(form.getByTestId("workspace-roots")).toContainText(
      path.join(process.cwd(), "data", "workspaces"),
    );
    await form.getByLabel("Name").fill("Outsider");
    await form.getByLabel(/^Folder/).fill("/etc");
    await form.getByRole("button", { name: "Register" }).click();
    await expect(form).toContainText("workspace folder /etc is not inside a workspace root");

    await form.getByLabel("Name").fill("E2E notes");
    await form.getByLabel(/^Folder/).fill(folder);
    await form.getByRole("button", { name: "Register" }).click();
    const row = page.getByTestId("workspace-row").filter({ hasText: "E2E notes" });
    await expect(row).toBeVisible();

    await row.getByRole("button", { name: "Edit" }).click();
    await row.getByLabel("Name").fill("E2E notes (edited)");
    await row.getByRole("button", { name: "Save" }).click();
    const edited = page.getByTestId("workspace-row").filter({ hasText: "E2E notes (edited)" });
    await expect(edited).toBeVisible();

    page.once("dialog", (dialog) => void dialog.accept());
    await edited.getByTestId("workspace-remove").click();
    await expect(edited).toHaveCount(0);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test("the runs list says how many runs there are", async ({ page, request }) => {
  const started = await request.post("/api/trpc/runs.start", {
    headers: { "content-type": "application/json" },
    data: {
      json: { question: "Which merchants use the fallback path?", workspaceId: "ledgerline" },
    },
  });
  expect(started.status()).toBe(200);
  await page.goto("/");
  await expect(page.getByTestId("runs-count")).toHaveText(/^\d+ of \d+ runs?$/);
});
