import { describe, expect, it } from "vitest";
import { SAMPLE_QUESTION } from "../../samples/ledgerline/sample-question";
import { isTerminalRunStatus, type RunStatus } from "../../shared/run-status";
import { whenRunState } from "../../testing/run-conditions";
import { ConflictError } from "../../runtime/errors";
import { manualClock } from "../../runtime/testing/manual-clock";
import { createTestServices, testServicesForFile } from "../../testing/test-services";
import { correctionMessage } from "../runs/run-control-channel";
import { handleRunControl } from "../runs/run-control-handler";
import {
  CANCELLED_AGENT_CORRECTION_REASON,
  CANCELLED_RUN_CORRECTION_REASON,
  LATE_CORRECTION_REASON,
  unconsumedCorrectionReason,
  type CorrectionEnding,
} from "./refusal-reasons";
import { StoredCorrectionRepository } from "./stored-correction-repository";

/**
 * A correction no agent consumed is refused with the reason that is true: pending in the inbox
 * when the run was cancelled is not "arrived after the agent's inbox closed".
 */

describe("the reason a correction was never consumed", () => {
  const ending = (patch: Partial<CorrectionEnding>): CorrectionEnding => ({
    correctionCreatedAt: 1_000,
    agentStatus: "cancelled",
    agentFinishedAt: 2_000,
    runStatus: "cancelled",
    ...patch,
  });

  it("names how the run or agent ended when the correction was pending, and a late arrival as late", () => {
    const cases: [Partial<CorrectionEnding>, string][] = [
      [{}, CANCELLED_RUN_CORRECTION_REASON],
      // The manual clock of tests: stored in the same millisecond the run was cancelled.
      [{ correctionCreatedAt: 2_000 }, CANCELLED_RUN_CORRECTION_REASON],
      [{ runStatus: "succeeded" }, CANCELLED_AGENT_CORRECTION_REASON],
      [{ runStatus: "running" }, CANCELLED_AGENT_CORRECTION_REASON],
      [
        { agentStatus: "failed", runStatus: "failed" },
        "the agent ended (failed) before it consumed it",
      ],
      [
        { agentStatus: "terminated", runStatus: "succeeded" },
        "the agent ended (terminated) before it consumed it",
      ],
      [
        { agentStatus: "running", agentFinishedAt: null, runStatus: "interrupted" },
        "the run ended (interrupted) before the agent consumed it",
      ],
      // Stored after the agent had finished: late, whatever ended it.
      [{ correctionCreatedAt: 2_001 }, LATE_CORRECTION_REASON],
      [
        { agentStatus: "succeeded", runStatus: "succeeded", correctionCreatedAt: 2_500 },
        LATE_CORRECTION_REASON,
      ],
      // A succeeded agent checked its inbox last (seed 003): nothing was pending then.
      [{ agentStatus: "succeeded", runStatus: "succeeded" }, LATE_CORRECTION_REASON],
    ];
    for (const [patch, reason] of cases) {
      expect([patch, unconsumedCorrectionReason(ending(patch))]).toEqual([patch, reason]);
    }
  });
});

describe("corrections pending when a run is cancelled", () => {
  const clock = manualClock();
  const setup = testServicesForFile(() => createTestServices({ clock }));
  const when = <T>(
    runId: string,
    what: string,
    read: () => Promise<T>,
    done: (value: T) => boolean,
  ) => whenRunState(setup.services.runEventFeed, runId, what, read, done);

  let cancelled: { runId: string; childId: string } | null = null;

  it("are refused with 'the run was cancelled before the agent consumed it', stored and shown", async () => {
    // "slow": the parent's calls take 50 ms and the child's 2 s of the manual clock. The clock
    // moves 50 ms at a time until the child runs, never 2 s: the child stays in its first model
    // call, so the correction stays queued until the cancel.
    const { runId } = await setup.caller.runs.start({
      question: SAMPLE_QUESTION,
      workspaceId: "ledgerline",
      scenario: "slow",
    });
    let agents: Awaited<ReturnType<typeof setup.caller.runs.get>>["agents"] = [];
    for (let step = 0; step < 30; step += 1) {
      await clock.advance(50);
      ({ agents } = await setup.caller.runs.get({ runId }));
      if (agents.some((agent) => agent.role === "child" && agent.status === "running")) break;
    }
    const child = agents.find((agent) => agent.role === "child")!;
    const sent = await setup.caller.corrections.send({
      runId,
      agentId: child.id,
      text: "Also check the sandbox adapter.",
    });
    expect(sent).toMatchObject({ correction: { sequence: 1 }, consumption: null, refusal: null });
    await setup.caller.runs.cancel({ runId });
    const detail = await when(
      runId,
      "the run ended and its correction was refused",
      () => setup.caller.runs.get({ runId }),
      (read) =>
        isTerminalRunStatus(read.run.status as RunStatus) &&
        read.corrections.every((entry) => entry.refusal !== null),
    );
    expect(detail.run.status).toBe("cancelled");
    cancelled = { runId, childId: child.id };
    expect(detail.corrections).toEqual([
      {
        correction: sent.correction,
        consumption: null,
        refusal: {
          correctionId: sent.correction.id,
          agentId: child.id,
          sequence: 1,
          reason: "the run was cancelled before the agent consumed it",
          refusedAt: expect.any(Number),
        },
      },
    ]);
  });

  it("one a worker receives after the cancel, stored before it, is refused as cancelled too", async () => {
    const { runId, childId } = cancelled!;
    const repository = new StoredCorrectionRepository(
      setup.database.prisma,
      setup.services.runEventFeed,
    );
    // Stored by the web process while the agent ran (the manual clock has not moved since).
    const stored = await repository.store({
      id: "correction_after_cancel",
      runId,
      agentId: childId,
      text: "Stop after the sandbox adapter.",
      author: "human:ada@debrief.test",
      createdAt: clock.now(),
    });
    const closed = `Agent ${childId} was already cancelled: corrections are closed (reload to see its answer)`;
    await handleRunControl(
      {
        manager: {
          isInFlight: () => true,
          cancelRun: () => undefined,
          cancelAgent: () => undefined,
          get: () => ({}) as never,
          deliverStoredCorrection: () => Promise.reject(new ConflictError(closed)),
        },
        runLeases: { cancelRequest: () => Promise.resolve(null) },
        storedCorrections: repository,
        clock,
      },
      correctionMessage(stored),
    );
    expect(await repository.findRefusal(stored.id)).toEqual({
      correctionId: stored.id,
      agentId: childId,
      sequence: 2,
      reason: "the run was cancelled before the agent consumed it",
      refusedAt: clock.now(),
    });
  });
});
