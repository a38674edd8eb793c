import type { AppendTable } from "./append-rows";
import { debriefToRow } from "./debrief-rows";
import { agentToRow } from "./run-rows";

/**
 * The two cold records the append writer also stores (issue 10, item 9: a child's creation and
 * its debrief cost one Prisma interactive transaction each, ~10–15 ms under load, more than its
 * whole research loop): agents, inserted before the batch's rows (its items refer to them), and
 * debriefs, upserted by id after them. Rows come from the same mappers Prisma writes with.
 */
export interface RecordTable extends Omit<AppendTable, "name"> {
  name: "Agent" | "Debrief";
}

/** Agent rows (AgentRecord; budget and activity as JSON text). Insert only. */
export const AGENT_TABLE: RecordTable = {
  name: "Agent",
  columns: [
    "id",
    "runId",
    "parentAgentId",
    "role",
    "name",
    "brief",
    "status",
    "statusDetail",
    "budget",
    "iteration",
    "toolCallCount",
    "activity",
    "createdAt",
    "finishedAt",
  ],
  kinds: [
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "int",
    "int",
    "text",
    "time",
    "time",
  ],
  rows: (batch) => (batch.agents ?? []).map((agent) => agentToRow(agent)),
};

/** Debrief rows (DebriefRecord; result and lists as JSON text). Upserted by id. */
export const DEBRIEF_TABLE: RecordTable = {
  name: "Debrief",
  columns: [
    "id",
    "runId",
    "agentId",
    "parentAgentId",
    "result",
    "renderedForParent",
    "renderedTokens",
    "attempts",
    "validationErrors",
    "guardsApplied",
    "transcriptRef",
    "createdAt",
    "returnMode",
    "transcriptTokens",
  ],
  kinds: [
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "int",
    "int",
    "text",
    "text",
    "text",
    "time",
    "text",
    "int",
  ],
  rows: (batch) => (batch.debriefs ?? []).map((debrief) => debriefToRow(debrief)),
};

/**
 * Run rows (RunRecord as runToRow maps it) as `createRun` inserts them through the append
 * writer, with `eventSequence` 1: the run's first event (its `run` delta) is stored with it.
 * The lease's columns (`leaseOwner`, `leaseExpiresAt`, `heartbeatAt`) are null unless the row
 * carries them (a queued run its process holds: RunLeaseRepository.createQueued).
 */
export const RUN_TABLE = {
  name: "Run",
  columns: [
    "id",
    "question",
    "questionSearch",
    "workspaceId",
    "providerName",
    "model",
    "returnMode",
    "scenario",
    "history",
    "status",
    "statusDetail",
    "finalAnswer",
    "createdAt",
    "startedAt",
    "finishedAt",
    "eventSequence",
    "leaseOwner",
    "leaseExpiresAt",
    "heartbeatAt",
  ],
  kinds: [
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "time",
    "time",
    "time",
    "int",
    "text",
    "time",
    "time",
  ],
} as const satisfies Omit<AppendTable, "rows">;
