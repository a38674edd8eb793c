import type { RunOutcome } from "../../shared/run-outcome";
import type {
  AgentRecord,
  CorrectionConsumptionRecord,
  CorrectionRecord,
  CorrectionRefusalRecord,
  DebriefRecord,
  ModelExchangeRecord,
  RunHistory,
  RunRecord,
  WindowSampleRecord,
} from "../../runtime/records";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import type { ActivityAssessment } from "../../shared/activity-assessment";
import type { WindowFigures } from "../../shared/window-figures";

export type { ActivityAssessment, WindowFigures };

/**
 * View models of the runs feature: what its router returns and the UI renders (the UI
 * imports them as types only).
 */

/** One row of the runs list. `durationMs` is null while the run has not finished, and for a run that never started (cancelled or interrupted while queued). */
export interface RunSummary {
  id: string;
  question: string;
  status: RunRecord["status"];
  statusDetail: string | null;
  /** What the answer is worth (server/shared/run-outcome.ts), derived from status and children. */
  outcome: RunOutcome;
  /** Why, in words. */
  outcomeDetail: string;
  workspaceId: string;
  providerName: string;
  model: string;
  returnMode: RunRecord["returnMode"];
  scenario: string | null;
  /** The escalation history the parent started with (label, source, tokens); null: none. */
  history: RunHistory | null;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  durationMs: number | null;
  agentCount: number;
  /** The application version the run executed on (package version + git commit); null while queued. */
  appVersion: string | null;
  /** The experiment that started the run; null when a person did. */
  experimentId: string | null;
  /** 1-based place in the queue while the run waits to be taken; null otherwise. */
  queuePosition: number | null;
}

/**
 * A correction with its separately recorded consumption (null while queued) or refusal (null
 * unless it will never be consumed: "not delivered: <reason>").
 */
export interface CorrectionView {
  correction: CorrectionRecord;
  consumption: CorrectionConsumptionRecord | null;
  refusal: CorrectionRefusalRecord | null;
}

/** An exchange without its bodies (the bodies are fetched on demand). */
export type ExchangeSummary = Omit<ModelExchangeRecord, "requestBody" | "responseBody">;

/**
 * Everything stored about a run (what the database query returns). `lastEventSequence`: the
 * run's event log sequence read before the rest, so the detail holds at least every change up
 * to it; the live stream resumes after it and the page applies deltas idempotently.
 */
export interface StoredRunDetail {
  lastEventSequence: number;
  run: RunSummary & { finalAnswer: string | null };
  agents: AgentRecord[];
  /** Transcript items per agent id, in sequence order. */
  transcripts: Record<string, TranscriptItem[]>;
  debriefs: DebriefRecord[];
  windowSamples: WindowSampleRecord[];
  windowFigures: WindowFigures[];
  corrections: CorrectionView[];
  exchanges: ExchangeSummary[];
}

/** How many items one agent's transcript holds (all of it, loaded or not). */
export interface TranscriptCount {
  items: number;
  toolCalls: number;
  /** The sequence of its last item (sequences start at 0); −1 while empty. */
  lastSequence: number;
}

/** How many model calls one agent made (exchanges stored), and the last one's iteration. */
export interface ModelCallCount {
  calls: number;
  /** Calls that carry at least one warning (a retry, a fallback, a failure). */
  withWarnings: number;
  /** The iteration of its last call; 0 before the first. */
  lastIteration: number;
}

/**
 * What the run page loads (runs.get) before anything is opened: the stored detail without its
 * bulk — `windowSamples` holds at most MAX_WINDOW_SAMPLES_PER_AGENT per agent (every mark, the
 * peak, the ends; `windowFigures` are computed from every sample), `transcripts` only the first page of each agent's items (TRANSCRIPT_FIRST_PAGE;
 * the whole of a shorter transcript), with every agent's counts; exchanges are counted, not
 * listed. `transcripts.page` and `runs.exchanges` load the rest when a panel opens.
 */
export interface StoredRunSnapshot extends Omit<StoredRunDetail, "exchanges"> {
  transcriptCounts: Record<string, TranscriptCount>;
  modelCallCounts: Record<string, ModelCallCount>;
}

/** A tool call or result as the timeline reads it (no payload). */
export interface ToolEventRow {
  agentId: string;
  sequence: number;
  iteration: number;
  kind: "tool_call" | "tool_result";
  /** When the item was appended (epoch ms). */
  at: number;
  /** The call's id (a result's toolUseId). */
  callId: string | null;
  /** A result's status (ok, error, not_executed, cancelled); null for a call. */
  status: string | null;
  name: string | null;
}

/** Everything the run page shows: the snapshot plus what is computed when it is read. */
export interface RunDetail extends StoredRunSnapshot {
  /** Overdue and idle detection per agent (seed 003). */
  activity: ActivityAssessment[];
  /** Run-level warnings (an overdue or idle agent); empty when all is well. */
  warnings: string[];
}

/** One page of the runs list (runs.list), newest first. */
export interface RunsPage {
  runs: RunSummary[];
  /** Pass it as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** Runs matching the filter, on every page. */
  total: number;
}
