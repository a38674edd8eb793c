import { blankOut } from "./masking";

/**
 * Quoted wordings a revision sets aside (issue 14, thirty-fourth reader round; answers that
 * revise themselves or a colleague's draft). Three forms, all read by masking with spaces
 * (offsets hold):
 * - the writer's own earlier or intended wording, quoted ("Earlier I told you the fallback
 *   'might' …", "I was going to write 'probably 19'", "My first merge said 'about 19'", "Draft
 *   1: 'Maybe 19.'"): a mention of a superseded wording, not a use of it, so a hedge inside it
 *   carries nothing and a certainty inside it claims nothing. Unless the reply stands by it
 *   ("and I stand by it", "that still holds");
 * - a colleague's draft quoted and then corrected ("You wrote '… guaranteed'. Please change it
 *   to …", "Your draft says '… definitely …'. Please soften it"): the draft is not the answer's
 *   claim. A draft the reply keeps ("Yes — keep it", "it's right as written") or keeps in part
 *   ("but the rest is fine") stays as it is;
 * - a replacement of an earlier word ("I said 'about' and 'likely' above; make that 19",
 *   "I said 'no question' above; make that 'expected …'"): the word's last use before the
 *   revision is read as the replacement's first words that fit in its place, or as blank;
 * - a quoted wording judged too firm where it stands ("'nineteen, full stop' is a good deal
 *   surer than the evidence", "'the list is final' overstates it", fifty-ninth round): an
 *   objection to the wording, which the reply does not make its own.
 */

