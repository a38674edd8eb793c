import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ModeAggregate } from "@/server/features/experiments/experiment-views";
import type { AgentRecord, WindowSampleRecord } from "@/server/runtime/records";
import { ParentWindowChart } from "@/components/experiments/parent-window-chart";
import { ChildWindowCharts } from "@/components/run/child-window-charts";
import { TimelineChart } from "@/components/run/timeline-chart";
import type { TimelineBar, TimelineLayout } from "@/components/run/timeline-layout";
import { WindowChart } from "@/components/run/window-chart";
import { CHART_FOCUS_RING } from "./chart-focus";

/** The opening tag of the one element carrying `role="<role>"` and tabindex 0 in `html`. */
function tabStop(html: string, role: string): string {
  const tags = html.match(/<[a-z]+ [^>]*>/g) ?? [];
  const stops = tags.filter(
    (tag) => tag.includes(`role="${role}"`) && tag.includes('tabindex="0"'),
  );
  expect(stops).toHaveLength(1);
  return stops[0] as string;
}

function label(tag: string): string | undefined {
  return /aria-label="([^"]*)"/.exec(tag)?.[1]?.replace(/&#x27;/g, "'");
}

function sample(agentId: string, iteration: number, tokens: number): WindowSampleRecord {
  return {
    id: `${agentId}-${iteration}`,
    runId: "run",
    agentId,
    iteration,
    tokens,
    providerInputTokens: null,
    mark: "iteration",
    relatedAgentId: null,
    at: iteration,
  };
}

function aggregate(mode: ModeAggregate["mode"], before: number, after: number, child: number) {
  const metric = (mean: number) => ({ n: 2, mean, low: null, high: null });
  return {
    mode,
    runs: 2,
    scored: 2,
    failed: 0,
    cancelledOrSkipped: 0,
    held: 2,
    trials: {},
    metrics: {
      parent_before: metric(before),
      parent_after: metric(after),
      child_peak: metric(child),
    },
  } satisfies ModeAggregate;
}

function bar(key: string, kind: TimelineBar["kind"], startMs: number): TimelineBar {
  return {
    key,
    kind,
    label: kind === "model" ? "model 1" : "read_file",
    startMs,
    durationMs: 400,
    open: false,
    tone: "ok",
    status: kind === "model" ? "200" : "ok",
    iteration: 1,
    inputTokens: kind === "model" ? 100 : null,
    outputTokens: kind === "model" ? 20 : null,
  };
}

describe("charts are keyboard tab stops with a name and a focus ring", () => {
  it("the experiment's parent window chart: an image named by its figures", () => {
    const html = renderToStaticMarkup(
      createElement(ParentWindowChart, {
        aggregates: [
          aggregate("contract", 1200.4, 1500.6, 9000),
          aggregate("inline", 800, 5000, 0),
        ],
        scripted: true,
      }),
    );
    const tag = tabStop(html, "img");
    expect(label(tag)).toBe(
      "Parent window by mode, mean over cases in tokens (scripted model): contract: parent before spawn 1,200, parent after return 1,501, child peak 9,000; inline: parent before spawn 800, parent after return 5,000, child peak 0",
    );
    expect(tag).toContain(CHART_FOCUS_RING);
    expect(html).not.toContain('role="application"');
  });

  it("a parent's window chart and each child's small chart", () => {
    const parent = renderToStaticMarkup(
      createElement(WindowChart, {
        samples: [sample("parent", 1, 1000), sample("parent", 2, 2500)],
        figures: [],
        agentNames: {},
        limit: { contextTokens: 128000 },
        requests: 2,
      }),
    );
    const parentTag = tabStop(parent, "img");
    expect(label(parentTag)).toBe(
      "Context window over 2 model requests, peak 2,500 tokens, limit 128,000 tokens",
    );
    expect(parentTag).toContain(CHART_FOCUS_RING);
    const child = { id: "child", name: "researcher" } as AgentRecord;
    const children = renderToStaticMarkup(
      createElement(ChildWindowCharts, {
        agents: [child],
        samples: [sample("child", 1, 700), sample("child", 2, 900)],
        requestsOf: () => 2,
      }),
    );
    const childTag = tabStop(children, "img");
    expect(label(childTag)).toBe(
      "researcher's own context window over 2 model requests, peak 900 tokens",
    );
    expect(childTag).toContain(CHART_FOCUS_RING);
  });

  it("the run timeline: a group named by its summary, its bars keep their own names", () => {
    const layout: TimelineLayout = {
      totalMs: 3200,
      ticks: [0, 1000, 2000, 3000],
      rows: [
        {
          agent: { id: "parent", name: "parent", role: "parent", status: "succeeded" },
          depth: 0,
          lifeStartMs: 0,
          lifeEndMs: 3200,
          lanes: [[bar("m1", "model", 0)], [bar("t1", "tool", 500), bar("t2", "tool", 1500)]],
        },
      ] as TimelineLayout["rows"],
    };
    const html = renderToStaticMarkup(createElement(TimelineChart, { layout, simulated: false }));
    const tag = tabStop(html, "group");
    expect(label(tag)).toBe("Timeline of 1 agent over 3.2 s: 1 model call, 2 tool calls");
    expect(tag).toContain(CHART_FOCUS_RING);
    expect(html.match(/role="img"/g)).toHaveLength(3);
  });
});
