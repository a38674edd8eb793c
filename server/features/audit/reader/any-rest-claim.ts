import type { ClauseReading } from "./clause-analysis";

/** The whole code named as the claim's place ("in the codebase", "anywhere in the repo"). */
const WHOLE_CODE_PLACE =
  /\b(?:anywhere|(?:in|across|within|throughout)\s+(?:the|our|this)\s+(?:whole\s+|entire\s+)?(?:code|codebase|repo|repository|workspace|source|project))\b/i;

/**
 * Every claim that the code holds nothing else is read, not only the first (issue 14,
 * seventy-ninth round): "The researchers went through every adapter, the version router and the
 * merchant config. … Nothing else in the codebase touches v2." A coverage claim scoped to named
 * areas says nothing of an unread area outside them, but a later claim that names the whole code
 * as its place ("nothing else in the codebase …", "nothing else anywhere …") still covers it: an
 * answer that claims coverage twice is held to the wider claim. A bare "nothing else sends v2"
 * after named files ("I read the router as well; nothing else sends v2") may be scoped by them,
 * so only a claim with the whole code as its place is taken. The claim the gap's verdict would
 * pick by itself (`preferred`) comes first; then each later whole-code claim in the answer's
 * order; the first that `bears` (the rest-of-the-code conditions of gap-status.ts) is the
 * evidence.
 */
export function restOfCodeClaim(
  preferred: ClauseReading | undefined,
  codes: readonly ClauseReading[],
  bears: (reading: ClauseReading) => boolean,
): ClauseReading | undefined {
  const wider = codes.filter(
    (reading) => reading !== preferred && WHOLE_CODE_PLACE.test(reading.clause.text),
  );
  return (preferred ? [preferred, ...wider] : wider).find(bears);
}
