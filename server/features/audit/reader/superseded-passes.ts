import { blankOut } from "./masking";

/**
 * Earlier passes a revision supersedes (issue 14, thirty-fourth reader round; answers written
 * as a draft and then its revision):
 * - a labelled first pass followed by a labelled later one ("First pass: probably 19 … Second
 *   pass, cleaned up for the ticket: 19 …", "Rough draft — … Final draft — …"): the answer is
 *   the later pass, so the first pass, from its label to the later label, is read as blank;
 * - a sentence that reports what an earlier reading said, not quoted ("Initial read said the
 *   fallback path was only inferred.", "My first take had the sandbox as open."), followed by
 *   a sentence that turns from it ("On reflection, …", "Now …", "Having rechecked, …"): the
 *   report names the superseded view; it is no hedge of the answer.
 * Both are masked with spaces (offsets hold), so what the revision says is read on its own.
 */

/** An ordinal word for an earlier pass. */
const FIRST = String.raw`(?:first|initial|earlier|rough|1st|original|preliminary)`;
/** An ordinal word for a later pass. */
const LATER = String.raw`(?:second|final|revised|clean(?:ed)?(?:[- ]up)?|2nd|later|corrected|updated|better)`;
/** A word for a pass or draft. */
const PASS = String.raw`(?:pass|draft|take|version|cut|attempt|read(?:ing)?|answer)`;

/** A first pass's label at a line or sentence start ("First pass:", "Draft 1 —"). */
const FIRST_LABEL = new RegExp(
  String.raw`(?:^|\n|[.!?]\s+)[\s*_#>-]*(?:${FIRST}\s+${PASS}|draft\s*(?:1|one))\b[^:\n—–]{0,40}[:—–]`,
  "gi",
);
/** A later pass's label. */
const LATER_LABEL = new RegExp(
  String.raw`(?:^|\n|[.!?]\s+)[\s*_#>-]*(?:${LATER}\s+${PASS}|draft\s*(?:2|two))\b[^:\n—–]{0,40}[:—–]`,
  "i",
);

/** A report of what an earlier reading said, opening its sentence. */
const EARLIER_REPORT = new RegExp(
  String.raw`(?:^|\n|[.!?]\s+)((?:(?:my|the|our)\s+)?${FIRST}\s+(?:read|reading|take|assessment|answer|pass|draft|version|merge|look)\s+(?:said|had|was|called|treated|put|described|gave|held)\b[^.!?\n]*[.!?])`,
  "gi",
);
/**
 * A sentence opening that turns from the earlier view (a run of spaces is such an opening that
 * revision-markers.ts has already masked: "On reflection,").
 */
const TURN =
  /^ {6,}\S|^\s*(?:on (?:further |more )?reflection|on second thoughts?|now\b|having (?:re-?checked|re-?read|looked again|reconsidered)|actually|in fact|but\b|revised|correction)/i;

/** The answer with the earlier passes its revisions supersede masked (module comment). */
export function withoutSupersededPasses(answer: string): string {
  let text = answer;
  for (const first of answer.matchAll(FIRST_LABEL)) {
    const start = first.index + Math.max(0, first[0].search(/[a-z0-9]/i));
    const later = LATER_LABEL.exec(answer.slice(first.index + first[0].length));
    if (later === null) continue;
    const end = first.index + first[0].length + later.index;
    text = text.slice(0, start) + blankOut(text.slice(start, end)) + text.slice(end);
  }
  for (const report of answer.matchAll(EARLIER_REPORT)) {
    const sentence = report[1]!;
    const start = report.index + report[0].length - sentence.length;
    const after = answer.slice(start + sentence.length);
    if (!TURN.test(after)) continue;
    text = text.slice(0, start) + blankOut(sentence) + text.slice(start + sentence.length);
  }
  return text;
}
