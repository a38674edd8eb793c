import { z } from "zod";
import { ProviderError } from "../../errors";
import type { ModelUsage } from "../../records";
import type { ModelOutput } from "../model-provider";
import type { ConvertedResponse } from "../shared/api-provider";
import { markCutCall } from "../shared/cut-calls";
import { parseJsonBody } from "../shared/stream-parsing";
import { receivedArguments } from "../shared/tool-arguments";
import { usageCount } from "../shared/usage";
import { assembleOpenAIResponsesStream } from "./assemble-openai-responses-stream";

const API = "OpenAI Responses";

/** The parts of a Responses body we read (deliberately minimal; unknown fields are ignored). */
const responseSchema = z.object({
  status: z.string().nullish(),
  error: z.object({ message: z.string() }).nullish(),
  incomplete_details: z.object({ reason: z.string().nullish() }).nullish(),
  output: z.array(z.looseObject({ type: z.string() })),
  usage: z.unknown().optional(),
});

const messageSchema = z.object({
  id: z.string().nullish(),
  content: z.array(
    z.looseObject({ type: z.string(), text: z.string().nullish(), refusal: z.string().nullish() }),
  ),
});
const functionCallSchema = z.object({
  id: z.string().nullish(),
  call_id: z.string().nullish(),
  status: z.string().nullish(),
  name: z.string(),
  arguments: z.unknown().optional(),
});

/**
 * OpenAI Responses body (or SSE stream, assembled first) → outputs in order. `message` items
 * become text, `function_call` items calls with `call_id` as the provider id and `arguments`
 * as the string received. Reasoning items are kept, unchanged, on the next non-empty output
 * (`providerData.openai.reasoning`); one with nothing after it is dropped with a warning.
 * An item repeated in the output (the same item id, or a reasoning item with the same encrypted
 * content under another id, as some proxies send) is kept once, with a warning.
 * Usage: input_tokens (cached included), input_tokens_details.cached_tokens, output_tokens,
 * output_tokens_details.reasoning_tokens. `status: "failed"` → ProviderError.
 */
export function convertOpenAIResponsesResponse(
  text: string,
  streamed: boolean,
  status: number,
): ConvertedResponse {
  const raw = streamed
    ? assembleOpenAIResponsesStream(text, status)
    : parseJsonBody(API, text, status);
  const parsed = responseSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ProviderError(
      `${API}: malformed response body: ${parsed.error.issues[0]?.message}`,
      status,
    );
  }
  const body = parsed.data;
  if (body.status === "failed") {
    throw new ProviderError(
      `${API}: response failed: ${body.error?.message ?? "no reason given"}`,
      status,
    );
  }
  const warnings: string[] = [];
  if (body.status === "incomplete") {
    warnings.push(`response incomplete: ${body.incomplete_details?.reason ?? "no reason given"}`);
  }
  const outputs: ModelOutput[] = [];
  let reasoning: Record<string, unknown>[] = [];
  const providerData = (itemId: string | null | undefined) => {
    const openai: Record<string, unknown> = {};
    if (itemId) openai.itemId = itemId;
    if (reasoning.length > 0) openai.reasoning = reasoning;
    reasoning = [];
    return { openai };
  };
  for (const item of uniqueOutputItems(body.output, warnings)) {
    if (item.type === "reasoning") {
      reasoning.push(item);
    } else if (item.type === "message") {
      const message = messageSchema.safeParse(item);
      if (!message.success) throw malformed("message", status);
      const textParts = message.data.content.map((part) =>
        part.type === "refusal" ? `(refusal) ${part.refusal ?? ""}` : (part.text ?? ""),
      );
      const joined = textParts.join("");
      if (joined.length > 0) {
        outputs.push({ type: "text", text: joined, providerData: providerData(message.data.id) });
      }
    } else if (item.type === "function_call") {
      const call = functionCallSchema.safeParse(item);
      if (!call.success) throw malformed("function_call", status);
      outputs.push({
        type: "tool_call",
        call: {
          providerCallId: call.data.call_id ? call.data.call_id : null,
          name: call.data.name,
          arguments: receivedArguments(call.data.arguments, ""),
          providerData: providerData(call.data.id),
          // An item the response left unfinished (its arguments may be cut).
          ...(call.data.status === "incomplete" ? { truncatedBy: "token_limit" as const } : {}),
        },
      });
    } else {
      warnings.push(`output item of type ${item.type} ignored`);
    }
  }
  if (reasoning.length > 0) {
    warnings.push(
      `${reasoning.length} reasoning item(s) ended the response with no item after them; not kept (a reasoning item is never sent without the item that followed it)`,
    );
  }
  markCutCall(
    outputs,
    body.status === "incomplete" && body.incomplete_details?.reason === "max_output_tokens"
      ? "token_limit"
      : null,
  );
  return { outputs, usage: usageOf(body.usage), warnings };
}

/** The output items without repeats: the first item per id, and per reasoning encrypted content. */
function uniqueOutputItems<
  Item extends { type: string; id?: unknown; encrypted_content?: unknown },
>(output: readonly Item[], warnings: string[]): Item[] {
  const ids = new Set<string>();
  const encrypted = new Map<string, string>();
  return output.filter((item) => {
    const id = typeof item.id === "string" && item.id !== "" ? item.id : null;
    const label = `${item.type === "reasoning" ? "reasoning" : `${item.type} output`} item ${id ?? "(no id)"}`;
    if (id !== null) {
      if (ids.has(id)) {
        warnings.push(`${label} appeared twice in the response; kept once`);
        return false;
      }
      ids.add(id);
    }
    const content = item.encrypted_content;
    if (item.type === "reasoning" && typeof content === "string" && content !== "") {
      const first = encrypted.get(content);
      if (first !== undefined) {
        warnings.push(`${label} repeats the encrypted content of ${first}; kept once`);
        return false;
      }
      encrypted.set(content, id ?? "(no id)");
    }
    return true;
  });
}

function usageOf(usage: unknown): ModelUsage {
  return {
    inputTokens: usageCount(usage, "input_tokens"),
    cachedInputTokens: usageCount(usage, "input_tokens_details", "cached_tokens"),
    outputTokens: usageCount(usage, "output_tokens"),
    reasoningTokens: usageCount(usage, "output_tokens_details", "reasoning_tokens"),
  };
}

function malformed(what: string, status: number): ProviderError {
  return new ProviderError(`${API}: malformed ${what} output item`, status);
}
