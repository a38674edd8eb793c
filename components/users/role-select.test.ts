import { createElement, createRef } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RoleSelectView } from "./role-select";
import { roleChangeStep, SELF_DEMOTION_WARNING } from "./user-form-rules";

/**
 * The Users page's role select (newcomer4: ArrowDown made an engineer an operator at once, and
 * focus fell to <body> while the select was disabled to save): a change is only staged; "Save
 * role" (or the confirm for granting or removing admin) applies it; the select stays enabled.
 */

/** The opening tag of the element with this data-testid, or null. */
function tag(html: string, testId: string): string | null {
  return new RegExp(`<[a-z]+[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? null;
}

function render(props: Partial<Parameters<typeof RoleSelectView>[0]> = {}): string {
  return renderToStaticMarkup(
    createElement(RoleSelectView, {
      userId: "user_2",
      email: "eve@example.com",
      role: "engineer",
      staged: null,
      saving: false,
      isViewer: false,
      lockedReason: null,
      selectRef: createRef<HTMLSelectElement>(),
      onStage: () => {},
      onSave: () => {},
      ...props,
    }),
  );
}

describe("the role select stages a change; a button applies it", () => {
  it("every change is a step with a button: Save role, or a confirm when admin is granted or removed", () => {
    expect(roleChangeStep("eve@example.com", "engineer", "engineer", false)).toBeNull();
    expect(roleChangeStep("eve@example.com", "engineer", "operator", false)).toEqual({
      buttonLabel: "Save role",
      confirm: false,
      warning: null,
    });
    expect(roleChangeStep("eve@example.com", "engineer", "admin", false)).toEqual({
      buttonLabel: "Confirm: make eve@example.com an admin",
      confirm: true,
      warning: null,
    });
  });

  it("warns an admin who removes their own admin role what they lose", () => {
    expect(roleChangeStep("eve@example.com", "admin", "reviewer", true)).toEqual({
      buttonLabel: "Confirm: remove your own admin role (make reviewer)",
      confirm: true,
      warning: SELF_DEMOTION_WARNING,
    });
    expect(SELF_DEMOTION_WARNING).toBe(
      "You will lose access to Users and Activity; you will be taken to Runs.",
    );
    expect(roleChangeStep("eve@example.com", "admin", "reviewer", false)?.warning).toBeNull();
  });

  it("shows no button until a role is staged, and never disables the select to save", () => {
    const html = render({ saving: true });
    expect(tag(html, "user-role")).not.toMatch(/ disabled=""/);
    expect(tag(html, "user-role-save")).toBeNull();
    expect(tag(html, "user-role-confirm")).toBeNull();
  });

  it("shows the staged role in the select with Save role and Keep beside it", () => {
    const html = render({ staged: "operator" });
    expect(html).toContain('<option value="operator" selected="">operator</option>');
    expect(tag(html, "user-role-save")).toContain('type="button"');
    expect(html).toMatch(/data-testid="user-role-save"[^>]*>Save role<\/button>/);
    expect(html).toContain(">Keep engineer</button>");
    expect(tag(html, "user-role-confirm-button")).toBeNull();
  });

  it("keeps the button focusable while saving (aria-disabled, not disabled)", () => {
    const html = render({ staged: "operator", saving: true });
    const button = tag(html, "user-role-save") ?? "";
    expect(button).toContain('aria-disabled="true"');
    expect(button).not.toMatch(/ disabled=""/);
    expect(html).toMatch(/data-testid="user-role-save"[^>]*>Saving…<\/button>/);
  });

  it("asks the signed-in admin to confirm removing their own admin role, with the warning", () => {
    const html = render({ role: "admin", staged: "reviewer", isViewer: true });
    expect(html).toMatch(
      /data-testid="user-role-confirm-button"[^>]*>Confirm: remove your own admin role \(make reviewer\)<\/button>/,
    );
    expect(html).toMatch(
      /<p [^>]*data-testid="user-role-warning"[^>]*>You will lose access to Users and Activity; you will be taken to Runs\.<\/p>/,
    );
    expect(tag(html, "user-role-save")).toBeNull();
  });

  it("keeps the last admin's select disabled with the reason", () => {
    const html = render({ role: "admin", lockedReason: "The only enabled administrator" });
    expect(tag(html, "user-role")).toContain('disabled=""');
    expect(html).toContain("The only enabled administrator");
  });
});
