import * as chrono from "chrono-node";
import { answerLanguage, type OtherLanguage } from "./answer-language";
import { glossesOf } from "./other-language-glosses";

/**
 * An answer written wholly in German, Spanish or French rendered in English for the reader
 * (issue 14, whole answers in another language), so that every reader step reads it as it
 * reads the answer's English translation: dates in the language's forms ("31. März 2027",
 * "31 de marzo de 2027", "31 mars 2027", day-first "31.03.2027" and "31/03/2027") are written
 * as ISO dates by chrono-node's parser for that language; words and phrases by their glosses
 * (other-language-glosses.ts); the French negation frame "ne … pas/plus/jamais" as one English
 * negation before its verb; Spanish opening marks ("¿", "¡") and the French space before
 * "? ! : ;" are dropped. Offsets in the rendering map back to the answer as written, so that the
 * clauses the reader reports show the answer's own words.
 */

/** An answer rendered in English, with its offsets mapped back to the answer as written. */
export interface EnglishRendering {
  language: OtherLanguage;
  text: string;
  /** The offset in the answer as written of a clause starting at `offset` in the rendering. */
  originalStart(offset: number): number;
  /** The offset in the answer as written of a clause ending at `offset` in the rendering. */
  originalEnd(offset: number): number;
}

interface Replacement {
  start: number;
  end: number;
  english: string;
}

/** A piece of the rendering and the span of the answer it renders. */
interface Piece {
  from: number;
  to: number;
  start: number;
  end: number;
  rendered: boolean;
}

const PARSERS: Record<OtherLanguage, chrono.Chrono> = {
  de: chrono.de.casual,
  es: chrono.es.casual,
  fr: chrono.fr.casual,
};

const MONTHS =
  "January February March April May June July August September October November December".split(
    " ",
  );

/** Marks dropped: the Spanish opening marks, the French space before a two-part mark. */
const DROPPED_MARKS: Record<OtherLanguage, RegExp> = {
  de: /[„“]/g,
  es: /[¿¡]/g,
  fr: /[ \t\u00a0\u202f]+(?=[?!:;»])|(?<=«)[ \t\u00a0\u202f]+/g,
};

/** The French negation frame: "n'envoient jamais", "ne sont pas", "n'avons pas". */
const FRENCH_NEGATION =
  /(?<![\p{L}])n(?:e\s+|['’])((?:[\p{L}]+['’])?[\p{L}-]+)\s+(pas|plus|jamais|point)(?![\p{L}])/giu;

const FRENCH_NEGATIONS: Record<string, string> = {
  pas: "not",
  point: "not",
  plus: "no longer",
  jamais: "never",
};

/** The Spanish negation before its verb and the verb's pronouns: "no lo sabemos", "no envían". */
const SPANISH_NEGATION =
  /(?<![\p{L}])no\s+(?:(?:lo|la|los|las|le|les|se|nos)\s+)?([\p{L}]+)(?![\p{L}])/giu;

/** An article or preposition before a date: "am 31. März", "el 31 de marzo", "le 31 mars". */
const DATE_LEAD = /(?<![\p{L}])(?:am|el|le|au|vom|zum)\s+$/iu;

/** Glosses that are auxiliaries: a negation follows them ("have not", "are not"). */
const AUXILIARY = /^(?:is|are|was|were|has|have|will be|can|must|remains|remain)$/;

/**
 * German inversion after an opening adverb ("Dennoch fallen sie …", "Daher senden wir …"): the
 * verb and its subject pronoun, rendered subject first.
 */
const GERMAN_INVERSION =
  /(?<=(?:^|[.!?;:]\s+|\n)(?:trotzdem|dennoch|daher|deshalb|deswegen|also|dann|insgesamt|zudem|jedoch|allerdings)\s*,?\s+)([\p{L}]+)\s+(sie|wir|er|es)(?![\p{L}])/giu;

