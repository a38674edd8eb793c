import { describe, expect, it } from "vitest";
import { anthropicWire } from "../anthropic/__fixtures__/anthropic-wire";
import { convertToAnthropicRequest } from "../anthropic/convert-to-anthropic-request";
import { chatCompletionsWire } from "../chat-completions/__fixtures__/chat-completions-wire";
import { convertToChatCompletionsRequest } from "../chat-completions/convert-to-chat-completions-request";
import { ollamaWire } from "../ollama/__fixtures__/ollama-wire";
import { convertToOllamaRequest } from "../ollama/convert-to-ollama-request";
import { openAIResponsesWire } from "../openai-responses/__fixtures__/openai-responses-wire";
import { convertToOpenAIResponsesRequest } from "../openai-responses/convert-to-openai-responses-request";
import type { ModelRequest } from "../model-provider";
import type { TranscriptItem } from "../../transcript/transcript-item";
import type { WireCodec } from "./__fixtures__/scripted-wire-model";
import { testRequest, TranscriptBuilder } from "./__fixtures__/transcript-builder";

const CONVERSIONS: [string, (request: ModelRequest) => Record<string, unknown>, WireCodec][] = [
  [
    "OpenAI Responses",
    (request) =>
      convertToOpenAIResponsesRequest(request, {
        reasoning: false,
        reasoningEffort: null,
        stream: false,
        maxOutputTokens: null,
      }).body,
    openAIResponsesWire,
  ],
  [
    "Kimi",
    (request) =>
      convertToChatCompletionsRequest(request, {
        flavor: "kimi",
        thinking: true,
        thinkingParameter: null,
        stream: false,
        maxTokens: null,
      }).body,
    chatCompletionsWire("kimi"),
  ],
  [
    "Ollama",
    (request) => convertToOllamaRequest(request, { stream: false, think: null, numCtx: null }).body,
    ollamaWire(true),
  ],
  [
    "Anthropic",
    (request) =>
      convertToAnthropicRequest(request, { maxTokens: 1024, thinkingBudget: null, stream: false })
        .body,
    anthropicWire,
  ],
];

/** A legacy string transcript, a compacted span and a live call/result pair, in one history. */
function mixedTranscript(): TranscriptItem[] {
  const builder = new TranscriptBuilder().user("Which merchants break?");
  builder.items.push(
    {
      id: "agent_t:1",
      agentId: "agent_t",
      sequence: 1,
      iteration: 0,
      createdAt: 0,
      kind: "legacy_text",
      text: "(historical) searched adapters; found a v2 pin",
    },
    {
      id: "agent_t:2",
      agentId: "agent_t",
      sequence: 2,
      iteration: 1,
      createdAt: 0,
      kind: "compaction",
      fromSequence: 3,
      toSequence: 8,
      text: "3 calls: search_code x2, read_file (see transcript:agent_t)",
    },
  );
  return builder
    .call(4, "call_live", "search_code", '{"query":"fallback"}')
    .result(4, "call_live", "search_code", "1 match")
    .correction(4, 1, "Check sandbox too.").items;
}

describe("mixed and compacted transcripts through every conversion", () => {
  it.each(CONVERSIONS)(
    "%s: legacy text and compaction go as user text, never as invented calls; live pairs stay paired",
    (_name, convert, codec) => {
      const body = convert(testRequest(mixedTranscript(), { toolChoice: { type: "auto" } }));
      const events = codec.decode(body).events.filter((event) => event.kind !== "assistant_end");
      expect(events).toEqual([
        { kind: "user", text: "Which merchants break?" },
        { kind: "user", text: "(historical) searched adapters; found a v2 pin" },
        {
          kind: "user",
          text: "[earlier transcript, items 3-8, compacted] 3 calls: search_code x2, read_file (see transcript:agent_t)",
        },
        {
          kind: "call",
          id: "call_live",
          name: "search_code",
          arguments: '{"query":"fallback"}',
        },
        expect.objectContaining({ kind: "result", id: "call_live", content: "1 match" }),
        { kind: "user", text: "Correction #1 from human:operator: Check sandbox too." },
      ]);
    },
  );
});
