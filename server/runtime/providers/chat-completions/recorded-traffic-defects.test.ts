import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ModelOutput } from "../model-provider";
import { testRequest, TranscriptBuilder } from "../shared/__fixtures__/transcript-builder";
import {
  chatCompletionsFlavorFor,
  type ChatCompletionsSettings,
} from "./chat-completions-settings";
import { convertChatCompletionsResponse } from "./convert-chat-completions-response";
import { convertToChatCompletionsRequest } from "./convert-to-chat-completions-request";

/**
 * Defects found when the conversion met recorded traffic (issue 13), one test per defect, each
 * over the fixture named after it in `__fixtures__/`.
 */
const fixture = (name: string) => readFileSync(path.join(__dirname, "__fixtures__", name), "utf8");

const calls = (outputs: readonly ModelOutput[]) =>
  outputs.flatMap((output) =>
    output.type === "tool_call"
      ? [[output.call.providerCallId, output.call.name, output.call.arguments]]
      : [],
  );

const openRouter: ChatCompletionsSettings = {
  flavor: "openrouter",
  thinking: false,
  thinkingParameter: null,
  stream: true,
  maxTokens: null,
};

describe("Chat completions: defects found in recorded traffic", () => {
  it("streamed tool-call chunks without index are separated by id, not merged into one call (read_fileread_file)", () => {
    const gemini = convertChatCompletionsResponse(
      fixture("gemini-tool-calls-without-index.chunks.txt"),
      true,
      200,
    );
    expect(gemini.outputs[0]).toEqual({ type: "text", text: "I'll read both adapters." });
    expect(calls(gemini.outputs)).toEqual([
      [
        "function-call-6841392847513386024",
        "read_file",
        '{"path":"src/adapters/fallback-adapter.ts"}',
      ],
      [
        "function-call-6841392847513386025",
        "read_file",
        '{"path":"src/adapters/sandbox-adapter.ts"}',
      ],
    ]);
    expect(gemini.usage).toEqual({
      inputTokens: 2204,
      cachedInputTokens: null,
      outputTokens: 58,
      reasoningTokens: null,
    });

    // A proxy that also splits the arguments over deltas without index or id ("id": ""):
    // they continue the call the last id started.
    const proxy = convertChatCompletionsResponse(
      fixture("proxy-tool-calls-without-index.chunks.txt"),
      true,
      200,
    );
    expect(calls(proxy.outputs)).toEqual([
      ["call_8d1f3a0c", "search_code", '{"query":"API_VERSION"}'],
      ["call_51b7e9aa", "search_code", '{"query":"api_version"}'],
    ]);
  });

  it("OpenRouter reasoning / reasoning_details are kept and sent back unmodified (OpenRouter flavour)", () => {
    const plain = convertChatCompletionsResponse(
      fixture("openrouter-reasoning-details.json"),
      false,
      200,
    );
    const streamed = convertChatCompletionsResponse(
      fixture("openrouter-reasoning-details.chunks.txt"),
      true,
      200,
    );
    expect(streamed).toEqual(plain);
    const received = JSON.parse(fixture("openrouter-reasoning-details.json")) as {
      choices: { message: { reasoning: string; reasoning_details: unknown[] } }[];
    };
    const message = received.choices[0]!.message;
    const first = plain.outputs[0]!;
    expect(first.type === "text" && first.providerData).toEqual({
      chatCompletions: {
        reasoning: message.reasoning,
        reasoningDetails: message.reasoning_details,
      },
    });

    const [text, changelog, sql] = plain.outputs;
    const items = new TranscriptBuilder()
      .user("Which merchants break?")
      .text(
        text?.type === "text" ? text.text : "",
        1,
        text?.type === "text" ? text.providerData : undefined,
      )
      .call(1, "toolu_01Hq7VdK2mXbN4pR8sT6wY3z", "read_changelog", "{}")
      .call(
        1,
        "toolu_01Jr9WeL3nYcP5qS9tU7xZ4a",
        "query_sql",
        sql?.type === "tool_call" ? String(sql.call.arguments) : "",
      )
      .result(1, "toolu_01Hq7VdK2mXbN4pR8sT6wY3z", "read_changelog", "v2 retires 2026-03-31")
      .result(1, "toolu_01Jr9WeL3nYcP5qS9tU7xZ4a", "query_sql", "19").items;
    expect(changelog?.type).toBe("tool_call");
    const { body, warnings } = convertToChatCompletionsRequest(
      testRequest(items, { toolChoice: { type: "auto" }, model: "anthropic/claude-sonnet-4.5" }),
      openRouter,
    );
    expect(warnings).toEqual([]);
    const assistant = (body.messages as Record<string, unknown>[]).find(
      (entry) => entry.role === "assistant",
    );
    expect(assistant).toEqual({
      role: "assistant",
      content: "Checking the retirement date first.",
      reasoning: message.reasoning,
      reasoning_details: message.reasoning_details,
      tool_calls: [
        {
          id: "toolu_01Hq7VdK2mXbN4pR8sT6wY3z",
          type: "function",
          function: { name: "read_changelog", arguments: "{}" },
        },
        {
          id: "toolu_01Jr9WeL3nYcP5qS9tU7xZ4a",
          type: "function",
          function: {
            name: "query_sql",
            arguments: '{"sql":"SELECT COUNT(*) FROM merchants WHERE api_version = \'v2\'"}',
          },
        },
      ],
    });
  });

  it("the OpenRouter flavour is chosen for an openrouter.ai base URL; other servers stay OpenAI-compatible", () => {
    expect(chatCompletionsFlavorFor("https://openrouter.ai/api/v1")).toBe("openrouter");
    expect(chatCompletionsFlavorFor("http://127.0.0.1:8000/v1")).toBe("openai-compatible");
    expect(chatCompletionsFlavorFor("https://evil.example/openrouter.ai/v1")).toBe(
      "openai-compatible",
    );
  });
});
