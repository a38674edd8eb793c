import type { WorkspacePort } from "../ports";
import type { ToolExecutionContext } from "../tools/tool";

const unused = () => Promise.reject(new Error("not used"));

/**
 * The context a workspace tool runs in, for tests that call a tool directly: run_1 / agent_1 /
 * call_1 at iteration 1 (or `ids`), a signal that never aborts unless given, and agent
 * operations that reject ("not used": workspace tools never spawn, wait or correct).
 */
export function workspaceToolContext(
  workspace: WorkspacePort,
  options: {
    signal?: AbortSignal;
    ids?: Pick<ToolExecutionContext, "runId" | "agentId" | "callId">;
  } = {},
): ToolExecutionContext {
  return {
    ...(options.ids ?? { runId: "run_1", agentId: "agent_1", callId: "call_1" }),
    iteration: 1,
    signal: options.signal ?? new AbortController().signal,
    workspace,
    agents: {
      spawnChild: unused,
      waitForChildren: unused,
      fetchTranscriptSpan: unused,
      correctChild: unused,
    },
  };
}
