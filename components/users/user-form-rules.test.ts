import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CreatedNoticeView } from "./created-notice";
import { UserStateCell } from "./user-state-cell";
import {
  createdNotice,
  lastActiveAdminId,
  savedNoticeText,
  passwordLabel,
  passwordProblem,
  roleChangeConfirmLabel,
  roleChangeNeedsConfirmation,
} from "./user-form-rules";

describe("the Users page's rules", () => {
  it("asks before granting or removing admin, not for other role changes", () => {
    expect(roleChangeNeedsConfirmation("engineer", "admin")).toBe(true);
    expect(roleChangeNeedsConfirmation("admin", "reviewer")).toBe(true);
    expect(roleChangeNeedsConfirmation(null, "admin")).toBe(true);
    expect(roleChangeNeedsConfirmation("engineer", "operator")).toBe(false);
    expect(roleChangeNeedsConfirmation("admin", "admin")).toBe(false);
    expect(roleChangeConfirmLabel("ada@example.com", "engineer", "admin")).toBe(
      "Confirm: make ada@example.com an admin",
    );
    expect(roleChangeConfirmLabel("ada@example.com", "admin", "reviewer")).toBe(
      "Confirm: remove admin from ada@example.com (make reviewer)",
    );
  });

  it("offers an empty password (OIDC only) only when OIDC sign-in is configured", () => {
    expect(passwordLabel(true)).toBe("Password (empty: OIDC sign-in only)");
    expect(passwordLabel(false)).toBe("Password");
    expect(passwordProblem("", true)).toBeNull();
    expect(passwordProblem("", false)).toContain("OIDC sign-in is not configured");
    expect(passwordProblem("a-long-password", false)).toBeNull();
  });

  it("keeps a generated password in the notice; never echoes a typed one", () => {
    const user = { email: "ada@example.com", role: "engineer" as const };
    expect(createdNotice(user, "generated-123", "generated-123")).toMatchObject({
      text: "ada@example.com (engineer) can sign in now.",
      generatedPassword: "generated-123",
    });
    const typed = createdNotice(user, "typed-password", null);
    expect(typed.generatedPassword).toBeNull();
    expect(JSON.stringify(typed)).not.toContain("typed-password");
    expect(createdNotice(user, "", null).hint).toBe("They sign in through OIDC.");
  });

  it("says the name the account got (the server names it when the form leaves it empty)", () => {
    const user = { email: "admin@example.com", role: "engineer" as const, name: "admin-2" };
    expect(createdNotice(user, "typed-password", null).text).toBe(
      "admin@example.com (engineer, named admin-2) can sign in now.",
    );
  });

  it("shows the generated password with Copy and Dismiss buttons", () => {
    const html = renderToStaticMarkup(
      createElement(CreatedNoticeView, {
        notice: createdNotice({ email: "ada@example.com", role: "admin" }, "pw-1", "pw-1"),
        onDismiss: () => {},
      }),
    );
    expect(html).toMatch(/data-testid="user-created-password"[^>]*>pw-1<\/code>/);
    expect(html).toMatch(/data-testid="user-created-copy"[^>]*>Copy<\/button>/);
    expect(html).toMatch(/data-testid="user-created-dismiss"[^>]*>Dismiss<\/button>/);
  });

  it("shows the state as a badge and the action as its own button", () => {
    const render = (disabled: boolean) =>
      renderToStaticMarkup(
        createElement(UserStateCell, {
          disabled,
          email: "ada@example.com",
          pending: false,
          onToggle: () => {},
        }),
      );
    expect(render(false)).toMatch(/data-testid="user-state" data-state="enabled"[^>]*>Enabled</);
    expect(render(false)).toMatch(/data-testid="user-toggle-disabled"[^>]*>Disable<\/button>/);
    expect(render(true)).toMatch(/data-state="disabled"[^>]*>Disabled</);
    expect(render(true)).toMatch(/data-testid="user-toggle-disabled"[^>]*>Enable<\/button>/);
  });
});

describe("last enabled administrator", () => {
  const users = [
    { id: "u1", role: "admin" as const, disabled: false },
    { id: "u2", role: "admin" as const, disabled: true },
    { id: "u3", role: "engineer" as const, disabled: false },
  ];

  it("finds the only enabled admin when the whole list is loaded", () => {
    expect(lastActiveAdminId(users, true)).toBe("u1");
  });

  it("finds none with two enabled admins, or when more pages may hold another", () => {
    expect(
      lastActiveAdminId([...users, { id: "u4", role: "admin", disabled: false }], true),
    ).toBeNull();
    expect(lastActiveAdminId(users, false)).toBeNull();
  });
});

describe("saved notice", () => {
  it("says what was saved", () => {
    expect(savedNoticeText("ada@example.com", { kind: "role", role: "engineer" })).toBe(
      "Saved: ada@example.com is now an engineer.",
    );
    expect(savedNoticeText("ada@example.com", { kind: "role", role: "reviewer" })).toBe(
      "Saved: ada@example.com is now a reviewer.",
    );
    expect(savedNoticeText("ada@example.com", { kind: "disabled", disabled: true })).toBe(
      "Saved: ada@example.com is disabled (their sessions ended).",
    );
    expect(savedNoticeText("ada@example.com", { kind: "disabled", disabled: false })).toBe(
      "Saved: ada@example.com is enabled.",
    );
    expect(savedNoticeText("ada@example.com", { kind: "name", name: "Ada L." })).toBe(
      "Saved: ada@example.com is now named “Ada L.”.",
    );
  });
});
