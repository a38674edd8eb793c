import type { ModelRequest } from "../model-provider";
import { argumentsAsObject } from "../shared/tool-arguments";
import { toWireTurns } from "../shared/wire-turns";
import { ollamaProviderData, type OllamaSettings } from "./ollama-settings";

/**
 * Transcript → Ollama /api/chat request body. Tool-call arguments go back as an **object**
 * (Ollama rejects a string; a malformed or empty one becomes `{}` — that call never ran);
 * every call carries our stored wire id (`id`, since v0.12.10; older servers ignore it) and
 * each `tool` message both `tool_name` and `tool_call_id`, in call order, before the next
 * user message (Ollama does not validate pairing, so order is what pairs them on old
 * servers). Ollama has no tool_choice: forcing research_result falls back to the model's
 * choice with a warning (the contract is still enforced by validation and retries); a turn
 * that must answer in text (`none`) is sent without tools.
 */
export function convertToOllamaRequest(
  request: ModelRequest,
  settings: OllamaSettings,
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
        const thinking = turn.items
          .map((item) => ollamaProviderData(item.providerData).thinking)
          .find((value) => typeof value === "string");
        if (thinking !== undefined) message.thinking = thinking;
        if (calls.length > 0) {
          message.tool_calls = calls.map((call) => ({
            id: call.callId,
            function: { name: call.name, arguments: argumentsAsObject(call) },
          }));
        }
        messages.push(message);
        break;
      }
      case "results":
        for (const { result } of turn.pairs) {
          messages.push({
            role: "tool",
            tool_name: result.toolName,
            tool_call_id: result.toolUseId,
            content: result.content,
          });
        }
        break;
    }
  }
  const forced = request.toolChoice.type === "required" || request.toolChoice.type === "tool";
  if (forced) {
    const wanted =
      request.toolChoice.type === "tool" ? `the ${request.toolChoice.name} tool` : "a tool call";
    warnings.push(
      `tool_choice: Ollama /api/chat cannot force ${wanted}; the model chooses (the return contract, research_result or final_answer, is still enforced by validation and retries)`,
    );
  }
  // No tool_choice: a turn that must answer in text (`none`) is sent without tools.
  const tools = request.toolChoice.type === "none" ? [] : request.tools;
  const body: Record<string, unknown> = {
    model: request.model,
    messages,
    tools: tools.map((tool) => ({
      type: "function",
      function: {
        name: tool.name,
        description: tool.description,
        parameters: tool.inputJsonSchema,
      },
    })),
    stream: settings.stream,
  };
  if (settings.think !== null) body.think = settings.think;
  if (settings.numCtx !== null) body.options = { num_ctx: settings.numCtx };
  return { body, warnings };
}
