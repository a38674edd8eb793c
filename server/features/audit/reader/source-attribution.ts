import { contentWords } from "../entities";
import type { AuditItem } from "./debrief-model";
import { datesIn } from "./values";

/**
 * Attribution to the debriefs' own sources (issue 14, failure class 2: paraphrased hedges). The
 * sources are derived from the debriefs, never listed here: the documents a reported finding
 * cites (its provenance's file names: "docs/release-notes.md" gives "release notes") and the
 * children themselves (their agent names). A parenthesis that only names such a source
 * ("(release notes)", "(the notes-researcher, quoting the vendor)") and a clause in which a child
 * reports something ("the notes researcher found …") attribute what they qualify to that source.
 */

export interface DebriefSources {
  /** Words of the documents reported findings cite (file names split into words). */
  documentWords: Set<string>;
  /** The children's agent names as words ("notes researcher"), lower case. */
  agentNames: string[];
}

/** Words that only introduce a source ("per", "quoting", "source:", "X's reading of"). */
const SOURCE_FILLER = new Set(
  "per from source sources according quoting quoted quote cited cites via the its their our his her own see stated states says said published announcement entry page line reading account rendering"
    .split(" ")
    .flatMap((word) => [...contentWords(word)]),
);

/** Verbs a child reports with ("found", "reports"); never "confirmed" or "verified". */
const REPORTING_VERB =
  "(?:found|finds|find|report(?:s|ed)?|say(?:s)?|said|note(?:s|d)?|add(?:s|ed)?|quote(?:s|d)?|cite(?:s|d)?|raise(?:s|d)?|flag(?:s|ged)?|point(?:s|ed) out|read|reads|pulled|gives|gave|puts|put|lists|listed|dates|dated)";

/** The sources of a run's debriefs (see the module comment). */
export function debriefSources(items: readonly AuditItem[]): DebriefSources {
  const documentWords = new Set<string>();
  for (const item of items) {
    if (item.kind !== "finding" || item.confidence !== "reported") continue;
    for (const entry of item.provenance)
      for (const match of entry.matchAll(/([\w-]+)\.[a-z]{1,5}\b/gi))
        for (const word of contentWords(match[1]!.replace(/[-_]+/g, " "))) documentWords.add(word);
  }
  const agentNames = [
    ...new Set(items.map((item) => item.agentName.toLowerCase().replace(/[-_]+/g, " ").trim())),
  ].filter((name) => name !== "");
  return { documentWords, agentNames };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Does the text name a child by its agent name ("notes-researcher", "notes researcher")? */
function namesAgent(text: string, sources: DebriefSources): string | null {
  const lower = text.toLowerCase();
  for (const name of sources.agentNames) {
    const pattern = new RegExp(`\\b${escape(name).replace(/ /g, "[-_ ]")}\\b`);
    if (pattern.test(lower)) return name;
  }
  return null;
}

/**
 * The attribution cues of a parenthesis body that only names a source: every content word is a
 * document word, a word of a child's name, or filler ("per", "quoting").
 */
export function parentheticalSource(body: string, sources: DebriefSources): string[] {
  // A parenthesis of several parts ("vendor notes, line 4; 410 after that") cites its source in
  // one of them: that part alone is read, and it may give the source one modifier ("vendor").
  const parts = body.split(/[;,]/);
  if (parts.length > 1)
    return parts.some((part) => citesSource(part, sources, 1)) ? [`(${body.trim()})`] : [];
  return citesSource(body, sources, 0) ? [`(${body.trim()})`] : [];
}

/** A path to a file, with its folders, extension and an optional line (":12", ":4-9"). */
const FILE_PATH = /(?:[\w.-]+\/)*([\w-]+)\.[a-z]{1,5}(?::\d+(?:-\d+)?)?(?![\w/])/gi;

/** Does a text only name a source (see parentheticalSource), with up to `modifiers` other words? */
function citesSource(body: string, sources: DebriefSources, modifiers: number): boolean {
  // A path to a file ("docs/vendor-notes.md:12") names the file: its base name, without its
  // folders, extension or line.
  const named = body.replace(FILE_PATH, "$1");
  const words = [...contentWords(named.replace(/[-_]+/g, " "))];
  if (words.length === 0 || words.length > 8) return false;
  const agentWords = new Set(sources.agentNames.flatMap((name) => name.split(" ")));
  const agent = namesAgent(body, sources);
  const others = words.filter(
    (word) =>
      !SOURCE_FILLER.has(word) &&
      !sources.documentWords.has(word) &&
      !(agent !== null && agentWords.has(word)),
  );
  const cited = words.some((word) => sources.documentWords.has(word)) || agent !== null;
  return cited && others.length <= modifiers;
}

/** Verbs a document reports with, besides a child's ("the notes have the date", "as they tell it"). */
const DOCUMENT_VERB = String.raw`(?:has|have|had|tells?|told|shows?|showed|shown|carries|carried|mentions?|mentioned|${REPORTING_VERB.slice(3, -1)})`;

/**
 * "as <document> <any verb> it" ("as the notes word it", "as the notes frame it"): the claim
 * is the document's way of putting it, whatever the verb (the document stands at "#").
 */
const AS_SOURCE_PUTS_IT =
  /\bas\s+(?:the\s+|its\s+|their\s+|our\s+)?(?:[\w-]+\s+)?#(?:'s)?\s+(?:[a-z]+\s+)?[a-z]+\s+(?:it|them|this|that)\b/;

/**
 * A clause that attributes something to a child ("the notes researcher found …") or to a
 * document by its possessive ("the notes' date", "the release notes's wording").
 */
export function childReports(text: string, sources: DebriefSources): string[] {
  const lower = text.toLowerCase();
  // (A possessive predicate at the clause's end, "the date is the notes'", attributes it too.)
  for (const match of lower.matchAll(/\b([a-z]+)(?:'s|’s|s'|s’)(?:\s+[\w-]+|(?=[\s.;,)!]*$))/g))
    for (const word of contentWords(match[1]!))
      if (sources.documentWords.has(word)) return [match[0]];
  // A genitive with "of" names the document's own too ("the date of the vendor notes").
  for (const match of lower.matchAll(
    /\bthe\s+[a-z]+\s+of\s+(?:the|its|their)\s+(?:[\w-]+\s+)?([a-z]+)\b(?=[\s.;,)!]*$)/g,
  ))
    for (const word of contentWords(match[1]!))
      if (sources.documentWords.has(word)) return [match[0]];
  // A document as the subject of a reporting verb ("the notes from the vendor have 31 March").
  const documentVerb = new RegExp(String.raw`^(?:\s+[\w'-]+){0,3}?\s+${DOCUMENT_VERB}\b`);
  for (const match of lower.matchAll(/\b[a-z]+\b/g))
    if (
      sources.documentWords.has(match[0]) &&
      (documentVerb.test(lower.slice((match.index ?? 0) + match[0].length)) ||
        AS_SOURCE_PUTS_IT.test(
          `${lower.slice(Math.max(0, (match.index ?? 0) - 40), match.index ?? 0)}#${lower.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 40)}`,
        ))
    )
      return [match[0]];
  for (const name of sources.agentNames) {
    const agent = escape(name).replace(/ /g, "[-_ ]");
    const pattern = new RegExp(`\\b${agent}(?:'s)?\\s+(?:\\w+\\s+)?${REPORTING_VERB}\\b`);
    const match = pattern.exec(lower) ?? creditedToAgent(text, agent, sources);
    if (match) return [match[0]];
  }
  return [];
}

