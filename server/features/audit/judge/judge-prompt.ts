import { z } from "zod";
import type { ModelOutput } from "../../../runtime/providers/model-provider";
import type { ToolDefinition } from "../../../runtime/tools/tool";
import type { AuditFlag } from "../audit-report";

/**
 * The model judge's prompt and how its answer is read (issue 14): one flag at a time, the child
 * text that was hedged and the claim that dropped it; the model answers with one forced tool
 * call, `judge_verdict` { verdict: dropped | carried | unsure, explanation }. Its opinion is
 * stored beside the mechanical flag and never replaces it.
 */

export const JUDGE_TOOL = "judge_verdict";
export const JUDGE_VERDICTS = ["dropped", "carried", "unsure"] as const;
export type JudgeVerdict = (typeof JUDGE_VERDICTS)[number] | "failed";

const verdictSchema = z.object({
  verdict: z.enum(JUDGE_VERDICTS),
  explanation: z.string().trim().min(1).max(2000),
});

export const JUDGE_SYSTEM_PROMPT = [
  "You are a second reviewer of a caveat audit. A child research agent marked an item as not established (an inferred or reported finding, an assumption, an open question, an area it did not search).",
  "A parent agent then wrote a final answer. Decide whether the quoted claim of that answer drops the item's hedge: states as established, or silently leaves out, what the child hedged.",
  "Answer only by calling judge_verdict: verdict dropped (the hedge is lost), carried (the answer keeps it, in any wording) or unsure, and a one-paragraph explanation.",
].join("\n");

/** The tool the judge must call, as providers receive tools. */
export const JUDGE_TOOL_DEFINITION: ToolDefinition = {
  name: JUDGE_TOOL,
  description: "Give your verdict on one audit flag.",
  inputJsonSchema: {
    type: "object",
    properties: {
      verdict: { type: "string", enum: [...JUDGE_VERDICTS] },
      explanation: { type: "string" },
    },
    required: ["verdict", "explanation"],
    additionalProperties: false,
  },
};

/** The user message for one flag: the hedged item, the dropping claim, the whole answer. */
export function judgePrompt(flag: AuditFlag, finalAnswer: string): string {
  return [
    `Hedged item (${flag.hedgeKind}, ${flag.hedgeLabel} from ${flag.agentName}):`,
    `"${flag.childText}"`,
    "",
    `Claim of the final answer the audit says drops it${flag.claimId ? ` (${flag.claimId})` : ""}:`,
    `"${flag.claimText || "(no single claim: the answer leaves the item out)"}"`,
    `The audit's reason: ${flag.reason}`,
    "",
    "The whole final answer:",
    finalAnswer,
  ].join("\n");
}

/** The verdict in the judge's outputs; `failed` with the reason when it gave none valid. */
export function readVerdict(outputs: readonly ModelOutput[]): {
  verdict: JudgeVerdict;
  explanation: string;
} {
  const call = outputs.find(
    (output) => output.type === "tool_call" && output.call.name === JUDGE_TOOL,
  );
  if (call?.type !== "tool_call") {
    const text = outputs
      .flatMap((output) => (output.type === "text" ? [output.text] : []))
      .join(" ");
    return {
      verdict: "failed",
      explanation: `the judge did not call ${JUDGE_TOOL}${text ? `: ${text.slice(0, 300)}` : ""}`,
    };
  }
  let value: unknown = call.call.arguments;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return { verdict: "failed", explanation: `${JUDGE_TOOL} arguments are not JSON` };
    }
  }
  const parsed = verdictSchema.safeParse(value);
  if (!parsed.success) {
    return {
      verdict: "failed",
      explanation: `${JUDGE_TOOL} arguments are invalid: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`,
    };
  }
  return parsed.data;
}