/** Spanish verbs in the third person plural, whose subject the sentence may leave unsaid. */
const SUBJECTLESS_SPANISH =
  /^(?:fallan|fallarán|rompen|envían|usan|utilizan|afectan|quedan|siguen|dependen)$/i;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);

/** One pattern over every gloss key of a language, longest first, whole words only. */
function glossPattern(glosses: ReadonlyMap<string, string>): RegExp {
  const keys = [...glosses.keys()].sort((a, b) => b.length - a.length);
  const alternatives = keys.map((key) => {
    const body = escape(key)
      .replace(/'/g, "['’]")
      .replace(/ /g, String.raw`\s+`);
    return key.endsWith("'") ? body : String.raw`${body}(?![\p{L}\p{N}_'’/]|\.[\p{L}\p{N}])`;
  });
  return new RegExp(String.raw`(?<![\p{L}\p{N}_/.])(?:${alternatives.join("|")})`, "giu");
}

const PATTERNS = new Map<
  OtherLanguage,
  { glosses: ReadonlyMap<string, string>; pattern: RegExp }
>();

function glossTable(language: OtherLanguage) {
  let table = PATTERNS.get(language);
  if (!table) {
    const glosses = glossesOf(language);
    table = { glosses, pattern: glossPattern(glosses) };
    PATTERNS.set(language, table);
  }
  return table;
}

const keyOf = (found: string) => found.toLowerCase().replace(/\s+/g, " ").replace(/’/g, "'");

