import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Elapsed } from "./elapsed";
import { RelativeTime } from "./relative-time";
import { RenderedAtProvider } from "./use-now";

/** A server render at `renderedAt`, whatever the machine's clock says. */
function renderAt(renderedAt: number, child: ReturnType<typeof createElement>): string {
  return renderToStaticMarkup(
    createElement(RenderedAtProvider, { at: renderedAt, children: child }),
  );
}

describe("times on the server render", () => {
  const renderedAt = Date.UTC(2020, 0, 1, 12, 0, 0);

  it("counts a relative time from the render time the browser hydrates with", () => {
    const html = renderAt(renderedAt, createElement(RelativeTime, { at: renderedAt - 5 * 60_000 }));
    expect(html).toMatch(
      /<time dateTime="2020-01-01T11:55:00.000Z" title="[^"]+">5 min ago<\/time>/,
    );
  });

  it("counts a running duration from it too", () => {
    const html = renderAt(
      renderedAt,
      createElement(Elapsed, { durationMs: null, startedAt: renderedAt - 11_200 }),
    );
    expect(html).toContain(">11.2 s…</span>");
  });
});
