import type { RunHandle } from "../runtime/agent/agent-manager";
import type { AgentRecord } from "../runtime/records";
import { workspaceTools } from "../runtime/tools/workspace/workspace-tools";
import { SAMPLE_QUESTION } from "../samples/ledgerline/sample-question";
import { SampleScriptedProvider } from "../samples/scripted-samples";
import type { TestServices } from "./test-services";

/** A run started by heldRun: its child's first model call waits until `release()`. */
export interface HeldRun {
  handle: RunHandle;
  /** The running child, read through tRPC once its first model call began. */
  child: AgentRecord;
  /** Lets the child's model call (and every later one) go on. */
  release(): void;
}

/**
 * Start a scripted ledgerline run (contract return mode) on `setup`'s manager whose child waits
 * inside its first model call, and resolve once it does: the child is live and nothing runs on
 * a clock, so a test can send corrections and cancels to it deterministically. The store is
 * flushed before the child is read back through tRPC. `question` and
 * `workspaceId` default to the sample question on "ledgerline"; the run id is `runId`.
 */
export async function heldRun(
  setup: TestServices,
  runId: string,
  options: { question?: string; workspaceId?: string } = {},
): Promise<HeldRun> {
  const workspaceId = options.workspaceId ?? "ledgerline";
  let childCalling: () => void = () => undefined;
  const childCalled = new Promise<void>((resolve) => (childCalling = resolve));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handle = await setup.services.manager.startRun({
    runId,
    question: options.question ?? SAMPLE_QUESTION,
    workspaceId,
    workspace: await setup.services.workspaces.get(workspaceId),
    provider: new SampleScriptedProvider({
      latencyMs: { parent: 0, child: 1 },
      delay: async () => {
        childCalling();
        await released;
      },
    }),
    returnMode: "contract",
    scenario: null,
    workspaceTools,
  });
  await childCalled;
  // The child's row is written with the buffer's next flush: flush it before reading it back.
  await setup.services.store.flush();
  const { agents } = await setup.caller.runs.get({ runId: handle.runId });
  const child = agents.find((agent) => agent.role === "child");
  if (child === undefined) throw new Error(`run ${runId} has no child agent`);
  return { handle, child, release };
}
