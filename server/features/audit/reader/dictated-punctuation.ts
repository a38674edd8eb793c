/**
 * Punctuation said aloud (issue 14, twenty-third reader round): a dictated answer ("sixteen on
 * v2 comma assuming the table is right period new paragraph open colon …") spells its commas,
 * stops, colons and paragraph breaks as words, so it reads as one run-on sentence whose hedges
 * reach every claim. Where an answer dictates punctuation (at least two spoken commas), the
 * spoken marks become the marks they name, padded with spaces so every offset is kept. A
 * "period" that names a span of time ("the grace period", "a period of") is left alone, and so
 * is a spoken dash (it also joins the parts of a spoken date) and "full stop" (an emphasis).
 */

/** A spoken comma: the word, not "comma-separated" or "comma delimited". */
const SPOKEN_COMMA = /(?<=\S)\s+comma\b(?![-\s]+(?:separated|delimited))/gi;
/** At least this many spoken commas make an answer dictated. */
const DICTATED_COMMAS = 2;
/** A spoken full stop: "period" after a word that does not make it a span of time. */
const SPOKEN_PERIOD =
  /(?<=\S)(?<!\b(?:a|an|the|this|that|each|every|any|grace|notice|transition|trial|sunset|deprecation|migration|retention|billing|waiting|cooling|review|test|testing|time|same|short|long)\s*)\s+period\b(?!\s+(?:of|when|during|before|after|in which)\b)/gi;
const SPOKEN_COLON = /(?<=\S)\s+colon\b/gi;
const SPOKEN_QUESTION_MARK = /(?<=\S)\s+question mark\b/gi;
const SPOKEN_BREAK = /(?:^|(?<=\S))\s*\b(?:new paragraph|new line|next paragraph|next line)\b/gi;

/** `mark` followed by spaces, as long as `spoken`. */
const padded = (mark: string, spoken: string) => mark + " ".repeat(spoken.length - mark.length);

/** The answer with dictated punctuation written as marks (see the module comment). */
export function withDictatedPunctuation(answer: string): string {
  if ((answer.match(SPOKEN_COMMA) ?? []).length < DICTATED_COMMAS) return answer;
  return answer
    .replace(SPOKEN_BREAK, (spoken) => padded("\n\n", spoken))
    .replace(SPOKEN_QUESTION_MARK, (spoken) => padded("?", spoken))
    .replace(SPOKEN_PERIOD, (spoken) => padded(".", spoken))
    .replace(SPOKEN_COLON, (spoken) => padded(":", spoken))
    .replace(SPOKEN_COMMA, (spoken) => padded(",", spoken));
}
