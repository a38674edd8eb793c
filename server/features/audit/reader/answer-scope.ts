import type { ClauseReading } from "./clause-analysis";
import { blanketStatus, exemptedClauses, NOTHING_AFTER, WHOLE_ANSWER } from "./blanket-status";
import { qualifierOf } from "./qualifiers";

/**
 * Answer-wide scope (issue 14): clauses whose hedge or certainty reaches past their own
 * sentence — a closing or opening paragraph that names everything before or after it, and a
 * certain lead-in ("we've checked the whole list:") over the block it introduces.
 */

const MAX_CLOSING_SPREADS = 3;

/** A clause that names everything before it as what it qualifies ("everything above …"). */
const EVERYTHING_BEFORE =
  /\b(?:everything (?:above|so far|here|in this (?:answer|note|reply|email))|all (?:of )?(?:this|that)\b|all (?:of )?(?:the above|the (?:numbers|counts|figures|lists?) above)|the (?:numbers|counts|figures|lists?) above|(?:all|each) of (?:these|those) (?:numbers|counts|figures)|(?:every|each) (?:number|count|figure|list|claim|finding) (?:above|so far))\b/i;

/** A clause that names everything after it as what it qualifies ("everything below …"). */
export const EVERYTHING_AFTER =
  /\b(?:everything (?:below|that follows|in (?:this|the) (?:list|plan|table) below)|all (?:of )?the following|(?:the|all) (?:numbers|counts|figures|lists?|steps|items) (?:below|that follow)|(?:every|each) (?:number|count|figure|list|claim|finding) (?:below|that follows))\b/i;

/**
 * Closing paragraphs (issue 14): a hedged clause that names what it qualifies as everything
 * before it ("everything above reads the table as the source of truth") qualifies every earlier
 * clause (and an opening one that names everything after it, "everything below …", every later
 * clause); one that covers only its own caveats reaches nothing else.
 */
export function spreadClosingHedges(readings: ClauseReading[]): void {
  // At most a few such clauses spread (bounded time on a pathological answer that repeats one).
  let spread = 0;
  const firstStating = readings.findIndex((reading) => reading.states.size > 0);
  readings.forEach((reading, index) => {
    if (spread >= MAX_CLOSING_SPREADS) return;
    // "All of this" with nothing stated before it (an opening premise, "All of this rests on
    // two unchecked things: …") points forward, at the whole answer that follows.
    const opening = firstStating === -1 || index <= firstStating;
    // "Not everything here is checked", "I couldn't verify everything": a universal under a
    // negation says some part is hedged, not which; it names no scope.
    const text = reading.clause.text;
    // A status given to the whole answer ("Provisional across the board", "none of it is
    // firm") hedges every claim in its scope, though it names no item (blanket-status.ts).
    const wholeStatus = blanketStatus(text, WHOLE_ANSWER) ?? blanketStatus(text, EVERYTHING_BEFORE);
    const afterStatus = blanketStatus(text, NOTHING_AFTER) ?? blanketStatus(text, EVERYTHING_AFTER);
    const namesBefore =
      (EVERYTHING_BEFORE.test(text) && !negatedUniversal(text, EVERYTHING_BEFORE)) ||
      wholeStatus !== null;
    const before = namesBefore && !opening;
    const after =
      (EVERYTHING_AFTER.test(text) && !negatedUniversal(text, EVERYTHING_AFTER)) ||
      afterStatus !== null ||
      (opening && namesBefore);
    const status = wholeStatus ?? afterStatus;
    if (status !== null && !reading.ownHedges.has("epistemic")) {
      reading.ownHedges.add("epistemic");
      reading.hedges.set("epistemic", [...(reading.hedges.get("epistemic") ?? []), status]);
    }
    if ((!before && !after) || reading.ownHedges.size === 0) return;
    if (status === null && blanketDisclaimer(reading)) return;
    spread += 1;
    // A condition over everything that names one premise and states nothing ("for everything
    // below: the list assumes the table is accurate") qualifies what rests on that premise, as
    // an attached condition does: a condition with its topic words (nineteenth reader round).
    if (premiseOnly(reading)) {
      const premise = { ...qualifierOf(text), scoped: true };
      for (const other of before ? readings.slice(0, index) : readings.slice(index + 1))
        other.qualifiers.push(premise);
      return;
    }
    // (An exemption, "apart from the date, which is certain", speaks for itself.)
    const exempt = status !== null ? exemptedClauses(readings) : new Set<ClauseReading>();
    for (const earlier of before ? readings.slice(0, index) : readings.slice(index + 1)) {
      if (exempt.has(earlier)) continue;
      for (const [family, cues] of reading.hedges)
        earlier.hedges.set(family, [...(earlier.hedges.get(family) ?? []), ...cues]);
      earlier.qualifiers.push(...reading.qualifiers, {
        families: new Set(reading.ownHedges),
        words: new Set(),
      });
    }
  });
}

/** Its only hedge is a condition, it states no finding and names one item (an assumption). */
function premiseOnly(reading: ClauseReading): boolean {
  return (
    [...reading.ownHedges].every((family) => family === "condition") &&
    reading.states.size === 0 &&
    reading.mentions.size === 1 &&
    reading.namesQuestion.size === 0
  );
}

