import type { ModelRequest, ToolChoice } from "../model-provider";
import { argumentsAsString } from "../shared/tool-arguments";
import { toWireTurns } from "../shared/wire-turns";
import { openAIProviderData, type OpenAIResponsesSettings } from "./openai-responses-settings";

/**
 * Transcript → OpenAI Responses request body (POST /v1/responses). Stateless: `store: false`,
 * the whole history as `input` items without item ids (as OpenAI's Codex client sends them);
 * `function_call.call_id` is our stored wire id byte for byte, arguments the JSON string as
 * received; each `function_call_output` right after its call group. Reasoning items go back
 * (with their encrypted content) immediately before the item that followed them, and never
 * without it. Forcing research_result → `tool_choice` "required" / `{type:"function", name}`.
 */
export function convertToOpenAIResponsesRequest(
  request: ModelRequest,
  settings: OpenAIResponsesSettings,
): { body: Record<string, unknown>; warnings: string[] } {
  const { turns, warnings } = toWireTurns(request.items);
  const input: Record<string, unknown>[] = [];
  for (const turn of turns) {
    switch (turn.kind) {
      case "system":
      case "user":
        input.push({
          type: "message",
          role: turn.kind,
          content: [{ type: "input_text", text: turn.text }],
        });
        break;
      case "assistant":
        for (const item of turn.items) {
          if (settings.reasoning) {
            for (const reasoning of openAIProviderData(item.providerData).reasoning ?? []) {
              const sent = reasoningInput(reasoning);
              if (sent === null) {
                warnings.push(
                  `reasoning item ${String(reasoning.id)} has no encrypted content and was not sent (store is false)`,
                );
              } else {
                input.push(sent);
              }
            }
          }
          if (item.kind === "message") {
            input.push({
              type: "message",
              role: "assistant",
              content: [{ type: "output_text", text: item.text }],
            });
          } else {
            input.push({
              type: "function_call",
              call_id: item.callId,
              name: item.name,
              arguments: argumentsAsString(item),
            });
          }
        }
        break;
      case "results":
        for (const { result } of turn.pairs) {
          input.push({
            type: "function_call_output",
            call_id: result.toolUseId,
            output: result.content,
          });
        }
        break;
    }
  }
  const body: Record<string, unknown> = {
    model: request.model,
    instructions: request.systemPrompt,
    input,
    tools: request.tools.map((tool) => ({
      type: "function",
      name: tool.name,
      description: tool.description,
      parameters: tool.inputJsonSchema,
      strict: false,
    })),
    tool_choice: toolChoice(request.toolChoice),
    store: false,
  };
  if (settings.reasoning) body.include = ["reasoning.encrypted_content"];
  if (settings.reasoningEffort !== null) body.reasoning = { effort: settings.reasoningEffort };
  if (settings.maxOutputTokens !== null) body.max_output_tokens = settings.maxOutputTokens;
  if (settings.stream) body.stream = true;
  return { body, warnings };
}

function toolChoice(choice: ToolChoice): unknown {
  switch (choice.type) {
    case "auto":
      return "auto";
    case "required":
      return "required";
    case "tool":
      return { type: "function", name: choice.name };
  }
}

/** A received reasoning item as an input item (no id: store is false); null without encrypted content. */
function reasoningInput(item: Record<string, unknown>): Record<string, unknown> | null {
  if (typeof item.encrypted_content !== "string" || item.encrypted_content === "") return null;
  return {
    type: "reasoning",
    summary: Array.isArray(item.summary) ? item.summary : [],
    encrypted_content: item.encrypted_content,
  };
}
