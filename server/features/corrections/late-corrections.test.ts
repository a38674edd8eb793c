import { describe, expect, it } from "vitest";
import { applyRunEvent } from "../../../components/run/apply-run-event";
import { admitCorrection } from "../../runtime/agent/correction-admission";
import type { LiveAgent } from "../../runtime/agent/live-agent";
import type { RunHandle } from "../../runtime/agent/agent-manager";
import type { CorrectionRecord } from "../../runtime/records";
import { createTestServicesWithSampleRun, testServicesForFile } from "../../testing/test-services";
import { testActor } from "../../testing/test-services";
import { executeRunJob } from "../queue/run-executor";
import { correctionMessage } from "../runs/run-control-channel";
import { handleRunControl } from "../runs/run-control-handler";
import { sendCorrection } from "./correction-service";
import { LATE_CORRECTION_REASON, StoredCorrectionRepository } from "./stored-correction-repository";

/**
 * Issue 10 item 5, late corrections: a correction stored by the web process for an agent whose
 * inbox has closed is refused with its reason (stored, streamed, shown "not delivered"), never
 * left looking queued. The worker is driven through its handler and executor directly.
 */
const setup = testServicesForFile(createTestServicesWithSampleRun);

/** The sample run's child (finished) and a repository storing corrections as the web does. */
async function finishedChild() {
  const detail = await setup.caller.runs.get({ runId: setup.runId });
  const child = detail.agents.find((agent) => agent.role === "child")!;
  const repository = new StoredCorrectionRepository(
    setup.database.prisma,
    setup.services.runEventFeed,
  );
  return { detail, child, repository };
}

const storedRefusal = (correctionId: string) =>
  setup.database.prisma.correctionRefusal.findUnique({ where: { correctionId } });

