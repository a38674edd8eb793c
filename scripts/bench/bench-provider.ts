import type {
  ModelOutput,
  ModelProvider,
  ModelRequest,
  ModelResponse,
} from "../../server/runtime/providers/model-provider";
import type { Tool } from "../../server/runtime/tools/tool";
import { z } from "zod";

/** The 200-character string the W1/W2 `lookup` tool returns (bench/workloads.md). */
export const LOOKUP_RESULT = "x".repeat(200);

/** The lookup tool's arguments, one schema for every run (as the app's tools have). */
const LOOKUP_INPUT = z.object({ i: z.number().int() });

/** Counts executions per `i` so a workload can check the tool ran exactly N times with i = 1..N. */
export function createLookupTool(executions: number[]): Tool<{ i: number }> {
  return {
    name: "lookup",
    description: "Benchmark lookup.",
    inputSchema: LOOKUP_INPUT,
    effect: "read",
    execute(input) {
      executions.push(input.i);
      return Promise.resolve({ status: "ok", content: LOOKUP_RESULT });
    },
  };
}

const NO_USAGE = {
  inputTokens: null,
  cachedInputTokens: null,
  outputTokens: null,
  reasoningTokens: null,
};

function respond(request: ModelRequest, outputs: ModelOutput[]): ModelResponse {
  return {
    outputs,
    usage: NO_USAGE,
    requestBody: `{"iteration":${request.iteration},"items":${request.items.length}}`,
    responseBody: JSON.stringify(outputs),
    httpStatus: 200,
    warnings: [],
  };
}

function call(request: ModelRequest, name: string, args: unknown): ModelOutput {
  return {
    type: "tool_call",
    call: { providerCallId: `b_${request.iteration}`, name, arguments: JSON.stringify(args) },
  };
}

/** The parent's final_answer "done" (issue 14: a parent finishes only through final_answer). */
export const DONE_ANSWER = {
  claims: [{ text: "done", rests_on: [], carries: [], stated_as: "established" }],
};

/** What the run's final answer reads once DONE_ANSWER is accepted (its rendering). */
export const DONE_RENDERED = "- done";

const EMPTY_DEBRIEF = {
  findings: [{ claim: "looked up 25 values", provenance: ["lookup"], confidence: "verified" }],
  assumptions: [],
  unresolved: [],
  coverage: { searched: ["lookup"], not_searched: [] },
  effort: { tool_calls: 25, budget_exhausted: false },
};

/**
 * A zero-latency model for the workloads, O(1) per call (decides from the iteration number
 * and the last item only, so the benchmark measures the loop, not the mock).
 * W1: the parent makes `cycles` lookups then answers "done" (through final_answer).
 * W2: the parent spawns `children` children one after another (spawn, wait), each child makes
 * `childCycles` lookups and returns a debrief, then the parent answers "done".
 */
export function createBenchProvider(
  workload: { kind: "W1"; cycles: number } | { kind: "W2"; children: number; childCycles: number },
): ModelProvider {
  return {
    name: "bench",
    defaultModel: "bench-zero-latency",
    complete(request) {
      const iteration = request.iteration;
      if (request.agentRole === "child") {
        const cycles = workload.kind === "W2" ? workload.childCycles : 0;
        if (iteration <= cycles)
          return Promise.resolve(respond(request, [call(request, "lookup", { i: iteration })]));
        return Promise.resolve(respond(request, [call(request, "research_result", EMPTY_DEBRIEF)]));
      }
      if (workload.kind === "W1") {
        if (iteration <= workload.cycles)
          return Promise.resolve(respond(request, [call(request, "lookup", { i: iteration })]));
        return Promise.resolve(respond(request, [call(request, "final_answer", DONE_ANSWER)]));
      }
      if (iteration > workload.children * 2)
        return Promise.resolve(respond(request, [call(request, "final_answer", DONE_ANSWER)]));
      if (iteration % 2 === 1)
        return Promise.resolve(
          respond(request, [
            call(request, "spawn_agent", {
              name: `child-${(iteration + 1) / 2}`,
              brief: "look up values",
            }),
          ]),
        );
      const last = request.items[request.items.length - 1];
      const childId =
        last?.kind === "tool_result" ? (/spawned child (\S+)/.exec(last.content)?.[1] ?? "") : "";
      return Promise.resolve(
        respond(request, [
          call(request, "wait_for_agents", { agent_ids: [childId], timeout_ms: 60_000 }),
        ]),
      );
    },
  };
}
