import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RESTS_ON_INLINE_LIMIT, RestsOn, restsOnSummary } from "./rests-on";

const render = (count: number, anchor = "") =>
  renderToStaticMarkup(
    createElement(RestsOn, {
      citations: Array.from({ length: count }, (_, index) => ({
        id: `child/F${index + 1}`,
        anchor,
      })),
    }),
  );

describe("the items a claim rests on", () => {
  it("shows a few inline, linked to their findings when they have an anchor", () => {
    const html = render(2, "finding-agent_1-F1");
    expect(html).toMatch(
      /^<p data-testid="answer-rests-on"[^>]*>rests on<a href="#finding-agent_1-F1"/,
    );
    expect(html).not.toContain("<details");
  });

  it("collapses a long list behind its count", () => {
    const html = render(RESTS_ON_INLINE_LIMIT + 22);
    expect(html).toMatch(/^<details data-testid="answer-rests-on" data-collapsed="true"/);
    expect(html).toContain(`${restsOnSummary(28)}</summary>`);
    expect(restsOnSummary(28)).toBe("rests on 28 items");
    expect(restsOnSummary(1)).toBe("rests on 1 item");
    expect(html.match(/data-item=/g)).toHaveLength(28);
  });

  it("shows nothing for a claim that rests on nothing", () => {
    expect(render(0)).toBe("");
  });
});
