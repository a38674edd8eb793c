import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ViewerProvider } from "@/components/auth/viewer-context";
import type { SessionUser } from "@/server/auth/session-user";
import { SessionEndedProvider, TRPCReactProvider } from "@/trpc/react";
import { createSessionEndedStore } from "@/trpc/session-ended";
import { SiteNav } from "./site-nav";

const admin: SessionUser = {
  id: "user_1",
  email: "ada@example.com",
  name: "Ada Admin",
  role: "admin",
};

function render(viewer: SessionUser | null, sessionEnded = false): string {
  const store = createSessionEndedStore();
  if (sessionEnded) store.end();
  const tree: ReactNode = createElement(
    TRPCReactProvider,
    null,
    createElement(SessionEndedProvider, {
      store,
      children: createElement(ViewerProvider, { viewer, children: createElement(SiteNav) }),
    }),
  );
  return renderToStaticMarkup(tree);
}

/** The opening tag of the element with this data-testid. */
function tag(html: string, testId: string): string {
  const match = new RegExp(`<[a-z]+[^>]*data-testid="${testId}"[^>]*>`).exec(html);
  if (!match) throw new Error(`no element with data-testid="${testId}"`);
  return match[0];
}

describe("SiteNav", () => {
  it("puts the sections and the account behind a closed Menu button below xl", () => {
    const html = render(admin);
    const button = tag(html, "nav-menu-button");
    const menu = tag(html, "nav-menu");
    const menuId = /id="([^"]+)"/.exec(menu)?.[1];
    expect(menuId).toBeTruthy();
    expect(button).toContain('aria-expanded="false"');
    expect(button).toContain(`aria-controls="${menuId}"`);
    expect(button).toContain("xl:hidden");
    expect(menu).toContain('data-open="false"');
    // Hidden when closed on a small screen; its children join the bar from xl on.
    expect(menu).toMatch(/class="hidden [^"]*xl:contents"/);
  });

  it("keeps one copy of every section link, the account and the server's health", () => {
    const html = render(admin);
    for (const label of [
      "Runs",
      "Workspaces",
      "Audit an answer",
      "Experiments",
      "Datasets",
      "Users",
      "Activity",
    ]) {
      expect(html.split(`>${label}</a>`).length - 1).toBe(1);
    }
    expect(html.split('data-testid="viewer-email"').length - 1).toBe(1);
    expect(html.split('data-testid="sign-out"').length - 1).toBe(1);
    expect(html.split('data-testid="server-health"').length - 1).toBe(1);
    // The bar may wrap rather than overflow, and section names never break inside.
    expect(html).toMatch(/<nav aria-label="Main" class="[^"]*flex-wrap/);
    expect(html).toContain("whitespace-nowrap");
  });

  it("keeps an admin's bar on one line at 1280 px: a long email shows whole (it wraps, never cut), the health takes the room left", () => {
    const html = render({ ...admin, email: "dana.longname-operations@example.com" });
    const email = tag(html, "viewer-email");
    expect(email).toContain('title="dana.longname-operations@example.com"');
    // newcomer4 at 1280 px: "olive@newcomer4.t…". Never cut: small text over the role, wrapping
    // anywhere within its width (at 390 px the menu's column wraps it too).
    expect(email).not.toMatch(/truncate|text-ellipsis|overflow-hidden/);
    expect(email).toMatch(/class="[^"]*xl:max-w-48 [^"]*xl:text-xs[^"]*wrap-anywhere/);
    expect(html).toContain("dana.longname-operations@example.com</span>");
    expect(tag(html, "viewer")).toMatch(/class="[^"]*wrap-anywhere[^"]*xl:flex-col/);
    expect(tag(html, "viewer-role")).toContain("xl:shrink-0");
    expect(tag(html, "sign-out")).toContain("shrink-0");
    // The workers and the health grow from nothing (basis 0), so they never push the account
    // onto a line of its own.
    expect(html).toMatch(/class="ml-auto [^"]*grow basis-0 [^"]*justify-end[^"]*xl:order-2[^"]*"/);
    // Squeezed, the health keeps its label whole (the workers' longer one may wrap).
    expect(tag(html, "server-health")).toContain("whitespace-nowrap");
  });

  it("keeps Menu on the first line at 390 px: the statuses grow from nothing and wrap among themselves", () => {
    // At 390 px "2 workers" and "Server not answering" pushed Menu onto a second line.
    const html = render(admin);
    const statuses =
      /<div class="(ml-auto [^"]*)"><span data-testid="workers-indicator"|<div class="(ml-auto [^"]*)"><span data-testid="server-health"/.exec(
        html,
      );
    const classes = (statuses?.[1] ?? statuses?.[2] ?? "").split(" ");
    for (const name of ["grow", "basis-0", "min-w-0", "flex-wrap", "justify-end", "xl:flex-nowrap"])
      expect(classes).toContain(name);
    expect(tag(html, "nav-menu-button")).toContain("shrink-0");
  });

  it("no longer names the user once the session has ended: it says so, with a link to sign in again", () => {
    const html = render(admin, true);
    expect(html).not.toContain('data-testid="viewer-email"');
    expect(html).not.toContain('data-testid="viewer-role"');
    expect(html).not.toContain('data-testid="sign-out"');
    expect(html).not.toContain('data-testid="nav-menu-button"');
    expect(html).not.toContain(">Runs</a>");
    expect(tag(html, "session-ended-nav")).toBeTruthy();
    expect(html).toContain("Session ended");
    expect(html).toMatch(/<a href="\/sign-in\?next=%2F" data-testid="sign-in-again"/);
    // The server's health stays (it needs no session): a network failure is still told apart.
    expect(html.split('data-testid="server-health"').length - 1).toBe(1);
  });

  it("shows only the product name when signed out", () => {
    const html = render(null);
    expect(html).toContain("Debrief</a>");
    expect(html).not.toContain('data-testid="nav-menu-button"');
    expect(html).not.toContain('data-testid="nav-menu"');
  });
});
