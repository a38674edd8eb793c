import { describe, expect, it } from "vitest";
import { applyRunEvent, newerRunSnapshot } from "../../../components/run/apply-run-event";
import { buildRunFixture } from "../../runtime/testing/record-fixtures";
import type { RunDelta } from "./run-deltas";
import type { RunDetail } from "./run-views";

const fixture = buildRunFixture("apply");

function emptyPage(): RunDetail {
  return {
    lastEventSequence: 4,
    run: {
      ...fixture.run,
      status: "queued",
      outcome: "in_progress",
      outcomeDetail: "the run is queued",
      startedAt: null,
      durationMs: null,
      agentCount: 0,
      appVersion: null,
      experimentId: null,
      queuePosition: 2,
      history: null,
    },
    agents: [],
    transcripts: {},
    debriefs: [],
    windowSamples: [],
    windowFigures: [],
    corrections: [],
    transcriptCounts: {},
    modelCallCounts: {},
    activity: [],
    warnings: [],
  };
}

/** The run page's delta applier (components/run/apply-run-event.ts), on the record fixtures. */
describe("applyRunEvent", () => {
  it("applies the next sequence, ignores what the page holds, and reports a gap", () => {
    const page = emptyPage();
    const started = applyRunEvent(page, {
      sequence: 5,
      at: 1,
      delta: { type: "run", patch: { status: "running", startedAt: 100, appVersion: "1.0.0" } },
    });
    expect(started?.run).toMatchObject({
      status: "running",
      startedAt: 100,
      appVersion: "1.0.0",
      queuePosition: null,
      durationMs: null,
    });
    expect(started?.lastEventSequence).toBe(5);
    expect(page.run.status).toBe("queued"); // the cached page is not mutated
    const repeat = {
      sequence: 5,
      at: 1,
      delta: { type: "agent-created", agent: fixture.parent },
    } as const;
    expect(applyRunEvent(started!, repeat)).toBe(started);
    expect(applyRunEvent(started!, { ...repeat, sequence: 7 })).toBeNull();
  });

  it("is idempotent per record: an item or agent the snapshot already holds is not added twice", () => {
    let page = emptyPage();
    const parentItems = fixture.items.filter((item) => item.agentId === fixture.parent.id);
    const steps = [
      { type: "agent-created", agent: fixture.parent },
      { type: "agent-created", agent: fixture.parent },
      { type: "items", agentId: fixture.parent.id, items: parentItems.slice(0, 2) },
      { type: "items", agentId: fixture.parent.id, items: parentItems },
      { type: "window-samples", samples: [fixture.samples[0]!] },
      { type: "window-samples", samples: [fixture.samples[0]!, fixture.samples[0]!] },
    ] satisfies RunDelta[];
    steps.forEach((delta, index) => {
      page = applyRunEvent(page, { sequence: 5 + index, at: 0, delta })!;
    });
    expect(page.agents).toEqual([fixture.parent]);
    expect(page.run.agentCount).toBe(1);
    expect(page.transcripts[fixture.parent.id]).toEqual(parentItems);
    expect(page.transcriptCounts[fixture.parent.id]).toEqual({
      items: parentItems.length,
      toolCalls: parentItems.filter((item) => item.kind === "tool_call").length,
      lastSequence: parentItems.at(-1)!.sequence,
    });
    expect(page.windowSamples).toEqual([fixture.samples[0]]);
    expect(page.lastEventSequence).toBe(10);
  });

  it("applies a flush's window samples in one delta, in order, whatever order they come in", () => {
    expect(fixture.samples.length).toBeGreaterThan(2);
    const [first, second, third] = fixture.samples;
    const page = applyRunEvent(
      { ...emptyPage(), agents: [fixture.parent] },
      { sequence: 5, at: 0, delta: { type: "window-samples", samples: [third!, first!, second!] } },
    )!;
    const order = (a: { at: number; iteration: number }, b: { at: number; iteration: number }) =>
      a.at - b.at || a.iteration - b.iteration;
    expect(page.windowSamples).toEqual([first!, second!, third!].sort(order));
    expect(page.windowFigures).not.toBe(emptyPage().windowFigures);
  });

  it("counts the agents a snapshot holds when it read them after its run row (count 0, one agent)", () => {
    const page = { ...emptyPage(), agents: [fixture.parent] }; // run.agentCount still 0
    const next = applyRunEvent(page, {
      sequence: 5,
      at: 0,
      delta: { type: "agent-created", agent: fixture.parent },
    })!;
    expect(next.agents).toEqual([fixture.parent]);
    expect(next.run.agentCount).toBe(1);
  });

  it("counts items past a partly loaded first page without adding them to it", () => {
    const child = fixture.children[0]!;
    const childItems = fixture.items.filter((item) => item.agentId === child.id);
    expect(childItems.length).toBeGreaterThan(3);
    const [first, second] = childItems;
    const page: RunDetail = {
      ...emptyPage(),
      agents: [child],
      // The snapshot loaded one item of a transcript that held two at the time.
      transcripts: { [child.id]: [first!] },
      transcriptCounts: { [child.id]: { items: 2, toolCalls: 0, lastSequence: second!.sequence } },
    };
    const next = applyRunEvent(page, {
      sequence: 5,
      at: 0,
      delta: { type: "items", agentId: child.id, items: childItems },
    })!;
    expect(next.transcripts[child.id]).toEqual([first]);
    expect(next.transcriptCounts[child.id]).toEqual({
      items: childItems.length,
      toolCalls: childItems.slice(2).filter((item) => item.kind === "tool_call").length,
      lastSequence: childItems.at(-1)!.sequence,
    });
  });

  it("counts each model call once (one per agent and iteration), with its warnings", () => {
    const [exchange] = fixture.exchanges;
    let page: RunDetail = { ...emptyPage(), agents: [fixture.parent] };
    const parent = { ...exchange!, agentId: fixture.parent.id };
    // One flush held iterations 1 and 1 again; the next one 2 (with a warning) and 1 again.
    const flushes = [
      [
        { ...parent, iteration: 1, warnings: [] },
        { ...parent, iteration: 1, warnings: [] },
      ],
      [
        { ...parent, iteration: 2, warnings: ["retried once"] },
        { ...parent, iteration: 1, warnings: [] },
      ],
    ];
    flushes.forEach((exchanges, index) => {
      page = applyRunEvent(page, {
        sequence: 5 + index,
        at: 0,
        delta: { type: "exchanges", exchanges },
      })!;
    });
    expect(page.modelCallCounts[fixture.parent.id]).toEqual({
      calls: 2,
      withWarnings: 1,
      lastIteration: 2,
    });
  });
});

