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
import type { Clock, RunStore } from "../../runtime/ports";
import { systemClock } from "../../runtime/system-clock";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import type { PrismaClient } from "../../db/generated/client";
import {
  consumptionToRow,
  correctionToRow,
  debriefToRow,
  telemetryToRow,
} from "../../db/mapping/debrief-rows";
import { agentPatchToRow, agentToRow, runPatchToRow, runToRow } from "../../db/mapping/run-rows";
import { exchangeToRow, itemToRow, rowToItem, sampleToRow } from "../../db/mapping/transcript-rows";
import { translateWriteErrors } from "../../db/prisma-errors";
import { IN_FLIGHT_RUN_STATUSES } from "../../shared/run-status";
import { exchangeDelta, itemDeltas, runFieldsPatch, type RunDelta } from "./run-deltas";
import type { RunEventAnnouncer } from "./run-event-feed";
import { writeWithEvents, type DeltasByRun, type Transaction } from "./run-event-repository";

/** Options of the Prisma RunStore. */
export interface PrismaRunStoreOptions {
  /** Told about the events each committed write appended (live subscriptions). */
  announcer?: RunEventAnnouncer;
  /** The time stamped on events (default: the system clock). */
  clock?: Pick<Clock, "now">;
}

const silent: RunEventAnnouncer = { announce: () => undefined };

function oneRun(runId: string, deltas: readonly RunDelta[]): DeltasByRun {
  return new Map([[runId, deltas]]);
}

function byRun<T extends { runId: string }>(
  records: readonly T[],
  delta: (record: T) => RunDelta,
): DeltasByRun {
  const grouped = new Map<string, RunDelta[]>();
  for (const record of records) {
    const list = grouped.get(record.runId) ?? [];
    list.push(delta(record));
    grouped.set(record.runId, list);
  }
  return grouped;
}

/**
 * The runtime's RunStore on Prisma (SQLite). Every method resolves once the write is
 * committed, together with the run events describing it (the event log of issue 10: same
 * transaction, then announced). Telemetry writes no event. A run's status never changes once
 * terminal: a status patch on a run that a sweeper or a drain already ended is dropped (its
 * other fields too), so a late writer cannot turn `interrupted` into `succeeded`.
 * Duplicates become ConflictError; writes about a missing run or agent become NotFoundError.
 */
export class PrismaRunStore implements RunStore {
  private readonly announcer: RunEventAnnouncer;
  private readonly clock: Pick<Clock, "now">;

  constructor(
    private readonly prisma: PrismaClient,
    options: PrismaRunStoreOptions = {},
  ) {
    this.announcer = options.announcer ?? silent;
    this.clock = options.clock ?? systemClock;
  }

  private write<T>(work: (tx: Transaction) => Promise<{ result: T; deltas: DeltasByRun }>) {
    return writeWithEvents(this.prisma, this.announcer, this.clock.now(), work);
  }

  async createRun(run: RunRecord): Promise<void> {
    await translateWriteErrors(
      () =>
        this.write(async (tx) => {
          await tx.run.create({ data: runToRow(run) });
          return {
            result: undefined,
            deltas: oneRun(run.id, [{ type: "run", patch: runFieldsPatch(run) }]),
          };
        }),
      { duplicate: `run ${run.id} already exists` },
    );
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

  async createAgent(agent: AgentRecord): Promise<void> {
    await translateWriteErrors(
      () =>
        this.write(async (tx) => {
          await tx.agent.create({ data: agentToRow(agent) });
          return {
            result: undefined,
            deltas: oneRun(agent.runId, [{ type: "agent-created", agent }]),
          };
        }),
      {
        duplicate: `agent ${agent.id} already exists`,
        missing: `run ${agent.runId} does not exist`,
      },
    );
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

  async appendItems(runId: string, items: readonly TranscriptItem[]): Promise<void> {
    if (items.length === 0) return;
    await translateWriteErrors(
      () =>
        this.write(async (tx) => {
          await tx.transcriptItem.createMany({ data: items.map((item) => itemToRow(runId, item)) });
          return { result: undefined, deltas: oneRun(runId, itemDeltas(items)) };
        }),
      {
        duplicate: `transcript item already stored (duplicate id or agent/sequence) in run ${runId}`,
        missing: `run ${runId} or one of its agents does not exist`,
      },
    );
  }

  async recordExchange(exchange: ModelExchangeRecord): Promise<void> {
    await translateWriteErrors(() => this.insertExchanges([exchange]), {
      duplicate: `model exchange ${exchange.id} already recorded (exchanges are immutable)`,
      missing: `run ${exchange.runId} does not exist`,
    });
  }

  async recordWindowSample(sample: WindowSampleRecord): Promise<void> {
    await translateWriteErrors(() => this.insertSamples([sample]), {
      duplicate: `window sample ${sample.id} already recorded`,
      missing: `run ${sample.runId} does not exist`,
    });
  }

  /** Several exchanges in one statement (insert-only). */
  async recordExchanges(exchanges: readonly ModelExchangeRecord[]): Promise<void> {
    await translateWriteErrors(() => this.insertExchanges(exchanges), {
      duplicate: "model exchange already recorded (exchanges are immutable)",
      missing: "model exchange for a run that does not exist",
    });
  }

  /** Several window samples in one statement. */
  async recordWindowSamples(samples: readonly WindowSampleRecord[]): Promise<void> {
    await translateWriteErrors(() => this.insertSamples(samples), {
      duplicate: "window sample already recorded",
      missing: "window sample for a run that does not exist",
    });
  }

  async saveDebrief(debrief: DebriefRecord): Promise<void> {
    const row = debriefToRow(debrief);
    await translateWriteErrors(
      () =>
        this.write(async (tx) => {
          await tx.debrief.upsert({ where: { id: debrief.id }, create: row, update: row });
          return {
            result: undefined,
            deltas: oneRun(debrief.runId, [{ type: "debrief", debrief }]),
          };
        }),
      { missing: `run ${debrief.runId} does not exist` },
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
        duplicate: `correction sequence ${correction.sequence} already exists for agent ${correction.agentId}`,
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

  private insertExchanges(exchanges: readonly ModelExchangeRecord[]): Promise<void> {
    return this.write(async (tx) => {
      await tx.modelExchange.createMany({ data: exchanges.map(exchangeToRow) });
      return { result: undefined, deltas: byRun(exchanges, exchangeDelta) };
    });
  }

  private insertSamples(samples: readonly WindowSampleRecord[]): Promise<void> {
    return this.write(async (tx) => {
      await tx.windowSample.createMany({ data: samples.map(sampleToRow) });
      return {
        result: undefined,
        deltas: byRun(samples, (sample) => ({ type: "window-sample", sample })),
      };
    });
  }
}