/** A quotation in straight or curly quotes (an apostrophe inside a word opens nothing). */
const QUOTE = /(?<=^|[\s:(—–-])['‘"“](?=\S)([^\n]{1,200}?)(?<=\S)['’"”](?![a-z])/gi;

/** The writer reporting their own earlier or intended wording. */
const OWN_EARLIER = new RegExp(
  [
    String.raw`\b(?:i|we)\s+(?:(?:first|originally|initially|earlier|previously|had)\s+)?(?:said|wrote|put|told you|typed|called (?:it|them|the [\w-]+(?: [\w-]+)?)|(?:was|were) going to (?:write|say|put)|almost (?:wrote|said)|nearly (?:wrote|said))\b`,
    String.raw`\bmy\s+(?:first|earlier|previous|original|initial|last)\s+(?:answer|reply|merge|draft|note|message|summary|version|pass|take|line)\s+(?:said|was|read|had|called)\b`,
    String.raw`(?:^|\n)[\s*_>-]*(?:draft|version|pass|take)\s*(?:1|one)\s*[:—–]`,
  ].join("|"),
  "gi",
);

/** A colleague's draft introduced for review. */
const OTHER_DRAFT =
  /\b(?:[Yy]ou\s+(?:wrote|write|said|say|put|have|had)|your\s+(?:draft|note|message|summary|line|sentence|version|wording)(?:\s+to\s+[^'"‘“\n]{1,40})?\s*(?:says?|said|reads?|has|had|claims?|states?)?|\b[A-Za-z]+['’]s\s+(?:draft|note|message|summary|line|sentence|version|wording)(?:\s+to\s+[^'"‘“\n]{1,40})?\s*(?:says?|said|reads?|has|had|claims?|states?)?)\s*[:,]?\s*$/i;

/** The reply keeps what it quotes, in whole or in part. */
const KEEPS =
  /\b(?:stand by|still (?:holds?|stands?|true|right|applies)|keep (?:it|that|this|them)|as written|(?:it's|that's|it is|that is|this is)\s+(?:right|correct|accurate|fine|good)|the rest\b[^.;]{0,30}\bis (?:fine|right|correct|good|accurate)|i agree|agreed|sign off)\b/i;

/** The reply asks for the quoted draft to be corrected. */
const CORRECTS =
  /\b(?:change|soften|reword|rephrase|fix|correct|tone (?:it |that )?down|hedge|qualify|replace|drop|remove|strike|cut|walk (?:it |that )?back|rewrite|amend)\b/i;

/** A verdict right after a quotation that it is too firm (module comment, fourth form). */
const JUDGED_TOO_FIRM =
  /^\s*,?\s*(?:(?:is|was|would be|reads?(?: as)?|sounds?)\s+)?(?:(?:rather|a (?:touch|bit|little|good deal)|somewhat|far|much|considerably|slightly|quite)\s+)*(?:firmer|stronger|surer|more (?:certain|definite|confident|settled)|too (?:firm|strong|sure|certain|definite|confident|absolute)|overstate[sd]?|overclaims?|overreach(?:es)?|goes too far|claims too much)\b/i;

/** A replacement directive after quoted words ("above; make that …", "— change it to …"). */
const REPLACEMENT =
  /^\s*(?:above|earlier|before|there|at first|in (?:my|the) [\w-]+(?: [\w-]+)?)?\s*[;:,.—–-]?\s*(?:so\s+)?(?:make|change|read|replace)\s+(?:that|it|those|them|this|both)\b(?:\s+(?:to|with|as|into))?\s*(?:['‘"“]([^'’"”\n]{1,80})['’"”])?/i;

/** How far after a reporting phrase its quotation may open, and after a quote its reply runs. */
const QUOTE_REACH = 80;
const REPLY_REACH = 200;

/** The quotes that open within reach after `from`, chained ("'about' and 'likely'"). */
function quotesAfter(text: string, from: number): { start: number; end: number; words: string }[] {
  const quotes: { start: number; end: number; words: string }[] = [];
  let reach = from + QUOTE_REACH;
  // (A copy: the shared pattern's lastIndex would carry into the next answer's matchAll.)
  const pattern = new RegExp(QUOTE.source, QUOTE.flags);
  pattern.lastIndex = from;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const start = match.index;
    if (start > reach || text.slice(from, start).includes("\n")) break;
    quotes.push({ start, end: start + match[0].length, words: match[1]! });
    reach = start + match[0].length + 12;
  }
  return quotes;
}

/** `words`, cut to the whole words that fit in `length` characters, padded with spaces. */
function fitted(words: string, length: number): string {
  let kept = "";
  for (const word of words.split(/\s+/)) {
    const next = kept === "" ? word : `${kept} ${word}`;
    if (next.length > length) break;
    kept = next;
  }
  return kept.replace(/[,;:]$/, "").padEnd(length, " ");
}

/** The answer with the quoted wordings its revisions set aside masked (module comment). */
export function withoutRevisedQuotes(answer: string): string {
  let text = answer;
  const put = (start: number, replacement: string) => {
    text = text.slice(0, start) + replacement + text.slice(start + replacement.length);
  };
  for (const report of answer.matchAll(OWN_EARLIER)) {
    const at = report.index + report[0].length;
    const quotes = quotesAfter(answer, at);
    const last = quotes.at(-1);
    if (last === undefined) continue;
    const reply = answer.slice(last.end, last.end + REPLY_REACH);
    if (KEEPS.test(firstSentence(reply))) continue;
    const replacement = REPLACEMENT.exec(reply);
    for (const quote of quotes) {
      put(quote.start, blankOut(answer.slice(quote.start, quote.end)));
      if (replacement === null) continue;
      const earlier = lastWordIndex(answer.slice(0, report.index), quote.words);
      if (earlier >= 0) put(earlier, fitted(replacement[1] ?? "", quote.words.length));
    }
  }
  for (const quote of answer.matchAll(QUOTE)) {
    if (!OTHER_DRAFT.test(answer.slice(Math.max(0, quote.index - 80), quote.index))) continue;
    const reply = answer.slice(
      quote.index + quote[0].length,
      quote.index + quote[0].length + REPLY_REACH,
    );
    if (KEEPS.test(firstSentence(reply)) || !CORRECTS.test(reply)) continue;
    put(quote.index, blankOut(quote[0]));
  }
  for (const quote of answer.matchAll(QUOTE))
    if (JUDGED_TOO_FIRM.test(answer.slice(quote.index + quote[0].length)))
      put(quote.index, blankOut(quote[0]));
  return text;
}

/** The text up to the end of its first sentence after the one it opens in. */
function firstSentence(reply: string): string {
  const ends = [...reply.matchAll(/[.!?](?:\s|$)/g)];
  return reply.slice(0, ends[1]?.index ?? reply.length);
}

/** Where `words` last occur as whole words in `text` (case-insensitive), or -1. */
function lastWordIndex(text: string, words: string): number {
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  let found = -1;
  for (const match of text.matchAll(new RegExp(`(?<![\\w'])${escaped}(?![\\w'])`, "gi")))
    found = match.index;
  return found;
}
