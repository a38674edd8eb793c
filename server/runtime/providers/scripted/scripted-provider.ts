import type { ResearchResultInput } from "../../contract/research-result";
import type { TranscriptItem } from "../../transcript/transcript-item";
import type { ModelOutput, ModelProvider, ModelRequest, ModelResponse } from "../model-provider";
import { keywordDebrief, nextKeywordCall } from "./keyword-policy";
import { ledgerlineDebrief } from "./ledgerline-debrief";
import {
  LEDGERLINE_FOCUS_BRIEFS,
  ledgerlineFocus,
  nextLedgerlineCall,
  type PlannedCall,
} from "./ledgerline-policy";
import { parentPolicy, type ChildPlan } from "./parent-policy";
import { toolExchanges } from "./transcript-reading";

/** Scripted scenarios (labelled as the scripted model in the UI). */
export const SCRIPTED_SCENARIOS = [
  "auto",
  "invalid-once",
  "always-invalid",
  "slow",
  "fan-out",
  "two-children",
  "overconfident",
] as const;
export type ScriptedScenario = (typeof SCRIPTED_SCENARIOS)[number];

/** What each scenario does, for the new-run form. */
export const SCRIPTED_SCENARIO_DESCRIPTIONS: Record<ScriptedScenario, string> = {
  auto: "The ledgerline escalation for questions about retiring the provider's API v2; a keyword-research policy for any other question.",
  "invalid-once":
    "The child's first research_result omits coverage; the contract rejects it and the retry succeeds.",
  "always-invalid":
    "The child omits coverage three times; the parent receives a SubagentContractError.",
  slow: "Like auto, with a 2 s model latency for the child, so an operator has time to send corrections.",
  "fan-out":
    "The parent spawns four children in one turn (direct merchants, fallback path, sandbox adapter, changelog dates) and answers from their merged debriefs.",
  overconfident:
    "Four children as in fan-out, but the parent states the merged findings as a complete, verified list and drops every caveat — the audit must flag it.",
  "two-children":
    "The parent spawns two slow children (direct merchants, fallback path), so an operator can cancel one and watch the other finish.",
};

/** The children the scripted parent spawns for a question in a scenario. */
export function childPlan(scenario: ScriptedScenario, question: string): ChildPlan[] {
  if ((scenario === "fan-out" || scenario === "overconfident") && isLedgerlineQuestion(question)) {
    return (["direct", "fallback", "sandbox", "changelog"] as const).map((focus) => ({
      name: `${focus}-researcher`,
      brief: LEDGERLINE_FOCUS_BRIEFS[focus],
    }));
  }
  if (scenario === "two-children" && isLedgerlineQuestion(question)) {
    return (["direct", "fallback"] as const).map((focus) => ({
      name: `${focus}-researcher`,
      brief: LEDGERLINE_FOCUS_BRIEFS[focus],
    }));
  }
  return [{ name: "researcher", brief: question }];
}

/** True when a question is the ledgerline escalation (retiring the provider's API v2). */
export function isLedgerlineQuestion(question: string): boolean {
  return /retir|deprecat|sunset/i.test(question) && /\bv2\b|version 2|api/i.test(question);
}

export interface ScriptedProviderOptions {
  scenario?: ScriptedScenario;
  /** Waits `ms` unless `signal` aborts first; defaults to setTimeout. Injected in tests. */
  delay?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Per-call latency (ms) for parent and child; `slow` raises the child's. */
  latencyMs?: { parent: number; child: number };
}

/**
 * The built-in deterministic model, behind the same interface as real providers. Its
 * "wire format" is a compact JSON of the request (new items only, so recording stays linear)
 * and of its outputs. It derives every decision from the transcript it is sent.
 */
export class ScriptedProvider implements ModelProvider {
  readonly name = "scripted";
  readonly defaultModel = "scripted-1";
  private readonly scenario: ScriptedScenario;
  private readonly delay: (ms: number, signal: AbortSignal) => Promise<void>;
  private readonly latency: { parent: number; child: number };

  constructor(options: ScriptedProviderOptions = {}) {
    this.scenario = options.scenario ?? "auto";
    this.delay = options.delay ?? defaultDelay;
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
        ? parentPolicy(request, nextCallId, childPlan(this.scenario, request.brief), {
            overconfident: this.scenario === "overconfident",
          })
        : this.childOutputs(request, nextCallId);
    return {
      outputs,
      usage: {
        inputTokens: null,
        cachedInputTokens: null,
        outputTokens: null,
        reasoningTokens: null,
      },
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

  private childOutputs(request: ModelRequest, nextCallId: () => string): ModelOutput[] {
    const focus = ledgerlineFocus(request.brief);
    const ledgerline = focus !== "all" || isLedgerlineQuestion(request.brief);
    // Once part of its window is compacted the scripted child stops researching and reports
    // what it still holds (it cannot tell a compacted call from one never made).
    const compacted = request.items.some((item) => item.kind === "compaction");
    const planned: PlannedCall | null = compacted
      ? null
      : ledgerline
        ? nextLedgerlineCall(request.items, focus)
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
    const debrief = ledgerline
      ? ledgerlineDebrief(request.items, focus)
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

function defaultDelay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new Error("aborted"));
      return;
    }
    const handle = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(handle);
      reject(new Error("aborted"));
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
