import type { ScriptedScenario } from "../../../shared/run-settings";
import type { ResearchResultInput } from "../../contract/research-result";
import type { Clock } from "../../ports";
import { systemClock } from "../../system-clock";
import type { TranscriptItem } from "../../transcript/transcript-item";
import type { ModelUsage } from "../../records";
import type { ModelOutput, ModelProvider, ModelRequest, ModelResponse } from "../model-provider";
import { o200kTokenCounter, type TokenCounter } from "../../window/token-counter";
import { summarizeExtractively } from "./extractive-summary";
import { inlineParentOutputs, type Researcher } from "./inline-research";
import { keywordDebrief, nextKeywordCall } from "./keyword-policy";
import { parentPolicy } from "./parent-policy";
import { modelledLatencyMs, ScriptedUsageCounter } from "./scripted-usage";
import { writeResearchReport } from "./research-report";
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
  /**
   * Per-call latency (ms) for parent and child, waited on `clock`; `slow` and `two-children`
   * set the child's. Without one (and in the other scenarios), each call waits its modelled
   * latency (scripted-usage.ts) when `modelledLatency` is true, else none.
   */
  latencyMs?: { parent: number; child: number };
  /**
   * The child's per-call latency (ms) in the `slow` and `two-children` scenarios, which exist to
   * leave a person time to act on a running child (default 2000 and 3000).
   */
  slowChildLatencyMs?: number;
  /** Wait a latency modelled from each call's token counts (the app: true; tests: false). */
  modelledLatency?: boolean;
  /**
   * Multiplies the modelled latency (default 1; the e2e test server: 0.1). A modelled call
   * still waits at least 1 ms. The scenarios' fixed latencies (`latencyMs`, slow children) are
   * not scaled.
   */
  modelledLatencyScale?: number;
  /** Counts tokens for summaries under a budget; the o200k tokenizer by default. */
  tokenCounter?: TokenCounter;
}

/**
 * The built-in deterministic model, behind the same interface as real providers. Its
 * "wire format" is a compact JSON of the request (new items only, so recording stays linear)
 * and of its outputs. It derives every decision from the request it is sent, like a real
 * model: a parent offered spawn_agent delegates and answers from what its children return
 * (parent-policy.ts), a parent offered only research tools researches itself (inline,
 * inline-research.ts); a child researches with the sample policy that claims its brief
 * (`samples`) or else by keyword (keyword-policy.ts), then returns through research_result
 * when it is offered, else with a prose answer (research-report.ts), and when a final turn
 * without tools asks for a summary in at most N tokens, with an extractive summary of that
 * answer under N tokens (extractive-summary.ts).
 */
export class ScriptedProvider implements ModelProvider {
  readonly name = "scripted";
  readonly defaultModel = "scripted-1";
  private readonly scenario: ScriptedScenario;
  private readonly samples: ScriptedSamples;
  private readonly delay: (ms: number, signal: AbortSignal) => Promise<void>;
  private readonly latency: { parent: number; child: number } | null;
  private readonly tokenCounter: TokenCounter;
  private readonly usageCounter: ScriptedUsageCounter;
  private readonly modelledLatency: boolean;
  private readonly modelledLatencyScale: number;

  constructor(options: ScriptedProviderOptions = {}) {
    this.scenario = options.scenario ?? "auto";
    this.samples = options.samples ?? NO_SCRIPTED_SAMPLES;
    const clock = options.clock ?? systemClock;
    this.delay = options.delay ?? ((ms, signal) => clockDelay(clock, ms, signal));
    this.tokenCounter = options.tokenCounter ?? o200kTokenCounter;
    this.usageCounter = new ScriptedUsageCounter(this.tokenCounter);
    this.modelledLatency = options.modelledLatency ?? false;
    this.modelledLatencyScale = options.modelledLatencyScale ?? 1;
    this.latency =
      options.latencyMs ??
      (this.scenario === "two-children"
        ? { parent: 50, child: options.slowChildLatencyMs ?? 3000 }
        : this.scenario === "slow"
          ? { parent: 50, child: options.slowChildLatencyMs ?? 2000 }
          : null);
  }

  /**
   * The latency (ms) this call waits: the scenario's (a child's times the factor its claiming
   * policy gives its brief), else modelled or none.
   */
  private latencyFor(request: ModelRequest, usage: ModelUsage): number {
    if (this.latency !== null) {
      if (request.agentRole === "parent") return this.latency.parent;
      const factor =
        this.policyFor(request.brief)?.childLatencyFactor?.(this.scenario, request.brief) ?? 1;
      return this.latency.child * factor;
    }
    if (!this.modelledLatency) return 0;
    const modelled = modelledLatencyMs(usage);
    return this.modelledLatencyScale === 1
      ? modelled
      : Math.max(1, Math.round(modelled * this.modelledLatencyScale));
  }

