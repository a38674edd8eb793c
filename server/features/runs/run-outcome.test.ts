import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_QUESTION } from "../../samples/ledgerline/sample-question";
import { createTestServices, waitForRun } from "../../testing/test-services";

/**
 * Issue 12 ("Truth first" 1): a run whose only child failed its contract ends `succeeded` but
 * its outcome says the answer rests on no research — in the list, its filter, the run and the
 * audit.
 */
let setup: Awaited<ReturnType<typeof createTestServices>>;
let invalidId: string;
let faithfulId: string;

beforeAll(async () => {
  setup = await createTestServices();
  const invalid = await setup.caller.runs.start({
    question: SAMPLE_QUESTION,
    workspaceId: "ledgerline",
    scenario: "always-invalid",
  });
  await waitForRun(setup.caller, invalid.runId);
  const faithful = await setup.caller.runs.start({
    question: SAMPLE_QUESTION,
    workspaceId: "ledgerline",
  });
  await waitForRun(setup.caller, faithful.runId);
  invalidId = invalid.runId;
  faithfulId = faithful.runId;
}, 60_000);

afterAll(async () => {
  await setup.disconnect();
});

describe("run outcome", () => {
  it("always-invalid: succeeded status, answered_without_evidence outcome", async () => {
    const detail = await setup.caller.runs.get({ runId: invalidId });
    expect(detail.run.status).toBe("succeeded");
    expect(detail.run.outcome).toBe("answered_without_evidence");
    expect(detail.run.outcomeDetail).toBe(
      "the parent answered, but the only child failed: no child returned research, so nothing verified stands under the answer",
    );
    const faithful = await setup.caller.runs.get({ runId: faithfulId });
    expect([faithful.run.status, faithful.run.outcome]).toEqual(["succeeded", "succeeded"]);
  });

  it("the list shows and filters by outcome, as the shared rule derives it", async () => {
    const list = await setup.caller.runs.list({});
    expect(Object.fromEntries(list.runs.map((run) => [run.id, run.outcome]))).toEqual({
      [invalidId]: "answered_without_evidence",
      [faithfulId]: "succeeded",
    });
    const ids = async (outcome: Parameters<typeof setup.caller.runs.list>[0]) =>
      (await setup.caller.runs.list(outcome)).runs.map((run) => run.id);
    expect(await ids({ outcome: "answered_without_evidence" })).toEqual([invalidId]);
    expect(await ids({ outcome: "succeeded" })).toEqual([faithfulId]);
    expect(await ids({ outcome: "degraded" })).toEqual([]);
    expect(await ids({ outcome: "in_progress" })).toEqual([]);
    expect(await ids({ outcome: "failed" })).toEqual([]);
    expect((await setup.caller.runs.list({ outcome: "succeeded" })).total).toBe(1);
  });

  it("the audit says it could not audit, with the outcome", async () => {
    const audit = await setup.caller.audit.get({ runId: invalidId });
    if (audit.state !== "ready") throw new Error("the audit should be ready");
    expect(audit.runOutcome.outcome).toBe("answered_without_evidence");
    expect(audit.report.status).not.toBe("audited");
    expect(audit.flags).toEqual([]);
    const summaries = await setup.caller.audit.summaries({ runIds: [invalidId] });
    expect(summaries.map((summary) => summary.auditStatus)).toEqual([audit.report.status]);
  });
});
