import type { ModelRequest, ToolChoice } from "../model-provider";
import { argumentsAsObject } from "../shared/tool-arguments";
import { toWireTurns } from "../shared/wire-turns";
import {
  anthropicProviderData,
  anthropicToolUseId,
  type AnthropicSettings,
} from "./anthropic-settings";

type Message = { role: "user" | "assistant"; content: Record<string, unknown>[] };

/**
 * Transcript → Anthropic Messages request body. Each response becomes one assistant message:
 * thinking blocks unchanged (signatures included) where they were, text blocks, and
 * `tool_use` blocks with our stored id and `input` as an object (a malformed or empty one is
 * `{}`; that call never ran). The next user message starts with one `tool_result` per call
 * (`is_error` unless ok), in call order; corrections and notices follow as text in that same
 * message (every tool_use is answered in the immediately following user message).
 * Forcing research_result → `{type:"any"}` / `{type:"tool", name}`; with thinking on forcing
 * is not allowed, so it falls back to `{type:"auto"}` with a warning.
 */
export function convertToAnthropicRequest(
  request: ModelRequest,
  settings: AnthropicSettings,
): { body: Record<string, unknown>; warnings: string[] } {
  const { turns, warnings } = toWireTurns(request.items);
  const system: string[] = [request.systemPrompt];
  const messages: Message[] = [];
  const add = (role: Message["role"], content: Record<string, unknown>[]) => {
    if (content.length === 0) return;
    const last = messages[messages.length - 1];
    if (last?.role === role) last.content.push(...content);
    else messages.push({ role, content });
  };
  for (const turn of turns) {
    switch (turn.kind) {
      case "system":
        system.push(turn.text);
        break;
      case "user":
        if (turn.text !== "") add("user", [{ type: "text", text: turn.text }]);
        break;
      case "assistant": {
        const content: Record<string, unknown>[] = [];
        turn.items.forEach((item, index) => {
          const extra = anthropicProviderData(item.providerData);
          content.push(...(extra.blocksBefore ?? []));
          if (item.kind === "message") {
            if (item.text !== "") content.push({ type: "text", text: item.text });
          } else {
            content.push({
              type: "tool_use",
              id: anthropicToolUseId(item.callId),
              name: item.name,
              input: argumentsAsObject(item),
            });
          }
          if (index === turn.items.length - 1) content.push(...(extra.blocksAfter ?? []));
        });
        add("assistant", content);
        break;
      }
      case "results":
        add(
          "user",
          turn.pairs.map(({ result }) => ({
            type: "tool_result",
            tool_use_id: anthropicToolUseId(result.toolUseId),
            content: result.content,
            ...(result.status === "ok" ? {} : { is_error: true }),
          })),
        );
        break;
    }
  }
  const body: Record<string, unknown> = {
    model: request.model,
    max_tokens: settings.maxTokens,
    system: system.join("\n\n"),
    messages,
    tools: request.tools.map((tool) => ({
      name: tool.name,
      description: tool.description,
      input_schema: tool.inputJsonSchema,
    })),
    tool_choice: toolChoice(request.toolChoice, settings, warnings),
  };
  if (settings.thinkingBudget !== null) {
    body.thinking = { type: "enabled", budget_tokens: settings.thinkingBudget };
  }
  if (settings.stream) body.stream = true;
  return { body, warnings };
}

function toolChoice(
  choice: ToolChoice,
  settings: AnthropicSettings,
  warnings: string[],
): Record<string, unknown> {
  // Both are allowed while extended thinking is on.
  if (choice.type === "auto" || choice.type === "none") return { type: choice.type };
  if (settings.thinkingBudget !== null) {
    const wanted = choice.type === "tool" ? `the ${choice.name} tool` : "a tool call";
    warnings.push(
      `tool_choice: Anthropic does not allow forcing ${wanted} while extended thinking is on; sent {"type":"auto"} (the return contract, research_result or final_answer, is still enforced by validation and retries)`,
    );
    return { type: "auto" };
  }
  return choice.type === "required" ? { type: "any" } : { type: "tool", name: choice.name };
}
