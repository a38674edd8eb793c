import type {
  AgentRecord,
  ModelExchangeRecord,
  RunRecord,
  WindowSampleRecord,
} from "../runtime/records";
import type { RunStore } from "../runtime/ports";
import type { TranscriptItem } from "../runtime/transcript/transcript-item";

/**
 * A finished run with a very long transcript (issue 12: "stays fast at 5,000 items"): a parent
 * that spawned one child, and a child that made `cycles` read_file calls, each a model call,
 * a tool call and its result, one iteration apiece. Records only (no model ran), written
 * through the RunStore port like the runtime writes them; the e2e suite and the transcript
 * tests measure the run page on it.
 */
export interface LargeRun {
  run: RunRecord;
  agents: AgentRecord[];
  items: TranscriptItem[];
  exchanges: ModelExchangeRecord[];
  samples: WindowSampleRecord[];
}

/** Cycles that make the run 5,002 items in all (4 parent items, 2 per cycle, 2 more in the child). */
export const CYCLES_FOR_5002_ITEMS = 2_498;

const SOURCE_LINES = [
  'import { legacyCharge } from "./legacy-client";',
  "export async function charge(request: ChargeRequest): Promise<ChargeResult> {",
  "  const response = await primary.charge(request);",
  "  if (response.status === 503) return legacyCharge(request);",
  "  return response;",
  "}",
];

