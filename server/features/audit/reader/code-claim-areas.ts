import { contentWords } from "../entities";
import type { ClauseReading } from "./clause-analysis";
import type { AuditItem } from "./debrief-model";
import { HELD_BY_REPORTER } from "./coverage-claims";
import { insideNamedFolder, outsideNamedFolder } from "./coverage-folders";
import { foundInReadFiles } from "./read-file-scope";
import {
  EVERY_FILE_OF_THE_CODE,
  NOUN_PHRASE_END,
  pathWords,
  WHOLE_CODE,
  WHOLE_REVIEW,
} from "./coverage-scope";

/**
 * Which unread areas of the code a claim about the code speaks of (issue 14; gap-status.ts
 * decides the gap's verdict): the area a claim names by its words, a folder or a file's role,
 * the exceptions it makes, and the code that runs (the folders the findings' own code files sit
 * in), which a claim about what code does ("nothing else routes to v2") reaches.
 */

/**
 * Does a claim that the code is covered or holds nothing else speak of this area? The words
 * after its quantifier ("every adapter", "nothing else in the codebase routes") against the
 * area's path and name, by stem prefix ("routes" ~ router).
 */
export function codeClaimCovers(
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
export const NAMED_PIECE_READ =
  /^([\w-]+\s+(?:adapter|router|loader|script|module|client|handler|service))\s*:?\s+(?:was\s+|were\s+|has been\s+|got\s+)?(?:reviewed|read|audited|inspected|examined|checked)\b/i;

/**
 * A claim of what code does ("touches", "routes", "calls"): about the code that runs. "read"
 * in the passive after a kind of code ("every adapter has now been read") tells our reading of
 * those kinds, not what the code does (eighty-fourth round): it names no behaviour.
 */
const BEHAVIOUR =
  /\b(?:touch(?:es)?|routes?|calls?|uses?|sends?|(?<!\b(?:adapters?|routers?|loaders?|clients?|modules?|services?|handlers?|configs?)\s+(?:(?:has|have|had)\s+)?(?:now\s+|already\s+)?(?:been|was|were|got)\s+(?:[a-z]+ly\s+|now\s+|already\s+)?)reads?|reach(?:es)?|hits?|selects?|picks?|pins?|depends? on|points? (?:at|to)|talks? to|paths? (?:to|into))\b/i;

/** An unread area of the code that runs: under a folder the findings' code files sit in. */
export function runtimeCode(item: AuditItem, runtimeRoots: ReadonlySet<string>): boolean {
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
