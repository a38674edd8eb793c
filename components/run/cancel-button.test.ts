import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ViewerProvider } from "@/components/auth/viewer-context";
import type { SessionUser } from "@/server/auth/session-user";
import { TRPCReactProvider } from "@/trpc/react";
import type { Role } from "@/server/shared/permissions";
import { CancelButton } from "./cancel-button";

function render(role: Role, agentId?: string): string {
  const viewer: SessionUser = { id: "user_1", email: "eli@example.com", name: "Eli", role };
  const tree: ReactNode = createElement(
    TRPCReactProvider,
    null,
    createElement(ViewerProvider, {
      viewer,
      children: createElement(CancelButton, { runId: "run_1", agentId, label: "Cancel run" }),
    }),
  );
  return renderToStaticMarkup(tree);
}

describe("CancelButton", () => {
  it("offers the cancel to a role with runs:cancel", () => {
    const html = render("operator");
    expect(html).toContain('data-testid="cancel-run"');
    expect(html).toContain(">Cancel run</button>");
    expect(html).not.toContain("cancel-run-not-allowed");
  });

  it("tells an engineer, who may have started the run, that their role cannot cancel it", () => {
    const html = render("engineer");
    expect(html).not.toContain('data-testid="cancel-run"');
    expect(html).toContain('data-testid="cancel-run-not-allowed"');
    expect(html).toContain("Your role cannot cancel runs (an operator or admin can).");
  });

  it("renders nothing for an agent's cancel without the permission (the run's note says it)", () => {
    expect(render("engineer", "agent_1")).toBe("");
    expect(render("reviewer", "agent_1")).toBe("");
  });
});
