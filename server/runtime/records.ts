import type { AgentPhase, AgentRole, AgentStatus, WindowMark } from "../shared/agent-status";
import type { RunStatus } from "../shared/run-status";
import type { ReturnMode } from "../shared/run-settings";
import type { ResearchResult } from "./contract/research-result";

/**
 * Records the runtime writes through the `RunStore` port. Times are milliseconds since the
 * epoch; token figures are o200k tokens unless named `provider…`.
 */

/** The statuses, roles, phases, marks and modes are listed once, in server/shared. */
export type { AgentPhase, AgentRole, AgentStatus, ReturnMode, RunStatus, WindowMark };

/**
 * The escalation history a run's parent started with (issue 11): where it came from, a label
 * (the escalation reference, or "attached"), and its size (o200k tokens). The text itself is
 * the parent's first transcript message.
 */
export interface RunHistory {
  source: "sample" | "attached";
  label: string;
  tokens: number;
}

export interface RunRecord {
  id: string;
  question: string;
  workspaceId: string;
  providerName: string;
  model: string;
  returnMode: ReturnMode;
  /** Scripted scenario or other provider option, e.g. "ledgerline", "invalid-once". */
  scenario: string | null;
  /** The escalation history the parent started with; absent or null: the question only. */
  history?: RunHistory | null;
  status: RunStatus;
  statusDetail: string | null;
  finalAnswer: string | null;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
}

export interface AgentBudget {
  maxIterations: number;
  maxToolCalls: number;
  /** Wall-clock budget for the agent, ms. */
  deadlineMs: number;
  /** Context-window limit (o200k tokens); past it old complete call/result pairs are compacted. */
  maxWindowTokens?: number;
  /** The provider/model context size this limit sits below (tokens; window/context-windows.ts). */
  contextTokens?: number;
}

/** Seed 003 activity report. `lastProgressAt` moves only on real events. */
export interface ActivityReport {
  phase: AgentPhase;
  phaseStartedAt: number;
  /** When the current phase is due to end (bounded waits, model timeout); null when unbounded. */
  phaseDeadlineAt: number | null;
  lastProgressAt: number | null;
  /** What the last real progress was ("model response", "tool result read_file (call_1)", "correction #2 consumed"). */
  lastProgressEvent: string | null;
  inboxCount: number;
  lastConsumedSequence: number | null;
  /** Identical cycles in a row seen by the repetition guard (0 = none; warns at 3, ends at 4). */
  repetitionStreak: number;
}

export interface AgentRecord {
  id: string;
  runId: string;
  parentAgentId: string | null;
  role: AgentRole;
  name: string;
  brief: string;
  status: AgentStatus;
  statusDetail: string | null;
  budget: AgentBudget;
  iteration: number;
  toolCallCount: number;
  activity: ActivityReport;
  createdAt: number;
  finishedAt: number | null;
}

/** Normalised usage (tokens). Null fields: the provider did not report them. */
export interface ModelUsage {
  inputTokens: number | null;
  cachedInputTokens: number | null;
  outputTokens: number | null;
  reasoningTokens: number | null;
}

/** One request/response with a model. Immutable once written. */
export interface ModelExchangeRecord {
  id: string;
  runId: string;
  agentId: string;
  iteration: number;
  provider: string;
  model: string;
  requestBody: string;
  responseBody: string;
  /** HTTP status, or 200 for the scripted model; null when no response came. */
  httpStatus: number | null;
  usage: ModelUsage;
  latencyMs: number;
  startedAt: number;
  warnings: string[];
}

/** Tokens of what an agent would send next, sampled every iteration (and at spawn/return). */
export interface WindowSampleRecord {
  id: string;
  runId: string;
  agentId: string;
  iteration: number;
  tokens: number;
  /** The provider's reported input tokens for the request of this iteration, when known. */
  providerInputTokens: number | null;
  mark: WindowMark;
  /** The child a spawn/return mark is about. */
  relatedAgentId: string | null;
  at: number;
}

/**
 * What a child returned to its parent: in the contract mode a debrief the runtime accepted; in
 * the summary and transcript modes the summary or the rendered transcript; or the failure
 * record when the child ended without returning (a broken contract, an exhausted budget).
 */
export interface DebriefRecord {
  id: string;
  runId: string;
  agentId: string;
  parentAgentId: string;
  /** The return mode that produced this record. */
  returnMode: ReturnMode;
  /** The typed debrief; null in the summary and transcript modes and when the child failed. */
  result: ResearchResult | null;
  /** Exactly what the parent model received. */
  renderedForParent: string;
  renderedTokens: number;
  /**
   * The child's transcript rendered as the transcript mode would send it, counted at return
   * time (o200k tokens): what returning the transcript would have added. Null when not counted.
   */
  transcriptTokens: number | null;
  attempts: number;
  validationErrors: string[];
  /** Runtime guards that changed the result (seed 000: empty → budget_exhausted). */
  guardsApplied: string[];
  transcriptRef: string;
  createdAt: number;
}

export interface CorrectionRecord {
  id: string;
  runId: string;
  agentId: string;
  /** Per-agent, strictly increasing from 1. */
  sequence: number;
  text: string;
  /** "human:<name>" or "agent:<agentId>". */
  author: string;
  createdAt: number;
  /** A person's idempotency key (their client's id for this send); absent for an agent's. */
  requestKey?: string;
}

/** Consumption is recorded separately; the correction row is never edited (seed 003). */
export interface CorrectionConsumptionRecord {
  correctionId: string;
  agentId: string;
  sequence: number;
  iteration: number;
  consumedAt: number;
  /** Call ids the correction prevented from executing. */
  preventedCallIds: string[];
}

/**
 * A stored correction its agent will never consume (issue 10 item 5): it reached the agent's
 * process after the inbox closed (agent finished or finishing, not in flight there) or with
 * the inbox full. Recorded separately like a consumption; a correction has one or the other.
 */
export interface CorrectionRefusalRecord {
  correctionId: string;
  agentId: string;
  sequence: number;
  /** Why it was not delivered, e.g. "arrived after the agent's inbox closed". */
  reason: string;
  /** When the refusal was recorded (ms). */
  refusedAt: number;
}

export interface TelemetryEventRecord {
  id: string;
  runId: string;
  agentId: string | null;
  type: string;
  callId: string | null;
  toolUseId: string | null;
  status: string | null;
  uncertainty: string | null;
  /** Redacted JSON payload. */
  data: string;
  at: number;
}

export type { ResearchResult };
