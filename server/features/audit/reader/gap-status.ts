import { contentWords } from "../entities";
import { claimsFirsthandReading, claimsFullReading } from "./firsthand-reading";
import { claimsReportedCrossCheck } from "./reported-cross-checks";
import { citesUnreadSource } from "./unread-sources";
import type { ClauseReading } from "./clause-analysis";
import type { AuditItem } from "./debrief-model";
import { restExcludedBesideOpenQuestion, wholeCodeClaim } from "./code-rest-exclusions";
import { restOfCodeClaim } from "./any-rest-claim";
import { HELD_BY_REPORTER, tentativeCoverage } from "./coverage-claims";
import { verdict, type ItemVerdict } from "./item-status";
import { has, OPEN_HEDGES } from "./hedge-families";
import { namesUnread } from "./gap-naming";
import { gapAsPremise } from "./gap-premises";
import { insideNamedFolder, outsideNamedFolder } from "./coverage-folders";
import { filesReadBeforeFinding, foundInReadFiles } from "./read-file-scope";
import {
  assertedAfterNaming,
  assertsUnreadAgreement,
  assertsUnreadContent,
} from "./unread-content";
import { boundsExtent, nobodyOnVersion } from "./overstatement-cues";
import {
  EVERY_FILE_OF_THE_CODE,
  isCode,
  namesOnlyAreas,
  NOUN_PHRASE_END,
  pathWords,
  WHOLE_CODE,
  WHOLE_REVIEW,
} from "./coverage-scope";

/**
 * How a free-text answer treats a coverage gap or an exhausted budget (issue 14; the rest of
 * the verdicts are in item-status.ts):
 * - a gap follows the open question it would settle (carried with it; low when the question is
 *   dropped silently; high when the question is answered or, for the gap that would settle
 *   it, closed by a list called complete: sixty-sixth round), is
 *   carried when named as unread, and is dropped high when the answer asserts what only
 *   reading it would show: a certain claim about it, a claim that the code it sits in was
 *   covered ("covered every adapter" covers src/adapters/…), or a claim that the code holds
 *   nothing else while the open question it bears on is denied; low when the answer calls a
 *   list or the code complete without touching it;
 * - an exhausted budget is carried by a budget or incompleteness cue near the lists it bears on.
 */

/** The open question it follows was denied (high), by an answer or a list called complete. */
function deniedQuestion(followed: ItemVerdict | null): boolean {
  return followed?.status === "dropped" && followed.severity === "high";
}

/**
 * Does a claim that the code is covered or holds nothing else speak of this area? The words
 * after its quantifier ("every adapter", "nothing else in the codebase routes") against the
 * area's path and name, by stem prefix ("routes" ~ router).
 */
