import type { ScriptedSamplePolicy } from "../../runtime/providers/scripted/scripted-policy";
import { ledgerlineCorrectionReply, ledgerlineDebrief } from "./ledgerline-debrief";
import { LEDGERLINE_FOCUS_BRIEFS, ledgerlineFocus, nextLedgerlineCall } from "./ledgerline-policy";
import { isLedgerlineQuestion } from "./sample-question";

/** How many times the child latency the two-children scenario's direct researcher waits per call. */
export const TWO_CHILDREN_DIRECT_LATENCY_FACTOR = 4;

/**
 * The scripted model's research of the ledgerline escalation (seed 000): it claims the
 * escalation question and the focused briefs its fan-out parent gives; the fan-out,
 * overconfident and two-children scenarios spawn focused children.
 */
export const ledgerlineScriptedPolicy: ScriptedSamplePolicy = {
  claims: (brief) => ledgerlineFocus(brief) !== "all" || isLedgerlineQuestion(brief),
  childPlan(scenario, question) {
    if (!isLedgerlineQuestion(question)) return null;
    const foci =
      scenario === "fan-out" || scenario === "overconfident"
        ? (["direct", "fallback", "sandbox", "changelog"] as const)
        : scenario === "two-children"
          ? (["direct", "fallback"] as const)
          : null;
    return (
      foci?.map((focus) => ({
        name: `${focus}-researcher`,
        brief: LEDGERLINE_FOCUS_BRIEFS[focus],
      })) ?? null
    );
  },
  nextCall: (items, brief) => nextLedgerlineCall(items, ledgerlineFocus(brief)),
  debrief: (items, brief) => ledgerlineDebrief(items, ledgerlineFocus(brief)),
  correctionReply: ledgerlineCorrectionReply,
  // The direct researcher is the one a person cancels in the two-children scenario: it takes
  // TWO_CHILDREN_DIRECT_LATENCY_FACTOR times the child latency per call, so its four calls leave
  // a person most of a minute to cancel it on a loaded machine (a cancel test that raced the
  // child's end lost once), while the fallback researcher finishes.
  childLatencyFactor: (scenario, brief) =>
    scenario === "two-children" && ledgerlineFocus(brief) === "direct"
      ? TWO_CHILDREN_DIRECT_LATENCY_FACTOR
      : 1,
};
