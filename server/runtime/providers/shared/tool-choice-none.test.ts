import { describe, expect, it } from "vitest";
import { convertToAnthropicRequest } from "../anthropic/convert-to-anthropic-request";
import { convertToChatCompletionsRequest } from "../chat-completions/convert-to-chat-completions-request";
import { convertToOllamaRequest } from "../ollama/convert-to-ollama-request";
import { convertToOpenAIResponsesRequest } from "../openai-responses/convert-to-openai-responses-request";
import { casesTranscript, testRequest, TEST_TOOLS } from "./__fixtures__/transcript-builder";

/**
 * `toolChoice: none` (the summary return mode's final turn: answer in text, no tool call) on
 * every API: each sends its own "no tool" form, also with thinking on, without a warning.
 */
describe("tool choice none on every API", () => {
  const request = testRequest(casesTranscript((index) => `call_${index}`).items, {
    toolChoice: { type: "none" },
  });

  it("OpenAI Responses and chat completions send tool_choice none with the tools", () => {
    const responses = convertToOpenAIResponsesRequest(request, {
      reasoning: false,
      reasoningEffort: null,
      stream: false,
      maxOutputTokens: null,
    });
    const kimi = convertToChatCompletionsRequest(request, {
      flavor: "kimi",
      thinking: true,
      thinkingParameter: null,
      stream: false,
      maxTokens: null,
    });
    for (const { body, warnings } of [responses, kimi]) {
      expect([body.tool_choice, (body.tools as unknown[]).length, warnings]).toEqual([
        "none",
        TEST_TOOLS.length,
        [],
      ]);
    }
  });

  it("Anthropic sends {type: none}, also with extended thinking on", () => {
    for (const thinkingBudget of [null, 2048]) {
      const { body, warnings } = convertToAnthropicRequest(request, {
        maxTokens: 8192,
        thinkingBudget,
        stream: false,
      });
      expect([body.tool_choice, warnings]).toEqual([{ type: "none" }, []]);
    }
  });

  it("Ollama, which has no tool_choice, is sent no tools", () => {
    const { body, warnings } = convertToOllamaRequest(request, {
      stream: false,
      think: null,
      numCtx: null,
    });
    expect([body.tools, warnings]).toEqual([[], []]);
  });
});