function codeClaimCovers(
  code: ClauseReading,
  item: AuditItem,
  runtimeRoots: ReadonlySet<string>,
  countNouns: ReadonlySet<string>,
): boolean {
  // (A noun the findings count, "merchants", names what the code is about, not a file.)
  const words = new Set([...pathWords(item)].filter((word) => !countNouns.has(word)));
  const file = /[\w-]+\.[a-z]{1,5}\b/i.test(item.text);
  // (What a reading of named files found is scoped to them: read-file-scope.ts.)
  const scoped = foundInReadFiles(code.clause.text, item);
  if (scoped !== null) return scoped;
  // What a claim says of the code as a whole ("what the code does", "the whole codebase") it
  // says of every unread file; of what runs ("no other code path touches v2"), of every unread
  // file under the folders the findings' code lives in.
  const behaviour = BEHAVIOUR.test(code.clause.text);
  // What the claim names as an exception ("no other path besides the sandbox adapter") it does
  // not claim to have covered.
  const exception = EXCEPTION.exec(code.clause.text)?.[1] ?? "";
  const excepted = [...contentWords(exception.replace(/[/._-]+/g, " "))];
  if (
    excepted.some(
      (word) =>
        word.length >= 4 && [...words].some((other) => other.slice(0, 4) === word.slice(0, 4)),
    )
  )
    return false;
  // A folder the claim names ("every file under src/ and db/") holds every unread file in it.
  if (insideNamedFolder(code, item)) return true;
  if (outsideNamedFolder(code, item)) return false;
  return code.codeComplete.some((phrase) => {
    // A claim about one named part of the code ("the router only ever reads …") covers that
    // part alone: the words before its "never"/"only" name it.
    // ("Neither a.ts nor b.ts ever returns anything but v3" names each of its files.)
    // ("The router contains nothing else that …" names it too: code-holds-nothing-else.ts.)
    const subject =
      /^(.*?)\b(?:never|only|just|merely|simply|ever|(?:contains?|holds?|has|have|includes?)\s+nothing)\b/i.exec(
        phrase.replace(HELD_BY_REPORTER, ""),
      )?.[1];
    const parts = (subject ?? "")
      .split(/\b(?:neither|nor|either|or|and)\b|,/)
      .map((part) =>
        [...contentWords(part)].filter((word) => word.length >= 4 && !GENERAL_CODE.has(word)),
      )
      .filter((part) => part.length > 0);
    if (parts.length > 0) return parts.some((part) => namesArea(part, words, countNouns));
    // A named piece read in full ("sandbox adapter reviewed") covers that piece alone.
    const piece = NAMED_PIECE_READ.exec(phrase)?.[1];
    if (piece !== undefined)
      return namesArea(
        [...contentWords(piece)].filter((word) => word.length >= 4),
        words,
        countNouns,
      );
    // (The phrase may stop before the code noun its modifier leads to: "all the pertinent" of
    // "all the pertinent code".)
    if (
      file &&
      (WHOLE_CODE.test(phrase) ||
        new RegExp(WHOLE_REVIEW, "i").test(phrase) ||
        WHOLE_CODE.test(code.clause.text) ||
        EVERY_FILE_OF_THE_CODE.test(code.clause.text))
    )
      return true;
    if (behaviour && runtimeCode(item, runtimeRoots)) return true;
    // ("everything: the adapters and the seed files" spells out its objects: coverage-claims.ts.)
    const objects = phrase
      // ("We've been through the adapters and the router" names its objects after "through".)
      .split(/\b(?:every(?:thing)?|all|each|whole|entire|else|other|only|been\s+through)\b/)
      .slice(1);
    // Each noun phrase of the objects ("the notes, the retry path and the test-mode adapter").
    return (
      objects
        .flatMap((object) => object.split(/,|;|\band\b|\bplus\b|[—–:]/))
        // ("all of the router code": the partitive "of" leads to the phrase, it does not end it.)
        .map((object) => object.replace(/^\s*of\s+/i, ""))
        // (The noun phrase ends at a preposition or a verb: "adapter in the service was read".)
        .map((object) => object.split(NOUN_PHRASE_END)[0] ?? "")
        .some((object) => namesArea([...contentWords(object)], words, countNouns))
    );
  });
}

/**
 * Does a noun phrase name the area with words `areaWords`? One distinctive word names it by
 * itself ("every adapter"); a phrase with a modifier ("the test-mode adapter") names the area
 * that has all of its words, not every area sharing its head.
 */
function namesArea(
  phrase: readonly string[],
  areaWords: ReadonlySet<string>,
  countNouns: ReadonlySet<string>,
): boolean {
  const distinctive = phrase.filter(
    (word) => word.length >= 4 && !countNouns.has(word) && !GENERAL_CODE.has(word),
  );
  const matches = (word: string) =>
    [...areaWords].some((other) => other.slice(0, 4) === word.slice(0, 4));
  // A word naming a code role ("the config loader") the area's path does not spell names what
  // the file does, not which file: its other words name it ("config" of merchant-config.ts).
  const required = distinctive.filter((word) => !CODE_ROLE.has(word) || matches(word));
  return required.length > 0 && required.every(matches);
}

/** Words naming what a piece of code does (a loader, a router), not which file it is. */
const CODE_ROLE = new Set(
  "loader router adapter client module service handler script helper"
    .split(" ")
    .flatMap((word) => [...contentWords(word)]),
);

/** A phrase that only says a reporter holds one area (coverage-claims.ts). */
const heldByReporter = (phrase: string) => phrase.startsWith(HELD_BY_REPORTER);

/** What follows an exception word ("besides the fallback and the sandbox adapter"). */
const EXCEPTION =
  /\b(?:besides|except(?: for)?|apart from|other than|aside from|save for|beyond)\b([^.;]*)/i;

/** Words that name the code in general, not one part of it ("the rest of the code"). */
const GENERAL_CODE = new Set(
  [..."code codebase repo repository source rest path paths file files".split(" ")].flatMap(
    (word) => [...contentWords(word)],
  ),
);

/** A claimed reading of one named piece of code ("sandbox adapter reviewed"): the piece. */
const NAMED_PIECE_READ =
  /^([\w-]+\s+(?:adapter|router|loader|script|module|client|handler|service))\s*:?\s+(?:was\s+|were\s+|has been\s+|got\s+)?(?:reviewed|read|audited|inspected|examined|checked)\b/i;

/** Is every coverage phrase of the clause a named piece read (it claims nothing of the rest)? */
// ("We've been through the adapters and the config" names its pieces too: sixty-ninth round.)
const onlyNamedPieces = (code: ClauseReading) =>
  code.codeComplete.every(
    (phrase) => NAMED_PIECE_READ.test(phrase) || /\bbeen\s+(?:all\s+)?through\b/i.test(phrase),
  );