/** The dates of the answer in its language's forms, as ISO dates (or "March 31" yearless). */
function dateReplacements(answer: string, language: OtherLanguage): Replacement[] {
  const found: Replacement[] = [];
  for (const result of PARSERS[language].parse(answer, new Date(Date.UTC(2026, 0, 1)))) {
    const start = result.start;
    if (!start.isCertain("day") || !start.isCertain("month") || result.end) continue;
    const month = start.get("month") ?? 1;
    const day = start.get("day") ?? 1;
    const english = start.isCertain("year")
      ? `${start.get("year")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`
      : `${MONTHS[month - 1]} ${day}`;
    const text = result.text;
    const article = DATE_LEAD.exec(answer.slice(Math.max(0, result.index - 6), result.index));
    const begin = result.index - (article ? article[0].length : 0);
    const lead = /^\d/.test(text) && !article ? "" : "on ";
    found.push({ start: begin, end: result.index + text.length, english: lead + english });
  }
  return found;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** At a sentence's or line's start: the gloss is capitalised. */
const SENTENCE_START = /(?:^|[.!?:]\s+|\n[\s*>#-]*)[¿¡]?$/;

/** The replacements of the answer's words by their glosses, outside the spans already taken. */
function glossReplacements(answer: string, language: OtherLanguage): Replacement[] {
  const { glosses, pattern } = glossTable(language);
  const found: Replacement[] = [];
  const glossOf = (word: string) => glosses.get(keyOf(word)) ?? word;
  if (language === "fr")
    for (const match of answer.matchAll(FRENCH_NEGATION)) {
      const verb = glossOf((match[1] ?? "").replace(/^[\p{L}]+['’]/u, ""));
      const negation = FRENCH_NEGATIONS[(match[2] ?? "pas").toLowerCase()];
      const english = AUXILIARY.test(verb)
        ? `${verb} ${negation}`
        : `${negation === "not" ? "do not" : negation} ${verb}`;
      found.push({ start: match.index, end: match.index + match[0].length, english });
    }
  if (language === "de")
    for (const match of answer.matchAll(GERMAN_INVERSION)) {
      const verb = glosses.get(keyOf(match[1] ?? ""));
      const subject = glosses.get(keyOf(match[2] ?? ""));
      if (verb === undefined || subject === undefined) continue;
      found.push({
        start: match.index,
        end: match.index + match[0].length,
        english: `${subject} ${verb}`,
      });
    }
  if (language === "es")
    for (const match of answer.matchAll(SPANISH_NEGATION)) {
      const verb = glosses.get(keyOf(match[1] ?? ""));
      if (verb === undefined || /^(?:not|no|never)\b/.test(verb)) continue;
      const english = AUXILIARY.test(verb)
        ? `${verb} not`
        : verb.startsWith("we ")
          ? `we do not ${verb.slice(3)}`
          : `do not ${verb}`;
      const upper = /^\p{Lu}/u.test(match[0]);
      found.push({
        start: match.index,
        end: match.index + match[0].length,
        english: upper ? capitalised(english) : english,
      });
    }
  for (const match of answer.matchAll(pattern)) {
    let english = glosses.get(keyOf(match[0]));
    if (english === undefined) continue;
    let end = match.index + match[0].length;
    const before = answer.slice(Math.max(0, match.index - 12), match.index);
    const atStart = SENTENCE_START.test(before) || /[,;]\s*$/.test(before);
    // (A concession glossed "even so," takes the mark after it in: "Trotzdem:" → "even so,".)
    if (english.endsWith(",")) end += /^\s*[,:]/.exec(answer.slice(end))?.[0].length ?? 0;
    // (A Spanish verb without its subject, at a clause's start, is given its "they".)
    if (language === "es" && atStart && SUBJECTLESS_SPANISH.test(match[0]))
      english = `they ${english}`;
    // (An elided article or pronoun, "l'examen", "qu'il", keeps the word after it apart.)
    if (/['’]$/.test(match[0]) && english !== "" && /^\p{L}/u.test(answer.slice(end)))
      english += " ";
    const upper = /^\p{Lu}/u.test(match[0]) && SENTENCE_START.test(before);
    found.push({ start: match.index, end, english: upper ? capitalised(english) : english });
  }
  return found;
}

/** The rendering of the answer with its replacements, earlier and longer ones first. */
function applied(answer: string, replacements: Replacement[]): { text: string; pieces: Piece[] } {
  const pieces: Piece[] = [];
  let text = "";
  let at = 0;
  for (const replacement of replacements) {
    if (replacement.start < at) continue;
    if (replacement.start > at) {
      const kept = answer.slice(at, replacement.start);
      pieces.push({
        from: text.length,
        to: text.length + kept.length,
        start: at,
        end: replacement.start,
        rendered: false,
      });
      text += kept;
    }
    pieces.push({
      from: text.length,
      to: text.length + replacement.english.length,
      start: replacement.start,
      end: replacement.end,
      rendered: true,
    });
    text += replacement.english;
    at = replacement.end;
  }
  const rest = answer.slice(at);
  pieces.push({
    from: text.length,
    to: text.length + rest.length,
    start: at,
    end: answer.length,
    rendered: false,
  });
  return { text: text + rest, pieces };
}

/** The offset in the answer of a rendered offset, at a clause's start or at its end. */
function originalOffset(pieces: Piece[], offset: number, atEnd: boolean): number {
  for (const piece of pieces) {
    const inside = atEnd
      ? offset > piece.from && offset <= piece.to
      : offset >= piece.from && offset < piece.to;
    if (!inside) continue;
    if (!piece.rendered) return piece.start + (offset - piece.from);
    return atEnd ? piece.end : piece.start;
  }
  return atEnd ? (pieces.at(-1)?.end ?? 0) : 0;
}

/** The answer rendered in English when it is wholly German, Spanish or French; else null. */
export function inEnglish(answer: string): EnglishRendering | null {
  const language = answerLanguage(answer);
  if (language === null) return null;
  const marks = [...answer.matchAll(DROPPED_MARKS[language])].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    english: "",
  }));
  const replacements = [
    ...marks,
    ...dateReplacements(answer, language),
    ...glossReplacements(answer, language),
  ].sort((a, b) => a.start - b.start || b.end - a.end);
  const { text, pieces } = applied(answer, replacements);
  return {
    language,
    text,
    originalStart: (offset) => originalOffset(pieces, offset, false),
    originalEnd: (offset) => originalOffset(pieces, offset, true),
  };
}
