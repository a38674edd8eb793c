import type { ScriptedScenario } from "../../../shared/run-settings";
import type { ResearchResultInput } from "../../contract/research-result";
import type { Clock } from "../../ports";
import { systemClock } from "../../system-clock";
import type { TranscriptItem } from "../../transcript/transcript-item";
import type { ModelOutput, ModelProvider, ModelRequest, ModelResponse } from "../model-provider";
import { NO_USAGE } from "../shared/usage";
import { keywordDebrief, nextKeywordCall } from "./keyword-policy";
import { parentPolicy } from "./parent-policy";
import {
  NO_SCRIPTED_SAMPLES,
  type ChildPlan,
  type PlannedCall,
  type ScriptedSamplePolicy,
  type ScriptedSamples,
} from "./scripted-policy";
import { toolExchanges } from "./transcript-reading";

export interface ScriptedProviderOptions {
  scenario?: ScriptedScenario;
  /** Sample research plugged in (server/samples); none: keyword research for every question. */
  samples?: ScriptedSamples;
  /** The clock the per-call latency waits on (default: the system clock; tests pass a manual one). */
  clock?: Pick<Clock, "setTimer">;
  /** Waits `ms` unless `signal` aborts first; default: a timer on `clock`. Tests gate on it. */
  delay?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Per-call latency (ms) for parent and child; `slow` raises the child's. */
  latencyMs?: { parent: number; child: number };
}

/**
 * The built-in deterministic model, behind the same interface as real providers. Its
 * "wire format" is a compact JSON of the request (new items only, so recording stays linear)
 * and of its outputs. It derives every decision from the transcript it is sent: the parent
 * delegates and answers from the debriefs (parent-policy.ts); a child researches with the
 * sample policy that claims its brief (`samples`) or else by keyword (keyword-policy.ts).
 */
export class ScriptedProvider implements ModelProvider {
  readonly name = "scripted";
  readonly defaultModel = "scripted-1";
  private readonly scenario: ScriptedScenario;
  private readonly samples: ScriptedSamples;
  private readonly delay: (ms: number, signal: AbortSignal) => Promise<void>;
  private readonly latency: { parent: number; child: number };

  constructor(options: ScriptedProviderOptions = {}) {
    this.scenario = options.scenario ?? "auto";
    this.samples = options.samples ?? NO_SCRIPTED_SAMPLES;
    const clock = options.clock ?? systemClock;
    this.delay = options.delay ?? ((ms, signal) => clockDelay(clock, ms, signal));
    const slow = this.scenario === "slow" || this.scenario === "two-children";
    this.latency =
      options.latencyMs ??
      (this.scenario === "two-children"
        ? { parent: 50, child: 3000 }
        : slow
          ? { parent: 50, child: 2000 }
          : { parent: 0, child: 0 });
  }

  async complete(request: ModelRequest): Promise<ModelResponse> {
    const latency = request.agentRole === "parent" ? this.latency.parent : this.latency.child;
    if (latency > 0) await this.delay(latency, request.signal);
    let counter = 0;
    const nextCallId = () => `sc_${request.iteration}_${counter++}`;
    const outputs =
      request.agentRole === "parent"
        ? parentPolicy(request, nextCallId, this.childPlan(request.brief), {
            overconfidentAnswer:
              this.scenario === "overconfident" ? this.samples.overconfidentAnswer : undefined,
          })
        : this.childOutputs(request, nextCallId);
    return {
      outputs,
      usage: { ...NO_USAGE },
      requestBody: JSON.stringify({
        model: request.model,
        scenario: this.scenario,
        iteration: request.iteration,
        tool_choice: request.toolChoice,
        tools: request.tools.map((tool) => tool.name),
        item_count: request.items.length,
        new_items: newItems(request.items),
      }),
      responseBody: JSON.stringify({ outputs }),
      httpStatus: 200,
      warnings: [],
    };
  }

  /** The children the parent spawns: the claiming sample's plan, else one child on the question. */
  private childPlan(question: string): ChildPlan[] {
    const policy = this.policyFor(question);
    return policy?.childPlan(this.scenario, question) ?? [{ name: "researcher", brief: question }];
  }

  private policyFor(brief: string): ScriptedSamplePolicy | undefined {
    return this.samples.policies.find((policy) => policy.claims(brief));
  }

  private childOutputs(request: ModelRequest, nextCallId: () => string): ModelOutput[] {
    const policy = this.policyFor(request.brief);
    // Once part of its window is compacted the scripted child stops researching and reports
    // what it still holds (it cannot tell a compacted call from one never made).
    const compacted = request.items.some((item) => item.kind === "compaction");
    const planned: PlannedCall | null = compacted
      ? null
      : policy
        ? policy.nextCall(request.items, request.brief)
        : nextKeywordCall(request.items, request.brief);
    if (planned !== null) {
      return [
        {
          type: "tool_call",
          call: {
            providerCallId: nextCallId(),
            name: planned.name,
            arguments: JSON.stringify(planned.arguments),
          },
        },
      ];
    }
    const debrief = policy
      ? policy.debrief(request.items, request.brief)
      : keywordDebrief(request.items, request.brief);
    const attempt =
      toolExchanges(request.items).filter((e) => e.call.name === "research_result").length + 1;
    const invalid =
      this.scenario === "always-invalid" || (this.scenario === "invalid-once" && attempt === 1);
    const sent: Partial<ResearchResultInput> = invalid ? withoutCoverage(debrief) : debrief;
    return [
      {
        type: "text",
        text: invalid
          ? "Returning my debrief."
          : attempt > 1
            ? "Returning my debrief again with every field."
            : "Returning my debrief.",
      },
      {
        type: "tool_call",
        call: {
          providerCallId: nextCallId(),
          name: "research_result",
          arguments: JSON.stringify(sent),
        },
      },
    ];
  }
}

function withoutCoverage(debrief: ResearchResultInput): Partial<ResearchResultInput> {
  const copy: Partial<ResearchResultInput> = { ...debrief };
  delete copy.coverage;
  return copy;
}

function newItems(items: readonly TranscriptItem[]): unknown[] {
  let start = 0;
  items.forEach((item, index) => {
    if ((item.kind === "message" && item.role === "assistant") || item.kind === "tool_call")
      start = index + 1;
  });
  return items.slice(start).map((item) => {
    switch (item.kind) {
      case "tool_result":
        return {
          type: "tool_result",
          tool_use_id: item.toolUseId,
          status: item.status,
          content: item.content,
        };
      case "message":
        return { type: "message", role: item.role, text: item.text };
      case "correction":
        return { type: "correction", sequence: item.correctionSequence, text: item.text };
      case "notice":
        return { type: "notice", text: item.text };
      default:
        return { type: item.kind };
    }
  });
}

/** Resolves after `ms` on `clock`; rejects ("aborted") as soon as `signal` aborts. */
function clockDelay(
  clock: Pick<Clock, "setTimer">,
  ms: number,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new Error("aborted"));
      return;
    }
    const cancelTimer = clock.setTimer(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      cancelTimer();
      reject(new Error("aborted"));
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