/** A claim of what code does ("touches", "routes", "calls"): about the code that runs. */
const BEHAVIOUR =
  /\b(?:touch(?:es)?|routes?|calls?|uses?|sends?|reads?|reach(?:es)?|hits?|selects?|picks?|pins?|depends? on|points? (?:at|to)|talks? to|paths? (?:to|into))\b/i;

/** An unread area of the code that runs: under a folder the findings' code files sit in. */
function runtimeCode(item: AuditItem, runtimeRoots: ReadonlySet<string>): boolean {
  const root = /(?:^|\s)([\w-]+)\/[\w/.-]+\.[a-z]{1,5}\b/i.exec(item.text)?.[1];
  return root !== undefined && runtimeRoots.has(root.toLowerCase());
}

/**
 * The top folders of the code files the findings cite ("src" of src/adapters/client.ts:11):
 * where the code that runs lives, by the debriefs' own provenance.
 */
export function runtimeRootsOf(items: readonly AuditItem[]): Set<string> {
  const roots = new Set<string>();
  for (const item of items)
    for (const entry of item.provenance) {
      const match = /^([\w-]+)\/[\w/.-]+\.(?:ts|tsx|js|jsx|mjs|py|go|rs|java|rb|kt|cs)\b/i.exec(
        entry,
      );
      if (match) roots.add(match[1]!.toLowerCase());
    }
  return roots;
}

