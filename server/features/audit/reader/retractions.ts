import { sentencesOf } from "./sentence-split";
import { blankOut } from "./masking";

/**
 * Retractions in a free-text answer (issue 14, eleventh reader round): what the writer takes
 * back is no claim of the answer. Three forms are read, all by masking the withdrawn text with
 * spaces (the answer keeps its length, so every clause keeps its offsets):
 * - markdown strikethrough (`~~…~~`): the struck text, a certainty, a completeness line or a
 *   hedge, is withdrawn; a struck hedge of one to three bare words ("~~probably~~ three more")
 *   has been rewritten as certainty before this runs (struck-hedges.ts, fortieth round);
 * - a sentence that opens by retracting ("Scratch that — …", "Strike that, …", "I take that
 *   back:") withdraws the sentence before it; what such a sentence quotes ("'definite' was
 *   wrong") names what is withdrawn, it asserts nothing (a certainty word quoted and called
 *   wrong anywhere in the answer is masked where it occurred before: denied-certainty.ts);
 * - a retraction of a quoted word ("scratch the 'likely': …") withdraws that word where it last
 *   occurs before the retraction, and the retraction itself; from a later line (a message that
 *   corrects the one before it in a chat burst) it withdraws the whole line that held the word, when the retraction opens its message.
 * - a sentence that reports what an earlier version said ("An earlier version of this article
 *   stated that …", "This post originally said …"; twenty-fifth round: appended corrections in
 *   news and forum posts) is masked from that report to its end: it quotes the withdrawn claim.
 * - the writer's own earlier claim reported and disowned in the same sentence ("I listed the
 *   sandbox accounts as breaking on 31 March 2027, and nobody has established that", "we told
 *   you 19, which was premature"; sixty-ninth round: apologies that retract an overclaim) is
 *   masked from the report to the disowning, which is left to be read: the claim is quoted to be
 *   withdrawn, not made again.
 * A retraction in the middle of a sentence ("… as inferred — scratch that, …") is left to the
 * reading of a hedge reported, then contradicted (condition-attachment.ts). A "Correction:" line
 * withdraws only what it speaks of again (corrections.ts), not the whole sentence before it.
 */

