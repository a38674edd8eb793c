import { formatIssues } from "../agent/tool-call-acceptance";
import { researchResultSchema, type ResearchResult } from "./research-result";

/** At most this many retries after a rejected research_result (seed 000 `max_retries=2`). */
export const MAX_CONTRACT_RETRIES = 2;

export type ContractCheck =
  { ok: true; result: ResearchResult; guardsApplied: string[] } | { ok: false; errors: string[] };

/**
 * Validate a child's research_result arguments against the seed 000 schema and apply the
 * runtime guards. `actualToolCalls` is the runtime's own count of the child's tool calls
 * (the research_result call excluded); `transcriptRef` is the stored transcript's handle.
 */
export function checkResearchResult(
  input: unknown,
  context: { actualToolCalls: number; transcriptRef: string; budgetExhausted: boolean },
): ContractCheck {
  const parsed = researchResultSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: formatIssues(parsed.error.issues) };
  const guarded = applyContractGuards(
    { ...parsed.data, transcript_ref: context.transcriptRef },
    context,
  );
  return { ok: true, ...guarded };
}

/**
 * Guards that live in runtime code, not in the child's instructions (seed 000):
 * - no findings and no unresolved items → `effort.budget_exhausted = true` (a silent early stop);
 * - the runtime's tool-call count replaces a different claimed count;
 * - a budget the runtime saw run out is reported as exhausted.
 */
export function applyContractGuards(
  result: ResearchResult,
  context: { actualToolCalls: number; budgetExhausted: boolean },
): { result: ResearchResult; guardsApplied: string[] } {
  const guardsApplied: string[] = [];
  const effort = { ...result.effort };
  if (result.findings.length === 0 && result.unresolved.length === 0 && !effort.budget_exhausted) {
    effort.budget_exhausted = true;
    guardsApplied.push(
      "no findings and no unresolved items: budget_exhausted set to true (a child that found nothing and named no open question has almost certainly stopped early)",
    );
  }
  if (context.budgetExhausted && !effort.budget_exhausted) {
    effort.budget_exhausted = true;
    guardsApplied.push(
      "the runtime saw the tool-call budget run out: budget_exhausted set to true",
    );
  }
  if (effort.tool_calls !== context.actualToolCalls) {
    guardsApplied.push(
      `effort.tool_calls corrected from ${effort.tool_calls} (claimed) to ${context.actualToolCalls} (counted by the runtime)`,
    );
    effort.tool_calls = context.actualToolCalls;
  }
  return { result: { ...result, effort }, guardsApplied };
}
