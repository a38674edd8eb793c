import { AgentManager } from "../../server/runtime/agent/agent-manager";
import { MemoryRunStore } from "../../server/runtime/memory-store";
import type { ModelProvider, ModelRequest } from "../../server/runtime/providers/model-provider";
import type { CorrectionConsumptionRecord, CorrectionRecord } from "../../server/runtime/records";
import { createIdGenerator, systemClock } from "../../server/runtime/system-clock";
import { o200kTokenCounter } from "../../server/runtime/window/token-counter";
import { createLookupTool, DONE_ANSWER } from "./bench-provider";
import { EMPTY_WORKSPACE } from "./workloads";

/** A MemoryRunStore that notes when each correction was stored and consumed (performance.now, ms). */
class TimedStore extends MemoryRunStore {
  readonly queuedAt = new Map<string, number>();
  readonly latencies: number[] = [];
  override async recordCorrection(correction: CorrectionRecord): Promise<void> {
    this.queuedAt.set(correction.id, performance.now());
    await super.recordCorrection(correction);
  }
  override async recordConsumption(consumption: CorrectionConsumptionRecord): Promise<void> {
    const queued = this.queuedAt.get(consumption.correctionId);
    if (queued !== undefined) this.latencies.push(performance.now() - queued);
    await super.recordConsumption(consumption);
  }
}

const NO_USAGE = {
  inputTokens: null,
  cachedInputTokens: null,
  outputTokens: null,
  reasoningTokens: null,
};

function provider(
  decide: (
    request: ModelRequest,
  ) => Promise<ModelProvider extends never ? never : unknown> | unknown,
): ModelProvider {
  return {
    name: "latency",
    defaultModel: "latency",
    async complete(request) {
      const outputs = (await decide(request)) as Awaited<
        ReturnType<ModelProvider["complete"]>
      >["outputs"];
      return {
        outputs,
        usage: NO_USAGE,
        requestBody: "{}",
        responseBody: "{}",
        httpStatus: 200,
        warnings: [],
      };
    },
  };
}

/** p50 and p99 of a list (ms). */
export function percentiles(values: readonly number[]): { p50: number; p99: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99) };
}

/**
 * Correction-to-consumption latency for an agent at a safe point: the agent runs zero-latency
 * lookup cycles; `samples` corrections are queued at random moments, each consumed at the next
 * safe point (before the next model call).
 */
export async function safePointLatency(samples: number): Promise<number[]> {
  const store = new TimedStore();
  const manager = new AgentManager({
    store,
    clock: systemClock,
    ids: createIdGenerator(),
    events: { emit: () => undefined },
    tokenCounter: o200kTokenCounter,
  });
  const cycles = samples * 20;
  const handle = await manager.startRun({
    runId: `latency_${Date.now()}`,
    question: "q",
    workspaceId: "bench",
    workspace: EMPTY_WORKSPACE,
    provider: provider((request) =>
      request.iteration <= cycles
        ? [
            {
              type: "tool_call",
              call: {
                providerCallId: `c${request.iteration}`,
                name: "lookup",
                arguments: `{"i":${request.iteration}}`,
              },
            },
          ]
        : [
            {
              type: "tool_call",
              call: {
                providerCallId: `c${request.iteration}`,
                name: "final_answer",
                arguments: JSON.stringify(DONE_ANSWER),
              },
            },
          ],
    ),
    returnMode: "contract",
    scenario: null,
    workspaceTools: [],
    parentTools: [createLookupTool([])],
    parentBudget: { maxIterations: cycles + 10, maxToolCalls: cycles + 10, deadlineMs: 3_600_000 },
  });
  for (let sample = 0; sample < samples; sample += 1) {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
    if (!manager.get(handle.parentAgentId) || manager.get(handle.parentAgentId)?.isTerminal) break;
    await manager.queueCorrection({
      agentId: handle.parentAgentId,
      text: `c${sample}`,
      author: "human:bench",
    });
  }
  manager.cancelAgent(handle.parentAgentId, "bench over");
  await handle.done;
  return store.latencies;
}

/**
 * Latency for a parent inside a long bounded wait (60 s) on a child that is blocked in its
 * model call: the correction wakes the wait early and is consumed at the parent's next iteration.
 */
export async function boundedWaitLatency(samples: number): Promise<number[]> {
  const store = new TimedStore();
  const manager = new AgentManager({
    store,
    clock: systemClock,
    ids: createIdGenerator(),
    events: { emit: () => undefined },
    tokenCounter: o200kTokenCounter,
  });
  let childId = "";
  const handle = await manager.startRun({
    runId: `latency_wait_${Date.now()}`,
    question: "q",
    workspaceId: "bench",
    workspace: EMPTY_WORKSPACE,
    provider: provider(async (request) => {
      if (request.agentRole === "child") {
        await new Promise((resolve) => request.signal.addEventListener("abort", resolve));
        return [];
      }
      if (request.iteration === 1)
        return [
          {
            type: "tool_call",
            call: { providerCallId: "s", name: "spawn_agent", arguments: '{"brief":"block"}' },
          },
        ];
      if (childId === "")
        childId =
          /spawned child (\S+)/
            .exec(JSON.stringify(request.items[request.items.length - 1]))?.[1]
            ?.replace(/[\\"]/g, "") ?? "";
      return [
        {
          type: "tool_call",
          call: {
            providerCallId: `w${request.iteration}`,
            name: "wait_for_agents",
            arguments: JSON.stringify({ agent_ids: [childId], timeout_ms: 60_000 }),
          },
        },
      ];
    }),
    returnMode: "contract",
    scenario: null,
    workspaceTools: [],
    parentBudget: {
      maxIterations: samples * 2 + 10,
      maxToolCalls: samples * 2 + 10,
      deadlineMs: 3_600_000,
    },
  });
  const parent = () => manager.get(handle.parentAgentId);
  for (let sample = 0; sample < samples; sample += 1) {
    while (parent()?.record.activity.phase !== "waiting_for_agents") {
      if (parent()?.isTerminal ?? true) break;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
    await manager.queueCorrection({
      agentId: handle.parentAgentId,
      text: `w${sample}`,
      author: "human:bench",
    });
    while (store.latencies.length <= sample && !(parent()?.isTerminal ?? true))
      await new Promise((resolve) => setTimeout(resolve, 1));
  }
  manager.cancelRun(handle.runId, "bench over");
  await handle.done;
  return store.latencies;
}
