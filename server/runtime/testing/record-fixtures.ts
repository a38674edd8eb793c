import type {
  AgentRecord,
  CorrectionConsumptionRecord,
  CorrectionRecord,
  DebriefRecord,
  ModelExchangeRecord,
  RunRecord,
  TelemetryEventRecord,
  WindowSampleRecord,
} from "../records";
import type { RunStore } from "../ports";
import type { TranscriptItem } from "../transcript/transcript-item";

/**
 * One complete, realistic run as records: a parent with two children, every transcript item
 * kind, exchanges, window samples, debriefs, corrections and telemetry. Store tests
 * (memory and Prisma) write it and compare what they read back. Times carry milliseconds.
 */
export interface RunFixture {
  run: RunRecord;
  parent: AgentRecord;
  children: [AgentRecord, AgentRecord];
  items: TranscriptItem[];
  exchanges: ModelExchangeRecord[];
  samples: WindowSampleRecord[];
  debriefs: DebriefRecord[];
  corrections: CorrectionRecord[];
  consumptions: CorrectionConsumptionRecord[];
  telemetry: TelemetryEventRecord[];
}

/** Builds the fixture; `prefix` keeps ids unique when one database holds several runs. */
export function buildRunFixture(prefix = "r1", t0 = 1_764_446_400_123): RunFixture {
  const id = (name: string) => `${prefix}_${name}`;
  const run: RunRecord = {
    id: id("run"),
    question: "Which merchants are affected by the v2 → v3 settlement change?",
    workspaceId: "ledgerline",
    providerName: "scripted",
    model: "scripted-1",
    returnMode: "contract",
    scenario: "ledgerline",
    history: { source: "sample", label: "ESC-0932", tokens: 20_777 },
    status: "running",
    statusDetail: null,
    finalAnswer: null,
    createdAt: t0,
    startedAt: t0 + 7,
    finishedAt: null,
  };
  const agent = (name: string, role: AgentRecord["role"], parentId: string | null, at: number) =>
    ({
      id: id(name),
      runId: run.id,
      parentAgentId: parentId,
      role,
      name,
      brief: `${name}: find every merchant on the legacy client`,
      status: "running",
      statusDetail: null,
      budget: { maxIterations: 12, maxToolCalls: 40, deadlineMs: 120_000 },
      iteration: 1,
      toolCallCount: 0,
      activity: {
        phase: "model_call",
        phaseStartedAt: at,
        phaseDeadlineAt: at + 30_000,
        lastProgressAt: null,
        lastProgressEvent: null,
        inboxCount: 0,
        lastConsumedSequence: null,
        repetitionStreak: 0,
      },
      createdAt: at,
      finishedAt: null,
    }) satisfies AgentRecord;
  const parent = agent("parent", "parent", null, t0 + 10);
  const childA = agent("child_a", "child", parent.id, t0 + 20);
  const childB = agent("child_b", "child", parent.id, t0 + 30);

  const base = (agentId: string, sequence: number, iteration: number) => ({
    id: `${agentId}_item_${sequence}`,
    agentId,
    sequence,
    iteration,
    createdAt: t0 + 100 + sequence,
  });
  const items: TranscriptItem[] = [
    { ...base(childA.id, 0, 0), kind: "message", role: "system", text: "You are a researcher." },
    {
      ...base(childA.id, 1, 1),
      kind: "message",
      role: "assistant",
      text: "Searching the adapters first.",
      providerData: { reasoning_content: "think → search", signature: "sig==" },
    },
    {
      ...base(childA.id, 2, 1),
      kind: "tool_call",
      callId: "call_1",
      providerCallId: "call_1",
      idSource: "provider",
      name: "search_code",
      argumentsText: '{"query":"legacy_client",  "limit": 5}',
      argumentsFormat: "string",
      parsedArguments: { query: "legacy_client", limit: 5 },
      acceptance: "accepted",
      rejectionReason: null,
    },
    {
      ...base(childA.id, 3, 1),
      kind: "tool_result",
      toolUseId: "call_1",
      toolName: "search_code",
      status: "ok",
      content: "src/adapters/legacy-client.ts:12: export const LEGACY = true",
      uncertainty: "results truncated at 5 matches",
      preventedByCorrection: null,
    },
    {
      ...base(childA.id, 4, 2),
      kind: "tool_call",
      callId: "dbf_a1b2",
      providerCallId: null,
      idSource: "assigned",
      name: "query_sql",
      argumentsText: '{"sql":"SELECT 1"',
      argumentsFormat: "object",
      parsedArguments: null,
      acceptance: "malformed_arguments",
      rejectionReason: "Unexpected end of JSON input",
    },
    {
      ...base(childA.id, 5, 2),
      kind: "tool_result",
      toolUseId: "dbf_a1b2",
      toolName: "query_sql",
      status: "not_executed",
      content: "arguments were not valid JSON",
      uncertainty: null,
      preventedByCorrection: 1,
    },
    {
      ...base(childA.id, 6, 3),
      kind: "correction",
      correctionSequence: 1,
      author: "human:operator",
      text: "Also check the sandbox adapter.",
    },
    {
      ...base(childA.id, 7, 3),
      kind: "compaction",
      fromSequence: 2,
      toSequence: 5,
      text: "[2 calls compacted: transcript_ref child_a#2-5]",
    },
    { ...base(childA.id, 8, 3), kind: "legacy_text", text: "USER: old row without ids" },
    {
      ...base(childA.id, 9, 3),
      kind: "notice",
      source: "repetition_guard",
      text: "Same call and result three times.",
    },
    { ...base(parent.id, 0, 0), kind: "message", role: "user", text: run.question },
  ];

  const exchanges: ModelExchangeRecord[] = [
    {
      id: id("ex_1"),
      runId: run.id,
      agentId: childA.id,
      iteration: 1,
      provider: "openai-responses",
      model: "gpt-test",
      requestBody: '{"input":[{"role":"user","content":"é ✓"}]}',
      responseBody: '{"output":[]}',
      httpStatus: 200,
      usage: {
        inputTokens: 1234,
        cachedInputTokens: 1000,
        outputTokens: 56,
        reasoningTokens: null,
      },
      latencyMs: 812,
      startedAt: t0 + 150,
      warnings: ["temperature is not supported; ignored"],
    },
    {
      id: id("ex_2"),
      runId: run.id,
      agentId: parent.id,
      iteration: 1,
      provider: "scripted",
      model: "scripted-1",
      requestBody: "{}",
      responseBody: "",
      httpStatus: null,
      usage: {
        inputTokens: null,
        cachedInputTokens: null,
        outputTokens: null,
        reasoningTokens: null,
      },
      latencyMs: 0,
      startedAt: t0 + 160,
      warnings: [],
    },
  ];

  const sample = (
    name: string,
    agentId: string,
    iteration: number,
    tokens: number,
    mark: WindowSampleRecord["mark"],
    relatedAgentId: string | null,
    at: number,
  ): WindowSampleRecord => ({
    id: id(name),
    runId: run.id,
    agentId,
    iteration,
    tokens,
    providerInputTokens: mark === "iteration" ? tokens + 3 : null,
    mark,
    relatedAgentId,
    at: t0 + at,
  });
  const samples: WindowSampleRecord[] = [
    sample("ws_p1", parent.id, 1, 900, "iteration", null, 200),
    sample("ws_p_spawn_a", parent.id, 1, 1_100, "before_spawn", childA.id, 210),
    sample("ws_p_spawn_b", parent.id, 1, 1_150, "before_spawn", childB.id, 211),
    sample("ws_a1", childA.id, 1, 2_000, "iteration", null, 220),
    sample("ws_a2", childA.id, 2, 7_500, "iteration", null, 230),
    sample("ws_a3", childA.id, 3, 6_100, "iteration", null, 240),
    sample("ws_p_return_a", parent.id, 2, 2_300, "after_return", childA.id, 250),
  ];

  const debriefs: DebriefRecord[] = [
    {
      id: id("db_a"),
      runId: run.id,
      agentId: childA.id,
      parentAgentId: parent.id,
      returnMode: "contract",
      result: {
        findings: [
          {
            claim: "Merchant 17 uses the legacy client",
            provenance: ["src/adapters/legacy-client.ts:12"],
            confidence: "verified",
          },
        ],
        assumptions: ["config seed is current"],
        unresolved: [{ question: "Overrides?", would_settle_it: "query merchant_overrides" }],
        coverage: { searched: ["src/adapters"], not_searched: ["db"] },
        effort: { tool_calls: 2, budget_exhausted: false },
        transcript_ref: `${childA.id}#0-9`,
      },
      renderedForParent: "FINDINGS\n- Merchant 17 uses the legacy client [verified]",
      renderedTokens: 1_187,
      transcriptTokens: 6_050,
      attempts: 2,
      validationErrors: ["findings[0].claim: claim must not be empty"],
      guardsApplied: [],
      transcriptRef: `${childA.id}#0-9`,
      createdAt: t0 + 260,
    },
    {
      id: id("db_b"),
      runId: run.id,
      agentId: childB.id,
      parentAgentId: parent.id,
      returnMode: "contract",
      result: null,
      renderedForParent: "SubagentContractError: no valid research_result after 3 attempts",
      renderedTokens: 14,
      transcriptTokens: null,
      attempts: 3,
      validationErrors: ["effort: Required", "coverage: Required"],
      guardsApplied: ["empty → budget_exhausted"],
      transcriptRef: `${childB.id}#0-0`,
      createdAt: t0 + 270,
    },
  ];

  const corrections: CorrectionRecord[] = [
    {
      id: id("cor_1"),
      runId: run.id,
      agentId: childA.id,
      sequence: 1,
      text: "Also check the sandbox adapter.",
      author: "human:operator",
      createdAt: t0 + 120,
    },
    {
      id: id("cor_2"),
      runId: run.id,
      agentId: childA.id,
      sequence: 2,
      text: "Stop querying SQL.",
      author: `agent:${parent.id}`,
      createdAt: t0 + 130,
    },
  ];
  const consumptions: CorrectionConsumptionRecord[] = [
    {
      correctionId: id("cor_1"),
      agentId: childA.id,
      sequence: 1,
      iteration: 3,
      consumedAt: t0 + 140,
      preventedCallIds: ["dbf_a1b2"],
    },
  ];
  const telemetry: TelemetryEventRecord[] = [
    {
      id: id("tel_1"),
      runId: run.id,
      agentId: childA.id,
      type: "tool_result",
      callId: "call_1",
      toolUseId: "call_1",
      status: "ok",
      uncertainty: "results truncated at 5 matches",
      data: '{"email":"[redacted]"}',
      at: t0 + 105,
    },
    {
      id: id("tel_2"),
      runId: run.id,
      agentId: null,
      type: "run_started",
      callId: null,
      toolUseId: null,
      status: null,
      uncertainty: null,
      data: "{}",
      at: t0 + 8,
    },
  ];

  return {
    run,
    parent,
    children: [childA, childB],
    items,
    exchanges,
    samples,
    debriefs,
    corrections,
    consumptions,
    telemetry,
  };
}

