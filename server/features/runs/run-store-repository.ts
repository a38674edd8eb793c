import type {
  AgentRecord,
  CorrectionConsumptionRecord,
  CorrectionRecord,
  DebriefRecord,
  ModelExchangeRecord,
  RunRecord,
  TelemetryEventRecord,
  WindowSampleRecord,
} from "../../runtime/records";
import type { Clock, RunAppendBatch, RunStore } from "../../runtime/ports";
import { systemClock } from "../../runtime/system-clock";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import { databaseLocation } from "../../db/client";
import type { AppendBatch } from "../../db/mapping/append-rows";
import type { PrismaClient } from "../../db/prisma-types";
import { ConflictError, NotFoundError } from "../../runtime/errors";
import { consumptionToRow, correctionToRow } from "../../db/mapping/debrief-rows";
import { agentPatchToRow, runPatchToRow, runToRow } from "../../db/mapping/run-rows";
import { rowToItem, ITEM_READ_OMIT } from "../../db/mapping/transcript-rows";
import { translateWriteErrors } from "../../db/prisma-errors";
import { storeNumberedCorrection } from "../corrections/correction-sequence-repository";
import { IN_FLIGHT_RUN_STATUSES } from "../../shared/run-status";
import {
  batchOf,
  createAppendWriter,
  type AppendWriter,
  type RunInsertAdmission,
} from "./append-writer-repository";
import { runFieldsPatch, type RunDelta, type RunEvent } from "./run-deltas";
import type { RunEventAnnouncer } from "./run-event-feed";
import {
  appendEvents,
  appendRecords,
  deltaRow,
  writeWithEvents,
  type DeltasByRun,
  type Transaction,
} from "./run-event-repository";

/** Options of the Prisma RunStore. */
export interface PrismaRunStoreOptions {
  /** Told about the events each committed write appended (live subscriptions). */
  announcer?: RunEventAnnouncer;
  /** The time stamped on events (default: the system clock). */
  clock?: Pick<Clock, "now">;
  /**
   * PostgreSQL with workers: the database numbers every correction (recordNumberedCorrection),
   * since the web process stores corrections for the same agents.
   */
  numberCorrections?: boolean;
  /** SQLite: how long one append transaction waits for the write lock, ms. */
  appendBusyTimeoutMs?: number;
}

const silent: RunEventAnnouncer = { announce: () => undefined };

function oneRun(runId: string, deltas: readonly RunDelta[]): DeltasByRun {
  return new Map([[runId, deltas]]);
}

/**
 * The runtime's RunStore on SQLite or PostgreSQL (the client's database). Every method
 * resolves once the write is committed, together with the run events describing it (the event
 * log of issue 10: same transaction, then announced). Run updates, corrections and reads go
 * through Prisma (`writeWithEvents`); the append-only rows, the flushes of BufferedRunStore
 * (`writeBatches`), run and agent creation and debriefs (record-tables.ts: a child's creation
 * and its debrief cost more through Prisma than its research loop) through the append writer
 * (append-writer-repository.ts, opened on first use), which writes their events in its own
 * transaction (`appendEvents`, `appendRecords`).
 * Telemetry writes no event. A run's status never changes once terminal: a status patch on a
 * run that a sweeper or a drain already ended is dropped (its other fields and its event too),
 * so a late writer cannot turn `interrupted` into `succeeded`. Duplicates become
 * ConflictError; writes about a missing run or agent become NotFoundError. `close()` closes
 * the append writer's connection (the PrismaClient is the caller's).
 */
/** A queued run's lease columns as stored (null: nobody holds it; a durable queue keeps it). */
export interface RunLeaseColumns {
  leaseOwner?: string | null;
  leaseExpiresAt?: Date | null;
  heartbeatAt?: Date | null;
}

