import type { ModelRequest, ToolChoice } from "../../model-provider";
import type { ToolDefinition } from "../../../tools/tool";
import type {
  CallAcceptance,
  NewTranscriptItem,
  ToolResultStatus,
  TranscriptItem,
} from "../../../transcript/transcript-item";

/**
 * Small transcripts for conversion tests, written the way the cases file writes them:
 * `U(text)`, `A(id, name, args)`, `R(id, output)`, plus corrections and notices. Items get
 * sequence numbers in order; `iteration` groups a model response's text and calls.
 */
export class TranscriptBuilder {
  readonly items: TranscriptItem[] = [];

  private push(item: NewTranscriptItem, iteration: number): this {
    const sequence = this.items.length;
    this.items.push({
      ...item,
      id: `agent_t:${sequence}`,
      agentId: "agent_t",
      sequence,
      iteration,
      createdAt: 1_700_000_000_000 + sequence,
    } as TranscriptItem);
    return this;
  }

  user(text: string, iteration = 0): this {
    return this.push({ kind: "message", role: "user", text }, iteration);
  }

  text(text: string, iteration: number, providerData?: Record<string, unknown>): this {
    return this.push(
      { kind: "message", role: "assistant", text, ...(providerData ? { providerData } : {}) },
      iteration,
    );
  }

  call(
    iteration: number,
    callId: string,
    name: string,
    argumentsText: string,
    options: {
      providerCallId?: string | null;
      format?: "string" | "object";
      acceptance?: CallAcceptance;
      providerData?: Record<string, unknown>;
    } = {},
  ): this {
    const providerCallId = options.providerCallId === undefined ? callId : options.providerCallId;
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(argumentsText) as unknown;
    } catch {
      parsed = null;
    }
    const acceptance = options.acceptance ?? "accepted";
    return this.push(
      {
        kind: "tool_call",
        callId,
        providerCallId,
        idSource: providerCallId === null ? "assigned" : "provider",
        name,
        argumentsText,
        argumentsFormat: options.format ?? "string",
        parsedArguments: acceptance === "accepted" ? parsed : null,
        acceptance,
        rejectionReason: acceptance === "accepted" ? null : `rejected: ${acceptance}`,
        ...(options.providerData ? { providerData: options.providerData } : {}),
      },
      iteration,
    );
  }

  result(
    iteration: number,
    toolUseId: string,
    toolName: string,
    content: string,
    status: ToolResultStatus = "ok",
  ): this {
    return this.push(
      {
        kind: "tool_result",
        toolUseId,
        toolName,
        status,
        content,
        uncertainty: null,
        preventedByCorrection: null,
      },
      iteration,
    );
  }

  correction(iteration: number, sequence: number, text: string): this {
    return this.push(
      { kind: "correction", correctionSequence: sequence, author: "human:operator", text },
      iteration,
    );
  }

  notice(iteration: number, text: string): this {
    return this.push({ kind: "notice", source: "contract", text }, iteration);
  }
}

/** Two small tools and the return tool, as providers see them. */
export const TEST_TOOLS: ToolDefinition[] = [
  {
    name: "search_code",
    description: "Search the workspace.",
    inputJsonSchema: {
      type: "object",
      properties: { query: { type: "string" } },
      required: ["query"],
      additionalProperties: false,
    },
  },
  {
    name: "research_result",
    description: "Return the debrief.",
    inputJsonSchema: { type: "object", properties: {}, additionalProperties: true },
  },
];

/** A child's request over `items`. */
export function testRequest(
  items: readonly TranscriptItem[],
  options: { toolChoice?: ToolChoice; model?: string } = {},
): ModelRequest {
  return {
    runId: "run_t",
    agentId: "agent_t",
    agentRole: "child",
    brief: "Which merchants break?",
    systemPrompt: "You are a child research agent.",
    items,
    tools: TEST_TOOLS,
    toolChoice: options.toolChoice ?? { type: "required" },
    iteration: 3,
    model: options.model ?? "test-model",
    signal: new AbortController().signal,
  };
}

/**
 * The cases-file transcript most tests convert: U(brief); a response with text and two
 * parallel search_code calls (one assigned id, one provider id); their results; a response whose
 * first call ran and whose second was cancelled (case 2), then a correction (a user turn);
 * a response reusing an earlier id (its deterministic duplicate wire id), truncated JSON and
 * empty arguments, each with its paired result; then a notice.
 */
export function casesTranscript(providerId: (index: number) => string): TranscriptBuilder {
  const a = providerId(0);
  const b = providerId(1);
  const c = providerId(2);
  return new TranscriptBuilder()
    .user("Which merchants break?")
    .text("Searching both spellings.", 1)
    .call(1, "call_1_0", "search_code", '{"query":"x"}', { providerCallId: null })
    .call(1, a, "search_code", '{"query":"y"}')
    .result(1, "call_1_0", "search_code", "3 matches for x")
    .result(1, a, "search_code", "0 matches for y")
    .call(2, b, "search_code", '{"query":"v2"}')
    .call(2, c, "search_code", '{"query":"v3"}')
    .result(2, b, "search_code", "2 matches for v2")
    .result(2, c, "search_code", "cancelled before it started: operator stop", "cancelled")
    .correction(2, 1, "Also check the sandbox.")
    .call(3, `${a}#dup-3-0`, "search_code", '{"query":"sandbox"}', {
      providerCallId: a,
      acceptance: "duplicate_id",
    })
    .call(3, providerId(3), "search_code", '{"a"', { acceptance: "malformed_arguments" })
    .call(3, providerId(4), "research_result", "")
    .result(3, `${a}#dup-3-0`, "search_code", 'duplicate call id "x": not executed', "error")
    .result(3, providerId(3), "search_code", "arguments are not valid JSON", "error")
    .result(3, providerId(4), "research_result", "research_result rejected", "error")
    .notice(3, "You must finish by calling research_result.");
}
