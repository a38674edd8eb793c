/**
 * The corrections the scripted model acts on (issue 12, "Readable" 9): a small set of forms an
 * operator can type so that one visibly takes effect. Anything else is recorded, not acted on.
 * - `stop and report` (also "stop", "stop now", "report now"): return the debrief now;
 * - `skip X`: leave out the planned steps about X;
 * - `also check Y` (also "also read/search/look at Y"): do Y next.
 * Sample policies (ledgerline-policy.ts) map X and Y onto their own steps.
 */
export type CorrectionForm =
  { kind: "stop" } | { kind: "skip"; target: string } | { kind: "also_check"; target: string };

const STOP =
  /^\s*(?:please\s+)?(?:stop(?:\s+now)?(?:\s+and\s+(?:report|return)(?:\s+now)?)?|report\s+now)\s*[.!]*\s*$/i;
const SKIP = /^\s*(?:please\s+)?skip\s+(.+?)\s*[.!]*\s*$/i;
const ALSO =
  /^\s*(?:please\s+)?also\s+(?:check|read|search(?:\s+for)?|look\s+at)\s+(.+?)\s*[.!]*\s*$/i;

/** The form of a correction's text, or null when it is none of the forms above. */
export function readCorrectionForm(text: string): CorrectionForm | null {
  if (STOP.test(text)) return { kind: "stop" };
  const skip = SKIP.exec(text);
  if (skip?.[1]) return { kind: "skip", target: skip[1] };
  const also = ALSO.exec(text);
  if (also?.[1]) return { kind: "also_check", target: also[1] };
  return null;
}

/** The words of a target worth matching ("the sandbox merchants" → sandbox, merchants). */
export function targetWords(target: string): string[] {
  const filler = new Set(["the", "a", "an", "of", "for", "and", "to", "in", "on", "all", "any"]);
  return target
    .toLowerCase()
    .split(/[^a-z0-9_]+/)
    .filter((word) => word.length > 2 && !filler.has(word));
}