/** A date or a word for one, before "from" or "per" a child. */
const DATED = String.raw`(?:\d{4}-\d{2}-\d{2}|\b(?:date|cutoff|cut-off|deadline|eol|retirement|sunset|shutdown))`;

/**
 * A date credited to the child that reported it (twenty-ninth round): the child's possessive
 * right before the date or a document of the debriefs ("the notes researcher's 2027-06-30", "the
 * notes researcher's notes"), or the child after "via" ("date via the notes researcher"). Like
 * "the notes researcher found …", it says whose report the date is. (A count or a list under a
 * child's possessive, "the table researcher's 16", names who found it, not a source.)
 */
function creditedToAgent(
  text: string,
  agent: string,
  sources: DebriefSources,
): RegExpExecArray | null {
  // (Also a date or a word for it "from" or "per" the child, "cutoff from the notes
  // researcher", "2027-06-30 per the notes researcher" (a count "from" a child only names who
  // found it), and the child as the label of a line with a date, "the notes researcher:
  // 2027-06-30", "the notes researcher has the vendor retiring it on …": fifty-third round.)
  const sourced = new RegExp(
    String.raw`\bvia\s+(?:the\s+)?${agent}\b|${DATED}\s+(?:[\w-]+\s+)?(?:from|per)\s+(?:the\s+)?${agent}\b|^[\s*_>-]*(?:the\s+)?${agent}\s*(?::|\bha[sd]\b)(?=[^.;]*?\d{4}-\d{2}-\d{2})`,
    "i",
  ).exec(text);
  if (sourced !== null) return sourced;
  const credited = new RegExp(String.raw`\b${agent}(?:'s|’s)\s+(?:([a-z]+)\b)?`, "i").exec(text);
  if (credited === null) return credited;
  const next = text.slice(credited.index + credited[0].length);
  const dated = (datesIn(next.slice(0, 30))[0]?.index ?? -1) === 0;
  const documented =
    credited[1] !== undefined &&
    [...contentWords(credited[1].toLowerCase())].some((word) => sources.documentWords.has(word));
  return dated || documented ? credited : null;
}

/** The text with the children's names ("fallback-researcher", "sandbox researcher") blanked. */
export function withoutAgentNames(text: string, agentNames: readonly string[]): string {
  return agentNames.reduce(
    (blanked, name) =>
      blanked.replace(
        new RegExp(String.raw`\b${escape(name).split(" ").join("[-_ ]")}(?:'s|s')?\b`, "gi"),
        "researcher",
      ),
    text,
  );
}

/** Words that attribute without naming a child: the announcement, its publisher, a report. */
const UNNAMED_SOURCE =
  /\b(?:announc\w*|publish\w*|notices?|says?|said|according|quot\w*|reports?|reported)\b/i;

/**
 * Does the clause attribute only to other children than the findings' own (`items`, one
 * group; `all`: the run's sources)? It names a sibling ("sixteen per the direct researcher") and
 * neither a child of the group nor a document word of its findings ("changelog", "provider") nor
 * an unnamed source ("announced"): its attribution belongs to the sibling's part, not to the
 * reported finding it also restates ("Nineteen break on <date>: sixteen per the direct
 * researcher").
 */
export function attributedToSiblingsOnly(
  text: string,
  items: readonly AuditItem[],
  all: DebriefSources,
): boolean {
  const own = debriefSources(items);
  const named = namesAgent(text, all);
  if (named === null || own.agentNames.length === 0) return false;
  if (own.agentNames.some((name) => namesAgent(text, { ...all, agentNames: [name] }) !== null))
    return false;
  const words = contentWords(text);
  return ![...own.documentWords].some((word) => words.has(word)) && !UNNAMED_SOURCE.test(text);
}
