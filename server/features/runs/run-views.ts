import type {
  AgentRecord,
  CorrectionConsumptionRecord,
  CorrectionRecord,
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

/** One row of the runs list. `durationMs` is null while the run has not finished. */
export interface RunSummary {
  id: string;
  question: string;
  status: RunRecord["status"];
  statusDetail: string | null;
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
  /** 1-based place in the queue while the run waits to be taken; null otherwise. */
  queuePosition: number | null;
}

/** A correction with its separately recorded consumption (null while queued). */
export interface CorrectionView {
  correction: CorrectionRecord;
  consumption: CorrectionConsumptionRecord | null;
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

/** Everything the run page shows: the stored detail plus what is computed when it is read. */
export interface RunDetail extends StoredRunDetail {
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
