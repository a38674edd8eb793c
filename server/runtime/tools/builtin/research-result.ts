import { researchResultSchema, type ResearchResultInput } from "../../contract/research-result";
import type { Tool } from "../tool";

/**
 * The forced return tool of a child (seed 000). The loop intercepts it and enforces the
 * contract (validation, retries, guards); `execute` is never the path a debrief takes.
 */
export const researchResultTool: Tool<ResearchResultInput> = {
  name: "research_result",
  description:
    "Finish your research by returning a typed debrief: findings (claim, provenance as file:line or table.column, confidence verified|inferred|reported), assumptions you had to take as true, unresolved questions with what would settle each, coverage (searched / not_searched) and effort (tool_calls, budget_exhausted). This is the only way to finish.",
  inputSchema: researchResultSchema,
  effect: "read",
  execute() {
    return Promise.resolve({
      status: "error",
      content: "research_result is handled by the runtime",
    });
  },
};
