import { describe, expect, it } from "vitest";
import { assessActivity, IDLE_READY_MS, type AssessedAgent } from "./activity-assessment";

function agent(
  activity: Partial<AssessedAgent["activity"]>,
  status: "running" | "succeeded" = "running",
) {
  return {
    id: "agent_1",
    status,
    activity: {
      phase: "model_call" as const,
      phaseStartedAt: 1_000,
      phaseDeadlineAt: null,
      lastProgressAt: null,
      lastProgressEvent: null,
      inboxCount: 0,
      lastConsumedSequence: null,
      repetitionStreak: 0,
      ...activity,
    },
  };
}

describe("assessActivity", () => {
  it("does not call a long bounded wait idle or overdue before its deadline", () => {
    const waiting = agent({
      phase: "waiting_for_agents",
      phaseStartedAt: 0,
      phaseDeadlineAt: 600_000,
    });
    expect(assessActivity(waiting, 599_000)).toMatchObject({
      overdue: false,
      idle: false,
      message: null,
    });
  });

  it("flags a phase past its deadline", () => {
    const late = agent({ phase: "model_call", phaseStartedAt: 0, phaseDeadlineAt: 120_000 });
    expect(assessActivity(late, 125_000)).toEqual({
      agentId: "agent_1",
      overdue: true,
      overdueByMs: 5_000,
      idle: false,
      idleForMs: null,
      message: "model_call is 5 s past its deadline",
    });
  });

  it("flags a ready agent without progress as idle, and not before the threshold", () => {
    const ready = agent({ phase: "ready", phaseStartedAt: 0, lastProgressAt: 10_000 });
    expect(assessActivity(ready, 10_000 + IDLE_READY_MS - 1).idle).toBe(false);
    expect(assessActivity(ready, 10_000 + IDLE_READY_MS)).toMatchObject({
      idle: true,
      idleForMs: IDLE_READY_MS,
      message: "ready but idle for 30 s",
    });
  });

  it("says nothing about finished agents", () => {
    expect(assessActivity(agent({ phaseDeadlineAt: 0 }, "succeeded"), 1e9).message).toBeNull();
  });
});
