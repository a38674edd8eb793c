import type { TranscriptItem } from "./transcript/transcript-item";
import type {
  AgentRecord,
  CorrectionConsumptionRecord,
  CorrectionRecord,
  DebriefRecord,
  ModelExchangeRecord,
  RunRecord,
  TelemetryEventRecord,
  WindowSampleRecord,
} from "./records";

/**
 * Ports: the only ways the runtime reaches storage, time and the workspace. Implementations
 * live in server/features/runs/run-store-repository.ts (Prisma), server/runtime/memory-store.ts
 * (tests, bench) and server/features/workspaces/file-workspace.ts.
 */

/** A change to a stored run (absent keys untouched). */
export type RunPatch = Partial<Omit<RunRecord, "id">>;
/** A change to a stored agent (absent keys untouched). */
export type AgentPatch = Partial<Omit<AgentRecord, "id" | "runId">>;

/**
 * The writes of one run in one flush of BufferedRunStore: the agents created since the last
 * flush, the append-only rows, the debriefs, and the latest state of its agents (and of the run
 * itself when the flush carries its final status). Written in one transaction, agents first
 * (the rows refer to them), debriefs after the rows. The Prisma store adds the run events that
 * describe the batch (server/features/runs/run-deltas.ts `flushDeltas`: agents created, items,
 * exchanges, window samples, debriefs, agent patches, then the run patch, whose event is
 * dropped with it when it sets a status on a run already ended) to the same transaction; the
 * runtime does not see them.
 */
export interface RunAppendBatch {
  /** "" for agent patches whose run the buffer does not know. */
  runId: string;
  items: readonly TranscriptItem[];
  telemetry: readonly TelemetryEventRecord[];
  exchanges: readonly ModelExchangeRecord[];
  windowSamples: readonly WindowSampleRecord[];
  /** agentId -> patch, merged (the latest value of each key). */
  agentPatches: ReadonlyMap<string, AgentPatch>;
  runPatch: RunPatch | null;
  /** Agents to create, before the rows (absent: none). */
  agents?: readonly AgentRecord[];
  /** Debriefs to store (upserted by id), after the rows (absent: none). */
  debriefs?: readonly DebriefRecord[];
}

/**
 * Persistence for everything about a run. Each method resolves once the write is durable
 * (BufferedRunStore: once it is queued for a flush that is retried and, failing that, fails
 * the run; see server/runtime/buffered-run-store.ts).
 */
export interface RunStore {
  createRun(run: RunRecord): Promise<void>;
  updateRun(runId: string, patch: RunPatch): Promise<void>;
  createAgent(agent: AgentRecord): Promise<void>;
  updateAgent(agentId: string, patch: AgentPatch): Promise<void>;
  /** Append items in order. Items are never updated afterwards. */
  appendItems(runId: string, items: readonly TranscriptItem[]): Promise<void>;
  /** Insert-only. */
  recordExchange(exchange: ModelExchangeRecord): Promise<void>;
  recordWindowSample(sample: WindowSampleRecord): Promise<void>;
  /**
   * Optional: write several runs' batches in ONE transaction (all or nothing). BufferedRunStore
   * uses it when present and falls back to the methods above otherwise (memory store).
   * Duplicates throw ConflictError, rows of a missing run or agent NotFoundError.
   */
  writeBatches?(batches: readonly RunAppendBatch[]): Promise<void>;
  saveDebrief(debrief: DebriefRecord): Promise<void>;
  /** Insert-only; the sequence must be unique per agent (throws ConflictError otherwise). */
  recordCorrection(correction: CorrectionRecord): Promise<void>;
  /**
   * Optional, present where other processes also store corrections for this store's agents
   * (PostgreSQL with workers): store the correction with the next sequence the database
   * assigns for its agent (one source of sequences; an inbox's own numbering is not used);
   * resolves with it as stored.
   */
  readonly recordNumberedCorrection?: (
    correction: Omit<CorrectionRecord, "sequence">,
  ) => Promise<CorrectionRecord>;
  recordConsumption(consumption: CorrectionConsumptionRecord): Promise<void>;
  recordTelemetry(events: readonly TelemetryEventRecord[]): Promise<void>;
  /** The stored transcript of one agent, in sequence order. */
  loadTranscript(agentId: string): Promise<TranscriptItem[]>;
  /**
   * Optional (stores that buffer writes): resolves once every write queued so far for the run
   * is durable; rejects with the run's StorageError when some of them were lost. A store
   * without it writes durably before each method resolves. An agent's success waits for it.
   */
  whenDurable?(runId: string): Promise<void>;
}

/** Wall-clock time and timers. Tests pass a manual clock. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Calls `callback` after `delayMs`; returns a function that cancels it. */
  setTimer(callback: () => void, delayMs: number): () => void;
  /**
   * Let pending I/O and timers run (Node: setImmediate). The loop calls it at each safe point
   * so a zero-latency model cannot starve the server or hold back an operator's correction.
   */
  yieldToEventLoop?(): Promise<void>;
}

/** Unique ids (ULID-like strings); deterministic in tests. */
export interface IdGenerator {
  next(prefix: string): string;
}

export interface SqlQueryResult {
  columns: string[];
  rows: unknown[][];
  /** True when the row limit cut the result. */
  truncated: boolean;
}

export interface DatabaseTable {
  name: string;
  columns: string[];
}

/** Why a workspace leaves a file out of listFiles. */
export type SkippedFileReason =
  "too_large" | "binary" | "not_regular_file" | "link_outside" | "ignored_folder";

/**
 * Something listFiles leaves out, and why: a file, or a whole ignored folder (its path ends
 * with "/", e.g. "node_modules/"). `bytes`: the file's size, for `too_large`.
 */
export interface SkippedWorkspaceFile {
  path: string;
  reason: SkippedFileReason;
  bytes?: number;
}

/**
 * A workspace: a folder (and optionally a SQLite database) the workspace tools read.
 * Errors: WorkspaceAccessError for paths outside the root and for any statement that is not
 * read-only; NotFoundError for missing files.
 */
export interface WorkspacePort {
  readonly id: string;
  readonly name: string;
  readonly hasDatabase: boolean;
  /** Every file, as a POSIX path relative to the root, sorted. */
  listFiles(): Promise<string[]>;
  /**
   * What listFiles leaves out and why (sorted by path), so a search over no files can say
   * why; optional: a workspace that skips nothing need not have it.
   */
  listSkippedFiles?(): Promise<SkippedWorkspaceFile[]>;
  /** The text of one file (relative path). */
  readFile(relativePath: string): Promise<string>;
  /** Run one read-only SQL statement; at most `rowLimit` rows (default 500). */
  querySql(sql: string, rowLimit?: number): Promise<SqlQueryResult>;
  describeDatabase(): Promise<DatabaseTable[]>;
}

/** Live events the runtime emits; the server fans them out to subscriptions. */
export type RuntimeEvent =
  | { type: "run-updated"; runId: string }
  | { type: "agent-updated"; runId: string; agentId: string }
  | { type: "items-appended"; runId: string; agentId: string; count: number }
  | { type: "window-sampled"; runId: string; agentId: string }
  | { type: "debrief-recorded"; runId: string; agentId: string }
  | { type: "correction-queued"; runId: string; agentId: string; sequence: number }
  | { type: "correction-consumed"; runId: string; agentId: string; sequence: number };

export interface EventSink {
  emit(event: RuntimeEvent): void;
}
