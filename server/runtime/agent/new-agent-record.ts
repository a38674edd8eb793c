import type { AgentRecord } from "../records";

/**
 * A new agent's record: queued, no iteration or tool call yet, and an activity report with
 * no progress (seed 003: only real events move it). `now`: epoch ms.
 */
export function newAgentRecord(
  fields: Pick<
    AgentRecord,
    "id" | "runId" | "parentAgentId" | "role" | "name" | "brief" | "budget"
  > & {
    now: number;
  },
): AgentRecord {
  const { now, ...identity } = fields;
  return {
    ...identity,
    status: "queued",
    statusDetail: null,
    iteration: 0,
    toolCallCount: 0,
    activity: {
      phase: "queued",
      phaseStartedAt: now,
      phaseDeadlineAt: null,
      lastProgressAt: null,
      lastProgressEvent: null,
      inboxCount: 0,
      lastConsumedSequence: null,
      repetitionStreak: 0,
    },
    createdAt: now,
    finishedAt: null,
  };
}

/**
 * A child name unique in its run, as one token (item ids are `<agentName>/<key>`, issue 14):
 * `requested` with whitespace as "-" ("researcher" when blank), or `name-2`, `name-3`… when a
 * sibling already has it.
 */
export function uniqueAgentName(requested: string, taken: ReadonlySet<string>): string {
  const name = requested.trim().replace(/\s+/g, "-") || "researcher";
  if (!taken.has(name)) return name;
  let suffix = 2;
  while (taken.has(`${name}-${suffix}`)) suffix += 1;
  return `${name}-${suffix}`;
}
