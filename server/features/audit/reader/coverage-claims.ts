import type { ClauseReading } from "./clause-analysis";
import { hedgeCues } from "./hedge-cues";
import { listedReadParts, reporterReadParts } from "./listed-reading";

/**
 * Coverage claimed in more forms (issue 14, fifth reader round): what a coverage claim names
 * after a dash or colon ("covered every angle — the notes, the table and the retry path"), and a
 * child said to hold an area ("the test-mode researcher has the adapter source"). Both are read
 * as claims that the area was covered; code-claim-areas.ts decides which unread area they name. A
 * coverage claim hedged where it stands is tentative (tenth reader round).
 */

/** A clause that ends by announcing what follows it. */
const ANNOUNCES = /[—–:]\s*$|\s-\s*$/;

/** A short qualifier ("relevant"), then a colon or dash and the list it spells out (group 1). */
const UNIVERSAL_SPELLED_OUT = /^[^.;:—–()]{0,30}?\s*[:—–]\s*([^.;:—–]+)/;

/** Verbs that say a reporter holds or went over an area. */
const HOLDS = String.raw`(?:has|had|holds|held|read|covered|checked|reviewed|looked at|went (?:through|over)|got|owns)`;

/**
 * "we read / I opened / we went through the <area>", not negated, its subject leading a clause
 * ("since we read the adapter"), not a relative clause ("nothing we read"); a universal ("we
 * went through every file in db/") is a coverage claim of its own (fifteenth round).
 */
