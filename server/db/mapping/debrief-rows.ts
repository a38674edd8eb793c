import { z } from "zod";
import type {
  CorrectionConsumptionRecord,
  CorrectionRecord,
  CorrectionRefusalRecord,
  DebriefRecord,
  ResearchResult,
  TelemetryEventRecord,
} from "../../runtime/records";
import type {
  Correction,
  CorrectionConsumption,
  CorrectionRefusal,
  Debrief,
  Prisma,
  TelemetryEvent,
} from "../prisma-types";
import { RETURN_MODES } from "../../shared/run-settings";
import { member, parseJson, parseObject, toDate, toMs } from "./columns";

/** Row mapping for debriefs, corrections and their consumption, and telemetry events. */

const stringList = z.array(z.string());

/** DebriefRecord -> row (result and string lists as JSON). */
export function debriefToRow(debrief: DebriefRecord): Prisma.DebriefUncheckedCreateInput {
  return {
    id: debrief.id,
    runId: debrief.runId,
    agentId: debrief.agentId,
    parentAgentId: debrief.parentAgentId,
    returnMode: debrief.returnMode,
    result: debrief.result === null ? null : JSON.stringify(debrief.result),
    renderedForParent: debrief.renderedForParent,
    renderedTokens: debrief.renderedTokens,
    transcriptTokens: debrief.transcriptTokens,
    attempts: debrief.attempts,
    validationErrors: JSON.stringify(debrief.validationErrors),
    guardsApplied: JSON.stringify(debrief.guardsApplied),
    transcriptRef: debrief.transcriptRef,
    createdAt: toDate(debrief.createdAt),
  };
}

/** Row -> DebriefRecord. */
export function rowToDebrief(row: Debrief): DebriefRecord {
  let result: ResearchResult | null = null;
  if (row.result !== null) {
    const parsed = parseObject(row.result, `debrief ${row.id} result`);
    if (!Array.isArray(parsed.findings)) {
      throw new Error(`stored debrief ${row.id} result has no findings array`);
    }
    result = parsed as ResearchResult;
  }
  return {
    id: row.id,
    runId: row.runId,
    agentId: row.agentId,
    parentAgentId: row.parentAgentId,
    returnMode: member(row.returnMode, RETURN_MODES, "return mode"),
    result,
    renderedForParent: row.renderedForParent,
    renderedTokens: row.renderedTokens,
    transcriptTokens: row.transcriptTokens,
    attempts: row.attempts,
    validationErrors: parseJson(row.validationErrors, stringList, "validation errors"),
    guardsApplied: parseJson(row.guardsApplied, stringList, "guards applied"),
    transcriptRef: row.transcriptRef,
    createdAt: toMs(row.createdAt),
  };
}

/** CorrectionRecord -> row. */
export function correctionToRow(
  correction: CorrectionRecord,
): Prisma.CorrectionUncheckedCreateInput {
  return {
    id: correction.id,
    runId: correction.runId,
    agentId: correction.agentId,
    sequence: correction.sequence,
    text: correction.text,
    author: correction.author,
    createdAt: toDate(correction.createdAt),
    requestKey: correction.requestKey ?? null,
  };
}

/** Row -> CorrectionRecord. */
export function rowToCorrection(row: Correction): CorrectionRecord {
  return {
    id: row.id,
    runId: row.runId,
    agentId: row.agentId,
    sequence: row.sequence,
    text: row.text,
    author: row.author,
    createdAt: toMs(row.createdAt),
    ...(row.requestKey === null ? {} : { requestKey: row.requestKey }),
  };
}

/** CorrectionConsumptionRecord -> row. */
export function consumptionToRow(
  consumption: CorrectionConsumptionRecord,
): Prisma.CorrectionConsumptionUncheckedCreateInput {
  return {
    correctionId: consumption.correctionId,
    agentId: consumption.agentId,
    sequence: consumption.sequence,
    iteration: consumption.iteration,
    consumedAt: toDate(consumption.consumedAt),
    preventedCallIds: JSON.stringify(consumption.preventedCallIds),
  };
}

/** Row -> CorrectionConsumptionRecord. */
export function rowToConsumption(row: CorrectionConsumption): CorrectionConsumptionRecord {
  return {
    correctionId: row.correctionId,
    agentId: row.agentId,
    sequence: row.sequence,
    iteration: row.iteration,
    consumedAt: toMs(row.consumedAt),
    preventedCallIds: parseJson(row.preventedCallIds, stringList, "prevented call ids"),
  };
}

/** CorrectionRefusalRecord -> row. */
export function refusalToRow(
  refusal: CorrectionRefusalRecord,
): Prisma.CorrectionRefusalUncheckedCreateInput {
  return {
    correctionId: refusal.correctionId,
    agentId: refusal.agentId,
    sequence: refusal.sequence,
    reason: refusal.reason,
    refusedAt: toDate(refusal.refusedAt),
  };
}

/** Row -> CorrectionRefusalRecord. */
export function rowToRefusal(row: CorrectionRefusal): CorrectionRefusalRecord {
  return {
    correctionId: row.correctionId,
    agentId: row.agentId,
    sequence: row.sequence,
    reason: row.reason,
    refusedAt: toMs(row.refusedAt),
  };
}

/** TelemetryEventRecord -> row. */
export function telemetryToRow(event: TelemetryEventRecord): Prisma.TelemetryEventCreateManyInput {
  return {
    id: event.id,
    runId: event.runId,
    agentId: event.agentId,
    type: event.type,
    callId: event.callId,
    toolUseId: event.toolUseId,
    status: event.status,
    uncertainty: event.uncertainty,
    data: event.data,
    at: toDate(event.at),
  };
}

/** Row -> TelemetryEventRecord. */
export function rowToTelemetry(row: TelemetryEvent): TelemetryEventRecord {
  return {
    id: row.id,
    runId: row.runId,
    agentId: row.agentId,
    type: row.type,
    callId: row.callId,
    toolUseId: row.toolUseId,
    status: row.status,
    uncertainty: row.uncertainty,
    data: row.data,
    at: toMs(row.at),
  };
}
