import type { RequiredCaveat } from "../../../shared/escalation-case-schema";
import type { RunScores } from "../../../shared/experiment-scores";

/**
 * The case's required caveats a final answer carries: one is carried when the answer mentions
 * at least one term of every group of its `mentions` (case-insensitive substrings; see
 * datasets/escalations/README.md). Whether it is stated as a hedge rather than as a fact is
 * the caveat audit's question, not this one's.
 */
export function scoreRequiredCaveats(
  answer: string | null,
  caveats: readonly RequiredCaveat[],
): RunScores["requiredCaveats"] {
  const text = (answer ?? "").toLowerCase();
  const missing = caveats
    .filter(
      (caveat) =>
        !caveat.mentions.every((group) => group.some((term) => text.includes(term.toLowerCase()))),
    )
    .map((caveat) => caveat.id);
  return { required: caveats.length, carried: caveats.length - missing.length, missing };
}
