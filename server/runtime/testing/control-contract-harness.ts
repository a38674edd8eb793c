import { z } from "zod";
import { AgentManager } from "../agent/agent-manager";
import { isTerminalAgentStatus as isTerminalStatus } from "../../shared/agent-status";
import { ProviderError } from "../errors";
import { MemoryRunStore } from "../memory-store";
import type { ModelOutput, ModelProvider, ModelRequest } from "../providers/model-provider";
import { NO_USAGE } from "../providers/shared/usage";
import type { AgentRecord } from "../records";
import { createSequentialIdGenerator } from "../system-clock";
import type { Tool } from "../tools/tool";
import type { TranscriptItem } from "../transcript/transcript-item";
import type { TokenCounter } from "../window/token-counter";
import { idleClock } from "./idle-clock";
import type { CallSpec, Schedule, Step } from "./random-schedule";
import { NO_WORKSPACE } from "./turn-script";

/** Characters / 4: the property tests check control, not token counts. */
const cheapCounter: TokenCounter = { count: (text) => Math.ceil(text.length / 4) };

/** What one schedule left behind, for the invariant checks. */
export interface ScheduleOutcome {
  store: ProgressCheckingStore;
  executions: { callId: string; agentId: string; tool: string; startedAt: number }[];
  runStatus: string;
}

/** A MemoryRunStore that also checks "no timer manufactures progress" as writes happen. */
export class ProgressCheckingStore extends MemoryRunStore {
  readonly progressViolations: string[] = [];
  private readonly realEventsSinceProgress = new Map<string, number>();
  private readonly lastProgress = new Map<string, number | null>();

  private noteRealEvent(agentId: string): void {
    this.realEventsSinceProgress.set(agentId, (this.realEventsSinceProgress.get(agentId) ?? 0) + 1);
  }

  override async appendItems(runId: string, items: readonly TranscriptItem[]): Promise<void> {
    await super.appendItems(runId, items);
    for (const item of items) if (item.kind === "tool_result") this.noteRealEvent(item.agentId);
  }

  override async recordExchange(
    exchange: Parameters<MemoryRunStore["recordExchange"]>[0],
  ): Promise<void> {
    await super.recordExchange(exchange);
    this.noteRealEvent(exchange.agentId);
  }

  override async recordConsumption(
    consumption: Parameters<MemoryRunStore["recordConsumption"]>[0],
  ): Promise<void> {
    await super.recordConsumption(consumption);
    this.noteRealEvent(consumption.agentId);
  }

  override async updateAgent(
    agentId: string,
    patch: Partial<Omit<AgentRecord, "id" | "runId">>,
  ): Promise<void> {
    const progress = patch.activity?.lastProgressAt;
    if (progress !== undefined && progress !== (this.lastProgress.get(agentId) ?? null)) {
      if ((this.realEventsSinceProgress.get(agentId) ?? 0) === 0) {
        this.progressViolations.push(
          `${agentId}: progress moved to ${progress} (${patch.activity?.lastProgressEvent}) without a real event`,
        );
      }
      this.realEventsSinceProgress.set(agentId, 0);
      this.lastProgress.set(agentId, progress);
    }
    await super.updateAgent(agentId, patch);
  }
}

