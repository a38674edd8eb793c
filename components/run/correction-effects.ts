import type { CorrectionConsumptionRecord } from "@/server/runtime/records";
import type { TranscriptItem } from "@/server/runtime/transcript/transcript-item";
import { summarizeToolCall, type ToolCallSummary } from "./tool-call-summary";

/**
 * What a consumed correction changed, read from the agent's transcript (issue 12, "Readable"
 * 9): the calls it held back (not yet started when the correction arrived, so not run) by tool and
 * arguments, and the agent's next step after it.
 */
export interface CorrectionEffect {
  /** `read_file(path: "src/a.ts")` per prevented call; the raw id when it is not loaded. */
  prevented: string[];
  /** The agent's first tool call or text after the correction; null when not (yet) there. */
  nextStep: string | null;
  /** The next step in words when it is a tool call ("returned its debrief", research_result). */
  nextCall: ToolCallSummary | null;
  /** True when the next step is one of the not-executed calls, issued again. */
  nextStepRepeats: boolean;
  /** What the agent said about the correction before its next tool call; null when nothing. */
  reply: string | null;
  /** True when the agent said it did not act on the correction ("… not acted on …"). */
  notActedOn: boolean;
}

const NOT_ACTED_ON = /\bnot acted on\b/i;

const MAX_VALUE = 60;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** `name(key: value, …)` for a tool call, each value shortened. */
export function describeToolCall(call: { name: string; argumentsText: string }): string {
  let args: unknown;
  try {
    args = JSON.parse(call.argumentsText);
  } catch {
    return `${call.name}(${clip(call.argumentsText, MAX_VALUE)})`;
  }
  if (typeof args !== "object" || args === null || Array.isArray(args))
    return `${call.name}(${clip(JSON.stringify(args), MAX_VALUE)})`;
  const parts = Object.entries(args as Record<string, unknown>).map(
    ([key, value]) => `${key}: ${clip(JSON.stringify(value) ?? "null", MAX_VALUE)}`,
  );
  return `${call.name}(${parts.join(", ")})`;
}

/** The effect of `consumption` in `transcript` (the agent's items, in order). */
export function correctionEffect(
  transcript: readonly TranscriptItem[] | undefined,
  consumption: CorrectionConsumptionRecord,
): CorrectionEffect {
  const items = transcript ?? [];
  const calls = new Map(
    items.flatMap((item) => (item.kind === "tool_call" ? [[item.callId, item] as const] : [])),
  );
  const prevented = consumption.preventedCallIds.map((id) => {
    const call = calls.get(id);
    return call ? describeToolCall(call) : id;
  });
  const at = items.findIndex(
    (item) => item.kind === "correction" && item.correctionSequence === consumption.sequence,
  );
  if (at < 0)
    return {
      prevented,
      nextStep: null,
      nextCall: null,
      nextStepRepeats: false,
      reply: null,
      notActedOn: false,
    };
  const after = items.slice(at + 1);
  const callAt = after.findIndex((item) => item.kind === "tool_call");
  const said = (callAt < 0 ? after : after.slice(0, callAt)).find(
    (item) => item.kind === "message" && item.role === "assistant",
  );
  const saidText = said?.kind === "message" ? said.text : null;
  // The next step is the next tool call; without one, what the agent said.
  const next = callAt >= 0 ? after[callAt] : said;
  const nextStep =
    next?.kind === "tool_call"
      ? describeToolCall(next)
      : next?.kind === "message"
        ? `said: "${clip(next.text, 120)}"`
        : null;
  return {
    prevented,
    nextStep,
    nextCall: next?.kind === "tool_call" ? summarizeToolCall(next) : null,
    nextStepRepeats:
      next?.kind === "tool_call" && nextStep !== null && prevented.includes(nextStep),
    reply: callAt >= 0 ? saidText : null,
    notActedOn: saidText !== null && NOT_ACTED_ON.test(saidText),
  };
}

/** A sentence around a tool call description: `before` + code + `after`. */
export interface CallSentence {
  before: string;
  code: string;
  after: string;
}

/**
 * The sentences a consumed correction's effect reads as: the calls held back (the seed's rule:
 * every call of the batch not yet started when a correction arrives is not run, so the agent
 * re-plans with the correction; the correction did not target them), and what the agent did
 * next. "prevented: X" beside
 * "the agent: X" read as a contradiction when the agent issued the same call again after
 * reading the correction; that case now says so. Any other next call reads as words with its
 * tool name ("the agent returned its debrief (research_result)"), never its raw arguments.
 */
export function correctionEffectText(effect: CorrectionEffect): {
  notExecuted: CallSentence | null;
  nextStep: CallSentence | null;
} {
  const notExecuted =
    effect.prevented.length === 0
      ? null
      : {
          before: heldBackLead(effect.prevented.length),
          code: effect.prevented.join(", "),
          after: "",
        };
  const nextStep =
    effect.nextStep === null
      ? null
      : effect.nextStepRepeats
        ? {
            before: "re-planning with the correction, the agent issued ",
            code: effect.nextStep,
            after: " again",
          }
        : effect.nextCall !== null
          ? {
              before: `after reading the correction, the agent ${effect.nextCall.description} (`,
              code: effect.nextCall.tool,
              after: ")",
            }
          : {
              before: "after reading the correction, the agent: ",
              code: effect.nextStep,
              after: "",
            };
  return { notExecuted, nextStep };
}

/**
 * Why those calls were held back, so an operator does not read them as what the correction
 * cancelled: every call of the batch that had not started yet is held back, whatever the
 * correction says.
 */
function heldBackLead(count: number): string {
  return count === 1
    ? "not run: it had not started when the correction arrived, so the agent re-planned first: "
    : `not run: these ${count} calls had not started when the correction arrived, so the agent re-planned first: `;
}

/** A sentence as plain text (titles, tests). */
export function sentenceText(sentence: CallSentence): string {
  return `${sentence.before}${sentence.code}${sentence.after}`;
}
