import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  RoleChangedNotice,
  ROLE_CHANGED_NOTICE,
  selfRoleChangeDestination,
} from "./role-changed-notice";

/**
 * An admin who removes their own admin role (newcomer4: the header still said admin, the nav
 * still offered Users and Activity, and the page said "Could not load users" over a stale
 * table): the browser loads Runs afresh (header and nav from the new role) with a notice.
 */
describe("after an admin removes their own admin role", () => {
  it("leaves the Users page for Runs with the notice, only when the new role cannot manage users", () => {
    expect(selfRoleChangeDestination("reviewer")).toBe(`/?notice=${ROLE_CHANGED_NOTICE}`);
    expect(selfRoleChangeDestination("engineer")).toBe("/?notice=role-changed");
    expect(selfRoleChangeDestination("admin")).toBeNull();
  });

  it("tells them their new role and why they are on Runs, as a status", () => {
    const html = renderToStaticMarkup(createElement(RoleChangedNotice, { role: "reviewer" }));
    expect(html).toBe(
      '<p role="status" data-testid="role-changed-notice" class="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">' +
        "Your role is now reviewer: Users and Activity are for admins, so you were brought to Runs.</p>",
    );
  });
});
