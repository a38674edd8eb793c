import type { ModelUsage } from "../../records";
import type { TranscriptItem } from "../../transcript/transcript-item";
import { itemWireText, type TokenCounter } from "../../window/token-counter";
import type { ModelOutput, ModelRequest } from "../model-provider";

/**
 * What the scripted model reports for each call, like a real provider: its usage, counted with
 * the real tokenizer (o200k), and — when asked to simulate one — a latency modelled from those
 * counts. Both are labelled "scripted model" wherever they are shown.
 */

/**
 * The modelled latency of one scripted call (ms): a fixed time to the first token, prefill per
 * input token and decoding per output token — a fast hosted model, scaled down so a sample run
 * stays a few seconds long.
 */
export const SCRIPTED_LATENCY_MODEL = {
  firstTokenMs: 80,
  perInputTokenMs: 0.002,
  perOutputTokenMs: 0.25,
} as const;

/** Counts a request's and a response's tokens; caches each transcript item's count. */
export class ScriptedUsageCounter {
  private readonly itemTokens = new WeakMap<TranscriptItem, number>();

  constructor(private readonly counter: TokenCounter) {}

  /**
   * The call's usage: input = system prompt + each tool definition's JSON + every item's wire
   * text (as the window accounting counts them; each item counted once per provider), output =
   * the text outputs and each tool call as `name(arguments)`. No cache, no reasoning tokens.
   */
  usage(request: ModelRequest, outputs: readonly ModelOutput[]): ModelUsage {
    let inputTokens = this.counter.count(request.systemPrompt);
    for (const tool of request.tools) inputTokens += this.counter.count(JSON.stringify(tool));
    for (const item of request.items) inputTokens += this.countItem(item);
    let outputTokens = 0;
    for (const output of outputs) {
      outputTokens +=
        output.type === "text"
          ? this.counter.count(output.text)
          : this.counter.count(
              `${output.call.name}(${typeof output.call.arguments === "string" ? output.call.arguments : JSON.stringify(output.call.arguments)})`,
            );
    }
    return { inputTokens, cachedInputTokens: 0, outputTokens, reasoningTokens: 0 };
  }

  private countItem(item: TranscriptItem): number {
    let tokens = this.itemTokens.get(item);
    if (tokens === undefined) {
      tokens = this.counter.count(itemWireText(item));
      this.itemTokens.set(item, tokens);
    }
    return tokens;
  }
}

/** The modelled latency (whole ms) of a call with `usage` (SCRIPTED_LATENCY_MODEL). */
export function modelledLatencyMs(usage: ModelUsage): number {
  const model = SCRIPTED_LATENCY_MODEL;
  return Math.round(
    model.firstTokenMs +
      (usage.inputTokens ?? 0) * model.perInputTokenMs +
      (usage.outputTokens ?? 0) * model.perOutputTokenMs,
  );
}
