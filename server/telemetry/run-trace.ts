import type {
  AgentRecord,
  CorrectionConsumptionRecord,
  CorrectionRecord,
  CorrectionRefusalRecord,
  DebriefRecord,
  ModelExchangeRecord,
  RunRecord,
  WindowSampleRecord,
} from "../runtime/records";
import type { TranscriptItem } from "../runtime/transcript/transcript-item";

/**
 * Everything stored about one finished run that its trace is built from (the run page's stored
 * detail has this shape; load-run-trace.ts reads it). Times are ms since the epoch.
 */
export interface RunTrace {
  run: Pick<
    RunRecord,
    | "id"
    | "question"
    | "providerName"
    | "model"
    | "status"
    | "statusDetail"
    | "createdAt"
    | "startedAt"
    | "finishedAt"
    | "finalAnswer"
  >;
  agents: readonly AgentRecord[];
  /** Transcript items per agent id, in sequence order. */
  transcripts: Readonly<Record<string, readonly TranscriptItem[]>>;
  /** Exchanges without their bodies. */
  exchanges: readonly Omit<ModelExchangeRecord, "requestBody" | "responseBody">[];
  debriefs: readonly DebriefRecord[];
  windowSamples: readonly WindowSampleRecord[];
  corrections: readonly {
    correction: CorrectionRecord;
    consumption: CorrectionConsumptionRecord | null;
    /** Why it was never delivered (a late correction, issue 10 item 5); null otherwise. */
    refusal: CorrectionRefusalRecord | null;
  }[];
  /** Flags of the caveat audit; null when no audit is stored. */
  auditFlagCount: number | null;
}
