import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "@/server/auth/session-user";
import { SessionEndedProvider } from "@/trpc/react";
import { createSessionEndedStore } from "@/trpc/session-ended";
import { SessionEndedBanner } from "./session-ended-banner";
import { ViewerProvider } from "./viewer-context";

const rita: SessionUser = {
  id: "user_2",
  email: "rita@example.com",
  name: "Rita",
  role: "reviewer",
};

function render(viewer: SessionUser | null, ended: boolean): string {
  const store = createSessionEndedStore();
  if (ended) store.end();
  return renderToStaticMarkup(
    createElement(SessionEndedProvider, {
      store,
      children: createElement(ViewerProvider, {
        viewer,
        children: createElement(SessionEndedBanner),
      }),
    }),
  );
}

describe("SessionEndedBanner", () => {
  it("says once that the session has ended, with a link to sign in again coming back here", () => {
    const html = render(rita, true);
    expect(html).toContain('role="alert" data-testid="session-ended"');
    expect(html).toContain("<strong>Your session has ended</strong> — ");
    expect(html).toContain('<a href="/sign-in?next=%2F" data-testid="sign-in-again"');
    expect(html).toContain(">Sign in again</a>");
  });

  it("shows nothing while the session lasts, nor to a signed-out page", () => {
    expect(render(rita, false)).toBe("");
    expect(render(null, true)).toBe("");
  });
});
