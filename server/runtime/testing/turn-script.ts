import { z } from "zod";
import { AgentManager, type StartRunInput } from "../agent/agent-manager";
import { MemoryRunStore } from "../memory-store";
import type { AgentBudget } from "../records";
import type { Clock, WorkspacePort } from "../ports";
import { NO_USAGE } from "../providers/shared/usage";
import type { ModelOutput, ModelProvider, ModelRequest } from "../providers/model-provider";
import { createSequentialIdGenerator } from "../system-clock";
import { manualClock } from "./manual-clock";
import type { AnyTool, Tool, ToolOutcome } from "../tools/tool";
import { o200kTokenCounter } from "../window/token-counter";

/** A workspace with nothing in it. */
export const NO_WORKSPACE: WorkspacePort = {
  id: "none",
  name: "none",
  hasDatabase: false,
  listFiles: () => Promise.resolve([]),
  readFile: () => Promise.reject(new Error("no files")),
  querySql: () => Promise.reject(new Error("no database")),
  describeDatabase: () => Promise.resolve([]),
};

/** A model whose every turn is decided by a test function. */
export function turnProvider(
  decide: (request: ModelRequest) => ModelOutput[] | Promise<ModelOutput[]>,
): ModelProvider {
  return {
    name: "turns",
    defaultModel: "turns",
    async complete(request) {
      const outputs = await decide(request);
      return {
        outputs,
        usage: { ...NO_USAGE },
        requestBody: "{}",
        responseBody: JSON.stringify(outputs),
        httpStatus: 200,
        warnings: [],
      };
    },
  };
}

/** A tool call output. */
export function callOf(id: string | null, name: string, args: unknown): ModelOutput {
  return {
    type: "tool_call",
    call: {
      providerCallId: id,
      name,
      arguments: typeof args === "string" ? args : JSON.stringify(args),
    },
  };
}

/** A text output. */
export function textOf(text: string): ModelOutput {
  return { type: "text", text };
}

/**
 * A parent's final_answer call with one claim that rests on nothing (issue 14): how a test
 * parent finishes. The run's final answer reads `- <text>`.
 */
export function answerOf(text: string, id: string | null = "final"): ModelOutput[] {
  return [
    callOf(id, "final_answer", {
      claims: [{ text, rests_on: [], carries: [], stated_as: "established" }],
    }),
  ];
}

/** A read tool whose result the test controls; records every execution. */
export function probeTool(
  name: string,
  run: (input: { key: string }) => Promise<ToolOutcome> | ToolOutcome,
): Tool<{ key: string }> & { calls: string[] } {
  const calls: string[] = [];
  return {
    name,
    description: name,
    inputSchema: z.object({ key: z.string() }),
    effect: "read",
    calls,
    async execute(input, context) {
      calls.push(context.callId);
      return run(input);
    },
  };
}

/**
 * A manager over a MemoryRunStore (tests), on `options.clock`: by default a manual clock no one
 * advances, so no timer (a bounded wait, a model call's deadline) fires by itself.
 */
export function turnHarness(options: { clock?: Clock } = {}) {
  const store = new MemoryRunStore();
  const manager = new AgentManager({
    store,
    clock: options.clock ?? manualClock(),
    ids: createSequentialIdGenerator(),
    events: { emit: () => undefined },
    tokenCounter: o200kTokenCounter,
  });
  return {
    store,
    manager,
    start(
      provider: ModelProvider,
      tools: { parent?: AnyTool[]; child?: AnyTool[] } = {},
      budget: AgentBudget = { maxIterations: 20, maxToolCalls: 40, deadlineMs: 600_000 },
      run: Pick<StartRunInput, "returnMode" | "history" | "parentFinish"> = {
        returnMode: "contract",
      },
    ) {
      return manager.startRun({
        runId: "run_1",
        question: "question",
        workspaceId: "none",
        workspace: NO_WORKSPACE,
        provider,
        ...run,
        scenario: null,
        workspaceTools: tools.child ?? [],
        parentTools: tools.parent ?? [],
        parentBudget: budget,
        childBudget: budget,
      });
    },
  };
}
