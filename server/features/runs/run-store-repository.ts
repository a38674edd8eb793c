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
import type { RunStore } from "../../runtime/ports";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import type { PrismaClient } from "../../db/prisma-types";
import {
  consumptionToRow,
  correctionToRow,
  debriefToRow,
  telemetryToRow,
} from "../../db/mapping/debrief-rows";
import { agentPatchToRow, agentToRow, runPatchToRow, runToRow } from "../../db/mapping/run-rows";
import { exchangeToRow, itemToRow, rowToItem, sampleToRow } from "../../db/mapping/transcript-rows";
import { translateWriteErrors } from "../../db/prisma-errors";

/**
 * The runtime's RunStore on Prisma (SQLite). Every method resolves once the write is
 * committed. Duplicates become ConflictError; writes about a missing run or agent become
 * NotFoundError.
 */
export class PrismaRunStore implements RunStore {
  constructor(private readonly prisma: PrismaClient) {}

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

  async appendItems(runId: string, items: readonly TranscriptItem[]): Promise<void> {
    if (items.length === 0) return;
    await translateWriteErrors(
      () =>
        this.prisma.transcriptItem.createMany({
          data: items.map((item) => itemToRow(runId, item)),
        }),
      {
        duplicate: `transcript item already stored (duplicate id or agent/sequence) in run ${runId}`,
        missing: `run ${runId} or one of its agents does not exist`,
      },
    );
  }

  async recordExchange(exchange: ModelExchangeRecord): Promise<void> {
    await translateWriteErrors(
      () => this.prisma.modelExchange.create({ data: exchangeToRow(exchange) }),
      {
        duplicate: `model exchange ${exchange.id} already recorded (exchanges are immutable)`,
        missing: `run ${exchange.runId} does not exist`,
      },
    );
  }

  async recordWindowSample(sample: WindowSampleRecord): Promise<void> {
    await translateWriteErrors(
      () => this.prisma.windowSample.create({ data: sampleToRow(sample) }),
      {
        duplicate: `window sample ${sample.id} already recorded`,
        missing: `run ${sample.runId} does not exist`,
      },
    );
  }

  /** Several exchanges in one statement (insert-only). */
  async recordExchanges(exchanges: readonly ModelExchangeRecord[]): Promise<void> {
    await translateWriteErrors(
      () => this.prisma.modelExchange.createMany({ data: exchanges.map(exchangeToRow) }),
      {
        duplicate: "model exchange already recorded (exchanges are immutable)",
        missing: "model exchange for a run that does not exist",
      },
    );
  }

  /** Several window samples in one statement. */
  async recordWindowSamples(samples: readonly WindowSampleRecord[]): Promise<void> {
    await translateWriteErrors(
      () => this.prisma.windowSample.createMany({ data: samples.map(sampleToRow) }),
      {
        duplicate: "window sample already recorded",
        missing: "window sample for a run that does not exist",
      },
    );
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
    await translateWriteErrors(
      () => this.prisma.telemetryEvent.createMany({ data: events.map(telemetryToRow) }),
      {
        duplicate: "telemetry event already recorded",
        missing: "telemetry event for a run that does not exist",
      },
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
