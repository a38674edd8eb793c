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
 * without it, and each only once: an item whose id or encrypted content is already in the
 * request is left out with a warning (OpenAI answers 400 "Duplicate item found with id …";
 * transcripts stored before issue 13 may hold such repeats). Forcing research_result → `tool_choice` "required" / `{type:"function", name}`.
 */
export function convertToOpenAIResponsesRequest(
  request: ModelRequest,
  settings: OpenAIResponsesSettings,
): { body: Record<string, unknown>; warnings: string[] } {
  const { turns, warnings } = toWireTurns(request.items);
  const input: Record<string, unknown>[] = [];
  const sentReasoning = { ids: new Set<string>(), encrypted: new Set<string>() };
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
                const repeat = repeatedReasoning(reasoning, sentReasoning);
                if (repeat === null) input.push(sent);
                else warnings.push(repeat);
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
    case "none":
      return "none";
    case "tool":
      return { type: "function", name: choice.name };
  }
}

/** Why a reasoning item repeats one already in the request (noting it as sent), or null. */
function repeatedReasoning(
  item: Record<string, unknown>,
  sent: { ids: Set<string>; encrypted: Set<string> },
): string | null {
  const id = typeof item.id === "string" && item.id !== "" ? item.id : null;
  const encrypted = String(item.encrypted_content);
  const label = `reasoning item ${id ?? "(no id)"}`;
  const outcome = "sent once (OpenAI rejects duplicate items)";
  if (id !== null && sent.ids.has(id)) return `${label} was already in the request; ${outcome}`;
  if (sent.encrypted.has(encrypted)) {
    return `${label} repeats the encrypted content of an item already in the request; ${outcome}`;
  }
  if (id !== null) sent.ids.add(id);
  sent.encrypted.add(encrypted);
  return null;
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
