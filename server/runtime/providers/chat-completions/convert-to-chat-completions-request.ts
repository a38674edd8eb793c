import type { ModelRequest, ToolChoice } from "../model-provider";
import { argumentsAsString } from "../shared/tool-arguments";
import { toWireTurns } from "../shared/wire-turns";
import {
  chatProviderData,
  type ChatCompletionsProviderData,
  type ChatCompletionsSettings,
} from "./chat-completions-settings";

/**
 * Transcript → chat-completions request body. One assistant message per response with
 * `tool_calls[].id` = our stored wire id byte for byte (Kimi's `functions.read_file:0` too),
 * `arguments` the JSON string as received; then one `tool` message per call, in call order,
 * before any later user message. Reasoning goes back exactly as received, in the flavour's form
 * (`reasoningFields`); `reasoning_content` is "" on a thinking Kimi model's tool-call message
 * that has none. Forcing research_result maps to
 * "required" / `{type:"function", function:{name}}`; a thinking model cannot be forced, so it
 * falls back to "auto" with a warning (the contract is still enforced by validation and retries).
 */
export function convertToChatCompletionsRequest(
  request: ModelRequest,
  settings: ChatCompletionsSettings,
): { body: Record<string, unknown>; warnings: string[] } {
  const { turns, warnings } = toWireTurns(request.items);
  const messages: Record<string, unknown>[] = [{ role: "system", content: request.systemPrompt }];
  for (const turn of turns) {
    switch (turn.kind) {
      case "system":
      case "user":
        messages.push({ role: turn.kind, content: turn.text });
        break;
      case "assistant": {
        const texts = turn.items.flatMap((item) => (item.kind === "message" ? [item.text] : []));
        const calls = turn.items.flatMap((item) => (item.kind === "tool_call" ? [item] : []));
        const message: Record<string, unknown> = { role: "assistant", content: texts.join("\n\n") };
        Object.assign(message, reasoningFields(turn.items, settings, calls.length > 0));
        if (calls.length > 0) {
          message.tool_calls = calls.map((call) => ({
            id: call.callId,
            type: "function",
            function: { name: call.name, arguments: argumentsAsString(call) },
          }));
        }
        messages.push(message);
        break;
      }
      case "results":
        for (const { call, result } of turn.pairs) {
          messages.push({
            role: "tool",
            tool_call_id: result.toolUseId,
            ...(settings.flavor === "kimi" ? { name: call.name } : {}),
            content: result.content,
          });
        }
        break;
    }
  }
  const body: Record<string, unknown> = {
    model: request.model,
    messages,
    tools: request.tools.map((tool) => ({
      type: "function",
      function: {
        name: tool.name,
        description: tool.description,
        parameters: tool.inputJsonSchema,
      },
    })),
    tool_choice: toolChoice(request.toolChoice, settings, warnings),
  };
  if (settings.thinkingParameter !== null) body.thinking = { type: settings.thinkingParameter };
  if (settings.maxTokens !== null) body.max_tokens = settings.maxTokens;
  if (settings.stream) {
    body.stream = true;
    body.stream_options = { include_usage: true };
  }
  return { body, warnings };
}

/**
 * The reasoning fields of one assistant message, from the stored providerData of its items:
 * Kimi gets `reasoning_content` ("" on a thinking model's tool-call message that has none);
 * OpenRouter gets `reasoning` and `reasoning_details` unmodified (never `reasoning_content`);
 * another server gets back each field it sent, under its own name.
 */
function reasoningFields(
  items: readonly { providerData?: Record<string, unknown> }[],
  settings: ChatCompletionsSettings,
  hasCalls: boolean,
): Record<string, unknown> {
  const stored = (key: keyof ChatCompletionsProviderData) =>
    items
      .map((item) => chatProviderData(item.providerData)[key])
      .find((value) => value !== undefined);
  const fields: Record<string, unknown> = {};
  const reasoningContent = stored("reasoningContent");
  if (settings.flavor !== "openrouter" && reasoningContent !== undefined) {
    fields.reasoning_content = reasoningContent;
  } else if (settings.flavor !== "openrouter" && settings.thinking && hasCalls) {
    fields.reasoning_content = "";
  }
  if (settings.flavor === "kimi") return fields;
  const reasoning = stored("reasoning");
  const details = stored("reasoningDetails");
  if (reasoning !== undefined) fields.reasoning = reasoning;
  if (details !== undefined) fields.reasoning_details = details;
  return fields;
}

function toolChoice(
  choice: ToolChoice,
  settings: ChatCompletionsSettings,
  warnings: string[],
): unknown {
  if (choice.type === "auto" || choice.type === "none") return choice.type;
  if (settings.thinking) {
    const wanted = choice.type === "tool" ? `the ${choice.name} tool` : "a tool call";
    warnings.push(
      `tool_choice: a thinking model cannot be forced to make ${wanted}; sent "auto" instead (the return contract, research_result or final_answer, is still enforced by validation and retries)`,
    );
    return "auto";
  }
  return choice.type === "required"
    ? "required"
    : { type: "function", function: { name: choice.name } };
}