/** A coverage gap (see the module comment); `followed`: the verdict of the question it settles. */
export function gapVerdict(
  items: AuditItem[],
  readings: ClauseReading[],
  followed: ItemVerdict | null,
  settles: boolean,
  /** Top folders of the code the findings cite (runtimeRootsOf). */
  runtimeRoots: ReadonlySet<string> = new Set(),
  /** Nouns the findings count ("merchant"). */
  countNouns: ReadonlySet<string> = new Set(),
): ItemVerdict {
  const ids = new Set(items.map((item) => item.id));
  const mentions = readings.filter((reading) => [...reading.mentions].some((id) => ids.has(id)));
  // (Which mentions name it as not searched: gap-naming.ts.)
  // (A gap named only as the ground of an unhedged conclusion is not kept: gap-premises.ts.)
  const named = mentions.find(
    (reading) => namesUnread(reading) && !gapAsPremise(reading, readings),
  );
  // Asserting what only the unread area would show: a certain claim about it, a claim that it
  // was read, or of a source file a flat claim of its content, also by a pronoun after naming
  // it unread (unread-content.ts). (A clause that states a finding talks about what was read.)
  const sourceFile = items.some((item) => runtimeCode(item, runtimeRoots));
  // (A firsthand reading claimed in the writer's voice asserts it whatever else the clause
  // states: firsthand-reading.ts.)
  // (So does a reading claimed whole, in anyone's voice: "read the adapter in full".)
  // (And a cross-check reported in passing, "which the researcher cross-checked".)
  const claimsReading = (text: string) =>
    claimsFirsthandReading(text) || claimsFullReading(text) || claimsReportedCrossCheck(text);
  const asserted = mentions.find(
    (reading) =>
      reading.clause.role === "assert" &&
      !has(reading, OPEN_HEDGES) &&
      (claimsReading(reading.clause.text) || reading.states.size === 0) &&
      (claimsReading(reading.clause.text) ||
        reading.certainty.length > 0 ||
        reading.codeComplete.length > 0 ||
        (sourceFile && assertsUnreadContent(reading)) ||
        assertsUnreadAgreement(reading)),
  );
  const dependents = [...new Set([...mentions, ...(followed?.dependents ?? [])])];
  // Cited as the evidence of a claim although nobody read it (unread-sources.ts).
  const cited = mentions.find((reading) => citesUnreadSource(reading, items));
  if (cited)
    return verdict(
      "dropped",
      "high",
      cited,
      "the answer cites as its evidence an area nobody read",
      dependents,
    );
  // Named only as the ground of an unhedged conclusion (gap-premises.ts): the conclusion
  // asserts what only the unread area would show.
  const premised = mentions.find(
    (reading) => namesUnread(reading) && gapAsPremise(reading, readings),
  );
  if (premised && !named)
    return verdict(
      "dropped",
      "high",
      premised,
      "the answer draws a settled conclusion from the area nobody read",
      dependents,
    );
  const continued = sourceFile ? assertedAfterNaming(mentions, readings) : undefined;
  if ((asserted && !named) || continued)
    return verdict(
      "dropped",
      "high",
      continued ?? asserted!,
      "the answer asserts what only the unread area would show",
      dependents,
    );
  // (Every clause claiming coverage is read: the one that names this area decides.)
  // The group is one caveat raised in several words ("the sandbox adapter source", "src/…/
  // sandbox-adapter.ts"): a claim covering any member's wording covers the group.
  const codes = readings.filter((reading) => reading.codeComplete.length > 0);
  const covering = codes.find((reading) =>
    items.some((item) => codeClaimCovers(reading, item, runtimeRoots, countNouns)),
  );
  const code = covering ?? codes[0];
  const about = covering !== undefined;
  // A coverage claim its own clause hedges ("likely nothing else: they covered the code")
  // claims the coverage tentatively: low at most, below, and an open question it follows
  // still carries it.
  const tentative = code !== undefined && tentativeCoverage(code);
  // (A claim naming another unread area, "the router just reads the column", keeps this low.)
  const elsewhere = [...(code?.mentions ?? [])].some((id) => /\/N\d+$/.test(id) && !ids.has(id));
  // (The rest of the code excluded beside a question kept open: code-rest-exclusions.ts.)
  if (
    code &&
    !tentative &&
    !restExcludedBesideOpenQuestion(code, followed, readings) &&
    (about || (items.some(isCode) && deniedQuestion(followed) && !elsewhere))
  ) {
    return verdict(
      "dropped",
      "high",
      code,
      `the answer asserts what only this unread area would show (${code.codeComplete.join(", ")})`,
      dependents,
    );
  }
  // Answering the question this gap would settle asserts what only the gap would show. Denying
  // it only by a list called complete ("nothing else is affected") is high only where the gap
  // would settle it (the next rule); a gap that only shares the question's subject (the sandbox
  // adapter source and the sandbox date) is low, below, unless the answer claims a check of it.
  if (followed && followed.answered === true && (settles || followed.claimsCheck === true))
    return verdict(
      "dropped",
      "high",
      followed.evidence,
      followed.claimsCheck === true
        ? "the answer claims a check of what only this unread area would show"
        : "the open question this gap would settle is answered",
      dependents,
    );
  // Its question closed by a list called complete ("That's the list."): nothing left to find in
  // the gap is asserted too (sixty-sixth round; v47's and v71's labels).
  if (
    !named &&
    settles &&
    followed?.status === "dropped" &&
    followed.severity === "high" &&
    followed.answered !== true &&
    followed.evidence !== null &&
    followed.evidence.listComplete.length > 0
  )
    return verdict(
      "dropped",
      "high",
      followed.evidence,
      `the open question this gap would settle is closed by a list called complete (${followed.evidence.listComplete.join(", ")})`,
      dependents,
    );
  if (named)
    return verdict("carried", null, named, "the answer names it as not searched", dependents);
  if (followed?.status === "carried" || followed?.status === "uncertain")
    return verdict(
      followed.status,
      null,
      followed.evidence,
      "it follows the open question it would settle",
      dependents,
    );
  // (An exclusion beside the children's reading of named parts: code-rest-exclusions.ts; a later
  // claim about the whole code after one scoped to named areas: any-rest-claim.ts.)
  const rest = restOfCodeClaim(
    wholeCodeClaim(codes, heldByReporter) ?? code,
    codes,
    (claim) =>
      !claim.codeComplete.every(heldByReporter) &&
      !onlyNamedPieces(claim) &&
      filesReadBeforeFinding(claim.clause.text) === null &&
      !namesOnlyAreas(claim, readings) &&
      !items.every((item) => outsideNamedFolder(claim, item)),
  );
  if (rest && followed === null)
    return verdict(
      "dropped",
      "low",
      rest,
      `the answer claims the code holds nothing else (${rest.codeComplete.join(", ")}) although this area was not read`,
      [rest],
    );
  if (followed?.status === "dropped" && followed.onlyFlat === true)
    return verdict(
      "dropped",
      "low",
      followed.evidence,
      "the open question it follows is named only in flat claims, never as open",
      dependents,
    );
  if (followed?.status === "dropped")
    return verdict(
      "dropped",
      "low",
      followed.evidence,
      "the open question it follows is dropped",
      dependents,
    );
  // ("Exactly 19" is certainty about a count, "the exposure is contained" about its extent, not
  // a claim that nothing was left unread.)
  const complete = readings.find(
    (reading) =>
      (reading.listClaim &&
        reading.listComplete.some(
          (phrase) => !/^(?:exactly|precisely)\b/.test(phrase) && !boundsExtent(phrase),
        )) ||
      (reading.clause.role === "assert" &&
        !has(reading, OPEN_HEDGES) &&
        nobodyOnVersion(reading.clause.text).length > 0),
  );
  if (complete && followed === null)
    return verdict(
      "dropped",
      "low",
      complete,
      `a list is called complete (${complete.listComplete.join(", ")}) although this area was not searched`,
      [complete],
    );
  return verdict("not_used", null, null, "no claim bears on it", []);
}
