import type { ScriptedSamplePolicy } from "../../runtime/providers/scripted/scripted-policy";
import { ledgerlineCorrectionReply, ledgerlineDebrief } from "./ledgerline-debrief";
import { LEDGERLINE_FOCUS_BRIEFS, ledgerlineFocus, nextLedgerlineCall } from "./ledgerline-policy";
import { isLedgerlineQuestion } from "./sample-question";

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
};
