import { z } from "zod";
import type { AgentRecord, RunRecord } from "../../runtime/records";
import { AGENT_PHASES, AGENT_ROLES, AGENT_STATUSES } from "../../shared/agent-status";
import { RUN_STATUSES } from "../../shared/run-status";
import { RETURN_MODES } from "../../shared/run-settings";
import { foldForSearch } from "../../shared/search-fold";
import type { Agent, Prisma, Run } from "../prisma-types";
import {
  column,
  dateColumn,
  jsonColumn,
  mapPatch,
  member,
  parseJson,
  toDate,
  toDateOrNull,
  toMs,
  toMsOrNull,
} from "./columns";

/** Row mapping for runs and agents (budget and activity are JSON columns). */

const budgetSchema = z.object({
  maxIterations: z.number(),
  maxToolCalls: z.number(),
  deadlineMs: z.number(),
  maxWindowTokens: z.number().optional(),
  contextTokens: z.number().optional(),
});
const activitySchema = z.object({
  phase: z.enum(AGENT_PHASES),
  phaseStartedAt: z.number(),
  phaseDeadlineAt: z.number().nullable(),
  lastProgressAt: z.number().nullable(),
  lastProgressEvent: z.string().nullable(),
  inboxCount: z.number(),
  lastConsumedSequence: z.number().nullable(),
  repetitionStreak: z.number().default(0),
});

const historySchema = z
  .object({
    source: z.enum(["sample", "attached"]),
    label: z.string(),
    tokens: z.number(),
  })
  .nullable();

/** RunRecord -> row. */
export function runToRow(run: RunRecord): Prisma.RunUncheckedCreateInput {
  return {
    id: run.id,
    question: run.question,
    questionSearch: foldForSearch(run.question),
    workspaceId: run.workspaceId,
    providerName: run.providerName,
    model: run.model,
    returnMode: run.returnMode,
    scenario: run.scenario,
    history: run.history ? JSON.stringify(run.history) : null,
    status: run.status,
    statusDetail: run.statusDetail,
    finalAnswer: run.finalAnswer,
    createdAt: toDate(run.createdAt),
    startedAt: toDateOrNull(run.startedAt),
    finishedAt: toDateOrNull(run.finishedAt),
  };
}

/**
 * Partial RunRecord -> update data (absent keys untouched); a new question brings its
 * `questionSearch` (foldForSearch) with it.
 */
export function runPatchToRow(
  patch: Partial<Omit<RunRecord, "id">>,
): Prisma.RunUncheckedUpdateInput {
  const data = mapPatch<Partial<Omit<RunRecord, "id">>>(patch, {
    question: column("question"),
    workspaceId: column("workspaceId"),
    providerName: column("providerName"),
    model: column("model"),
    returnMode: column("returnMode"),
    scenario: column("scenario"),
    history: (value) => ["history", value === null ? null : JSON.stringify(value)],
    status: column("status"),
    statusDetail: column("statusDetail"),
    finalAnswer: column("finalAnswer"),
    createdAt: dateColumn("createdAt"),
    startedAt: dateColumn("startedAt"),
    finishedAt: dateColumn("finishedAt"),
  });
  if (patch.question !== undefined) data.questionSearch = foldForSearch(patch.question);
  return data as Prisma.RunUncheckedUpdateInput;
}

/** Row -> RunRecord. */
export function rowToRun(row: Run): RunRecord {
  return {
    id: row.id,
    question: row.question,
    workspaceId: row.workspaceId,
    providerName: row.providerName,
    model: row.model,
    returnMode: member(row.returnMode, RETURN_MODES, "return mode"),
    scenario: row.scenario,
    history: row.history === null ? null : parseJson(row.history, historySchema, "run history"),
    status: member(row.status, RUN_STATUSES, "run status"),
    statusDetail: row.statusDetail,
    finalAnswer: row.finalAnswer,
    createdAt: toMs(row.createdAt),
    startedAt: toMsOrNull(row.startedAt),
    finishedAt: toMsOrNull(row.finishedAt),
  };
}

/** AgentRecord -> row. */
export function agentToRow(agent: AgentRecord): Prisma.AgentUncheckedCreateInput {
  return {
    id: agent.id,
    runId: agent.runId,
    parentAgentId: agent.parentAgentId,
    role: agent.role,
    name: agent.name,
    brief: agent.brief,
    status: agent.status,
    statusDetail: agent.statusDetail,
    budget: JSON.stringify(agent.budget),
    iteration: agent.iteration,
    toolCallCount: agent.toolCallCount,
    activity: JSON.stringify(agent.activity),
    createdAt: toDate(agent.createdAt),
    finishedAt: toDateOrNull(agent.finishedAt),
  };
}

/** Partial AgentRecord -> update data (budget and activity replaced whole). */
export function agentPatchToRow(
  patch: Partial<Omit<AgentRecord, "id" | "runId">>,
): Prisma.AgentUncheckedUpdateInput {
  return mapPatch(patch, {
    parentAgentId: column("parentAgentId"),
    role: column("role"),
    name: column("name"),
    brief: column("brief"),
    status: column("status"),
    statusDetail: column("statusDetail"),
    budget: jsonColumn("budget"),
    iteration: column("iteration"),
    toolCallCount: column("toolCallCount"),
    activity: jsonColumn("activity"),
    createdAt: dateColumn("createdAt"),
    finishedAt: dateColumn("finishedAt"),
  }) as Prisma.AgentUncheckedUpdateInput;
}

/** Row -> AgentRecord. */
export function rowToAgent(row: Agent): AgentRecord {
  return {
    id: row.id,
    runId: row.runId,
    parentAgentId: row.parentAgentId,
    role: member(row.role, AGENT_ROLES, "agent role"),
    name: row.name,
    brief: row.brief,
    status: member(row.status, AGENT_STATUSES, "agent status"),
    statusDetail: row.statusDetail,
    budget: parseJson(row.budget, budgetSchema, "agent budget"),
    iteration: row.iteration,
    toolCallCount: row.toolCallCount,
    activity: parseJson(row.activity, activitySchema, "activity report"),
    createdAt: toMs(row.createdAt),
    finishedAt: toMsOrNull(row.finishedAt),
  };
}
