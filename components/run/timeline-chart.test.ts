import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TimelineChart } from "./timeline-chart";
import type { TimelineLayout } from "./timeline-layout";

const layout: TimelineLayout = {
  totalMs: 1500,
  ticks: [0, 500, 1000],
  rows: [
    {
      agent: {
        id: "parent",
        name: "parent",
        role: "parent",
        parentAgentId: null,
        status: "succeeded",
        createdAt: 0,
        finishedAt: 1500,
      },
      depth: 0,
      lifeStartMs: 0,
      lifeEndMs: 1500,
      lanes: [[]],
    },
  ],
};

describe("TimelineChart on a phone", () => {
  it("stacks each agent's name above its lanes below sm and keeps the 640 px grid from sm up", () => {
    const html = renderToStaticMarkup(createElement(TimelineChart, { layout, simulated: false }));
    expect(html).toContain(
      '<div class="grid grid-cols-1 gap-x-3 sm:min-w-[640px] sm:grid-cols-[11rem_minmax(0,1fr)]"><div class="max-sm:hidden"></div>',
    );
    // The chart scrolls inside its own box, never the page.
    expect(html).toMatch(/^<div role="group"[^>]*class="overflow-x-auto /);
    expect(html).toMatch(
      /<div class="relative border-zinc-100 py-1 sm:border-t"[^>]*data-agent-id="parent"/,
    );
  });

  it("keeps an axis label on one line near the right edge ('1.0 s', not '1.0' over 's')", () => {
    const html = renderToStaticMarkup(createElement(TimelineChart, { layout, simulated: false }));
    expect(
      html.match(/class="absolute -translate-x-1\/2 whitespace-nowrap tabular-nums/g),
    ).toHaveLength(3);
  });
});
