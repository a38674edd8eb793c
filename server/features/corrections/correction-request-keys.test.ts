import { describe, expect, it } from "vitest";
import { heldRun } from "../../testing/held-run";
import {
  createTestServicesWithSampleRun,
  testActor,
  testServicesForFile,
  waitForRun,
} from "../../testing/test-services";
import { expectTrpcError } from "../../testing/trpc-errors";
import { sendCorrection } from "./correction-service";
import { StoredCorrectionRepository } from "./stored-correction-repository";

/**
 * Idempotency keys of people's corrections: the same key sent twice for one agent stores one
 * correction (the database's unique key on (agent, request key)), and both sends answer with it.
 */
const setup = testServicesForFile(createTestServicesWithSampleRun);

const KEY = "0f3c2a9e-5b7d-4e21-9c8a-1d2e3f405162";

describe("correction request keys", () => {
  it("two identical sends with one key at once store one correction, consumed once; without a key each send is new", async () => {
    const { handle, child, release } = await heldRun(setup, "run_request_key");
    const input = {
      runId: handle.runId,
      agentId: child.id,
      text: "Check the sandbox merchants too.",
      requestKey: KEY,
    };
    const [first, second] = await Promise.all([
      setup.caller.corrections.send(input),
      setup.caller.corrections.send(input),
    ]);
    expect(second.correction).toEqual(first.correction);
    expect(first.correction).toMatchObject({ sequence: 1, requestKey: KEY });
    const unkeyed = { runId: handle.runId, agentId: child.id, text: "And the fees table." };
    const third = await setup.caller.corrections.send(unkeyed);
    const fourth = await setup.caller.corrections.send(unkeyed);
    expect(fourth.correction.id).not.toBe(third.correction.id);
    release();
    await handle.done;
    const detail = await waitForRun(setup.caller, handle.runId);
    expect(detail.run.status).toBe("succeeded");
    expect(detail.corrections.map((view) => [view.correction.text, view.correction.id])).toEqual([
      ["Check the sandbox merchants too.", first.correction.id],
      ["And the fees table.", third.correction.id],
      ["And the fees table.", fourth.correction.id],
    ]);
    const consumed = detail.transcripts[child.id]!.filter((item) => item.kind === "correction");
    expect(consumed.map((item) => item.kind === "correction" && item.text)).toEqual([
      "Check the sandbox merchants too.",
      "And the fees table.",
      "And the fees table.",
    ]);
    // A later repeat (a retry after a lost answer) gets the first as it stands now: consumed,
    // even though the agent has finished.
    const repeat = await setup.caller.corrections.send(input);
    expect(repeat).toEqual(detail.corrections[0]);
    expect(repeat.consumption?.correctionId).toBe(first.correction.id);
    const actions = await setup.database.prisma.actionLog.count({
      where: { action: "correction.send", targetId: first.correction.id },
    });
    expect(actions).toBe(1);
  });

  it("refuses a key reused for other text, and a key that is not 8 to 64 letters, digits, - or _", async () => {
    const { handle, child, release } = await heldRun(setup, "run_request_key_reuse");
    const base = { runId: handle.runId, agentId: child.id, requestKey: "reused-key-1" };
    await setup.caller.corrections.send({ ...base, text: "First text." });
    await expectTrpcError(
      setup.caller.corrections.send({ ...base, text: "Second text." }),
      "CONFLICT",
      `request key reused-key-1 was already used for another correction to agent ${child.id}; send a new key with each correction`,
    );
    for (const requestKey of ["short", "x".repeat(65), "has space 123", "slash/in/key"]) {
      await expectTrpcError(
        setup.caller.corrections.send({ ...base, text: "Third text.", requestKey }),
        "BAD_REQUEST",
        /the request key must be 8 to 64 letters, digits, '-' or '_' \(a UUID, for example\)/,
      );
    }
    release();
    await handle.done;
    const detail = await waitForRun(setup.caller, handle.runId);
    expect(detail.corrections.map((view) => view.correction.text)).toEqual(["First text."]);
  });

  it("two sends with one key at once for an agent another process holds store one row and tell its holder once", async () => {
    const detail = await setup.caller.runs.get({ runId: setup.runId });
    const child = detail.agents.find((agent) => agent.role === "child")!;
    const sent: unknown[] = [];
    const deps = {
      runRepository: {
        findRun: async (runId: string) => ({
          ...(await setup.services.runRepository.findRun(runId))!,
          status: "running" as const,
        }),
        findAgent: () => Promise.resolve({ runId: setup.runId, status: "running" as const }),
      },
      manager: { get: () => undefined, queueCorrection: () => Promise.reject(new Error("no")) },
      runControl: {
        send: (message: unknown) => Promise.resolve(void sent.push(message)),
      } as never,
      storedCorrections: new StoredCorrectionRepository(
        setup.database.prisma,
        setup.services.runEventFeed,
      ),
      actionLogRepository: { insert: () => Promise.resolve() } as never,
      correctionLimiter: { take: () => undefined, refuseIfExhausted: () => undefined },
      correctionsByKey: setup.services.correctionsByKey,
      clock: { now: () => 1_800_000_002_000 },
    };
    const input = { runId: setup.runId, agentId: child.id, text: "Once only.", requestKey: KEY };
    const [first, second] = await Promise.all([
      sendCorrection(deps, input, testActor),
      sendCorrection(deps, input, testActor),
    ]);
    expect(second.correction).toEqual(first.correction);
    expect(sent).toHaveLength(1);
    const rows = await setup.database.prisma.correction.findMany({
      where: { agentId: child.id, requestKey: KEY },
      select: { id: true },
    });
    expect(rows).toEqual([{ id: first.correction.id }]);
  });
});
