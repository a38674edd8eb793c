/**
 * Coverage given as a metric or a bare participle (issue 14, twentieth reader round): a report or
 * scorecard claims the code was covered without a sentence of reading: a percentage ("adapters
 * read: 100%", "Codebase coverage: 100%", "coverage of the config = 100 %"), a reduced passive
 * ("all adapters and config reviewed"), a universal pronoun ("with everything read") or a
 * universal after the areas read ("we checked the adapters and the config, all of it"). Each is
 * rewritten into the coverage sentence it stands for ("read all the adapters", "read all the
 * code"), so the coverage claims of hedge-cues.ts (codeCompleteness) read it and gap-status.ts
 * decides which unread area it names. Below 100% a percentage claims nothing complete. For cue
 * matching only: lengths change.
 */

/** A participle of going over code. */
const COVERED = String.raw`(?:read|reviewed|covered|checked|audited|inspected|searched|examined|traced)`;
/** An area: one or two words ("adapters", "sandbox adapter", "adapters and config"). */
const AREA = String.raw`[a-z][\w.-]*(?:\s+[a-z][\w.-]*)?(?:\s*(?:,|and|&|\+)\s*[a-z][\w.-]*)*`;

/**
 * The end of a metric's label: a colon or equals sign, with the markdown emphasis a formatted
 * report puts around a bold label on either side of it ("**Coverage:** 100%", "__coverage__: 100%").
 */
const LABEL_END = String.raw`(?:\*\*|__)?\s*[:=](?:\*\*|__)?\s*`;
/** "adapters read: 100%", "codebase coverage: 100%". */
const AREA_METRIC = new RegExp(
  String.raw`\b(${AREA})\s+(?:${COVERED}|coverage)${LABEL_END}100(?:[.,]0+)?\s?%`,
  "gi",
);
/** "coverage of the config: 100%", "coverage: 100%". */
const METRIC_OF_AREA = new RegExp(
  String.raw`\b(?:code\s+)?coverage(?:\s+of\s+(?:the\s+)?(${AREA}))?${LABEL_END}100(?:[.,]0+)?\s?%`,
  "gi",
);
/**
 * "all adapters and config reviewed" (no auxiliary before the participle). Not the code as the
 * one that reads, with an object after the verb ("all the adapters read it", "read the column"):
 * the code reads data there, nobody read the code (fifth cross-set residual round).
 */
const REDUCED_PASSIVE = new RegExp(
  String.raw`\ball\s+(?:the\s+)?(${AREA})\s+(?:now\s+|fully\s+)?${COVERED}\b(?!\s+(?:it|them|this|that|these|those|the|its|their|from|every|each)\b)`,
  "gi",
);
/** "with everything read", "everything reviewed". */
const EVERYTHING = new RegExp(
  String.raw`\b(?:with\s+|having\s+)?everything\s+(?:now\s+|fully\s+)?${COVERED}\b`,
  "gi",
);

/** "we have checked the adapters and the config, all of it" (learner's "have check" too). */
const TRAILING_UNIVERSAL = new RegExp(
  String.raw`\b(?:we|i)\s+(?:have\s+|'ve\s+|had\s+)?(?:check(?:ed)?|read|review(?:ed)?|went through|go through|audit(?:ed)?|inspect(?:ed)?)\s+(?:the\s+)?(${AREA}(?:\s+and\s+the\s+[a-z][\w.-]*)?),?\s+(?:all of (?:it|them)|every (?:line|file)(?: of (?:it|them))?)`,
  "gi",
);

/** The text with coverage metrics as coverage sentences (see the module comment). */
export function withCoverageMetricsAsClaims(text: string): string {
  return text
    .replace(AREA_METRIC, (_, area: string) => `read all the ${area.toLowerCase()}`)
    .replace(
      METRIC_OF_AREA,
      (_, area: string | undefined) => `read all the ${(area ?? "code").toLowerCase()}`,
    )
    .replace(REDUCED_PASSIVE, (_, area: string) => `read all the ${area.toLowerCase()}`)
    .replace(EVERYTHING, () => "read all the code")
    .replace(TRAILING_UNIVERSAL, (_, area: string) => `read all the ${area.toLowerCase()}`);
}
