import type { CallTruncation, ModelToolCall } from "../providers/model-provider";
import type { AnyTool } from "../tools/tool";
import type { CallAcceptance, NewTranscriptItem } from "../transcript/transcript-item";
import type { Transcript } from "../transcript/transcript";
import { MAX_ARGUMENT_NESTING, nestsDeeperThan } from "../json-nesting";

/** The name of the forced return tool (seed 000). Its arguments are checked by the contract. */
export const RESEARCH_RESULT_TOOL = "research_result";
/** The name of a parent's forced return tool (issue 14). Its arguments are checked by the contract. */
export const FINAL_ANSWER_TOOL = "final_answer";

/** A call after acceptance: the item to append and, when rejected, its paired error text. */
export interface AcceptedCall {
  item: Extract<NewTranscriptItem, { kind: "tool_call" }>;
  /** Null when the call may execute. */
  rejection: string | null;
}

/** The paired error of a call cut short while it was written (ModelToolCall.truncatedBy). */
export function cutCallRejection(by: CallTruncation): string {
  return by === "token_limit"
    ? "the response was cut at the token limit while this call was being written, so its arguments may be incomplete; the tool was not executed (call it again, with shorter arguments if they were long)"
    : "the response's stream ended early while this call was being written, so its arguments may be incomplete; the tool was not executed (call it again)";
}

type ParsedArguments = { ok: true; value: unknown } | { ok: false; reason: string };

/**
 * Parse arguments exactly as received. A JSON string must parse to an object; the empty
 * string means "no arguments" ({}), left to the tool's schema (cases 7 and 8). Arguments
 * nested deeper than MAX_ARGUMENT_NESTING levels are refused (json-nesting.ts).
 */
export function parseToolArguments(raw: string | Record<string, unknown>): ParsedArguments {
  if (typeof raw !== "string") return nestedTooDeep(raw) ?? { ok: true, value: raw };
  if (raw.trim() === "") return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: `arguments are not valid JSON (${detail})` };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return { ok: false, reason: "arguments must be a JSON object" };
  }
  return nestedTooDeep(value) ?? { ok: true, value };
}

/** A refusal for arguments nested past MAX_ARGUMENT_NESTING, else null. */
function nestedTooDeep(value: unknown): ParsedArguments | null {
  return nestsDeeperThan(value, MAX_ARGUMENT_NESTING)
    ? { ok: false, reason: `arguments nest deeper than ${MAX_ARGUMENT_NESTING} levels` }
    : null;
}

/** Format zod issues as `path: message` lines (shared by tool inputs and the contract). */
export function formatIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): string[] {
  return issues.map((issue) => {
    const path = issue.path.map((part) => String(part)).join(".");
    return path === "" ? issue.message : `${path}: ${issue.message}`;
  });
}

/**
 * Turn one model response's tool calls into transcript calls (seed 003: "absent IDs are
 * assigned once, duplicate IDs and malformed arguments get paired errors without execution").
 * Ids: the provider's id is kept byte for byte; a missing id becomes `call_<iteration>_<index>`;
 * a duplicate (within the response or from an earlier turn) becomes
 * `<id>#dup-<iteration>-<index>` and is rejected. An id we assign never takes an id already in
 * the transcript, one assigned earlier in the response or one the provider sent for any call of
 * the response: `call_…` gets `_` appended, `…#dup-…` a counter (`-2`, `-3`, …) until it is free,
 * so every call of the transcript has its own id and a provider's unique id is never refused.
 * A call cut short while it was written (`truncatedBy`) is rejected as malformed arguments,
 * whatever they parse to (cutCallRejection).
 * Deterministic, so replay gives the same ids.
 */
export function acceptToolCalls(
  calls: readonly ModelToolCall[],
  transcript: Transcript,
  tools: ReadonlyMap<string, AnyTool>,
  iteration: number,
): AcceptedCall[] {
  const seen = new Set<string>();
  // Ids the provider sent in this response: an id we assign must never take one of them.
  const providerIds = new Set(
    calls.flatMap((call) => (call.providerCallId ? [call.providerCallId] : [])),
  );
  const taken = (id: string) => transcript.hasCallId(id) || seen.has(id) || providerIds.has(id);
  return calls.map((call, index) => {
    const argumentsText =
      typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments);
    const argumentsFormat = typeof call.arguments === "string" ? "string" : "object";
    const providerId = call.providerCallId;
    let callId: string;
    let acceptance: CallAcceptance = "accepted";
    let rejection: string | null = null;
    let parsedArguments: unknown = null;

    if (providerId === null || providerId === "") {
      callId = `call_${iteration}_${index}`;
      while (taken(callId)) callId = `${callId}_`;
    } else if (transcript.hasCallId(providerId) || seen.has(providerId)) {
      const base = `${providerId}#dup-${iteration}-${index}`;
      callId = base;
      for (let counter = 2; taken(callId); counter += 1) callId = `${base}-${counter}`;
      acceptance = "duplicate_id";
      rejection = `duplicate call id "${providerId}": this call was not executed; call the tool again if it is still needed`;
    } else {
      callId = providerId;
    }
    seen.add(callId);
    if (providerId) seen.add(providerId);

    if (acceptance === "accepted") {
      const tool = tools.get(call.name);
      const parsed = parseToolArguments(call.arguments);
      if (call.truncatedBy !== undefined) {
        acceptance = "malformed_arguments";
        rejection = cutCallRejection(call.truncatedBy);
      } else if (tool === undefined) {
        acceptance = "unknown_tool";
        rejection = `unknown tool "${call.name}"; available tools: ${[...tools.keys()].join(", ")}`;
      } else if (!parsed.ok) {
        acceptance = "malformed_arguments";
        rejection = `${parsed.reason}; the tool was not executed`;
      } else if (call.name === RESEARCH_RESULT_TOOL || call.name === FINAL_ANSWER_TOOL) {
        parsedArguments = parsed.value; // validated by the contract, which counts retries
      } else {
        const validated = tool.inputSchema.safeParse(parsed.value);
        if (validated.success) {
          parsedArguments = validated.data;
        } else {
          acceptance = "invalid_arguments";
          rejection = `invalid arguments for ${call.name}: ${formatIssues(validated.error.issues).join("; ")}; the tool was not executed`;
        }
      }
    }

    const item: AcceptedCall["item"] = {
      kind: "tool_call",
      callId,
      providerCallId: providerId === "" ? null : providerId,
      idSource: providerId ? "provider" : "assigned",
      name: call.name,
      argumentsText,
      argumentsFormat,
      parsedArguments,
      acceptance,
      rejectionReason: rejection,
      ...(call.providerData ? { providerData: call.providerData } : {}),
    };
    return { item, rejection };
  });
}