/** Run one schedule to the end; returns the store and the execution log. */
export async function runSchedule(schedule: Schedule): Promise<ScheduleOutcome> {
  const store = new ProgressCheckingStore();
  // Time moves one millisecond per reading (records stay strictly ordered); a wait's timeout
  // fires only once nothing else can happen, so every seed replays the same schedule.
  const clock = idleClock({ start: 1_000_000, msPerReading: 1 });
  const manager = new AgentManager({
    store,
    clock,
    ids: createSequentialIdGenerator(),
    events: { emit: () => undefined },
    tokenCounter: cheapCounter,
  });
  const executions: ScheduleOutcome["executions"] = [];
  const issuedIds = new Map<string, string[]>();
  const childIds: string[] = [];
  let parentId = "";

  const intervene = async (
    agentId: string,
    role: "parent" | "child",
    iteration: number,
    during: "model" | "tool",
  ) => {
    for (const intervention of schedule.interventions) {
      if (
        intervention.target !== role ||
        intervention.atIteration !== iteration ||
        intervention.during !== during
      )
        continue;
      if (intervention.kind === "cancel") {
        manager.cancelAgent(agentId, "cancelled by the schedule");
      } else {
        await manager
          .queueCorrection({
            agentId,
            text: `correction at ${during} ${iteration}`,
            author: "human:schedule",
          })
          .catch(() => undefined);
      }
    }
  };

  const tool = (name: "read" | "mutate", effect: "read" | "mutation"): Tool<{ key: number }> => ({
    name,
    description: name,
    inputSchema: z.object({ key: z.number().int() }),
    effect,
    async execute(input, context) {
      executions.push({
        callId: context.callId,
        agentId: context.agentId,
        tool: name,
        startedAt: clock.now(),
      });
      const role = context.agentId === parentId ? "parent" : "child";
      await intervene(context.agentId, role, context.iteration, "tool");
      const count = executions.filter((entry) => entry.tool === "mutate").length;
      return {
        status: "ok",
        content: name === "read" ? `value ${input.key}` : `mutated ${input.key} (#${count})`,
      };
    },
  });

  const provider: ModelProvider = {
    name: "schedule",
    defaultModel: "schedule",
    async complete(request: ModelRequest) {
      const role = request.agentRole;
      await intervene(request.agentId, role, request.iteration, "model");
      const steps = role === "parent" ? schedule.parentSteps : schedule.childSteps;
      const current: Step =
        steps[request.iteration - 1] ??
        (role === "parent" ? { kind: "text" } : { kind: "result", valid: true });
      if (current.kind === "provider_error")
        throw new ProviderError("scheduled provider error 500", 500);
      const outputs: ModelOutput[] = [];
      if (current.kind === "text") outputs.push({ type: "text", text: "final answer" });
      if (current.kind === "result") {
        const result = {
          findings: [],
          assumptions: [],
          unresolved: [{ question: "q", would_settle_it: "s" }],
          effort: { tool_calls: 0, budget_exhausted: false },
        };
        const args = current.valid
          ? { ...result, coverage: { searched: [], not_searched: [] } }
          : result;
        outputs.push({
          type: "tool_call",
          call: {
            providerCallId: `r_${request.iteration}`,
            name: "research_result",
            arguments: JSON.stringify(args),
          },
        });
      }
      if (current.kind === "calls") {
        const issued = issuedIds.get(request.agentId) ?? [];
        issuedIds.set(request.agentId, issued);
        current.calls.forEach((spec, index) =>
          outputs.push({
            type: "tool_call",
            call: buildCall(spec, request, index, issued, childIds),
          }),
        );
      }
      return {
        outputs,
        usage: { ...NO_USAGE },
        requestBody: "{}",
        responseBody: "{}",
        httpStatus: 200,
        warnings: [],
      };
    },
  };

  const handle = await manager.startRun({
    runId: "run_schedule",
    question: "q",
    workspaceId: "none",
    workspace: NO_WORKSPACE,
    provider,
    returnMode: "contract",
    scenario: null,
    workspaceTools: [tool("read", "read"), tool("mutate", "mutation")],
    parentTools: [tool("read", "read"), tool("mutate", "mutation")],
    parentBudget: {
      maxIterations: schedule.maxIterations,
      maxToolCalls: schedule.maxToolCalls,
      deadlineMs: 3_600_000,
    },
    childBudget: {
      maxIterations: schedule.maxIterations,
      maxToolCalls: schedule.maxToolCalls,
      deadlineMs: 3_600_000,
    },
  });
  parentId = handle.parentAgentId;
  const run = await handle.done;
  for (const agent of store.agents) if (agent.role === "child") childIds.push(agent.id);
  return { store, executions, runStatus: run.status };
}

function buildCall(
  spec: CallSpec,
  request: ModelRequest,
  index: number,
  issued: string[],
  childIds: readonly string[],
) {
  let providerCallId: string | null = `p_${request.iteration}_${index}`;
  if (spec.idMode === "none") providerCallId = null;
  if (spec.idMode === "duplicate" && issued.length > 0)
    providerCallId = issued[spec.key % issued.length] ?? providerCallId;
  if (providerCallId !== null) issued.push(providerCallId);
  const name =
    spec.tool === "unknown"
      ? "no_such_tool"
      : spec.tool === "spawn"
        ? "spawn_agent"
        : spec.tool === "wait"
          ? "wait_for_agents"
          : spec.tool;
  const children = request.items
    .flatMap((item) =>
      item.kind === "tool_result" ? [/spawned child (\S+)/.exec(item.content)?.[1]] : [],
    )
    .filter((id): id is string => id !== undefined);
  const valid =
    spec.tool === "spawn"
      ? { name: "child", brief: "research" }
      : spec.tool === "wait"
        ? {
            agent_ids: children.length > 0 ? children : [...childIds, "agent_unknown"].slice(0, 1),
            timeout_ms: spec.timeoutMs,
          }
        : { key: spec.key };
  const args =
    spec.args === "malformed" ? '{"key"' : spec.args === "empty" ? "" : JSON.stringify(valid);
  return { providerCallId, name, arguments: args };
}

