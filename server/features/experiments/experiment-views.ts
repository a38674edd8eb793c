import type { ReturnMode } from "../../runtime/records";
import type { EscalationCase } from "../../shared/escalation-case-schema";
import type {
  ExperimentRunRole,
  ExperimentStatus,
  HeldState,
} from "../../shared/experiment-inputs";
import type { RunScores } from "../../shared/experiment-scores";
import type { MetricSummary, PairedComparison } from "./experiment-statistics";

export type { MetricSummary, PairedComparison };

/** One experiment as the list and the page's header show it. */
export interface ExperimentSummary {
  id: string;
  datasetVersion: string;
  /** In column order; the first is the baseline. */
  modes: ReturnMode[];
  provider: string;
  model: string;
  trials: number;
  caseIds: string[];
  status: ExperimentStatus;
  statusDetail: string | null;
  totalRuns: number;
  /** Runs ended (scored or failed). */
  finishedRuns: number;
  failedRuns: number;
  /** Of the failed runs: skipped, or stopped by the experiment's cancel (in no figure). */
  cancelledOrSkippedRuns: number;
  createdAt: number;
  finishedAt: number | null;
  createdByEmail: string;
  /** The starter's account name as it is now; null when the account has none (or is gone). */
  createdByName: string | null;
}

/** One run of an experiment with its scores (null until it ended and was scored). */
export interface ExperimentRunView {
  id: string;
  caseId: string;
  mode: ReturnMode;
  trial: number;
  role: ExperimentRunRole;
  runId: string | null;
  status: string;
  statusDetail: string | null;
  held: HeldState;
  heldDetail: string | null;
  scores: RunScores | null;
  finishedAt: number | null;
}

/** A mode's aggregates: per metric, the mean over cases (trials averaged first) with its 95% CI. */
export interface ModeAggregate {
  mode: ReturnMode;
  runs: number;
  /** Runs with scores (left-out runs excluded). */
  scored: number;
  /** Runs that ended without succeeding on their own (left-out runs excluded). */
  failed: number;
  /** Runs the experiment's cancel stopped or that never started (skipped): in no figure. */
  cancelledOrSkipped: number;
  /** Runs that ran with the recording's children (held), for the modes with children. */
  held: number;
  /** Per metric: the mean over `n` cases (each case's trials averaged first). */
  metrics: Record<string, MetricSummary>;
  /** Per metric key: the trials (scored runs) that had a value for it, over those `n` cases. */
  trials: Record<string, number>;
}

/** One case's row of the side-by-side table: per mode, the per-metric mean over its trials. */
export interface CaseRow {
  caseId: string;
  workspace: string;
  question: string;
  perMode: Partial<Record<ReturnMode, Record<string, number | null>>>;
  /** Per mode: how many of the case's trials were scored (the means are over these). */
  scoredTrials: Partial<Record<ReturnMode, number>>;
}

/** Everything the experiment page shows (the drill-down aside). */
export interface ExperimentDetail {
  experiment: ExperimentSummary;
  aggregates: ModeAggregate[];
  cases: CaseRow[];
  /** What a reader must know: scripted figures, modes that cannot be held constant. */
  notes: string[];
}

/** A light view for the progress bar (polled while the experiment runs). */
export interface ExperimentProgress {
  id: string;
  status: ExperimentStatus;
  statusDetail: string | null;
  /** True once every run has ended (finishedAt set); a cancelled one is still ending until then. */
  ended: boolean;
  totalRuns: number;
  finishedRuns: number;
  failedRuns: number;
  /** Of the failed runs: skipped, or stopped by the experiment's cancel (in no figure). */
  cancelledOrSkippedRuns: number;
}

/** Two modes compared case by case, metric by metric. */
export interface ModeComparison {
  baseline: ReturnMode;
  other: ReturnMode;
  metrics: ({ key: string } & PairedComparison)[];
}

/** One case of an experiment with every run it made (the drill-down). */
export interface ExperimentCaseView {
  experimentId: string;
  escalationCase: EscalationCase;
  runs: ExperimentRunView[];
}

/** An export, ready to download. */
export interface ExperimentExport {
  filename: string;
  contentType: "text/csv" | "application/json";
  body: string;
}
