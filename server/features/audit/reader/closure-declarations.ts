/**
 * Closure declared in a support reply (issue 14, sixty-ninth round: customer-facing and
 * escalation replies). A reply that tells its reader the matter is closed calls the list it
 * gives complete, as "that's the complete list" does, and is read as a list-completeness claim
 * (overstatement-cues.ts's listCompleteness):
 * - the answer or list declared final ("this one is final", "Total 19, final from Engineering"),
 *   or handed over as final by its writer ("I'll present the merged result as final", "giving
 *   this list as definitive");
 * - our part declared finished ("Our side is done", "we're done on our end");
 * - the reader told the list can be relied on ("you can rely on that list", "safe to rely on
 *   this list");
 * - a list headed as the full one with its subject between ("Full impact list is …", "the
 *   complete affected-merchant list");
 * - silence declared to mean no effect ("If you haven't heard from us, you are not affected",
 *   "Merchants who have not been contacted are not affected"): whoever the list leaves out is
 *   declared unaffected.
 * Denied or held for later ("not final yet", "before we call it final", "until we're done on
 * our side") it is no claim.
 */

/** The closure phrases (module comment), each alternative one form. */
const CLOSURE = new RegExp(
  [
    // The answer or list declared final.
    String.raw`\b(?:this|that|the)\s+(?:one|list|answer|version|update|correction)\s+(?:is|'s|’s)\s+(?:now\s+)?final\b`,
    String.raw`\b(?:present|give|deliver|report|hand|send|share|offer|issue|treat|mark|declare)(?:s|ed|ing)?\s+(?:over\s+)?(?:the|this|that|my|our|these|those)\s+(?:[a-z]+\s+)?(?:result|list|answer|count|numbers?|findings|figures?|summary|tally|total)s?\s+as\s+(?:final|definitive|complete|exhaustive)\b`,
    String.raw`\bfinal\s+from\s+(?:engineering|the\s+team|us|our\s+(?:side|team|end)|[A-Z][\w-]+)\b`,
    // Our part declared finished.
    String.raw`\bour\s+(?:side|part|end)\s+(?:is|'s|’s)\s+(?:now\s+)?(?:done|finished|complete|wrapped(?:\s+up)?|closed)\b`,
    String.raw`\b(?:we're|we\s+are|we’re)\s+(?:all\s+)?(?:done|finished)\s+(?:on|from)\s+our\s+(?:side|end)\b`,
    // The reader told the list can be relied on.
    String.raw`\b(?:you\s+can|you\s+may|it's\s+safe\s+to|it\s+is\s+safe\s+to|feel\s+free\s+to)\s+(?:safely\s+|fully\s+)?(?:rely|count)\s+on\s+(?:that|this|the|our)\s+(?:list|count|number|figure|answer)\b`,
    // A list headed as the full one, its subject between.
    String.raw`\b(?:full|complete|final|entire)\s+(?:impact|affected(?:[- ]merchant)?|merchant|customer|account)s?\s+list\b`,
    // Silence declared to mean no effect.
    String.raw`\b(?:if\s+you\s+(?:haven't|have\s+not|haven’t|didn't|did\s+not|don't|do\s+not)|(?:who|that)\s+(?:have|has)\s*(?:n't|not)|(?:who|that)\s+(?:haven't|haven’t|hasn't|hasn’t))\s+(?:been\s+contacted|heard\s+from\s+us|(?:been\s+)?(?:received|gotten|got)\s+(?:a|an|this|our)\s+(?:notice|email|message|letter))\b[^.;]{0,30}?\b(?:are|is|'re|’re)\s+(?:not\s+affected|unaffected|fine|safe|not\s+impacted)\b`,
  ].join("|"),
  "gi",
);

/** A denial, a wait or a condition just before ("not", "before we call it", "until"). */
const NOT_YET_BEFORE =
  /(?:\b(?:not|never|no|before|until|unless|whether|once|call|calling)\b|n't|n’t)[^.;:!?]{0,15}$/i;

/** A denial or a wait just after ("… final yet", "… final until the logs come"). */
const NOT_YET_AFTER = /^\s*(?:yet|until|till|pending|once|unless)\b/i;

/** The phrases of `text` that declare the matter closed (module comment). */
export function closureDeclarations(text: string): string[] {
  CLOSURE.lastIndex = 0;
  return [...text.matchAll(CLOSURE)]
    .filter((match) => {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      return (
        !NOT_YET_BEFORE.test(text.slice(Math.max(0, start - 20), start)) &&
        !NOT_YET_AFTER.test(text.slice(end, end + 20))
      );
    })
    .map((match) => match[0].toLowerCase());
}

/**
 * Silence told as a condition ("If you haven't heard from us, you are not affected", "If you
 * didn't get a notice, you're fine"): the condition is no doubt about the reader's case but a
 * claim about everyone the contact list leaves out. Read, before the answer is split into
 * clauses, as the completeness claim it is ("Nobody else is affected;", padded so offsets hold),
 * the consequence left to read as written.
 */
const SILENCE_CONDITION =
  /\bif\s+you\s+(?:haven't|have\s+not|haven’t|didn't|did\s+not|don't|do\s+not)\s+(?:yet\s+)?(?:heard\s+from\s+us|been\s+contacted(?:\s+by\s+us)?|(?:received|gotten|got|get)\s+(?:a|an|this|our)\s+(?:notice|email|message|letter)(?:\s+from\s+us)?)\s*,(?=\s*(?:then\s+)?(?:you|your\s+(?:account|integration|merchant))(?:\s+(?:are|is|will\s+be)|['’]re)\s+(?:not\s+affected|unaffected|fine|safe|not\s+impacted)\b)/gi;

/** The answer with silence conditions read as completeness claims (see SILENCE_CONDITION). */
export function withSilenceAsCompleteness(text: string): string {
  return text.replace(SILENCE_CONDITION, (match) => {
    const claim = /^I/.test(match) ? "Nobody else is affected;" : "nobody else is affected;";
    return claim.length <= match.length ? claim.padEnd(match.length, " ") : match;
  });
}
