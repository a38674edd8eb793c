import { contentWords } from "../entities";
import type { ClauseReading } from "./clause-analysis";
import type { AuditItem } from "./debrief-model";

/**
 * What a coverage claim is about (issue 14): the code as a whole ("the whole codebase", "every
 * file in the repo") or the kinds of code it names ("covered every adapter and the config",
 * twenty-second reader round). code-claim-areas.ts decides from these which unread areas a claim
 * covers and which it leaves alone.
 */

/**
 * A review of the code as a whole told as a noun ("after a full review of our integrations",
 * "following a thorough audit of the codebase"): how a support notice claims its team read
 * everything (sixty-ninth round, customer notices). Read as a claimed reading of every unread
 * file, as "reviewed the codebase end to end" is.
 */
export const WHOLE_REVIEW = String.raw`\b(?:a|an|our)\s+(?:full|complete|thorough|exhaustive|comprehensive|end-to-end|line-by-line)\s+(?:review|audit|sweep|read-?through|walk-?through)\s+(?:of|over|across)\s+(?:all\s+(?:of\s+)?)?(?:our|the)\s+(?:integrations?|code|codebase|systems?|repo|repository|source|adapters)\b`;

/**
 * A claim over the code as a whole ("the whole codebase", "the entire repo", "the codebase end
 * to end"), also through every part of it ("every corner of the repo", "each nook and cranny of
 * the code": twenty-sixth reader round).
 */