export class PrismaRunStore implements RunStore {
  private readonly announcer: RunEventAnnouncer;
  private readonly clock: Pick<Clock, "now">;
  private writer: AppendWriter | null = null;
  readonly recordNumberedCorrection?: (
    correction: Omit<CorrectionRecord, "sequence">,
  ) => Promise<CorrectionRecord>;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly options: PrismaRunStoreOptions = {},
  ) {
    this.announcer = options.announcer ?? silent;
    this.clock = options.clock ?? systemClock;
    if (options.numberCorrections === true) {
      this.recordNumberedCorrection = (correction) =>
        storeNumberedCorrection(this.prisma, this.announcer, correction);
    }
  }

  /** Closes the append writer's connection (the store opens a new one if used again). */
  async close(): Promise<void> {
    const writer = this.writer;
    this.writer = null;
    await writer?.close();
  }

  private appendWriter(): AppendWriter {
    this.writer ??= createAppendWriter(databaseLocation(this.prisma), {
      busyTimeoutMs: this.options.appendBusyTimeoutMs,
    });
    return this.writer;
  }

  /** Batches through the append writer with their events; the committed events announced. */
  private async append(batches: readonly RunAppendBatch[]): Promise<void> {
    if (batches.length === 0) return;
    const events = await appendEvents(this.prisma, this.appendWriter(), batches, this.clock.now());
    if (events.length > 0) this.announcer.announce(events);
  }

  /**
   * Cold records through the append writer (appendRecords), the committed events announced;
   * the writer's ConflictError / NotFoundError re-worded with `messages`.
   */
  private async appendRecords(
    runId: string,
    records: Pick<AppendBatch, "agents" | "debriefs">,
    deltas: readonly RunDelta[],
    messages: { duplicate: string; missing: string },
  ): Promise<void> {
    let events: RunEvent[];
    try {
      events = await appendRecords(this.appendWriter(), runId, records, deltas, this.clock.now());
    } catch (error) {
      if (error instanceof ConflictError) throw new ConflictError(messages.duplicate);
      if (error instanceof NotFoundError) throw new NotFoundError(messages.missing);
      throw error;
    }
    if (events.length > 0) this.announcer.announce(events);
  }

  private write<T>(work: (tx: Transaction) => Promise<{ result: T; deltas: DeltasByRun }>) {
    return writeWithEvents(this.prisma, this.announcer, this.clock.now(), work);
  }

  /**
   * The run and its first event (`run`, sequence 1) through the append writer: one
   * transaction, without Prisma's interactive transaction (W2's fixed cost per run).
   * Duplicate id: ConflictError.
   */
  async createRun(run: RunRecord): Promise<void> {
    await this.insertRun(run, {});
  }

  /**
   * The run with extra stored columns (`lease`: its holder, when a process holds it while
   * queued) and its first event, through the append writer (one statement on PostgreSQL), then
   * announced; with "unless-draining", false (nothing stored) while a drain is in force
   * (AppendWriter.createRun). Duplicate id: ConflictError.
   */
  async insertRun(
    run: RunRecord,
    lease: RunLeaseColumns,
    admission: RunInsertAdmission = "always",
  ): Promise<boolean> {
    const delta: RunDelta = { type: "run", patch: runFieldsPatch(run) };
    const at = this.clock.now();
    const row = { ...runToRow(run), ...lease };
    const created = await this.appendWriter().createRun(row, deltaRow(delta), at, admission);
    if (created) this.announcer.announce([{ runId: run.id, sequence: 1, at, delta }]);
    return created;
  }

  async updateRun(runId: string, patch: Partial<Omit<RunRecord, "id">>): Promise<void> {
    await translateWriteErrors(
      () =>
        this.write(async (tx) => {
          if (patch.status !== undefined) {
            const { count } = await tx.run.updateMany({
              where: { id: runId, status: { in: [...IN_FLIGHT_RUN_STATUSES] } },
              data: runPatchToRow(patch),
            });
            if (count === 0) {
              // Already terminal (or missing): the first ending stands.
              await tx.run.findUniqueOrThrow({ where: { id: runId }, select: { id: true } });
              return { result: undefined, deltas: new Map() };
            }
          } else {
            await tx.run.update({ where: { id: runId }, data: runPatchToRow(patch) });
          }
          const fields = runFieldsPatch(patch);
          const deltas: RunDelta[] =
            Object.keys(fields).length > 0 ? [{ type: "run", patch: fields }] : [];
          return { result: undefined, deltas: oneRun(runId, deltas) };
        }),
      { missing: `run ${runId} does not exist` },
    );
  }

  /** Through the append writer with its `agent-created` event (record-tables.ts). */
  async createAgent(agent: AgentRecord): Promise<void> {
    await this.appendRecords(agent.runId, { agents: [agent] }, [{ type: "agent-created", agent }], {
      duplicate: `agent ${agent.id} already exists`,
      missing: `run ${agent.runId} does not exist`,
    });
  }

  async updateAgent(
    agentId: string,
    patch: Partial<Omit<AgentRecord, "id" | "runId">>,
  ): Promise<void> {
    await translateWriteErrors(
      () =>
        this.write(async (tx) => {
          const { runId } = await tx.agent.update({
            where: { id: agentId },
            data: agentPatchToRow(patch),
            select: { runId: true },
          });
          return { result: undefined, deltas: oneRun(runId, [{ type: "agent", agentId, patch }]) };
        }),
      { missing: `agent ${agentId} does not exist` },
    );
  }

  /** Items in one transaction with their `items` events (the append writer). */
  async appendItems(runId: string, items: readonly TranscriptItem[]): Promise<void> {
    if (items.length === 0) return;
    await this.append([batchOf(runId, { items })]);
  }

  async recordExchange(exchange: ModelExchangeRecord): Promise<void> {
    await this.append([batchOf(exchange.runId, { exchanges: [exchange] })]);
  }

  async recordWindowSample(sample: WindowSampleRecord): Promise<void> {
    await this.append([batchOf(sample.runId, { windowSamples: [sample] })]);
  }

  /**
   * Several runs' flushes (BufferedRunStore) in one transaction through the append writer,
   * with their run events: cached prepared statements on SQLite, multi-row inserts on
   * PostgreSQL.
   */
  async writeBatches(batches: readonly RunAppendBatch[]): Promise<void> {
    await this.append(batches);
  }

  /** Upserted through the append writer with its `debrief` event (record-tables.ts). */
  async saveDebrief(debrief: DebriefRecord): Promise<void> {
    await this.appendRecords(
      debrief.runId,
      { debriefs: [debrief] },
      [{ type: "debrief", debrief }],
      {
        duplicate: `debrief ${debrief.id} already exists`,
        missing: `run ${debrief.runId} does not exist`,
      },
    );
  }

  async recordCorrection(correction: CorrectionRecord): Promise<void> {
    await translateWriteErrors(
      () =>
        this.write(async (tx) => {
          await tx.correction.create({ data: correctionToRow(correction) });
          return {
            result: undefined,
            deltas: oneRun(correction.runId, [{ type: "correction-queued", correction }]),
          };
        }),
      {
        duplicate: `correction sequence ${correction.sequence} (or request key) already exists for agent ${correction.agentId}`,
        missing: `agent ${correction.agentId} of run ${correction.runId} does not exist`,
      },
    );
  }

  async recordConsumption(consumption: CorrectionConsumptionRecord): Promise<void> {
    await translateWriteErrors(
      () =>
        this.write(async (tx) => {
          const { correction } = await tx.correctionConsumption.create({
            data: consumptionToRow(consumption),
            select: { correction: { select: { runId: true } } },
          });
          return {
            result: undefined,
            deltas: oneRun(correction.runId, [{ type: "correction-consumed", consumption }]),
          };
        }),
      {
        duplicate: `correction ${consumption.correctionId} was already consumed`,
        missing: `correction ${consumption.correctionId} does not exist`,
      },
    );
  }

  /** Telemetry through the append writer (no event: the live page does not show it). */
  async recordTelemetry(events: readonly TelemetryEventRecord[]): Promise<void> {
    if (events.length === 0) return;
    const runIds = [...new Set(events.map((event) => event.runId))];
    await this.append(
      runIds.map((runId) =>
        batchOf(runId, { telemetry: events.filter((event) => event.runId === runId) }),
      ),
    );
  }

  async loadTranscript(agentId: string): Promise<TranscriptItem[]> {
    const rows = await this.prisma.transcriptItem.findMany({
      where: { agentId },
      omit: ITEM_READ_OMIT,
      orderBy: { sequence: "asc" },
    });
    return rows.map(rowToItem);
  }
}
