import { z } from "zod";
import { countOf } from "../command-line";
import { acceptToolCalls } from "../../server/runtime/agent/tool-call-acceptance";
import type {
  ModelProvider,
  ModelRequest,
  ModelResponse,
  ToolChoice,
} from "../../server/runtime/providers/model-provider";
import { systemClock } from "../../server/runtime/system-clock";
import type { Tool } from "../../server/runtime/tools/tool";
import { toToolDefinition } from "../../server/runtime/tools/tool-definitions";
import { Transcript } from "../../server/runtime/transcript/transcript";

/** One recorded exchange of the smoke (bodies exactly as sent and received). */
export interface SmokeExchange {
  requestBody: unknown;
  responseBody: string;
  httpStatus: number | null;
  warnings: string[];
}

/** What one provider's round trip showed. */
export interface SmokeResult {
  provider: string;
  model: string;
  ok: boolean;
  /** What was checked and held. */
  checks: string[];
  /** What failed; empty when ok. */
  problems: string[];
  exchanges: SmokeExchange[];
}

/** The lookup's answer (fixed: the smoke checks the wire, not the data). */
function lookupAnswer(merchantId: string): string {
  return `${merchantId}: api_version=v2, region=eu`;
}

/** The one tool of the smoke: a lookup the model is asked to call once. */
export const LOOKUP_TOOL: Tool<{ merchant_id: string }> = {
  name: "lookup_merchant",
  description: "Look up a merchant's API version by its id.",
  inputSchema: z.object({ merchant_id: z.string().describe("the merchant id, e.g. m_17") }),
  effect: "read",
  execute: ({ merchant_id }) =>
    Promise.resolve({ status: "ok", content: lookupAnswer(merchant_id) }),
};

const QUESTION =
  "Call lookup_merchant once with merchant_id m_17, then answer in one sentence with its API version.";

/**
 * One small tool-call round trip through the real provider and Debrief's own runtime pieces
 * (acceptance, transcript, conversions): request 1 must produce a lookup_merchant call; its
 * result goes back in request 2 under the same call id, and the model must answer without a
 * pairing error. Checks the call id (kept byte for byte, or assigned once when the provider
 * sent none), the arguments and the pairing in the second request body.
 */
export async function smokeRoundTrip(
  provider: ModelProvider,
  model: string,
  options: { timeoutMs?: number } = {},
): Promise<SmokeResult> {
  const result: SmokeResult = {
    provider: provider.name,
    model,
    ok: false,
    checks: [],
    problems: [],
    exchanges: [],
  };
  const transcript = new Transcript("agent_smoke", systemClock);
  transcript.append({ kind: "message", role: "user", text: QUESTION }, 0);
  const tools = new Map([[LOOKUP_TOOL.name, LOOKUP_TOOL]]);
  try {
    const first = await call(provider, model, transcript, 1, { type: "required" }, result, options);
    const calls = first.outputs.flatMap((output) =>
      output.type === "tool_call" ? [output.call] : [],
    );
    const lookupCall = calls.find((entry) => entry.name === LOOKUP_TOOL.name);
    if (lookupCall === undefined) {
      result.problems.push(`response 1 made no ${LOOKUP_TOOL.name} call (${calls.length} calls)`);
      return result;
    }
    result.checks.push(
      lookupCall.providerCallId === null
        ? "response 1: the call came without an id (one is assigned once)"
        : `response 1: call id ${JSON.stringify(lookupCall.providerCallId)}`,
    );
    const accepted = acceptToolCalls(calls, transcript, tools, 1);
    const items = accepted.map((entry) => transcript.append(entry.item, 1));
    for (const item of items) {
      if (item.kind !== "tool_call") continue;
      if (item.acceptance !== "accepted") {
        result.problems.push(`call ${item.callId} was rejected: ${item.rejectionReason ?? ""}`);
      }
      if (lookupCall.providerCallId !== null && item.providerCallId === lookupCall.providerCallId) {
        if (item.callId !== lookupCall.providerCallId) {
          result.problems.push(`call id changed: ${lookupCall.providerCallId} → ${item.callId}`);
        }
      }
      const runs = item.name === LOOKUP_TOOL.name && item.acceptance === "accepted";
      const outcome = runs
        ? {
            status: "ok" as const,
            content: lookupAnswer((item.parsedArguments as { merchant_id: string }).merchant_id),
          }
        : { status: "error" as const, content: `not executed: ${item.rejectionReason ?? ""}` };
      transcript.append(
        {
          kind: "tool_result",
          toolUseId: item.callId,
          toolName: item.name,
          status: outcome.status,
          content: outcome.content,
          uncertainty: null,
          preventedByCorrection: null,
        },
        1,
      );
    }
    result.checks.push(
      `arguments received: ${String(lookupCall.arguments === "" ? "(empty)" : typeof lookupCall.arguments === "string" ? lookupCall.arguments : JSON.stringify(lookupCall.arguments))}`,
    );
    const second = await call(provider, model, transcript, 2, { type: "auto" }, result, options);
    const sent = second.requestBody;
    for (const item of items) {
      if (item.kind !== "tool_call") continue;
      const occurrences = sent.split(JSON.stringify(item.callId)).length - 1;
      if (occurrences < 2) {
        result.problems.push(
          `request 2 carries call id ${item.callId} ${countOf(occurrences, "time")}; the call and its result need it`,
        );
      } else {
        result.checks.push(`request 2: call and result paired by ${item.callId}`);
      }
    }
    const answer = second.outputs
      .flatMap((output) => (output.type === "text" ? [output.text] : []))
      .join(" ")
      .trim();
    result.checks.push(
      answer === ""
        ? "response 2: no text (tool calls only)"
        : `response 2: "${answer.slice(0, 120)}"`,
    );
    result.ok = result.problems.length === 0;
    return result;
  } catch (error) {
    result.problems.push(error instanceof Error ? error.message : String(error));
    return result;
  }
}

async function call(
  provider: ModelProvider,
  model: string,
  transcript: Transcript,
  iteration: number,
  toolChoice: ToolChoice,
  result: SmokeResult,
  options: { timeoutMs?: number },
): Promise<ModelResponse> {
  const request: ModelRequest = {
    runId: "run_smoke",
    agentId: "agent_smoke",
    agentRole: "child",
    brief: QUESTION,
    systemPrompt: "You are a careful assistant. Use the tool when asked.",
    items: transcript.items,
    tools: [toToolDefinition(LOOKUP_TOOL)],
    toolChoice,
    iteration,
    model,
    signal: AbortSignal.timeout(options.timeoutMs ?? 120_000),
  };
  try {
    const response = await provider.complete(request);
    result.exchanges.push({
      requestBody: JSON.parse(response.requestBody) as unknown,
      responseBody: response.responseBody,
      httpStatus: response.httpStatus,
      warnings: response.warnings,
    });
    return response;
  } catch (error) {
    const details = (error as { details?: { requestBody?: string; responseBody?: string } })
      .details;
    if (details?.requestBody) {
      result.exchanges.push({
        requestBody: JSON.parse(details.requestBody) as unknown,
        responseBody: details.responseBody ?? "",
        httpStatus: (error as { status?: number | null }).status ?? null,
        warnings: [],
      });
    }
    throw error;
  }
}
