import type { EscalationCase } from "../../shared/escalation-case-schema";

/** One dataset version as the datasets page and the experiment form list it. */
export interface DatasetVersionSummary {
  version: string;
  /** repository: datasets/escalations/<version> (read-only); user: made in the app. */
  source: "repository" | "user";
  basedOn: string | null;
  origin: "repository" | "add-case" | "import";
  caseCount: number;
  note: string | null;
  /** Epoch ms; null for the repository's. */
  createdAt: number | null;
  createdByEmail: string | null;
  /** The creator's account name, read when shown; null for the repository's or an unnamed account. */
  createdByName: string | null;
}

/** A version with its cases. */
export interface DatasetView {
  version: DatasetVersionSummary;
  cases: EscalationCase[];
}

/** A version's cases as JSONL, ready to download. */
export interface DatasetExport {
  filename: string;
  contentType: "application/x-ndjson";
  body: string;
}