  async complete(request: ModelRequest): Promise<ModelResponse> {
    let counter = 0;
    const nextCallId = () => `sc_${request.iteration}_${counter++}`;
    const offered = new Set(request.tools.map((tool) => tool.name));
    const outputs =
      request.agentRole === "child"
        ? this.childOutputs(request, nextCallId)
        : offered.has("spawn_agent")
          ? parentPolicy(request, nextCallId, this.childPlan(request.brief), {
              overconfidentAnswer:
                this.scenario === "overconfident" ? this.samples.overconfidentAnswer : undefined,
            })
          : inlineParentOutputs(
              request,
              nextCallId,
              this.childPlan(request.brief),
              this.researcher(),
            );
    outputs.unshift(...this.correctionReplies(request, outputs));
    const usage = this.usageCounter.usage(request, outputs);
    const latency = this.latencyFor(request, usage);
    if (latency > 0) await this.delay(latency, request.signal);
    return {
      outputs,
      usage,
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

  /**
   * What the agent says about the corrections it read since its last turn, before its next tool
   * call: how it acts on each, or that it does not. Whether a correction was acted on belongs in
   * the run's record (the transcript the correction card reads), not in the debrief or answer.
   */
  private correctionReplies(request: ModelRequest, outputs: readonly ModelOutput[]): ModelOutput[] {
    if (!outputs.some((output) => output.type === "tool_call")) return [];
    const fresh = correctionsSinceLastTurn(request.items);
    if (fresh.length === 0) return [];
    const policy = request.agentRole === "child" ? this.policyFor(request.brief) : undefined;
    const lines = fresh.map((correction) => {
      const acted = policy?.correctionReply?.(correction.text, request.items) ?? null;
      return acted !== null
        ? `Correction #${correction.sequence}: ${acted}`
        : `Correction #${correction.sequence} ("${correction.text}") not acted on: ${
            request.agentRole === "child" && policy
              ? 'the scripted model acts only on "stop and report", "skip …" and "also check …"'
              : "the scripted model cannot act on free text"
          }.`;
    });
    return [{ type: "text", text: lines.join("\n") }];
  }

  /** The children the parent spawns: the claiming sample's plan, else one child on the question. */
  private childPlan(question: string): ChildPlan[] {
    const policy = this.policyFor(question);
    return policy?.childPlan(this.scenario, question) ?? [{ name: "researcher", brief: question }];
  }

  private policyFor(brief: string): ScriptedSamplePolicy | undefined {
    return this.samples.policies.find((policy) => policy.claims(brief));
  }

  /** The research of any brief: the claiming sample policy's, else keyword research. */
  private researcher(): Researcher {
    return {
      nextCall: (items, brief) => {
        const policy = this.policyFor(brief);
        return policy ? policy.nextCall(items, brief) : nextKeywordCall(items, brief);
      },
      debrief: (items, brief) => {
        const policy = this.policyFor(brief);
        return policy ? policy.debrief(items, brief) : keywordDebrief(items, brief);
      },
    };
  }

  /**
   * A final turn without tools: the child's last answer, summarised extractively under the
   * token budget the last user message names ("at most N tokens"; none: the answer as it is).
   */
  private summaryTurn(request: ModelRequest): ModelOutput {
    const said = (role: "user" | "assistant") =>
      request.items.findLast((item) => item.kind === "message" && item.role === role);
    const answer = said("assistant");
    const ask = said("user");
    const budget = /at most (\d+) tokens/.exec(ask?.kind === "message" ? ask.text : "")?.[1];
    const text = answer?.kind === "message" ? answer.text : "";
    return {
      type: "text",
      text:
        budget === undefined
          ? text
          : summarizeExtractively(text, Number(budget), this.tokenCounter),
    };
  }

  private childOutputs(request: ModelRequest, nextCallId: () => string): ModelOutput[] {
    const researcher = this.researcher();
    if (request.toolChoice.type === "none") return [this.summaryTurn(request)];
    // Once part of its window is compacted the scripted child stops researching and reports
    // what it still holds (it cannot tell a compacted call from one never made).
    const compacted = request.items.some((item) => item.kind === "compaction");
    const planned: PlannedCall | null = compacted
      ? null
      : researcher.nextCall(request.items, request.brief);
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
    const debrief = researcher.debrief(request.items, request.brief);
    if (!request.tools.some((tool) => tool.name === "research_result")) {
      return [{ type: "text", text: writeResearchReport(request.brief, debrief) }];
    }
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

/** The corrections consumed after the agent's last turn (its last assistant text or tool call). */
function correctionsSinceLastTurn(
  items: readonly TranscriptItem[],
): { sequence: number; text: string }[] {
  const last = items.findLastIndex(
    (item) => item.kind === "tool_call" || (item.kind === "message" && item.role === "assistant"),
  );
  return items
    .slice(last + 1)
    .flatMap((item) =>
      item.kind === "correction" ? [{ sequence: item.correctionSequence, text: item.text }] : [],
    );
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