const FIRST_PERSON_READ =
  /(?:^|[,;:(—–]\s*|\b(?:and|but|so|since|because|as)\s+)(?:we|i)\s+(?:have\s+|'ve\s+|also\s+|actually\s+)?(?:read|opened|went through|walked through|stepped through)\s+(?:the\s+|its\s+|their\s+)?(?!(?:every|all|each|whole|entire|any)\b)([a-z][^,.;:]*?)(?=\s+(?:and|which|where|so)\b|[,.;:]|$)/;

/** A file path ("src/config/merchant-config.ts"). */
const FILE = String.raw`(?:[\w.-]+\/)*[\w-]+\.[a-z]{1,5}`;

/** A line opening with a past verb of reading and the files it names (group 1); not "read", an imperative as often. */
const SUBJECTLESS_READ = new RegExp(
  String.raw`^[\W\d]*(?:checked|reviewed|opened|inspected|examined|audited|went through)\s+(${FILE}(?:\s*(?:,|and|,\s*and)\s*${FILE})*)`,
);

/**
 * An area said in the passive to have been read ("the version router and the config loader were
 * examined"), not negated, its subject leading a clause: the same claim as the answer's own
 * voice reading it (twenty-third reader round, formal registers). A counted subject ("two
 * adapters were read") names no area.
 */
const PASSIVE_READ =
  /(?:^|[,;:(—–]\s*|\b(?:and|but|so|since|because|as)\s+)(?:the\s+|its\s+|their\s+)?(?!(?:every|all|each|whole|entire|any|nothing|no|none|neither|some|several|two|three|four|five|\d+)\b)([a-z](?:(?!\b(?:was|were|is|are|has|have|had)\b)[^,.;:()])*?)\s+(?:was|were|has been|have been|had been)\s+(?:(?:fully|carefully|also|each)\s+)?(?:read|examined|reviewed|inspected|walked through|opened|audited)\b/;

/**
 * The prefix of a phrase saying a reporter holds one area: it names that area alone (the words
 * before "only"), and claims nothing of the rest of the code.
 */
export const HELD_BY_REPORTER = "held by a reporter:";

/**
 * One named piece of code a reporter may be said to have read ("the sandbox adapter", "router.ts"),
 * not a kind of code ("the adapter code").
 */
const CODE_PIECE =
  /^(?!(?:adapter|router|code|source)\b)(?:[\w-]+\s+){1,2}(?:adapter|router|loader|client|module|script|service|handler)\s*$|^[\w/.-]+\.[a-z]{1,5}\s*$/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Add the coverage claims above to the readings' `codeComplete` phrases. */
export function readCoverageClaims(readings: ClauseReading[], agentNames: readonly string[]): void {
  readings.forEach((reading, index) => {
    const next = readings[index + 1];
    if (
      reading.codeComplete.length > 0 &&
      ANNOUNCES.test(reading.clause.text) &&
      next &&
      next.clause.sentence === reading.clause.sentence
    )
      reading.codeComplete = reading.codeComplete.map((phrase) => `${phrase} ${next.clause.text}`);
    const lower = reading.clause.text.toLowerCase();
    // "Everything" read, then a colon or dash and what it was ("looked at everything relevant:
    // the adapters, the seed files and the config", fifty-ninth round): the list after it names
    // the areas the universal claims, as a list after a clause-final colon does above.
    reading.codeComplete = reading.codeComplete.map((phrase) => {
      const at = lower.indexOf(phrase);
      if (at < 0 || !/\beverything$/.test(phrase)) return phrase;
      const listed = UNIVERSAL_SPELLED_OUT.exec(lower.slice(at + phrase.length))?.[1];
      return listed ? `${phrase}: ${listed.trim()}` : phrase;
    });
    for (const name of agentNames) {
      const pattern = new RegExp(
        String.raw`\b${escape(name).replace(/ /g, "[-_ ]")}\s+${HOLDS}\s+(?:the\s+|its\s+|their\s+)?([^,.;:]+)`,
      );
      const match = pattern.exec(lower);
      // (Said in a hedged or open clause, "the notes researcher has not read it", it claims nothing;
      // the child named as the reading's source is no hedge on it, sixty-fourth round.)
      if (
        match &&
        (reading.ownHedges.size === 0 ||
          ([...reading.ownHedges].every((family) => family === "attribution") &&
            CODE_PIECE.test(match[1]!)))
      )
        reading.codeComplete.push(`${HELD_BY_REPORTER} ${match[1]} only covered`);
    }
    // The answer's own voice claiming to have read one area ("we read the sandbox adapter and
    // it pins v2") claims that area alone was covered, as a reporter said to hold it does.
    // (A list of named parts read, active or passive, is read whole: listed-reading.ts.)
    // (A child said to have read a list is the reading's source, no hedge on it: "the researcher
    // read a, b and c" attributes the reading and claims it all the same, thirty-sixth round.)
    const reported = reporterReadParts(lower, agentNames);
    const unhedged =
      reading.ownHedges.size === 0 ||
      (reported !== null && [...reading.ownHedges].every((family) => family === "attribution"));
    const area =
      listedReadParts(lower) ??
      reported ??
      (FIRST_PERSON_READ.exec(lower) ?? PASSIVE_READ.exec(lower))?.[1];
    // (A file's extension names no area: "router.ts" reads as "router".)
    if (area && unhedged)
      reading.codeComplete.push(
        `${HELD_BY_REPORTER} ${area.replace(/\.[a-z]{1,5}\b/g, "")} only covered`,
      );
    // So does a line that opens with a past verb of reading and the files it names, its subject
    // left out as notes leave it ("Reviewed src/a.ts and src/b.ts: …", twenty-second round).
    const files = SUBJECTLESS_READ.exec(lower);
    if (files && reading.ownHedges.size === 0)
      reading.codeComplete.push(`${HELD_BY_REPORTER} ${files[1]} only covered`);
  });
}

/**
 * Is a coverage claim hedged where it stands: an epistemic cue in its own part of the clause
 * (between colons, semicolons and dashes), or in a lead-in before a colon that introduces it
 * ("Unlikely anything else: they covered the code"), not in a claim the coverage introduces
 * ("we went over the adapters: 16 likely …"); every coverage phrase of the clause so hedged.
 */
export function tentativeCoverage(reading: ClauseReading): boolean {
  // (A parenthesis speaks for itself: "(…, likely to …)" hedges what it says, not the claim.)
  const text = reading.clause.text.replace(/\([^()]*\)/g, (inner) => " ".repeat(inner.length));
  const lower = text.toLowerCase();
  const cuts = [...text.matchAll(/[:;—–]/g)].map((match) => match.index ?? 0);
  return reading.codeComplete.every((phrase) => {
    const at = Math.max(0, lower.indexOf(phrase));
    const start = Math.max(-1, ...cuts.filter((cut) => cut < at));
    const end = Math.min(text.length, ...cuts.filter((cut) => cut >= at));
    const lead =
      start >= 0 && text[start] === ":"
        ? text.slice(Math.max(-1, ...cuts.filter((cut) => cut < start)) + 1, start)
        : "";
    return hedgeCues(`${lead} ${text.slice(start + 1, end)}`).has("epistemic");
  });
}
