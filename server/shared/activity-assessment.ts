import type { AgentPhase, AgentStatus } from "./agent-status";

/** What the assessment reads of an agent (a structural part of the runtime's AgentRecord). */
export interface AssessedAgent {
  id: string;
  status: AgentStatus;
  activity: {
    phase: AgentPhase;
    phaseStartedAt: number;
    phaseDeadlineAt: number | null;
    lastProgressAt: number | null;
  };
}

/** A ready agent with no real progress for this long is idle (ms). */
export const IDLE_READY_MS = 30_000;

/** What the activity report says about one agent now. */
export interface ActivityAssessment {
  agentId: string;
  /** The current phase ran past its deadline. */
  overdue: boolean;
  overdueByMs: number | null;
  /** Ready, with no real progress for IDLE_READY_MS or more. */
  idle: boolean;
  idleForMs: number | null;
  /** A sentence for the UI, or null when all is well. */
  message: string | null;
}

/**
 * Seed 003: "A long bounded child wait is not idle; overdue deadlines and genuinely idle ready
 * workers remain detectable." Client-safe (the run page re-assesses with its own clock between
 * live deltas, so no server heartbeat is needed). Pure: reads the stored activity report and the time `now` (ms).
 * A bounded wait before its deadline is neither overdue nor idle, however long it lasts.
 */
export function assessActivity(agent: AssessedAgent, now: number): ActivityAssessment {
  const { activity } = agent;
  const none: ActivityAssessment = {
    agentId: agent.id,
    overdue: false,
    overdueByMs: null,
    idle: false,
    idleForMs: null,
    message: null,
  };
  if (agent.status !== "running" && agent.status !== "queued") return none;
  if (activity.phaseDeadlineAt !== null && now > activity.phaseDeadlineAt) {
    const overdueByMs = now - activity.phaseDeadlineAt;
    return {
      ...none,
      overdue: true,
      overdueByMs,
      message: `${activity.phase} is ${Math.round(overdueByMs / 1000)} s past its deadline`,
    };
  }
  if (activity.phase === "ready") {
    const since = activity.lastProgressAt ?? activity.phaseStartedAt;
    const idleForMs = now - since;
    if (idleForMs >= IDLE_READY_MS) {
      return {
        ...none,
        idle: true,
        idleForMs,
        message: `ready but idle for ${Math.round(idleForMs / 1000)} s`,
      };
    }
  }
  return none;
}
