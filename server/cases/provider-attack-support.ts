import type { TurnOverride } from "../runtime/providers/shared/__fixtures__/scripted-wire-model";
import { callsOf } from "../runtime/testing/transcript-queries";

/**
 * Bodies a fake provider server sends in the provider attack tests (attack-provider-*.test.ts):
 * SSE streams built from chunks or events, and the overrides that put one in a child's turn.
 */

/** A chat-completions SSE body of these chunk deltas, then [DONE]. */
export function chatCompletionsStream(deltas: readonly Record<string, unknown>[]): string {
  return `${deltas
    .map(
      (delta) =>
        `data: ${JSON.stringify({ object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`,
    )
    .join("")}data: ${JSON.stringify({
    object: "chat.completion.chunk",
    choices: [{ index: 0, delta: {}, finish_reason: "tool_calls" }],
    usage: { prompt_tokens: 900, completion_tokens: 30 },
  })}\n\ndata: [DONE]\n\n`;
}

/** The child's first turn replaced by `text` (an SSE or JSON body); its later turns scripted. */
export function firstChildTurn(text: string, contentType: string): TurnOverride {
  return (turn) => (turn === 1 ? { reply: { text, contentType } } : null);
}

/** [callId, name, acceptance, arguments as received] of the first `count` calls. */
export function firstCalls(items: Parameters<typeof callsOf>[0], count: number) {
  return callsOf(items)
    .slice(0, count)
    .map((call) => [call.callId, call.name, call.acceptance, call.argumentsText]);
}

/** An Anthropic SSE body of these events. */
export function anthropicStream(events: readonly Record<string, unknown>[]): string {
  return events
    .map((data) => `event: ${String(data.type)}\ndata: ${JSON.stringify(data)}\n\n`)
    .join("");
}
