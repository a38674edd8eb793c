import { glossesOf } from "./other-language-glosses";

/**
 * The language an answer is wholly written in, when it is German, Spanish or French (issue 14,
 * whole answers in another language): told by the share of its words that are that language's
 * function words (articles, pronouns, auxiliaries, conjunctions) or its glossed words written
 * with letters English does not use ("Händler", "más", "réserve"), which English technical
 * terms kept in the answer (api_version, sandbox, v2) do not dilute much. An English answer
 * with a few second-language cue words mixed in (second-language-cues.ts) is no such answer.
 */

/** A language whose whole answers the reader renders in English (english-rendering.ts). */
export type OtherLanguage = "de" | "es" | "fr";

/** Function words of each language that are not English words too. */
const FUNCTION_WORDS: Record<OtherLanguage, ReadonlySet<string>> = {
  de: new Set(
    "der die das den dem des ein eine einen einem einer und oder aber ist sind wird werden wurde wurden nicht kein keine keinen wir sie es ich mit auf für über noch ob dass wenn falls auch nur schon alle bei nach vom zum zur im aus durch haben sein zwei drei vier fünf dürfte dürften".split(
      " ",
    ),
  ),
  es: new Set(
    "el la los las un una unos unas y que es son está están del en con sin por para se lo su sus ya muy todos todas otros otras este esta estos estas nunca ningún ninguno ninguna hay ha han hemos también todavía aún pero según dos tres".split(
      " ",
    ),
  ),
  fr: new Set(
    "le la les un une des du et est sont ne pas avec pour sur dans nous il ils elle elles qui que ce cette ces aux au leur leurs jamais aucun aucune ont avons été sera seront mais selon deux trois tous toutes soit".split(
      " ",
    ),
  ),
};

/** Letters outside English's alphabet. */
const NON_ENGLISH_LETTER = /[^a-z]/;

/** Each language's glossed words written with a letter outside English's alphabet. */
const ACCENTED_WORDS = new Map<OtherLanguage, ReadonlySet<string>>();

function accentedWords(language: OtherLanguage): ReadonlySet<string> {
  let words = ACCENTED_WORDS.get(language);
  if (!words) {
    words = new Set(
      [...glossesOf(language).keys()]
        .flatMap((key) => key.split(/[\s'’-]+/))
        .filter((word) => NON_ENGLISH_LETTER.test(word)),
    );
    ACCENTED_WORDS.set(language, words);
  }
  return words;
}

/** The least share of an answer's words that must be one language's function words. */
const LEAST_SHARE = 0.18;

/** The fewest function words an answer must hold. */
const LEAST_COUNT = 3;

/** Words (letters, with elisions split off: "l'api" → "api"). */
const WORD = /[\p{L}]+/gu;

/** The language the answer is wholly written in (see the module comment), or null. */
export function answerLanguage(answer: string): OtherLanguage | null {
  const words = (answer.match(WORD) ?? []).map((word) => word.toLowerCase());
  if (words.length === 0) return null;
  let best: { language: OtherLanguage; count: number } | null = null;
  for (const language of Object.keys(FUNCTION_WORDS) as OtherLanguage[]) {
    const known = FUNCTION_WORDS[language];
    const accented = accentedWords(language);
    const count = words.filter((word) => known.has(word) || accented.has(word)).length;
    if (best === null || count > best.count) best = { language, count };
  }
  if (best === null || best.count < LEAST_COUNT || best.count / words.length < LEAST_SHARE)
    return null;
  return best.language;
}
