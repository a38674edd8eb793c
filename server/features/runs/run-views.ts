import type {
  AgentRecord,
  CorrectionConsumptionRecord,
  CorrectionRecord,
  DebriefRecord,
  ModelExchangeRecord,
  RunRecord,
  WindowSampleRecord,
} from "../../runtime/records";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import type { ActivityAssessment } from "../../runtime/agent/activity-assessment";
import type { WindowFigures } from "../../runtime/window/window-figures";

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
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  durationMs: number | null;
  agentCount: number;
}

/** A correction with its separately recorded consumption (null while queued). */
export interface CorrectionView {
  correction: CorrectionRecord;
  consumption: CorrectionConsumptionRecord | null;
}

/** An exchange without its bodies (the bodies are fetched on demand). */
export type ExchangeSummary = Omit<ModelExchangeRecord, "requestBody" | "responseBody">;

/** Everything stored about a run (what the database query returns). */
export interface StoredRunDetail {
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