/**
 * A blanket disclaimer ("there's uncertainty in all of this", "the usual caveats apply to all of
 * the above"): a hedge over everything that names no item it qualifies — no assumption, open
 * question or gap, no premise it rests on, no source. It says some part is unsure, not which, so
 * it carries no caveat of its own onto the clauses it spans.
 */
function blanketDisclaimer(reading: ClauseReading): boolean {
  return (
    reading.mentions.size === 0 && reading.states.size === 0 && reading.namesQuestion.size === 0
  );
}

/**
 * A closing clause that vouches for everything before it ("All of the above was checked
 * against the table", "everything above is verified") and names nothing of its own states the
 * earlier claims as established: its certainty reaches every earlier clause that carries no
 * hedge of its own (a hedged clause speaks for itself). What it was checked against is its
 * basis, not a claim (verification-basis.ts).
 */
export function spreadClosingCertainty(readings: ClauseReading[]): void {
  const firstStating = readings.findIndex((reading) => reading.states.size > 0);
  readings.forEach((reading, index) => {
    if (firstStating === -1 || index <= firstStating) return;
    if (reading.certainty.length === 0 || reading.ownHedges.size > 0) return;
    if (!EVERYTHING_BEFORE.test(reading.clause.text)) return;
    for (const earlier of readings.slice(0, index)) {
      if (earlier.ownHedges.size > 0) continue;
      for (const marker of reading.certainty)
        if (!earlier.certainty.includes(marker)) earlier.certainty.push(marker);
    }
  });
}

/** A negation before a universal in its clause ("wasn't able to check everything here"). */
const NEGATION_BEFORE = /\b(?:not|no|never|unable|nor)\b|n't\b/i;

/** Is the universal `pattern` finds in `text` under a negation before it? */
function negatedUniversal(text: string, pattern: RegExp): boolean {
  const match = pattern.exec(text);
  return match !== null && NEGATION_BEFORE.test(text.slice(0, match.index));
}

/** A lead-in that ends by introducing what follows (a colon or a dash, markdown aside). */
const INTRODUCES = /(?::|\s[—–-]|[—–])[\s*_]*$/;
const COLON = /:[\s*_]*$/;
const MAX_LEAD_IN_REACH = 60;
/** A blank line: the end of the block a lead-in introduces (one right after it is allowed). */
const BLANK_LINE = /\n[ \t]*\r?\n/;

/**
 * A certain lead-in ("I can confirm the numbers now:", "we've verified it all —") that states no
 * item of its own vouches for the block it introduces: its certainty reaches the clauses
 * after it — the rest of its sentence after a dash, the block up to the next blank line after a
 * colon (one directly after the lead-in is allowed) — up to the first clause with a hedge or a
 * condition of its own, which speaks for itself.
 */
export function spreadCertainLeadIns(readings: ClauseReading[], answer: string): void {
  readings.forEach((reading, index) => {
    if (reading.certainty.length === 0) return;
    if (reading.states.size + reading.mentions.size + reading.namesQuestion.size > 0) return;
    if (reading.ownHedges.size > 0 || !INTRODUCES.test(reading.clause.text)) return;
    let last = reading;
    // (A block is bounded: time stays linear on an answer that repeats a lead-in.)
    for (const later of readings.slice(index + 1, index + 1 + MAX_LEAD_IN_REACH)) {
      // A dash introduces the rest of its sentence; a colon (there or further on) its block.
      const sameSentence = later.clause.sentence === last.clause.sentence;
      if (!sameSentence && !COLON.test(last.clause.text)) break;
      const gap = answer.slice(last.clause.end, later.clause.start);
      if (last !== reading && BLANK_LINE.test(gap)) break;
      if (later.ownHedges.size > 0 || later.clause.conditions.length > 0) break;
      for (const marker of reading.certainty)
        if (!later.certainty.includes(marker)) later.certainty.push(marker);
      last = later;
    }
  });
}

/**
 * A hedged lead-in that states and names nothing ("Confidence 3/5 —", "Best guess:") qualifies
 * the rest of its sentence: its hedges reach the clauses after it up to the sentence's end, as
 * a qualifier with no topic of its own. Conditions are not lead-ins here (they attach to
 * their terms, condition-attachment.ts).
 */
export function spreadHedgedLeadIns(readings: ClauseReading[]): void {
  readings.forEach((reading, index) => {
    if (reading.ownHedges.size === 0 || !INTRODUCES.test(reading.clause.text)) return;
    if (reading.states.size + reading.mentions.size + reading.namesQuestion.size > 0) return;
    // (A condition ending in a dash has terms of its own: condition-attachment.ts.)
    if (reading.ownHedges.has("condition") || reading.clause.conditions.length > 0) return;
    for (const later of readings.slice(index + 1, index + 1 + MAX_LEAD_IN_REACH)) {
      if (later.clause.sentence !== reading.clause.sentence) break;
      for (const [family, cues] of reading.hedges)
        later.hedges.set(family, [...(later.hedges.get(family) ?? []), ...cues]);
      later.qualifiers.push({ families: new Set(reading.ownHedges), words: new Set() });
    }
  });
}
