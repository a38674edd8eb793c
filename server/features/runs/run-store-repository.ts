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
import type { RunAppendBatch, RunStore } from "../../runtime/ports";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import { databaseLocation } from "../../db/client";
import type { PrismaClient } from "../../db/prisma-types";
import { consumptionToRow, correctionToRow, debriefToRow } from "../../db/mapping/debrief-rows";
import { agentPatchToRow, agentToRow, runPatchToRow, runToRow } from "../../db/mapping/run-rows";
import { rowToItem } from "../../db/mapping/transcript-rows";
import { translateWriteErrors } from "../../db/prisma-errors";
import { batchOf, createAppendWriter, type AppendWriter } from "./append-writer-repository";

/** Options for PrismaRunStore. */
export interface PrismaRunStoreOptions {
  /** SQLite: how long one append transaction waits for the write lock, ms. */
  appendBusyTimeoutMs?: number;
}

/**
 * The runtime's RunStore on SQLite or PostgreSQL (the client's database). Every method
 * resolves once the write is committed. Runs, agents, debriefs, corrections and reads go
 * through Prisma; the append-only rows and the flushes of BufferedRunStore (`writeBatches`)
 * through the append writer (append-writer-repository.ts), opened on first use. Duplicates
 * become ConflictError; writes about a missing run or agent become NotFoundError. `close()`
 * closes the append writer's connection (the PrismaClient is the caller's).
 */
export class PrismaRunStore implements RunStore {
  private writer: AppendWriter | null = null;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly options: PrismaRunStoreOptions = {},
  ) {}

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

  async createRun(run: RunRecord): Promise<void> {
    await translateWriteErrors(() => this.prisma.run.create({ data: runToRow(run) }), {
      duplicate: `run ${run.id} already exists`,
    });
  }

  async updateRun(runId: string, patch: Partial<Omit<RunRecord, "id">>): Promise<void> {
    await translateWriteErrors(
      () => this.prisma.run.update({ where: { id: runId }, data: runPatchToRow(patch) }),
      { missing: `run ${runId} does not exist` },
    );
  }

  async createAgent(agent: AgentRecord): Promise<void> {
    await translateWriteErrors(() => this.prisma.agent.create({ data: agentToRow(agent) }), {
      duplicate: `agent ${agent.id} already exists`,
      missing: `run ${agent.runId} does not exist`,
    });
  }

  async updateAgent(
    agentId: string,
    patch: Partial<Omit<AgentRecord, "id" | "runId">>,
  ): Promise<void> {
    await translateWriteErrors(
      () => this.prisma.agent.update({ where: { id: agentId }, data: agentPatchToRow(patch) }),
      { missing: `agent ${agentId} does not exist` },
    );
  }

  /** Items in one transaction (the append writer). */
  async appendItems(runId: string, items: readonly TranscriptItem[]): Promise<void> {
    if (items.length === 0) return;
    await this.appendWriter().writeBatches([batchOf(runId, { items })]);
  }

  async recordExchange(exchange: ModelExchangeRecord): Promise<void> {
    await this.appendWriter().writeBatches([batchOf(exchange.runId, { exchanges: [exchange] })]);
  }

  async recordWindowSample(sample: WindowSampleRecord): Promise<void> {
    await this.appendWriter().writeBatches([batchOf(sample.runId, { windowSamples: [sample] })]);
  }

  /**
   * Several runs' flushes (BufferedRunStore) in one transaction through the append writer:
   * cached prepared statements on SQLite, multi-row inserts on PostgreSQL.
   */
  async writeBatches(batches: readonly RunAppendBatch[]): Promise<void> {
    if (batches.length === 0) return;
    await this.appendWriter().writeBatches(batches);
  }

  async saveDebrief(debrief: DebriefRecord): Promise<void> {
    const row = debriefToRow(debrief);
    await translateWriteErrors(
      () => this.prisma.debrief.upsert({ where: { id: debrief.id }, create: row, update: row }),
      { missing: `run ${debrief.runId} does not exist` },
    );
  }

  async recordCorrection(correction: CorrectionRecord): Promise<void> {
    await translateWriteErrors(
      () => this.prisma.correction.create({ data: correctionToRow(correction) }),
      {
        duplicate: `correction sequence ${correction.sequence} already exists for agent ${correction.agentId}`,
        missing: `agent ${correction.agentId} of run ${correction.runId} does not exist`,
      },
    );
  }

  async recordConsumption(consumption: CorrectionConsumptionRecord): Promise<void> {
    await translateWriteErrors(
      () => this.prisma.correctionConsumption.create({ data: consumptionToRow(consumption) }),
      {
        duplicate: `correction ${consumption.correctionId} was already consumed`,
        missing: `correction ${consumption.correctionId} does not exist`,
      },
    );
  }

  async recordTelemetry(events: readonly TelemetryEventRecord[]): Promise<void> {
    if (events.length === 0) return;
    const runIds = [...new Set(events.map((event) => event.runId))];
    await this.appendWriter().writeBatches(
      runIds.map((runId) =>
        batchOf(runId, { telemetry: events.filter((event) => event.runId === runId) }),
      ),
    );
  }

  async loadTranscript(agentId: string): Promise<TranscriptItem[]> {
    const rows = await this.prisma.transcriptItem.findMany({
      where: { agentId },
      orderBy: { sequence: "asc" },
    });
    return rows.map(rowToItem);
  }
}
