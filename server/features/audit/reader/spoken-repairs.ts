import { blankOut } from "./masking";
/**
 * Spoken repairs that take a hedge word back (issue 14, twenty-eighth reader round; voice
 * transcriptions): "it's probably nineteen — no wait, not probably, it's nineteen". The repair
 * names the hedge word it withdraws after a negation ("not probably", "not likely"), led by
 * a repair marker ("no wait", "wait", "sorry", "I mean", "actually", "no"). Like a struck-out
 * word (retractions.ts), the word is withdrawn where it last occurs before the repair (masked
 * with spaces, offsets hold); the repair itself reads as what it does, a hedge mentioned and
 * then contradicted: it is read as "definitely" (padded to its length). A negated hedge
 * without a repair marker ("not probably, certainly" in a list) is left to the hedge cues.
 */

const HEDGE_WORDS = "probably|likely|maybe|possibly|perhaps|roughly|about|around|approximately";

/** The repair: a marker, then "not" and the hedge word it withdraws (group 1). */
const REPAIR = new RegExp(
  String.raw`\b(?:no,?\s+wait|wait,?\s+no|wait|sorry|i\s+mean|actually|no)\s*[,.!—–-]*\s*not\s+(${HEDGE_WORDS})\b`,
  "gi",
);

/** "definitely" in the repair's place, padded with spaces to its length. */
const asCertainty = (repair: string) =>
  repair.length >= 10 ? "definitely".padEnd(repair.length, " ") : blankOut(repair);

/** The answer with each hedge word a spoken repair takes back masked (see the module comment). */
export function withoutRepairedHedges(answer: string): string {
  let masked = answer;
  for (const match of answer.matchAll(REPAIR)) {
    const at = match.index ?? 0;
    const word = match[1]!.toLowerCase();
    const before = answer.slice(0, at);
    const found = lastWordIndex(before, word);
    if (found < 0) continue;
    masked =
      masked.slice(0, found) +
      blankOut(masked.slice(found, found + word.length)) +
      masked.slice(found + word.length, at) +
      asCertainty(match[0]) +
      masked.slice(at + match[0].length);
  }
  return masked;
}

/** Where `word` last occurs as a whole word in `text` (case-insensitive), or -1. */
function lastWordIndex(text: string, word: string): number {
  let last = -1;
  for (const match of text.matchAll(new RegExp(String.raw`\b${word}\b`, "gi")))
    last = match.index ?? last;
  return last;
}