/** After a cancel: the stream's final status, and a re-read that answers after it. */
describe("a cancelled run on the run page", () => {
  const running = (): RunDetail => {
    const page = emptyPage();
    return {
      ...page,
      run: { ...page.run, status: "running", startedAt: 100, queuePosition: null },
    };
  };
  const cancelled = {
    sequence: 5,
    at: 900,
    delta: {
      type: "run",
      patch: { status: "cancelled", statusDetail: "run cancelled by human:ana", finishedAt: 900 },
    },
  } as const;

  it("applies the final status from the live stream, with its duration and outcome", () => {
    const ended = applyRunEvent(running(), cancelled);
    expect(ended?.run).toMatchObject({
      status: "cancelled",
      statusDetail: "run cancelled by human:ana",
      finishedAt: 900,
      durationMs: 800,
      outcome: "cancelled",
    });
    expect(ended?.lastEventSequence).toBe(5);
  });

  it("keeps the final status when a re-read started before it answers after it", () => {
    const before = running(); // what the re-read saw: sequence 4, still running
    const ended = applyRunEvent(before, cancelled)!;
    expect(newerRunSnapshot(ended, before)).toBe(ended);
    expect(newerRunSnapshot(ended, before).run.status).toBe("cancelled");
  });

  it("takes a re-read that is as far along or further, and the first one", () => {
    const ended = applyRunEvent(running(), cancelled)!;
    const fresh = { ...ended, lastEventSequence: 5 };
    expect(newerRunSnapshot(ended, fresh)).toBe(fresh);
    const later = { ...ended, lastEventSequence: 9 };
    expect(newerRunSnapshot(ended, later)).toBe(later);
    expect(newerRunSnapshot(undefined, ended)).toBe(ended);
  });
});
