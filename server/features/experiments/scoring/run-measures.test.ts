import { describe, expect, it } from "vitest";
import { DEFAULT_CHILD_BUDGET } from "../../../runtime/agent/run-start";
import { newAgentRecord } from "../../../runtime/agent/new-agent-record";
import { HELD_TURN_MARKER } from "../../../runtime/replay/held-children";
import type {
  AgentRecord,
  ModelExchangeRecord,
  WindowSampleRecord,
} from "../../../runtime/records";
import type { TranscriptItem } from "../../../runtime/transcript/transcript-item";
import {
  childResearchCalls,
  heldState,
  latencyMeasure,
  spanFetches,
  tokenMeasures,
  windowMeasures,
  type RunFacts,
} from "./run-measures";

/** Hand-made stored runs: a parent and one child, window samples, exchanges and items. */

const agent = (id: string, parent: string | null, now: number): AgentRecord =>
  newAgentRecord({
    id,
    runId: "run_1",
    parentAgentId: parent,
    role: parent === null ? "parent" : "child",
    name: id,
    brief: "b",
    budget: DEFAULT_CHILD_BUDGET,
    now,
  });

let sequence = 0;
const sample = (
  agentId: string,
  mark: WindowSampleRecord["mark"],
  tokens: number,
  at: number,
  relatedAgentId: string | null = null,
): WindowSampleRecord => ({
  id: `s${(sequence += 1)}`,
  runId: "run_1",
  agentId,
  iteration: at,
  tokens,
  providerInputTokens: null,
  mark,
  relatedAgentId,
  at,
});

const exchange = (
  id: string,
  agentId: string,
  iteration: number,
  usage: [number | null, number | null],
  warnings: string[] = [],
): ModelExchangeRecord => ({
  id,
  runId: "run_1",
  agentId,
  iteration,
  provider: "scripted",
  model: "scripted-1",
  requestBody: "{}",
  responseBody: "{}",
  httpStatus: 200,
  usage: {
    inputTokens: usage[0],
    outputTokens: usage[1],
    cachedInputTokens: null,
    reasoningTokens: null,
  },
  latencyMs: 5,
  startedAt: 0,
  warnings,
});

const call = (agentId: string, iteration: number, name: string, args: string, at: number) =>
  ({
    kind: "tool_call",
    id: `i${(sequence += 1)}`,
    agentId,
    sequence,
    iteration,
    createdAt: at,
    callId: `c${sequence}`,
    providerCallId: null,
    idSource: "assigned",
    name,
    argumentsText: args,
    argumentsFormat: "string",
    parsedArguments: null,
    acceptance: "accepted",
    rejectionReason: null,
  }) as TranscriptItem;

const said = (agentId: string, text: string, at: number) =>
  ({
    kind: "message",
    id: `i${(sequence += 1)}`,
    agentId,
    sequence,
    iteration: 1,
    createdAt: at,
    role: "assistant",
    text,
  }) as TranscriptItem;

function facts(overrides: Partial<RunFacts> = {}): RunFacts {
  return {
    run: {
      id: "run_1",
      question: "q",
      workspaceId: "w",
      providerName: "scripted",
      model: "scripted-1",
      returnMode: "summary",
      scenario: "auto",
      status: "succeeded",
      statusDetail: null,
      finalAnswer: "a",
      createdAt: 0,
      startedAt: 1_000,
      finishedAt: 1_250,
    },
    agents: [agent("p", null, 1_000), agent("c", "p", 1_010)],
    transcripts: {
      p: [
        call("p", 2, "fetch_transcript_span", "{}", 1_200),
        said("p", "Nineteen merchants.", 1_240),
      ],
      c: [
        call("c", 1, "search_code", '{"query":"v2"}', 1_020),
        call("c", 2, "read_file", '{"path":"a.ts"}', 1_030),
        call("c", 3, "research_result", "{}", 1_040),
      ],
    },
    exchanges: [],
    corrections: [],
    consumptions: [],
    samples: [
      sample("p", "iteration", 20_000, 1),
      sample("p", "before_spawn", 20_100, 2, "c"),
      sample("c", "iteration", 3_000, 3),
      sample("c", "iteration", 9_000, 4),
      sample("p", "after_return", 21_300, 5, "c"),
      sample("p", "iteration", 21_500, 6),
    ],
    debriefs: [],
    ...overrides,
  };
}

describe("run measures", () => {
  it("window: before the spawn, the parent's peak, after the return, the child's peak", () => {
    expect(windowMeasures(facts())).toEqual({
      beforeSpawn: 20_100,
      peak: 21_500,
      afterReturn: 21_300,
      childPeak: 9_000,
    });
  });

  it("tokens: the provider's usage when every exchange has it, else counted", () => {
    const reported = facts({
      exchanges: [exchange("e1", "p", 1, [100, 10]), exchange("e2", "c", 1, [50, 5])],
    });
    expect(tokenMeasures(reported, { count: () => 0 })).toEqual({
      input: 150,
      output: 15,
      source: "provider",
    });
    const counted = facts({
      exchanges: [exchange("e1", "p", 1, [100, 10]), exchange("e2", "c", 1, [null, null])],
    });
    // in: the iteration samples (20,000 + 3,000 + 9,000 + 21,500); out: 1 token per character.
    expect(tokenMeasures(counted, { count: (text) => text.length })).toEqual({
      input: 53_500,
      output: 2 + 14 + 15 + 2 + "Nineteen merchants.".length,
      source: "counted",
    });
  });

  it("latency: the duration, plus the recorded time of the turns a child replayed", () => {
    expect(latencyMeasure(facts(), null)).toBe(250);
    const recording = facts({
      exchanges: [exchange("rec_1", "c", 1, [null, null]), exchange("rec_2", "c", 2, [null, null])],
    });
    const replay = facts({
      exchanges: [
        exchange("e1", "c", 1, [null, null], [`${HELD_TURN_MARKER} rec_1 of run_0`]),
        exchange("e2", "c", 2, [null, null], [`${HELD_TURN_MARKER} rec_2 of run_0`]),
      ],
    });
    // The recorded child started at 1,010; its iteration-2 call was stored at 1,030.
    expect(latencyMeasure(replay, recording)).toBe(250 + 20);
  });

  it("span fetches: the parent's fetch_transcript_span calls", () => {
    expect(spanFetches(facts())).toBe(1);
  });

  it("held: the same research calls replayed; partial when they differ; not held when none was", () => {
    const recording = facts();
    expect(childResearchCalls(recording)).toEqual([
      ['search_code {"query":"v2"}', 'read_file {"path":"a.ts"}'],
    ]);
    const marked = [exchange("e1", "c", 1, [null, null], [`${HELD_TURN_MARKER} r1 of run_0`])];
    expect(heldState(facts({ exchanges: marked }), recording)).toEqual({
      held: "held",
      detail: "1 child: 1 research turn and 2 tool calls replayed from the recording",
    });
    const other = facts({
      exchanges: marked,
      transcripts: { p: [], c: [call("c", 1, "search_code", '{"query":"v3"}', 1_020)] },
    });
    expect(heldState(other, recording).held).toBe("partial");
    expect(heldState(facts(), recording)).toEqual({
      held: "not_held",
      detail: "no child turn was replayed from the recording",
    });
  });
});
