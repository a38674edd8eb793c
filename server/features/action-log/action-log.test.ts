import { mkdtempSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_QUESTION } from "../../samples/ledgerline/sample-question";
import type { SessionUser } from "../../auth/session-user";
import {
  createTestServices,
  waitForRun,
  type TestCaller,
  type TestServices,
} from "../../testing/test-services";
import { heldRun } from "../../testing/held-run";
import { expectTrpcError } from "../../testing/trpc-errors";
import { ActionLogRepository } from "./action-log-repository";

/**
 * The action log (issue 9): each action a signed-in person takes writes exactly one row naming
 * them; rows can be listed a page at a time and never changed or removed.
 */

let setup: TestServices;
let operator: TestCaller;
let operatorUser: SessionUser;

beforeAll(async () => {
  setup = await createTestServices();
  operator = await setup.callerAs("operator");
  operatorUser = await setup.userAs("operator");
});

afterAll(async () => {
  await setup.disconnect();
});

/** The rows written since `before` (ids of the rows already there), oldest first. */
async function newRows(before: Set<string>) {
  const page = await setup.services.actionLogRepository.list({ limit: 100 });
  return page.entries.filter((entry) => !before.has(entry.id)).reverse();
}

async function existingIds() {
  const page = await setup.services.actionLogRepository.list({ limit: 100 });
  return new Set(page.entries.map((entry) => entry.id));
}

describe("the action log", () => {
  it("a run start, a correction and a cancel each write one row with the signed-in actor", async () => {
    const before = await existingIds();
    const { handle, child, release } = await heldRun(setup, "run_logged");
    const sent = await operator.corrections.send({
      runId: handle.runId,
      agentId: child.id,
      text: "Check the sandbox adapter too.",
    });
    expect(sent.correction.author).toBe("human:Test operator");
    await operator.runs.cancelAgent({ runId: handle.runId, agentId: child.id });
    release();
    await handle.done;

    const engineer = await setup.callerAs("engineer");
    const { runId } = await engineer.runs.start({
      question: SAMPLE_QUESTION,
      workspaceId: "ledgerline",
    });
    await waitForRun(engineer, runId);
    const engineerUser = await setup.userAs("engineer");

    const rows = await newRows(before);
    expect(
      rows.map((row) => [row.action, row.actorUserId, row.actorEmail, row.targetType]),
    ).toEqual([
      ["correction.send", operatorUser.id, operatorUser.email, "correction"],
      ["agent.cancel", operatorUser.id, operatorUser.email, "agent"],
      ["run.start", engineerUser.id, engineerUser.email, "run"],
    ]);
    expect(rows[0]!.targetId).toBe(sent.correction.id);
    expect(rows[0]!.details).toEqual({ runId: handle.runId, agentId: child.id, sequence: 1 });
    expect(rows[1]).toMatchObject({ targetId: child.id, details: { runId: handle.runId } });
    expect(rows[2]).toMatchObject({
      targetId: runId,
      details: { workspaceId: "ledgerline", provider: "scripted", scenario: "auto" },
    });
  });

  it("a flag review, a replay and a workspace registration each write one row", async () => {
    const admin = await setup.userAs("admin");
    const reviewerUser = await setup.userAs("reviewer");
    const reviewer = await setup.callerAs("reviewer");
    const { runId } = await setup.caller.runs.start({
      question: SAMPLE_QUESTION,
      workspaceId: "ledgerline",
      scenario: "overconfident",
    });
    await waitForRun(setup.caller, runId);
    const audit = await reviewer.audit.get({ runId });
    if (audit.state !== "ready") throw new Error("expected a ready audit");
    const before = await existingIds();

    const { review } = await reviewer.audit.review({
      runId,
      flagId: audit.flags[0]!.id,
      decision: "confirmed",
    });
    expect(review.reviewer).toBe("reviewer@debrief.test");
    const replay = await setup.caller.replay.start({ runId });
    await waitForRun(setup.caller, replay.runId);
    const folder = mkdtempSync(path.join(setup.dir, "workspace-"));
    const workspace = await setup.caller.workspaces.register({ name: "logged", rootPath: folder });

    const rows = await newRows(before);
    expect(rows.map((row) => [row.action, row.actorUserId, row.targetType, row.targetId])).toEqual([
      ["audit-flag.review", reviewerUser.id, "audit-flag", audit.flags[0]!.id],
      ["run.replay", admin.id, "run", replay.runId],
      ["workspace.register", admin.id, "workspace", workspace.id],
    ]);
    expect(rows[0]!.details).toEqual({ runId, decision: "confirmed", reviewId: review.id });
    expect(rows[1]!.details).toEqual({ replayOf: runId });
  });

  it("a refused action writes nothing", async () => {
    const before = await existingIds();
    const engineer = await setup.callerAs("engineer");
    await expect(engineer.runs.cancel({ runId: "run_logged" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(operator.runs.cancel({ runId: "run_logged" })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect(await newRows(before)).toEqual([]);
  });

  it("admins read it a page at a time, newest first", async () => {
    const first = await setup.caller.activity.list({ limit: 2 });
    expect(first.entries).toHaveLength(2);
    expect(first.entries[0]!.at).toBeGreaterThanOrEqual(first.entries[1]!.at);
    const second = await setup.caller.activity.list({ limit: 2, cursor: first.nextCursor! });
    expect(second.entries[0]!.at).toBeLessThanOrEqual(first.entries[1]!.at);
    expect(second.entries.map((entry) => entry.id)).not.toContain(first.entries[1]!.id);
    // A cursor that names no entry: NOT_FOUND, as in every cursor-paginated list.
    await expectTrpcError(
      setup.caller.activity.list({ limit: 2, cursor: "act_unknown" }),
      "NOT_FOUND",
      "unknown cursor: act_unknown",
    );
  });

  it("has no way to change or remove a row: the repository inserts and lists, the database refuses the rest", async () => {
    const methods = Object.getOwnPropertyNames(ActionLogRepository.prototype).filter(
      (name) => name !== "constructor",
    );
    expect(methods.sort()).toEqual(["insert", "list"]);
    const [row] = (await setup.services.actionLogRepository.list({ limit: 1 })).entries;
    const { prisma } = setup.services;
    // The trigger's RAISE(ABORT) reaches Prisma as a constraint violation.
    await expect(
      prisma.actionLog.update({ where: { id: row!.id }, data: { actorEmail: "someone@else" } }),
    ).rejects.toThrow(/constraint/i);
    await expect(prisma.actionLog.delete({ where: { id: row!.id } })).rejects.toThrow(
      /constraint/i,
    );
    await expect(prisma.$executeRawUnsafe(`DELETE FROM "ActionLog"`)).rejects.toThrow(
      /the action log is insert-only/,
    );
    if (setup.database.provider === "postgresql") {
      // PostgreSQL's TRUNCATE skips row triggers: its migration refuses it with its own.
      await expect(prisma.$executeRawUnsafe(`TRUNCATE "ActionLog"`)).rejects.toThrow(
        /the action log is insert-only/,
      );
    }
    const after = await prisma.actionLog.findUnique({ where: { id: row!.id } });
    expect(after?.actorEmail).toBe(row!.actorEmail);
  });
});
