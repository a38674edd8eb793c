import { formatIssues } from "../agent/tool-call-acceptance";
import { researchResultSchema, type ResearchResult } from "./research-result";
import { searchedAfterAll, type SucceededCall } from "./searched-coverage";
import { verifiedOnUnreadFiles } from "./unread-provenance";

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
  context: {
    actualToolCalls: number;
    transcriptRef: string;
    budgetExhausted: boolean;
    /** The child's tool calls and results as text (toolExchangeText); null or absent: unknown. */
    toolExchangeText?: string | null;
    /** The child's tool calls that succeeded (succeededCalls); null or absent: unknown. */
    succeededCalls?: readonly SucceededCall[] | null;
  },
): ContractCheck {
  const parsed = researchResultSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: firstErrors(formatIssues(parsed.error.issues)) };
  const guarded = applyContractGuards(
    { ...parsed.data, transcript_ref: context.transcriptRef },
    context,
  );
  return { ok: true, ...guarded };
}

/** How many validation errors go back to the child (and into the stored debrief). */
export const MAX_CONTRACT_ERRORS = 20;

/**
 * The first MAX_CONTRACT_ERRORS errors, with a last line counting the rest: what goes back to
 * a child (research_result) or a parent (final_answer) and into the stored failure.
 */
export function firstErrors(errors: string[]): string[] {
  if (errors.length <= MAX_CONTRACT_ERRORS) return errors;
  return [
    ...errors.slice(0, MAX_CONTRACT_ERRORS),
    `… and ${errors.length - MAX_CONTRACT_ERRORS} more errors like these`,
  ];
}

/**
 * Guards that live in runtime code, not in the child's instructions (seed 000):
 * - no findings and no unresolved items → `effort.budget_exhausted = true` (a silent early stop);
 * - the runtime's tool-call count replaces a different claimed count;
 * - a budget the runtime saw run out is reported as exhausted;
 * - a `verified` finding whose every cited file the child did not read (its coverage.not_searched
 *   names it, or no tool call or result of its transcript mentions it) is lowered to `inferred`
 *   (unread-provenance.ts): verified means read out of a file;
 * - a coverage.not_searched entry the child's transcript shows it searched (a file it read, a
 *   "skipped by correction" part whose tool had already run) is removed (searched-coverage.ts).
 */
export function applyContractGuards(
  result: ResearchResult,
  context: {
    actualToolCalls: number;
    budgetExhausted: boolean;
    toolExchangeText?: string | null;
    succeededCalls?: readonly SucceededCall[] | null;
  },
): { result: ResearchResult; guardsApplied: string[] } {
  const guardsApplied: string[] = [];
  const notSearched = result.coverage.not_searched.filter((entry) => {
    const searched = searchedAfterAll(entry, context.succeededCalls ?? null);
    if (searched === null) return true;
    guardsApplied.push(
      `coverage.not_searched entry "${entry}" removed: ${searched} (not_searched lists only what the child did not look at)`,
    );
    return false;
  });
  const findings = result.findings.map((finding, index) => {
    const unread = verifiedOnUnreadFiles(finding, notSearched, context.toolExchangeText ?? null);
    if (unread === null) return finding;
    guardsApplied.push(
      `finding F${index + 1} lowered from verified to inferred: ${unread} (verified means read out of a file)`,
    );
    return { ...finding, confidence: "inferred" as const };
  });
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
  const coverage = { ...result.coverage, not_searched: notSearched };
  return { result: { ...result, findings, effort, coverage }, guardsApplied };
}
