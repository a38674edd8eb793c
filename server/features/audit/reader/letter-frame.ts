import { contentWords } from "../entities";
import type { ClauseReading, ReaderContext } from "./clause-analysis";
import { claimsOutcome } from "./outcome-claims";
import { numberWordsToDigits } from "./values";
import { repliesToOnePoint } from "./follow-up-replies";
import { customerReply } from "./audience-parts";

/**
 * Letters (issue 14, class 1: layout): the salutation and sign-off of a letter claim nothing,
 * and a letter about one merchant is about that merchant throughout.
 */

/** Does the text count one of `nouns` ("16 merchants", "nineteen affected merchants")? */
export function countsAny(text: string, nouns: ReadonlySet<string>): boolean {
  const digits = numberWordsToDigits(text);
  return [...digits.matchAll(/\b\d+\s+((?:[\w-]+\s+){0,2}?[\w-]+)/g)].some((match) =>
    [...contentWords(match[1]!)].some((word) => nouns.has(word)),
  );
}

/** A number a possessive owns ("the direct researcher's 16", "the fallback researcher's three"). */
const POSSESSED_COUNT =
  /\b[a-z][\w-]*['’]s\s+(?:\d{1,4}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)\b(?!\s*%)/i;

/** A salutation or sign-off line of a letter ("Dear …", "Hi …", "Kind regards"). */
const LETTER_FRAME =
  /^[\s*_]*(?:dear|hi|hello|hey|greetings|good (?:morning|afternoon|evening)|(?:kind |best |warm )?regards|thanks|thank you|many thanks|best|cheers|sincerely|yours)\b/i;

/** The account a letter is addressed to ("your account", "your integration"). */
const ADDRESSED_ACCOUNT =
  /\byour (?:(?:merchant|payment|test|live) )?(?:account|integration|store|shop|business)\b/i;

/** Dates and version numbers: numbers that count nobody. */
const UNCOUNTED_NUMBERS =
  /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[a-z]+,?\s+\d{4}\b|\b[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\b|\b(?:api\s+)?(?:version|v)\s*\d+\b/gi;

/**
 * A letter to one account (twenty-third reader round): it opens with a salutation, speaks of
 * "your account" or "your integration", names no merchant id, and has no number but dates and
 * versions ("one of 19 we are moving" counts the others).
 */
function addressesOneAccount(readings: readonly ClauseReading[]): boolean {
  const text = readings.map((reading) => reading.clause.text).join(" ");
  return (
    LETTER_FRAME.test(readings[0]?.clause.text ?? "") &&
    ADDRESSED_ACCOUNT.test(text) &&
    !/\b\d+\b/.test(numberWordsToDigits(text).replace(UNCOUNTED_NUMBERS, " "))
  );
}

/**
 * The frame of a letter (issue 14, class 1: layout): a salutation or sign-off names whom it is
 * for ("Dear m_0067 team"), it claims nothing. And a letter about one merchant (the answer names
 * one merchant id, or none and "your account", and counts none) lists nobody: its claims are
 * about that merchant, so no open question could extend them. When the letter is followed by an
 * internal note for colleagues ("Hi Marta, … For our side only: …", audience-parts.ts), only the
 * letter is about that merchant: the note's lists ("Other v2 merchants: the 16") stay lists
 * (seventy-first round).
 */
export function setAsideLetterFrame(all: ClauseReading[]): void {
  for (const reading of all) {
    if (!LETTER_FRAME.test(reading.clause.text) || reading.clause.text.split(/\s+/).length > 6)
      continue;
    reading.states.clear();
    reading.mentions.clear();
    reading.namesQuestion.clear();
    reading.listsItems = false;
    reading.listClaim = false;
  }
  const reply = customerReply(all);
  const readings = reply.size > 0 ? all.filter((reading) => reply.has(reading)) : all;
  const named = new Set(readings.flatMap((reading) => [...reading.values.merchantIds]));
  // (A possessed number in a clause that states a finding counts others too: "Other v2
  // merchants: the direct researcher's 16" points at a child's counted list, sixty-ninth round.)
  const counts = readings.some(
    (reading) =>
      reading.values.counts.size > 0 ||
      reading.values.merchantIds.size > 1 ||
      (reading.states.size > 0 && POSSESSED_COUNT.test(reading.clause.text)),
  );
  if (!(named.size === 1 || (named.size === 0 && addressesOneAccount(readings))) || counts) return;
  for (const reading of readings) {
    reading.listsItems = false;
    reading.listClaim = reading.clause.role === "assert" && reading.listComplete.length > 0;
  }
}

/**
 * An opening that limits the answer to one question ("On the retry question only: …",
 * "Addressing only the retry part: …").
 */
const SCOPE_DECLARED =
  /^[\s*_#]*(?:(?:answering|addressing|covering|tackling|speaking to|replying (?:on|to))\s+)?(?:(?:on|about|re|regarding|as for|as to|for|just)\b[^:.;]{1,60}?\b(?:only|alone)|(?:only|just|solely) (?:on |about |regarding |to )?the\b[^:.;]{1,60}?|only (?:on|about|regarding)\b[^:.;]{1,60}?)\s*[:—–-]/i;

/**
 * An answer that opens by limiting itself to one question ("On the retry question only: …")
 * lists nobody: what it says is about that question, so no other open question could extend it.
 */
export function setAsideScopedAnswer(readings: ClauseReading[]): void {
  const opening = readings[0]?.clause.unit.text ?? "";
  if (!SCOPE_DECLARED.test(opening) && !repliesToOnePoint(opening)) return;
  for (const reading of readings) {
    reading.listsItems = false;
    reading.listClaim = false;
  }
}

/**
 * In a letter about one merchant, a clause that says what happens without naming anyone ("those
 * retries could fail after the cutoff") is about that merchant: it states the findings that name
 * the merchant, with its own hedge.
 */
export function linkLetterSubject(
  readings: ClauseReading[],
  context: ReaderContext,
  answer: string,
): void {
  const named = new Set(readings.flatMap((reading) => [...reading.values.merchantIds]));
  if (named.size !== 1 || countsAny(answer, context.countNouns)) return;
  const [merchant] = named;
  const findings = context.items
    .filter(
      (item) => item.kind === "finding" && context.values.get(item.id)!.merchantIds.has(merchant!),
    )
    .map((item) => item.id);
  for (const reading of readings) {
    if (reading.clause.role !== "assert" || reading.values.merchantIds.size > 0) continue;
    // (A clause about another finding is not about the merchant; one that names only a date
    // still is: "… would fail once v2 goes on <date>".)
    const other = [...reading.states].some(
      (id) => !findings.includes(id) && !reading.byDateOnly.has(id),
    );
    if (other) continue;
    if (!claimsOutcome(reading)) continue;
    for (const id of findings) reading.states.add(id);
  }
}
