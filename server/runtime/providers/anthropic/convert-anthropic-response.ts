import { z } from "zod";
import { ProviderError } from "../../errors";
import type { ModelOutput } from "../model-provider";
import type { ConvertedResponse } from "../shared/api-provider";
import { markCutCall } from "../shared/cut-calls";
import { parseJsonBody } from "../shared/stream-parsing";
import { receivedArguments } from "../shared/tool-arguments";
import { sumCounts, usageCount } from "../shared/usage";
import type { AnthropicBlock } from "./anthropic-settings";
import { assembleAnthropicStream } from "./assemble-anthropic-stream";

const API = "Anthropic Messages";

const responseSchema = z.object({
  content: z.array(z.looseObject({ type: z.string() })),
  stop_reason: z.string().nullish(),
  usage: z.unknown().optional(),
});
const textSchema = z.object({ text: z.string() });
const toolUseSchema = z.object({
  id: z.string().nullish(),
  name: z.string(),
  input: z.unknown().optional(),
});

/**
 * Anthropic Messages body (or SSE stream, assembled first) → outputs: text blocks as text,
 * tool_use blocks as calls (`id` is the provider id, `input` an object kept as one). Other
 * blocks (thinking with its signature, redacted_thinking) are kept unchanged on the next
 * output (`providerData.anthropic.blocksBefore`), or on the last one when they end the
 * message (`blocksAfter`), so they go back exactly where they were.
 * Usage: input = input_tokens + cache_read_input_tokens + cache_creation_input_tokens (the
 * whole prompt), cached = cache_read_input_tokens, output = output_tokens; no reasoning count.
 */
export function convertAnthropicResponse(
  text: string,
  streamed: boolean,
  status: number,
): ConvertedResponse {
  const raw = streamed ? assembleAnthropicStream(text, status) : parseJsonBody(API, text, status);
  const parsed = responseSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ProviderError(
      `${API}: malformed response body: ${parsed.error.issues[0]?.message}`,
      status,
    );
  }
  const body = parsed.data;
  const warnings: string[] = [];
  if (body.stop_reason === "max_tokens") warnings.push("the response was cut at max_tokens");
  if (body.stop_reason === "refusal") warnings.push("the model refused (stop_reason refusal)");
  const outputs: ModelOutput[] = [];
  let pending: AnthropicBlock[] = [];
  const take = () => {
    const blocks = pending;
    pending = [];
    return blocks.length > 0 ? { anthropic: { blocksBefore: blocks } } : undefined;
  };
  for (const block of body.content) {
    if (block.type === "text") {
      const textBlock = textSchema.safeParse(block);
      if (!textBlock.success) throw malformed("text", status);
      if (textBlock.data.text === "") continue;
      const providerData = take();
      outputs.push({
        type: "text",
        text: textBlock.data.text,
        ...(providerData ? { providerData } : {}),
      });
    } else if (block.type === "tool_use") {
      const toolUse = toolUseSchema.safeParse(block);
      if (!toolUse.success) throw malformed("tool_use", status);
      const providerData = take();
      outputs.push({
        type: "tool_call",
        call: {
          providerCallId: toolUse.data.id ? toolUse.data.id : null,
          name: toolUse.data.name,
          arguments: receivedArguments(toolUse.data.input, {}),
          ...(providerData ? { providerData } : {}),
        },
      });
    } else {
      pending.push(block);
    }
  }
  if (pending.length > 0) {
    const last = outputs[outputs.length - 1];
    if (last === undefined) {
      warnings.push(
        `${pending.length} content block(s) with no text or tool_use after them were not kept`,
      );
    } else {
      const holder = last.type === "text" ? last : last.call;
      const anthropic = {
        ...((holder.providerData?.anthropic as object) ?? {}),
        blocksAfter: pending,
      };
      holder.providerData = { ...holder.providerData, anthropic };
    }
  }
  // A stream gives its stop_reason in message_delta, before message_stop: none means it ended early.
  const endedEarly = streamed && body.stop_reason == null;
  if (endedEarly)
    warnings.push("the stream ended without a stop_reason: the response may be incomplete");
  markCutCall(
    outputs,
    body.stop_reason === "max_tokens" ? "token_limit" : endedEarly ? "stream_end" : null,
  );
  const usage = body.usage;
  const count = (field: string) => usageCount(usage, field);
  return {
    outputs,
    usage: {
      inputTokens: sumCounts(
        count("input_tokens"),
        count("cache_read_input_tokens"),
        count("cache_creation_input_tokens"),
      ),
      cachedInputTokens: count("cache_read_input_tokens"),
      outputTokens: count("output_tokens"),
      reasoningTokens: null,
    },
    warnings,
  };
}

function malformed(what: string, status: number): ProviderError {
  return new ProviderError(`${API}: malformed ${what} block`, status);
}
