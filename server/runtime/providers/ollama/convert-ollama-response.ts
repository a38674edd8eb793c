import { z } from "zod";
import { ProviderError } from "../../errors";
import type { ModelOutput } from "../model-provider";
import type { ConvertedResponse } from "../shared/api-provider";
import { markCutCall } from "../shared/cut-calls";
import { parseJsonBody, parseNdjson } from "../shared/stream-parsing";
import { receivedArguments } from "../shared/tool-arguments";
import { tokenCount } from "../shared/usage";

const API = "Ollama";

const toolCallSchema = z.object({
  id: z.string().nullish(),
  function: z.object({
    index: z.number().nullish(),
    name: z.string(),
    arguments: z.unknown().optional(),
  }),
});

const chunkSchema = z.object({
  message: z
    .object({
      content: z.string().nullish(),
      thinking: z.string().nullish(),
      tool_calls: z.array(toolCallSchema).nullish(),
    })
    .nullish(),
  done: z.boolean().nullish(),
  done_reason: z.string().nullish(),
  prompt_eval_count: z.unknown().optional(),
  eval_count: z.unknown().optional(),
  error: z.string().nullish(),
});

/**
 * Ollama /api/chat body, or its NDJSON stream (content and thinking concatenated, tool calls
 * as they arrive, counts from the final `done` chunk) → outputs. Arguments arrive as an
 * object and are kept as one; an `id` (v0.12.10+) is the provider id, none means one is
 * assigned once and stored. `done_reason` is "stop" even with tool calls, so it is not used.
 * Usage: prompt_eval_count → input, eval_count → output (no cached or reasoning counts).
 * An `error` line → ProviderError.
 */
export function convertOllamaResponse(
  text: string,
  streamed: boolean,
  status: number,
): ConvertedResponse {
  const raw = streamed ? parseNdjson(API, text, status) : [parseJsonBody(API, text, status)];
  let content = "";
  let thinking: string | null = null;
  const calls: z.infer<typeof toolCallSchema>[] = [];
  let promptCount: unknown = null;
  let evalCount: unknown = null;
  let doneReason: string | null = null;
  for (const entry of raw) {
    const parsed = chunkSchema.safeParse(entry);
    if (!parsed.success) {
      throw new ProviderError(
        `${API}: malformed response body: ${parsed.error.issues[0]?.message}`,
        status,
      );
    }
    const chunk = parsed.data;
    if (chunk.error) throw new ProviderError(`${API}: ${chunk.error}`, status);
    content += chunk.message?.content ?? "";
    if (typeof chunk.message?.thinking === "string")
      thinking = (thinking ?? "") + chunk.message.thinking;
    calls.push(...(chunk.message?.tool_calls ?? []));
    if (chunk.prompt_eval_count != null) promptCount = chunk.prompt_eval_count;
    if (chunk.eval_count != null) evalCount = chunk.eval_count;
    if (chunk.done_reason) doneReason = chunk.done_reason;
  }
  const last = raw[raw.length - 1] as { done?: unknown; message?: unknown } | undefined;
  if (streamed ? last?.done !== true : typeof last?.message !== "object" || last.message === null) {
    throw new ProviderError(
      `${API}: malformed response: ${streamed ? "the stream ended without a done chunk" : "no message"}`,
      status,
    );
  }
  const warnings = doneReason === "length" ? ["the response was cut at the token limit"] : [];
  const outputs: ModelOutput[] = [];
  if (content !== "") outputs.push({ type: "text", text: content });
  for (const call of calls) {
    outputs.push({
      type: "tool_call",
      call: {
        providerCallId: call.id ? call.id : null,
        name: call.function.name,
        arguments: receivedArguments(call.function.arguments, {}),
      },
    });
  }
  markCutCall(outputs, doneReason === "length" ? "token_limit" : null);
  const first = outputs[0];
  if (thinking !== null && thinking !== "" && first !== undefined) {
    const providerData = { ollama: { thinking } };
    if (first.type === "text") first.providerData = providerData;
    else first.call.providerData = providerData;
  }
  return {
    outputs,
    usage: {
      inputTokens: tokenCount(promptCount),
      cachedInputTokens: null,
      outputTokens: tokenCount(evalCount),
      reasoningTokens: null,
    },
    warnings,
  };
}