describe("late corrections", () => {
  it("a correction reaching a finished agent in the worker is refused: stored with the reason, streamed and shown not delivered", async () => {
    const { detail, child, repository } = await finishedChild();
    const stored = await repository.store({
      id: "correction_late_worker",
      runId: setup.runId,
      agentId: child.id,
      text: "Also list the sandbox adapter.",
      author: "human:ada@debrief.test",
      createdAt: 1_800_000_000_500,
    });
    expect(stored.sequence).toBe(1);
    // The worker still holds the agent, which has finished: admission refuses it as it would.
    const finished = {
      id: child.id,
      isTerminal: true,
      record: { status: "succeeded" },
      inbox: { closed: "research_result accepted", count: 0 },
    } as unknown as LiveAgent;
    const reports: unknown[] = [];
    await handleRunControl(
      {
        manager: {
          isInFlight: () => true,
          cancelRun: () => undefined,
          cancelAgent: () => undefined,
          get: () => finished,
          deliverStoredCorrection: (correction: CorrectionRecord) => {
            admitCorrection(finished, correction);
            return Promise.resolve();
          },
        },
        runLeases: { cancelRequest: () => Promise.resolve(null) },
        storedCorrections: repository,
        clock: { now: () => 1_800_000_000_700 },
        report: (_message, error) => reports.push(error),
      },
      correctionMessage(stored),
    );
    expect(reports).toEqual([]);
    const refusal = {
      correctionId: "correction_late_worker",
      agentId: child.id,
      sequence: 1,
      reason: `arrived after the agent's inbox closed: Agent ${child.id} already ended (succeeded): corrections are closed (reload to see its answer)`,
      refusedAt: 1_800_000_000_700,
    };
    expect(await storedRefusal(stored.id)).toEqual({
      ...refusal,
      refusedAt: new Date(refusal.refusedAt),
    });
    const after = await setup.caller.runs.get({ runId: setup.runId });
    expect(after.corrections).toEqual([{ correction: stored, consumption: null, refusal }]);
    // The live page: the queued and refused events, applied to what it had, give the same view.
    const events = await setup.services.runEvents.eventsAfter(
      setup.runId,
      detail.lastEventSequence,
    );
    expect(events.map((event) => event.delta)).toEqual([
      { type: "correction-queued", correction: stored },
      { type: "correction-refused", refusal },
    ]);
    let live = detail;
    for (const event of events) live = applyRunEvent(live, event)!;
    expect(live.corrections).toEqual(after.corrections);
    // Refused once: a second copy of the message (or a sweep) writes nothing more.
    expect(await repository.refuse(stored, "again", 1_800_000_000_900)).toBeNull();
    expect(await repository.refuseUnsettled(setup.runId, "again", 1_800_000_000_900)).toEqual([]);
  });

  it("a correction stored after the agent ended (its check saw it running) is refused at once, and the answer says so", async () => {
    const { child, repository } = await finishedChild();
    const sent: unknown[] = [];
    // The guard's reads come from before the agent ended; the row is written after.
    const view = await sendCorrection(
      {
        runRepository: {
          findRun: async (runId) => ({
            ...(await setup.services.runRepository.findRun(runId))!,
            status: "running",
          }),
          findAgent: () => Promise.resolve({ runId: setup.runId, status: "running" }),
        },
        manager: { get: () => undefined, queueCorrection: () => Promise.reject(new Error("no")) },
        runControl: {
          send: (message: unknown) => Promise.resolve(void sent.push(message)),
        } as never,
        storedCorrections: repository,
        actionLogRepository: { insert: () => Promise.resolve() } as never,
        correctionLimiter: { take: () => undefined, refuseIfExhausted: () => undefined },
        correctionsByKey: setup.services.correctionsByKey,
        clock: { now: () => 1_800_000_001_000 },
      },
      { runId: setup.runId, agentId: child.id, text: "Too late?" },
      testActor,
    );
    expect(view.correction.sequence).toBe(2);
    expect(view.consumption).toBeNull();
    expect(view.refusal).toEqual({
      correctionId: view.correction.id,
      agentId: child.id,
      sequence: 2,
      reason: LATE_CORRECTION_REASON,
      refusedAt: 1_800_000_001_000,
    });
    expect(sent).toEqual([correctionMessage(view.correction)]);
    const after = await setup.caller.runs.get({ runId: setup.runId });
    expect(after.corrections.find((entry) => entry.correction.id === view.correction.id)).toEqual(
      view,
    );
  });

  it("a correction stored after an agent's final inbox check and never delivered is refused when its run ends", async () => {
    const { child, repository } = await finishedChild();
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const executed = executeRunJob(
      {
        providerEnv: {},
        workspaces: setup.services.workspaces,
        clock: setup.services.clock,
        events: { emit: () => undefined },
        leaseKeeper: {
          claim: () => Promise.resolve(1),
          release: () => Promise.resolve(),
          holder: () => ({ owner: "worker:test", expiresAt: 0 }),
        },
        runLeases: { end: () => Promise.resolve(true), cancelRequest: () => Promise.resolve(null) },
        manager: {
          startRun: (input) =>
            Promise.resolve({
              runId: input.runId,
              parentAgentId: "agent_parent",
              done: finished.then(() => ({}) as never),
            } satisfies RunHandle),
          cancelRun: () => undefined,
        },
        corrections: repository,
      },
      {
        runId: setup.runId,
        createdAt: 1,
        input: {
          question: "q",
          workspaceId: "ledgerline",
          provider: "scripted",
          returnMode: "contract",
          scenario: "auto",
        },
      },
    );
    // Stored while the run still runs, after the agent's last look at its inbox: no one delivers it.
    const stored = await repository.store({
      id: "correction_late_race",
      runId: setup.runId,
      agentId: child.id,
      text: "One more thing.",
      author: "human:ada@debrief.test",
      createdAt: 1_800_000_002_000,
    });
    expect(await storedRefusal(stored.id)).toBeNull();
    finish();
    await executed;
    const refusal = await storedRefusal(stored.id);
    expect(refusal).toMatchObject({ sequence: 3, reason: LATE_CORRECTION_REASON });
    const after = await setup.caller.runs.get({ runId: setup.runId });
    expect(
      after.corrections.find((entry) => entry.correction.id === stored.id)?.refusal,
    ).toMatchObject({ reason: "arrived after the agent's inbox closed" });
    expect(after.corrections.filter((entry) => entry.refusal === null)).toEqual([]);
  });
});