const STRUCK = /~~(?=\S)([^~\n]{1,400}?)~~/g;
/** An opening that retracts what came before ("Scratch that", "Actually, strike that"). */
const RETRACTION_OPENING =
  /^[\s*_"“(]*(?:(?:actually|wait|oops|hmm|ok(?:ay)?|sorry|no)\s*[,.!—–-]?\s*)?(?:scratch|strike|cross out|disregard|ignore|forget|delete|take back|retract|withdraw) (?:that|this|the last (?:line|sentence|bit|part))\b|^[\s*_"“(]*(?:actually\s*,?\s*)?i take (?:that|it|this) back\b/i;
/** A retraction of a quoted word ("scratch the "probably"", "drop the 'likely'"). */
const QUOTED_RETRACTION =
  /\b(?:scratch|strike|drop|delete|remove|cross out|take back|withdraw|lose)\s+(?:the|that|my)\s+["“'‘]([^"”'’\n]{1,30})["”'’]/gi;
/** What may open a correcting message before its retraction ("actually no, ", "wait — "). */
const MESSAGE_OPENING =
  /^[\s*_>-]*(?:(?:actually|wait|oops|hmm|no|nope|ok(?:ay)?|sorry|correction|edit)\b[\s,.:!—–-]*)*$/i;

/** A report of what an earlier version said ("An earlier version of this summary stated"). */
const EARLIER_VERSION =
  /\b(?:an?|the)\s+(?:earlier|previous|prior|original|first)\s+version\s+of\s+(?:this|the|our|my)\s+(?:article|story|post|summary|report|answer|reply|piece|note|message|thread|release|statement|comment)\s+(?:(?:incorrectly|wrongly|erroneously|mistakenly)\s+)?(?:stated|said|reported|claimed|read|suggested|gave)\b|\b(?:this|the)\s+(?:article|post|story|summary|report|answer|reply|thread)\s+(?:originally|initially|previously)\s+(?:(?:incorrectly|wrongly)\s+)?(?:stated|said|reported|claimed)\b/i;

/**
 * What disowns a reported claim: its ground denied ("and nobody has established that", "but it
 * hasn't been confirmed") or the claim called wrong ("which was premature", "and that was an
 * overstatement"). A ground affirmed ("and that is confirmed") disowns nothing.
 */
const DISOWNING = String.raw`(?:(?:and|but|though)\s+(?:(?:nobody|no\s+one|no-one)\s+(?:has|had)\s+(?:yet\s+|ever\s+)?(?:established|confirmed|verified|shown)|(?:that|this|it)\s+(?:(?:has|had|is|was)\s+not|hasn't|hadn't|isn't|wasn't)\s+(?:yet\s+)?(?:been\s+)?(?:established|confirmed|verified|shown))|(?:(?:and|but|though)\s+(?:that|this|it)|which)\s+(?:was|is)\s+(?:wrong|premature|incorrect|unfounded|a\s+mistake|an\s+overstatement))\b`;

/** The writer's earlier claim, reported, up to where the same sentence disowns it. */
const DISOWNED_OWN_CLAIM = new RegExp(
  String.raw`\b(?:i|we)\s+(?:had\s+|previously\s+|originally\s+|earlier\s+)?(?:listed|said|wrote|told\s+(?:you|the\s+team|everyone)|reported|called|described|stated|gave|marked|flagged|counted)\b[^.;!?]{1,160}?(?=,?\s+${DISOWNING})`,
  "i",
);

const QUOTED = /["“][^"”\n]{1,60}["”]/g;

/** The answer with everything it retracts masked by spaces (see the module comment). */
export function withoutRetractions(answer: string): string {
  let masked = answer.replace(STRUCK, (whole) => blankOut(whole));
  // Quoted retractions: mask the last occurrence of the word before them, and the retraction.
  for (const match of masked.matchAll(QUOTED_RETRACTION)) {
    const at = match.index ?? 0;
    const word = match[1]!.trim();
    const before = masked.slice(0, at);
    const found = lastWordIndex(before, word);
    if (found < 0) continue;
    // In a burst of chat messages, a later message that retracts a hedge word takes back the
    // whole message that held it: its other hedges ("the fallback bit is a guess") gave the
    // reason for the word, and the retraction answers them too (twenty-first reader round).
    const lineStart = before.lastIndexOf("\n", found) + 1;
    const lineEnd = before.indexOf("\n", found);
    const retractionLine = before.lastIndexOf("\n", at - 1) + 1;
    const opensMessage = MESSAGE_OPENING.test(before.slice(retractionLine));
    if (
      opensMessage &&
      lineEnd >= 0 &&
      lineEnd < retractionLine &&
      !/^\s*>/.test(before.slice(lineStart))
    )
      masked = splice(masked, lineStart, lineEnd - lineStart);
    else masked = splice(masked, found, word.length);
    const end = masked.slice(at).search(/[:.;!?—–]|$/m);
    masked = splice(masked, at, end < 0 ? match[0].length : Math.max(end, match[0].length));
  }
  // Retracting sentences: mask the sentence before them and what they quote.
  let offset = 0;
  for (const line of masked.split("\n")) {
    for (const sentence of sentencesOf(line)) {
      const report = EARLIER_VERSION.exec(sentence.segment);
      if (report) {
        const from = offset + sentence.index + report.index;
        masked = splice(masked, from, sentence.segment.length - report.index);
        continue;
      }
      const disowned = DISOWNED_OWN_CLAIM.exec(sentence.segment);
      if (disowned) {
        const from = offset + sentence.index + disowned.index;
        masked = splice(masked, from, disowned[0].length);
        continue;
      }
      if (!RETRACTION_OPENING.test(sentence.segment)) continue;
      const start = offset + sentence.index;
      const previous = previousSentence(masked, start);
      if (previous !== null) masked = splice(masked, previous.start, previous.end - previous.start);
      const opening = RETRACTION_OPENING.exec(sentence.segment)!;
      const lead = sentence.segment.length - sentence.segment.trimStart().length;
      masked = splice(masked, start + lead, opening[0].trimStart().length);
      const end = start + sentence.segment.length;
      for (const quote of masked.slice(start, end).matchAll(QUOTED))
        masked = splice(masked, start + (quote.index ?? 0), quote[0].length);
    }
    offset += line.length + 1;
  }
  return masked;
}

/** Mask `length` characters of `text` from `start` with spaces. */
function splice(text: string, start: number, length: number): string {
  return (
    text.slice(0, start) + blankOut(text.slice(start, start + length)) + text.slice(start + length)
  );
}

/** Where `word` last occurs as a whole word in `text` (case-insensitive), or -1. */
function lastWordIndex(text: string, word: string): number {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  let found = -1;
  for (const match of text.matchAll(new RegExp(`\\b${escaped}\\b`, "gi")))
    found = match.index ?? -1;
  return found;
}

/** The span of the last non-blank sentence before `at` (in its line or an earlier one). */
function previousSentence(text: string, at: number): { start: number; end: number } | null {
  let end = at;
  while (end > 0 && /\s/.test(text[end - 1]!)) end -= 1;
  if (end === 0) return null;
  const lineStart = text.lastIndexOf("\n", end - 1) + 1;
  const line = text.slice(lineStart, end);
  const sentences = sentencesOf(line).filter((sentence) => sentence.segment.trim() !== "");
  const last = sentences.at(-1);
  if (!last) return null;
  return { start: lineStart + last.index, end };
}
