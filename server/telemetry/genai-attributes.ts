/**
 * OpenTelemetry GenAI semantic-convention names (Development status; semantic-conventions
 * 1.45 `incubating` entry, whose README advises copying the names rather than importing
 * them). Debrief's own attributes live under `debrief.*`.
 */
export const GEN_AI = {
  operationName: "gen_ai.operation.name",
  providerName: "gen_ai.provider.name",
  agentId: "gen_ai.agent.id",
  agentName: "gen_ai.agent.name",
  agentDescription: "gen_ai.agent.description",
  conversationId: "gen_ai.conversation.id",
  requestModel: "gen_ai.request.model",
  responseFinishReasons: "gen_ai.response.finish_reasons",
  usageInputTokens: "gen_ai.usage.input_tokens",
  usageOutputTokens: "gen_ai.usage.output_tokens",
  usageCacheReadInputTokens: "gen_ai.usage.cache_read.input_tokens",
  usageReasoningOutputTokens: "gen_ai.usage.reasoning.output_tokens",
  toolName: "gen_ai.tool.name",
  toolType: "gen_ai.tool.type",
  toolCallId: "gen_ai.tool.call.id",
  toolCallArguments: "gen_ai.tool.call.arguments",
  toolCallResult: "gen_ai.tool.call.result",
  inputMessages: "gen_ai.input.messages",
  outputMessages: "gen_ai.output.messages",
} as const;

/** `gen_ai.operation.name` values Debrief emits. */
export const OPERATION = {
  invokeAgent: "invoke_agent",
  chat: "chat",
  executeTool: "execute_tool",
} as const;

/** General attributes the GenAI spans also use. */
export const GENERAL = {
  errorType: "error.type",
  httpStatusCode: "http.response.status_code",
  serviceName: "service.name",
  serviceVersion: "service.version",
} as const;

/**
 * `gen_ai.provider.name` for a Debrief provider: the convention's well-known value where there
 * is one (openai, anthropic), the vendor's name otherwise.
 */
export function genAiProviderName(provider: string): string {
  switch (provider) {
    case "kimi":
      return "moonshot";
    case "openai-compatible":
      return "openai_compatible";
    case "scripted":
      return "debrief.scripted";
    default:
      return provider;
  }
}
