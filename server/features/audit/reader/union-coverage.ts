/**
 * Coverage merged into the whole code (issue 14, sixty-fourth round): a synthesis that adds up
 * what was searched and read and calls the sum the code as a whole ("their searches and reads
 * span the entire repository", "the union of the four coverage lists is the whole repository",
 * "between them the reads take in the whole codebase"). Like "we read the whole codebase" it
 * claims that every unread file was covered: overstatement-cues.ts adds these phrases to the
 * coverage claims (codeCompleteness), where gap-status.ts reads the code as a whole in them.
 * A negated one ("the reads don't span the whole repo") claims nothing (its own lookbehind, and
 * assertedMatches there).
 */

/** The code as a whole, the object of the claims below. */
const WHOLE = String.raw`(?:the\s+|our\s+|this\s+)?(?:whole|entire|full|complete)\s+(?:code\s?base|code|repo|repository|source(?:\s+tree)?|project)\b`;

/**
 * Verbs of extent whose subject is what was searched or read ("the reads span", "the lists
 * together cover", "the searches add up to").
 */
const EXTENT_VERB = String.raw`(?:spans?|spanned|spanning|take[sn]?\s+in|took\s+in|add(?:s|ed)?\s+up\s+to|amounts?\s+to|amounted\s+to|encompass(?:es|ed)?|stretch(?:es|ed)?\s+(?:over|across))`;

/**
 * A union or sum of the coverage called the code as a whole ("the union is the whole
 * repository", "the union of their reads equals the entire codebase").
 */
const UNION_IS_WHOLE = String.raw`(?:union|sum|combination|merge)\b(?:\s+of\s+[^.;:]{1,60}?)?\s+(?:is|was|equals|makes|gives(?:\s+us)?|comes\s+to)\s+${WHOLE}`;

/** The phrases of a coverage claim over the code as a whole by a union or an extent. */
export const UNION_COVERAGE = new RegExp(
  String.raw`\b(?<!(?:\bnot|\bnever|n['’]t)\s+(?:(?:really|quite|fully|yet)\s+)?)(?:${EXTENT_VERB}\s+(?:(?:all\s+of|between\s+them|together|jointly)\s+)?${WHOLE}|${UNION_IS_WHOLE})`,
  "gi",
);