/** Builds the records of a large run with id `runId`, starting at `t0` (epoch ms). */
export function buildLargeRun(runId: string, t0: number, cycles = CYCLES_FOR_5002_ITEMS): LargeRun {
  const parentId = `${runId}_parent`;
  const childId = `${runId}_child`;
  const question = `Large transcript: which adapters call the legacy client? (${cycles} reads)`;
  const items: TranscriptItem[] = [];
  const exchanges: ModelExchangeRecord[] = [];
  const samples: WindowSampleRecord[] = [];
  const base = (agentId: string, sequence: number, iteration: number, at: number) => ({
    id: `${agentId}:${sequence}`,
    agentId,
    sequence,
    iteration,
    createdAt: at,
  });
  const exchange = (agentId: string, iteration: number, at: number, input: number) => {
    exchanges.push({
      id: `${agentId}_exchange_${iteration}`,
      runId,
      agentId,
      iteration,
      provider: "scripted",
      model: "scripted-1",
      requestBody: "{}",
      responseBody: "{}",
      httpStatus: 200,
      usage: { inputTokens: input, cachedInputTokens: 0, outputTokens: 24, reasoningTokens: 0 },
      latencyMs: 40,
      startedAt: at,
      warnings: [],
    });
    samples.push({
      id: `${agentId}_sample_${iteration}`,
      runId,
      agentId,
      iteration,
      tokens: input,
      providerInputTokens: input,
      mark: "iteration",
      relatedAgentId: null,
      at,
    });
  };

  // The parent: the question, its spawn call, the spawn's result and (at the end) its answer.
  items.push({ ...base(parentId, 0, 0, t0), kind: "message", role: "user", text: question });
  exchange(parentId, 1, t0 + 1, 900);
  items.push({
    ...base(parentId, 1, 1, t0 + 41),
    kind: "tool_call",
    callId: "spawn_1",
    providerCallId: "spawn_1",
    idSource: "provider",
    name: "spawn_agent",
    argumentsText: JSON.stringify({ name: "reader", brief: question }),
    argumentsFormat: "string",
    parsedArguments: { name: "reader", brief: question },
    acceptance: "accepted",
    rejectionReason: null,
  });
  samples.push({
    id: `${parentId}_spawn`,
    runId,
    agentId: parentId,
    iteration: 1,
    tokens: 950,
    providerInputTokens: null,
    mark: "before_spawn",
    relatedAgentId: childId,
    at: t0 + 42,
  });

  // The child: its brief, then `cycles` read_file calls and results, then its answer.
  let at = t0 + 50;
  items.push({ ...base(childId, 0, 0, at), kind: "message", role: "user", text: question });
  let window = 600;
  for (let cycle = 1; cycle <= cycles; cycle += 1) {
    exchange(childId, cycle, at, window);
    const callId = `read_${cycle}`;
    const path = `src/adapters/adapter-${cycle % 97}.ts`;
    items.push({
      ...base(childId, cycle * 2 - 1, cycle, at + 40),
      kind: "tool_call",
      callId,
      providerCallId: callId,
      idSource: "provider",
      name: "read_file",
      argumentsText: JSON.stringify({ path }),
      argumentsFormat: "string",
      parsedArguments: { path },
      acceptance: "accepted",
      rejectionReason: null,
    });
    items.push({
      ...base(childId, cycle * 2, cycle, at + 60),
      kind: "tool_result",
      toolUseId: callId,
      toolName: "read_file",
      status: "ok",
      content: SOURCE_LINES.map((line, index) => `${path}:${index + 1}: ${line}`).join("\n"),
      uncertainty: null,
      preventedByCorrection: null,
    });
    window += 130;
    at += 60;
  }
  exchange(childId, cycles + 1, at, window);
  items.push({
    ...base(childId, cycles * 2 + 1, cycles + 1, at + 40),
    kind: "message",
    role: "assistant",
    text: `Read ${cycles} files; every adapter but the sandbox one calls the legacy client.`,
  });
  const childEnd = at + 41;

  items.push({
    ...base(parentId, 2, 1, childEnd + 1),
    kind: "tool_result",
    toolUseId: "spawn_1",
    toolName: "spawn_agent",
    status: "ok",
    content: `${childId} finished: every adapter but the sandbox one calls the legacy client.`,
    uncertainty: null,
    preventedByCorrection: null,
  });
  samples.push({
    id: `${parentId}_return`,
    runId,
    agentId: parentId,
    iteration: 1,
    tokens: 1_020,
    providerInputTokens: null,
    mark: "after_return",
    relatedAgentId: childId,
    at: childEnd + 1,
  });
  exchange(parentId, 2, childEnd + 2, 1_020);
  const answer = "Every adapter but the sandbox one calls the legacy client.";
  items.push({
    ...base(parentId, 3, 2, childEnd + 42),
    kind: "message",
    role: "assistant",
    text: answer,
  });
  const finishedAt = childEnd + 43;

  const agent = (
    id: string,
    role: AgentRecord["role"],
    parent: string | null,
    createdAt: number,
    iteration: number,
    toolCallCount: number,
  ): AgentRecord => ({
    id,
    runId,
    parentAgentId: parent,
    role,
    name: role === "parent" ? "parent" : "reader",
    brief: question,
    status: "succeeded",
    statusDetail: null,
    budget: { maxIterations: cycles + 10, maxToolCalls: cycles + 10, deadlineMs: 3_600_000 },
    iteration,
    toolCallCount,
    activity: {
      phase: "done",
      phaseStartedAt: finishedAt,
      phaseDeadlineAt: null,
      lastProgressAt: finishedAt,
      lastProgressEvent: "model response",
      inboxCount: 0,
      lastConsumedSequence: null,
      repetitionStreak: 0,
    },
    createdAt,
    finishedAt: role === "parent" ? finishedAt : childEnd,
  });
  return {
    run: {
      id: runId,
      question,
      workspaceId: "ledgerline",
      providerName: "scripted",
      model: "scripted-1",
      returnMode: "contract",
      scenario: "auto",
      status: "succeeded",
      statusDetail: null,
      finalAnswer: answer,
      createdAt: t0,
      startedAt: t0,
      finishedAt,
    },
    agents: [
      agent(parentId, "parent", null, t0, 2, 1),
      agent(childId, "child", parentId, t0 + 45, cycles + 1, cycles),
    ],
    items,
    exchanges,
    samples,
  };
}

/**
 * Writes a large run through the RunStore port: items in batches of 500 (like flushes), then
 * the exchanges and window samples in one batch when the store writes batches (one
 * transaction), else one by one.
 */
export async function writeLargeRun(
  store: Pick<
    RunStore,
    "createRun" | "createAgent" | "appendItems" | "recordExchange" | "recordWindowSample"
  > &
    Partial<Pick<RunStore, "writeBatches">>,
  large: LargeRun,
): Promise<void> {
  await store.createRun(large.run);
  for (const agent of large.agents) await store.createAgent(agent);
  for (let start = 0; start < large.items.length; start += 500) {
    await store.appendItems(large.run.id, large.items.slice(start, start + 500));
  }
  if (store.writeBatches) {
    await store.writeBatches([
      {
        runId: large.run.id,
        items: [],
        telemetry: [],
        exchanges: large.exchanges,
        windowSamples: large.samples,
        agentPatches: new Map(),
        runPatch: null,
      },
    ]);
    return;
  }
  for (const exchange of large.exchanges) await store.recordExchange(exchange);
  for (const sample of large.samples) await store.recordWindowSample(sample);
}
