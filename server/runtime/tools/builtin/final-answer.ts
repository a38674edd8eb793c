import { finalAnswerSchema, type FinalAnswerInput } from "../../contract/final-answer";
import type { Tool } from "../tool";

/**
 * The forced return tool of a parent (issue 14), as research_result is a child's. The loop
 * intercepts it and enforces the contract (validation against the debriefs the parent
 * received, 2 retries); `execute` is never the path an answer takes.
 */
export const finalAnswerTool: Tool<FinalAnswerInput> = {
  name: "final_answer",
  description:
    "Finish by returning your answer as claims. Each claim: text (what the user reads, with its hedges in the words), rests_on (the ids of the debrief items it rests on, exactly as printed in the debriefs, e.g. researcher/F2, researcher/A1), carries (for every hedged item in rests_on — inferred or reported findings, assumptions, unresolved questions, not-searched areas, exhausted budgets — how the claim carries its hedge: condition | attribution | qualified | open_question | coverage_gap | incomplete, with the exact words of text that carry it) and stated_as (established | qualified). A claim that rests on a hedged item without carrying it drops that caveat, and the audit flags it. This is the only way to finish.",
  inputSchema: finalAnswerSchema,
  effect: "read",
  execute() {
    return Promise.resolve({ status: "error", content: "final_answer is handled by the runtime" });
  },
};
