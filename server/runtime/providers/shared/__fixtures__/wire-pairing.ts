import { anthropicWire } from "../../anthropic/__fixtures__/anthropic-wire";
import { anthropicToolUseId } from "../../anthropic/anthropic-settings";
import { convertToAnthropicRequest } from "../../anthropic/convert-to-anthropic-request";
import { chatCompletionsWire } from "../../chat-completions/__fixtures__/chat-completions-wire";
import { convertToChatCompletionsRequest } from "../../chat-completions/convert-to-chat-completions-request";
import type { ModelRequest } from "../../model-provider";
import { ollamaWire } from "../../ollama/__fixtures__/ollama-wire";
import { convertToOllamaRequest } from "../../ollama/convert-to-ollama-request";
import { openAIResponsesWire } from "../../openai-responses/__fixtures__/openai-responses-wire";
import { convertToOpenAIResponsesRequest } from "../../openai-responses/convert-to-openai-responses-request";
import { toWireTurns } from "../wire-turns";
import type { WireCodec, WireEvent } from "./scripted-wire-model";

/**
 * The pairing checks the shared cases (cases 1–6 and 12) assert on every
 * request: one call per id, one result per call in call order, nothing unanswered before a
 * later turn. Pure: they read neutral wire events (decoded by each API's codec) or a
 * ModelRequest converted for every API.
 */

/**
 * What is wrong with one request on the wire: a call id twice, a result without its call, a
 * result out of call order, or a call still unanswered when a user turn, text or the end comes.
 * Returns one sentence per problem; [] when the request is paired.
 */
export function pairingProblems(events: readonly WireEvent[]): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  const calls = new Set<string>();
  const results = new Set<string>();
  for (const event of events) {
    if (event.kind === "call") {
      const id = event.id ?? "(none)";
      if (calls.has(id)) problems.push(`call id ${id} twice`);
      calls.add(id);
      open.push(id);
    } else if (event.kind === "result") {
      if (results.has(event.id)) problems.push(`result for ${event.id} twice`);
      results.add(event.id);
      if (!calls.has(event.id)) problems.push(`result for ${event.id} without its call`);
      const expected = open.shift();
      if (expected !== event.id) problems.push(`result ${event.id} where ${expected} was due`);
    } else if (event.kind === "user" || event.kind === "assistant_text") {
      if (open.length > 0) problems.push(`unanswered ${open.join(", ")} before a ${event.kind}`);
      open.length = 0;
    }
  }
  if (open.length > 0) problems.push(`unanswered ${open.join(", ")} at the end`);
  return problems;
}

/** One API's request conversion, with the settings that matter most for pairing. */
export interface WireConversion {
  name: "openai" | "kimi" | "openai-compatible" | "ollama" | "anthropic";
  convert(request: ModelRequest): Record<string, unknown>;
  codec: WireCodec;
  /** The id this API is sent for a call id (Anthropic allows only [A-Za-z0-9_-]). */
  wireId(callId: string): string;
}

const same = (callId: string) => callId;

/** Every request conversion (Kimi with thinking on, Ollama with ids kept). */
export const WIRE_CONVERSIONS: readonly WireConversion[] = [
  {
    name: "openai",
    convert: (request) =>
      convertToOpenAIResponsesRequest(request, {
        reasoning: false,
        reasoningEffort: null,
        stream: false,
        maxOutputTokens: null,
      }).body,
    codec: openAIResponsesWire,
    wireId: same,
  },
  {
    name: "kimi",
    convert: (request) =>
      convertToChatCompletionsRequest(request, {
        flavor: "kimi",
        thinking: true,
        thinkingParameter: null,
        stream: false,
        maxTokens: null,
      }).body,
    codec: chatCompletionsWire("kimi"),
    wireId: same,
  },
  {
    name: "openai-compatible",
    convert: (request) =>
      convertToChatCompletionsRequest(request, {
        flavor: "openai-compatible",
        thinking: false,
        thinkingParameter: null,
        stream: false,
        maxTokens: null,
      }).body,
    codec: chatCompletionsWire("openai-compatible"),
    wireId: same,
  },
  {
    name: "ollama",
    convert: (request) =>
      convertToOllamaRequest(request, { stream: false, think: null, numCtx: null }).body,
    codec: ollamaWire(true),
    wireId: same,
  },
  {
    name: "anthropic",
    convert: (request) =>
      convertToAnthropicRequest(request, { maxTokens: 1024, thinkingBudget: null, stream: false })
        .body,
    codec: anthropicWire,
    wireId: anthropicToolUseId,
  },
];

/** The wire events of `request` once converted for `conversion`. */
export function convertedEvents(conversion: WireConversion, request: ModelRequest): WireEvent[] {
  return conversion.codec.decode(conversion.convert(request)).events;
}

/**
 * What is wrong with a request the runtime built: anything the wire step had to repair (a
 * call without a result, an orphan result, a repeated call id), and any pairing problem once
 * converted for each API. [] when the runtime itself kept the request paired.
 */
export function requestProblems(request: ModelRequest): string[] {
  const problems = toWireTurns(request.items).warnings.map((warning) => `repaired: ${warning}`);
  for (const conversion of WIRE_CONVERSIONS) {
    problems.push(
      ...pairingProblems(convertedEvents(conversion, request)).map(
        (problem) => `${conversion.name}: ${problem}`,
      ),
    );
  }
  return problems;
}
