import { createElement, type MouseEvent, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { SubmitButton } from "./submit-button";

/** The button element SubmitButton renders, and a click on it: whether it was cancelled. */
function press(pending: boolean, onClick = vi.fn()) {
  const element = SubmitButton({
    pending,
    pendingLabel: "Creating…",
    onClick,
    children: "Create",
  }) as ReactElement<{
    onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  }>;
  const event = { preventDefault: vi.fn() } as unknown as MouseEvent<HTMLButtonElement>;
  element.props.onClick(event);
  return {
    cancelled: (event.preventDefault as ReturnType<typeof vi.fn>).mock.calls.length > 0,
    onClick,
  };
}

describe("SubmitButton", () => {
  it("stays focusable while pending: aria-disabled with the pending label, never disabled", () => {
    const html = renderToStaticMarkup(
      createElement(SubmitButton, { pending: true, pendingLabel: "Creating…", children: "Create" }),
    );
    expect(html).toContain('aria-disabled="true"');
    expect(html).not.toContain('disabled=""');
    expect(html).toContain(">Creating…</button>");
    expect(
      renderToStaticMarkup(
        createElement(SubmitButton, {
          pending: false,
          pendingLabel: "Creating…",
          children: "Create",
        }),
      ),
    ).toContain('aria-disabled="false"');
  });

  it("cancels a press while pending (no second submission) and passes one through otherwise", () => {
    const whilePending = press(true);
    expect(whilePending.cancelled).toBe(true);
    expect(whilePending.onClick).not.toHaveBeenCalled();
    const idle = press(false);
    expect(idle.cancelled).toBe(false);
    expect(idle.onClick).toHaveBeenCalledTimes(1);
  });
});
