import { describe, expect, it } from "vitest";
import { SampleScriptedProvider } from "../../samples/scripted-samples";
import { workspaceTools } from "../../runtime/tools/workspace/workspace-tools";
import { SAMPLE_QUESTION } from "../../samples/ledgerline/sample-question";
import {
  createTestServicesWithSampleRun,
  testServicesForFile,
  waitForRun,
} from "../../testing/test-services";
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
      `agent ${parent.id} has finished (succeeded); corrections are closed`,
    );
    await expectTrpcError(
      setup.caller.corrections.send({ runId, agentId: parent.id, text: "  " }),
      "BAD_REQUEST",
      /the correction must not be empty/,
    );
    expect((await setup.caller.runs.get({ runId })).corrections).toEqual([]);
  });

  it("queues a correction for a running agent and shows it consumed", async () => {
    // The scripted child's first model call waits until the correction is queued: no clock.
    let childCalling: () => void = () => undefined;
    const childCalled = new Promise<void>((resolve) => (childCalling = resolve));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const provider = new SampleScriptedProvider({
      latencyMs: { parent: 0, child: 1 },
      delay: async () => {
        childCalling();
        await released;
      },
    });
    const handle = await setup.services.manager.startRun({
      runId: "run_correction",
      question: SAMPLE_QUESTION,
      workspaceId: "ledgerline",
      workspace: await setup.services.workspaces.get("ledgerline"),
      provider,
      returnMode: "contract",
      scenario: null,
      workspaceTools,
    });
    await childCalled;
    await setup.services.store.flush(); // the child's row is written with the buffer's flush
    const child = (await setup.caller.runs.get({ runId: handle.runId })).agents.find(
      (agent) => agent.role === "child",
    )!;
    const view = await setup.caller.corrections.send({
      runId: handle.runId,
      agentId: child.id,
      text: "Check the sandbox merchants too.",
    });
    expect(view.correction).toMatchObject({
      sequence: 1,
      author: "human:admin@debrief.test",
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
