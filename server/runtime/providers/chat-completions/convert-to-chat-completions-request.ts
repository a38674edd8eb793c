import type { ModelRequest, ToolChoice } from "../model-provider";
import { argumentsAsString } from "../shared/tool-arguments";
import { toWireTurns } from "../shared/wire-turns";
import { chatProviderData, type ChatCompletionsSettings } from "./chat-completions-settings";

/**
 * Transcript → chat-completions request body. One assistant message per response with
 * `tool_calls[].id` = our stored wire id byte for byte (Kimi's `functions.read_file:0` too),
 * `arguments` the JSON string as received; then one `tool` message per call, in call order,
 * before any later user message. `reasoning_content` goes back exactly as received, and as ""
 * on a thinking model's tool-call message that has none. Forcing research_result maps to
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
        const stored = turn.items
          .map((item) => chatProviderData(item.providerData).reasoningContent)
          .find((value) => typeof value === "string");
        if (stored !== undefined) message.reasoning_content = stored;
        else if (settings.thinking && calls.length > 0) message.reasoning_content = "";
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

function toolChoice(
  choice: ToolChoice,
  settings: ChatCompletionsSettings,
  warnings: string[],
): unknown {
  if (choice.type === "auto") return "auto";
  if (settings.thinking) {
    const wanted = choice.type === "tool" ? `the ${choice.name} tool` : "a tool call";
    warnings.push(
      `tool_choice: a thinking model cannot be forced to make ${wanted}; sent "auto" instead (the research_result contract is still enforced by validation and retries)`,
    );
    return "auto";
  }
  return choice.type === "required"
    ? "required"
    : { type: "function", function: { name: choice.name } };
}