/**
 * The seed 003 invariants after a schedule; returns every violation (empty when all hold):
 * every call has exactly one result before the next model request; no call executed twice; no
 * mutation re-executed or executed without acceptance; every correction consumed exactly once
 * or left unconsumed by an agent that ended (never succeeded) and whose final inbox count is 0
 * (the ending discards what is pending, Inbox.discardPending; the run's end refuses it); no
 * success with a pending correction; progress only at real events.
 */
export function checkInvariants(outcome: ScheduleOutcome): string[] {
  const { store, executions } = outcome;
  const violations: string[] = [...store.progressViolations];
  for (const agent of store.agents) {
    const items = store.items.filter((item) => item.agentId === agent.id);
    const resultsByCall = new Map<string, TranscriptItem[]>();
    for (const item of items)
      if (item.kind === "tool_result")
        resultsByCall.set(item.toolUseId, [...(resultsByCall.get(item.toolUseId) ?? []), item]);
    const callIds = new Set<string>();
    for (const call of items) {
      if (call.kind !== "tool_call") continue;
      if (callIds.has(call.callId))
        violations.push(`${agent.id}: call id ${call.callId} appears twice`);
      callIds.add(call.callId);
      const results = resultsByCall.get(call.callId) ?? [];
      if (results.length !== 1)
        violations.push(`${agent.id}: call ${call.callId} has ${results.length} results`);
      const result = results[0];
      if (
        result &&
        (result.sequence < call.sequence ||
          items.some(
            (other) =>
              other.sequence < result.sequence &&
              other.iteration > call.iteration &&
              other.kind !== "correction",
          ))
      ) {
        violations.push(
          `${agent.id}: result of ${call.callId} is not before the next model request`,
        );
      }
      const executed = executions.filter(
        (entry) => entry.callId === call.callId && entry.agentId === agent.id,
      );
      if (executed.length > 1)
        violations.push(`${agent.id}: call ${call.callId} executed ${executed.length} times`);
      if (
        executed.length > 0 &&
        (call.acceptance !== "accepted" ||
          (result?.kind === "tool_result" && result.status !== "ok" && result.status !== "error"))
      ) {
        violations.push(
          `${agent.id}: call ${call.callId} executed although ${call.acceptance} / ${result?.kind === "tool_result" ? result.status : "?"}`,
        );
      }
    }
    for (const entry of executions.filter((e) => e.agentId === agent.id)) {
      if (!callIds.has(entry.callId))
        violations.push(`${agent.id}: executed ${entry.callId}, which is not in the transcript`);
    }
    const corrections = store.corrections.filter((correction) => correction.agentId === agent.id);
    const unconsumed = corrections.filter((correction) => {
      const consumed = store.consumptions.filter(
        (consumption) => consumption.correctionId === correction.id,
      ).length;
      if (consumed > 1)
        violations.push(
          `${agent.id}: correction #${correction.sequence} consumed ${consumed} times`,
        );
      return consumed === 0;
    });
    const final = store.agentsById.get(agent.id)!;
    if (unconsumed.length > 0) {
      if (final.status === "succeeded")
        violations.push(`${agent.id}: succeeded with ${unconsumed.length} pending correction(s)`);
      if (!isTerminalStatus(final.status))
        violations.push(`${agent.id}: still ${final.status} at the end`);
      if (final.activity.inboxCount !== 0)
        violations.push(
          `${agent.id}: ended with ${unconsumed.length} unconsumed but inbox shows ${final.activity.inboxCount}`,
        );
    }
    for (const entry of executions.filter((e) => e.agentId === agent.id)) {
      const pending = corrections.find((correction) => {
        const consumption = store.consumptions.find((c) => c.correctionId === correction.id);
        return (
          correction.createdAt < entry.startedAt &&
          (consumption === undefined || consumption.consumedAt > entry.startedAt)
        );
      });
      if (pending)
        violations.push(
          `${agent.id}: call ${entry.callId} started while correction #${pending.sequence} was queued`,
        );
    }
    const correctionItems = items.filter((item) => item.kind === "correction").length;
    if (correctionItems !== corrections.length - unconsumed.length)
      violations.push(
        `${agent.id}: ${correctionItems} correction items for ${corrections.length - unconsumed.length} consumptions`,
      );
  }
  return violations;
}
