import { describe, expect, it } from "vitest";
import {
  createTestServicesWithSampleRun,
  testServicesForFile,
  waitForRun,
} from "../../testing/test-services";
import { heldRun } from "../../testing/held-run";
import { expectTrpcError } from "../../testing/trpc-errors";

const setup = testServicesForFile(createTestServicesWithSampleRun);

describe("corrections router", () => {
  it("rejects corrections to unknown runs, unknown agents, finished agents and empty text", async () => {
    const { runId } = setup;
    const detail = await setup.caller.runs.get({ runId });
    const parent = detail.agents[0]!;
    await expectTrpcError(
      setup.caller.corrections.send({ runId: "run_missing", agentId: parent.id, text: "x" }),
      "NOT_FOUND",
      "unknown run: run_missing",
    );
    await expectTrpcError(
      setup.caller.corrections.send({ runId, agentId: "agent_missing", text: "x" }),
      "NOT_FOUND",
      `unknown agent agent_missing in run ${runId}`,
    );
    await expectTrpcError(
      setup.caller.corrections.send({ runId, agentId: parent.id, text: "x" }),
      "CONFLICT",
      `Agent ${parent.id} already ended (succeeded): corrections are closed (reload to see its answer)`,
    );
    await expectTrpcError(
      setup.caller.corrections.send({ runId, agentId: parent.id, text: "  " }),
      "BAD_REQUEST",
      /the correction must not be empty/,
    );
    expect((await setup.caller.runs.get({ runId })).corrections).toEqual([]);
  });

  it("queues a correction for a running agent and shows it consumed", async () => {
    const { handle, child, release } = await heldRun(setup, "run_correction");
    const view = await setup.caller.corrections.send({
      runId: handle.runId,
      agentId: child.id,
      text: "Check the sandbox merchants too.",
    });
    expect(view.correction).toMatchObject({
      sequence: 1,
      author: "human:Test admin",
      text: "Check the sandbox merchants too.",
    });
    expect(view.consumption).toBeNull();
    release();
    await handle.done;
    const detail = await waitForRun(setup.caller, handle.runId);
    expect(detail.corrections).toHaveLength(1);
    expect(detail.corrections[0]!.consumption?.iteration).toBeGreaterThan(0);
    expect(detail.run.status).toBe("succeeded");
  });
});
