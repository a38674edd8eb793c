import type { OtherLanguage } from "./answer-language";
import { SECOND_LANGUAGE_EQUIVALENTS } from "./second-language-cues";
import { FRENCH_GLOSSES } from "./french-glosses";
import { GERMAN_GLOSSES } from "./german-glosses";
import { SPANISH_GLOSSES } from "./spanish-glosses";
import type { GlossTable } from "./gloss-tables";

/**
 * Word-for-word English glosses of German, Spanish and French (issue 14, whole answers in
 * another language): the function words, negations, auxiliaries, verbs and nouns an audit
 * answer is built of, and the hedges, concessions and certainty words of second-language-cues.ts.
 * The gloss is no translation: "fallen vermutlich über den Fallback aus" reads "fail presumably
 * via the fallback out", which is what the reader needs (the hedge, the negation, the question,
 * the figures and the words that link a clause to a finding). Words left out (technical terms,
 * identifiers, most nouns) are kept as written. Concessive openings gloss as "even so," so that
 * a result stated as certain after them overrides the caveats before (overriding-concessions.ts).
 */

const TABLES: Record<OtherLanguage, GlossTable> = {
  de: GERMAN_GLOSSES,
  es: SPANISH_GLOSSES,
  fr: FRENCH_GLOSSES,
};

/**
 * Phrase or word (lower case) → English gloss for an answer in the language: the language's
 * own table over the hedge and certainty cues of second-language-cues.ts.
 */
export function glossesOf(language: OtherLanguage): ReadonlyMap<string, string> {
  const glosses = new Map<string, string>(SECOND_LANGUAGE_EQUIVALENTS);
  for (const [words, english] of TABLES[language])
    for (const word of words.split("|")) glosses.set(word, english);
  return glosses;
}