export const WHOLE_CODE =
  /\b(?:(?:code|codebase|repo|repository|source|sources|project)(?:\s+(?:and|plus|as well as)\s+(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?)?\s*,?\s*(?:end[- ]to[- ]end|top to bottom|front to back|cover to cover|line by line|file by file|in full)|(?:code|codebase|repo|repository|source)\s+(?:(?:now|has been|had been|have been|was|is|being)\s+){0,2}(?:fully|completely|thoroughly|exhaustively|entirely)\s+(?:[a-z]+ed|read|gone through)|(?:every|each)\s+(?!(?:one|single|file|files)\b)[a-z]+(?:\s+and\s+[a-z]+)?\s+of\s+(?:the\s+|our\s+|this\s+)?(?:code|codebase|repo|repository|source)|(?:whole|entire|all (?:of )?the|every)\s+(?:line of\s+)?(?:the\s+)?(?:relevant\s+|pertinent\s+|related\s+)?(?:code|codebase|repo|repository|source|sources)|^(?:we|i)\s[^.;]*\b(?:the|our)\s+(?:codebase|repo|repository|code|source)$|coverage (?:was|is|has been|were) (?:complete|full|total|exhaustive)|(?:complete|full|total) coverage)\b/i;
/**
 * Every file of the code as a whole ("every file in the codebase", "all the files of the repo";
 * with a scope adjective before or, as French renders it, after the noun: "all the relevant
 * files of the repository", "all the files relevant of the repository", twenty-eighth round;
 * or scoped by a relative clause of relevance, "every file that matters", fifty-ninth round).
 */
export const EVERY_FILE_OF_THE_CODE =
  /\b(?:every|each|all (?:of )?the)\s+(?:(?:relevant|pertinent|related)\s+)?(?:source\s+|code\s+)?files?\s+(?:(?:relevant|pertinent|related)\s+)?(?:in|of|across|under|throughout)\s+(?:the\s+|our\s+|this\s+)?(?:code|codebase|repo|repository|project|workspace)\b|\b(?:every|each|all (?:of )?the)\s+(?:source\s+|code\s+)?files?\s+(?:that|which)\s+(?:matters?|mattered|counts?|counted|(?:is|are|was|were) relevant|bears? on (?:this|it))\b/i;

/** Where a noun phrase of a coverage claim's objects ends. */
export const NOUN_PHRASE_END =
  /\b(?:in|under|of|on|across|from|within|inside|at|to|for|by|was|were|is|are|has|have|had|got|been|being|so|that|which)\b/i;

/** Kinds of code a coverage claim may name as its areas ("every adapter", "the config"). */
const CODE_AREA = new Set(
  "adapter adapters config configs configuration router routers loader loaders client clients module modules service services handler handlers"
    .split(" ")
    .flatMap((word) => [...contentWords(word)]),
);

/**
 * Does a coverage claim name the kinds of code it covers ("covered every adapter and the
 * config"), not the code as a whole ("every file", "nothing else in the codebase"), other
 * sources ("every adapter, the changelog and the table") or anything ("every angle")? Unless its
 * sentence also calls the picture complete ("so here is the full answer"), it says nothing of an
 * unread file outside those kinds (a seed script beside "every adapter").
 */
export function namesOnlyAreas(code: ClauseReading, readings: readonly ClauseReading[]): boolean {
  const text = code.clause.text.replace(/\([^()]*\)/g, " ");
  if (WHOLE_CODE.test(text) || EVERY_FILE_OF_THE_CODE.test(text)) return false;
  const sentence = readings
    .filter((reading) => reading.clause.sentence === code.clause.sentence)
    .map((reading) => reading.clause.text)
    .join(" ");
  // (What a review of named kinds of code found, after its label, "Router and config: nothing
  // else sends v2", is said of those kinds: twenty-seventh round.)
  if (labelNamesOnlyAreas(text)) return true;
  if (CALLED_COMPLETE.test(sentence)) return false;
  const nouns = text
    .split(/\b(?:every|all|each)\b/i)
    .slice(1)
    .flatMap((object) => object.split(/,|;|\band\b|\bplus\b|[—–:]/))
    .map((object) => (object.replace(/^\s*of\s+/i, "").split(NOUN_PHRASE_END)[0] ?? "").trim())
    .filter((noun) => noun.length > 0);
  return (
    nouns.length > 0 &&
    nouns.every((noun) => [...contentWords(noun)].some((word) => CODE_AREA.has(word)))
  );
}

/** A label before a colon or dash, after a checkbox or bullet ("[x] Router and config: …"). */
const AREA_LABEL = /^[\s*•-]*(?:\[[ x✓]\]\s*)?([^:—–]{2,60}?)\s*[:—–]\s*\S/i;
/** Verbs of a review and quantifiers a label may carry ("All adapters reviewed"). */
const REVIEW_WORDS =
  /\b(?:all|every|each|the|our|reviewed|checked|read|traced|covered|searched|audited|inspected|done)\b/gi;

/**
 * A clause whose label names kinds of code only ("Router and merchant config: …", "All
 * adapters and config reviewed: …"): each of its noun phrases holds a kind of code.
 */
function labelNamesOnlyAreas(text: string): boolean {
  const head = AREA_LABEL.exec(text)?.[1];
  // (A sentence with a subject before its colon, "I read all the adapters: …", is no label.)
  if (head === undefined || /\b(?:i|we|they|he|she|you)\b/i.test(head)) return false;
  const phrases = head
    .replace(REVIEW_WORDS, " ")
    .split(/,|;|&|\band\b|\bplus\b|\//)
    .map((phrase) => [...contentWords(phrase)])
    .filter((words) => words.length > 0);
  return phrases.length > 0 && phrases.every((words) => words.some((word) => CODE_AREA.has(word)));
}

/** A sentence calling the picture complete ("the full answer", "only the client reaches v2"). */
const CALLED_COMPLETE =
  /\b(?:full|complete|completely|whole|entire|only|nothing else|no other|no blind spots?|the lot)\b/i;

/** Words of a gap's path and name ("src/adapters/version-router.ts" → src, adapter, …). */
export function pathWords(item: AuditItem): Set<string> {
  return contentWords(item.text.replace(/\([^)]*\)/g, " ").replace(/[/._-]+/g, " "));
}

/** An area of source code (a source file, an adapter, a module), not data or traffic. */
export function isCode(item: AuditItem): boolean {
  return /\.(?:ts|tsx|js|jsx|py|go|rs|java|rb)\b|\b(?:source|code|adapter|module|router|client|handler|service)\b/i.test(
    item.text,
  );
}
