/**
 * Named code said to hold nothing else (issue 14, forty-seventh round): "the version router and
 * merchant config contain nothing else that picks v2", "config.ts has nothing else that sends
 * v2", "the loader holds nothing more that routes". What a piece of code contains is what only
 * reading it would show: a claim that the code holds nothing else (overstatement-cues.ts's
 * codeCompleteness), about the pieces its subject names (code-claim-areas.ts reads the words before
 * "nothing else" as the subject, as it reads those before "never" or "only"). Denied or asked
 * ("we can't say the router contains nothing else", "whether the loader has nothing else") or
 * hedged by its clause it is no such claim (the negation guard of codeCompleteness).
 */

/** A noun phrase naming code: a file name, or words ending in a code noun. */
const CODE_PIECE = String.raw`(?:[\w-]+\.[a-z]{2,4}|(?:the\s+)?(?:[\w-]+\s+){0,2}(?:router|adapters?|client|module|service|handler|loader|script|config(?:uration)?|code|codebase|source))`;

/** Named code, then "contains nothing else" and what it would do ("that picks …"). */
export const CODE_HOLDS_NOTHING_ELSE = new RegExp(
  String.raw`\b${CODE_PIECE}(?:\s*(?:,|\band\b|\bor\b|\bplus\b)\s*${CODE_PIECE})*\s+(?:contains?|holds?|has|have|includes?)\s+nothing\s+(?:else|more|further|other)\b(?:\s+(?:that|which|to)\s+[\w-]+)?`,
  "gi",
);