/** Writes the whole fixture through the RunStore port, in the order the runtime writes. */
export async function writeRunFixture(store: RunStore, fixture: RunFixture): Promise<void> {
  await store.createRun(fixture.run);
  await store.createAgent(fixture.parent);
  for (const child of fixture.children) await store.createAgent(child);
  await store.appendItems(fixture.run.id, fixture.items);
  for (const exchange of fixture.exchanges) await store.recordExchange(exchange);
  for (const sample of fixture.samples) await store.recordWindowSample(sample);
  for (const debrief of fixture.debriefs) await store.saveDebrief(debrief);
  for (const correction of fixture.corrections) await store.recordCorrection(correction);
  for (const consumption of fixture.consumptions) await store.recordConsumption(consumption);
  await store.recordTelemetry(fixture.telemetry);
}

/**
 * A queued run as runs.start stores one (scripted provider, ledgerline workspace; never
 * taken, so nothing executes it); `createdAt` in ms.
 */
export function queuedRunRecord(id: string, question: string, createdAt: number): RunRecord {
  return {
    id,
    question,
    workspaceId: "ledgerline",
    providerName: "scripted",
    model: "scripted-1",
    returnMode: "contract",
    scenario: "auto",
    status: "queued",
    statusDetail: null,
    finalAnswer: null,
    createdAt,
    startedAt: null,
    finishedAt: null,
  };
}
