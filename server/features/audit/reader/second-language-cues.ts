import { withStandardCertaintyForms } from "./learner-english";

/**
 * Hedges and certainty in a second language mixed into an English answer (issue 14, twelfth
 * reader round): an answer written for a German, Spanish, French, Italian or Portuguese reader
 * hedges with "vermutlich", "siempre que", "d'après" and overstates with "definitiv", "à coup
 * sûr". Such words are read as their English equivalents, so the cue families of hedge-cues.ts
 * (condition, epistemic, attribution, unknown, certainty) read them without a second grammar.
 * Only words whose hedging or certain sense is their usual one are listed (French "sûrement"
 * and "sans doute" mean "probably"; "definitivamente" in Portuguese and "définitivement" in
 * French mean "for good", and are left out).
 */

/** Second-language cue → the English cue it is read as (also glossed in whole answers). */
export const SECOND_LANGUAGE_EQUIVALENTS: ReadonlyArray<readonly [string, string]> = [
  // German
  ["vermutlich", "presumably"],
  ["wahrscheinlich", "probably"],
  ["möglicherweise", "possibly"],
  ["vielleicht", "maybe"],
  ["eventuell", "possibly"],
  ["angeblich", "allegedly"],
  ["vorausgesetzt", "provided"],
  ["unter der annahme", "assuming"],
  ["angenommen", "assuming"],
  ["sofern", "provided"],
  ["laut", "according to"],
  ["gemäß", "according to"],
  ["unklar", "unclear"],
  ["unbekannt", "unknown"],
  ["ungeklärt", "unresolved"],
  ["noch offen", "still open"],
  ["noch nicht", "not yet"],
  ["unbestätigt", "unconfirmed"],
  ["nicht bestätigt", "not confirmed"],
  ["abgeleitet", "inferred"],
  ["geschätzt", "estimated"],
  ["ungefähr", "roughly"],
  ["definitiv", "definitely"],
  ["ganz sicher", "certainly"],
  ["mit sicherheit", "with certainty"],
  ["zweifellos", "undoubtedly"],
  ["bestätigt", "confirmed"],
  ["nicht sicher", "not certain"],
  ["sicher", "certain"],
  // (Twenty-eighth round: a source's claim by a relative, a quotation.)
  ["wonach", "according to which"],
  ["zitiert", "quotes"],
  // Spanish
  ["probablemente", "probably"],
  ["posiblemente", "possibly"],
  ["quizás", "maybe"],
  ["quizá", "maybe"],
  ["tal vez", "maybe"],
  ["supuestamente", "supposedly"],
  ["siempre que", "provided that"],
  ["suponiendo que", "assuming that"],
  ["según", "according to"],
  ["pendiente de confirmar", "pending confirmation"],
  ["pendiente", "pending"],
  ["sin confirmar", "unconfirmed"],
  ["no sabemos", "we don't know"],
  ["inferido", "inferred"],
  ["aproximadamente", "approximately"],
  ["definitivamente", "definitely"],
  ["sin duda", "without doubt"],
  ["con certeza", "with certainty"],
  ["confirmado", "confirmed"],
  // (Twenty-eighth round: inflected certainty, a premise taken as good, a quotation.)
  ["confirmados", "confirmed"],
  ["confirmada", "confirmed"],
  ["confirmadas", "confirmed"],
  ["exactamente", "exactly"],
  ["sin discusión", "without question"],
  ["dando por buena", "taking as given"],
  ["dando por bueno", "taking as given"],
  ["dando por buenos", "taking as given"],
  ["dando por buenas", "taking as given"],
  ["cita", "quotes"],
  ["citan", "quote"],
  // French
  ["probablement", "probably"],
  ["peut-être", "maybe"],
  ["sûrement", "probably"],
  ["sans doute", "probably"],
  ["d'après", "according to"],
  ["selon", "according to"],
  ["à condition que", "provided that"],
  ["en supposant que", "assuming that"],
  ["reste à confirmer", "remains to be confirmed"],
  ["à confirmer", "to be confirmed"],
  ["non confirmé", "unconfirmed"],
  ["inconnu", "unknown"],
  ["déduit", "inferred"],
  ["à coup sûr", "definitely"],
  ["certainement", "certainly"],
  ["sans aucun doute", "without any doubt"],
  ["confirmé", "confirmed"],
  // (Twenty-eighth round: inflected certainty.)
  ["confirmés", "confirmed"],
  ["confirmée", "confirmed"],
  ["confirmées", "confirmed"],
  ["c'est établi", "it is established"],
  ["est établi", "is established"],
  ["est établie", "is established"],
  ["sont établis", "are established"],
  ["c'est acquis", "it is settled"],
  ["est acquis", "is settled"],
  // Italian and Portuguese
  ["probabilmente", "probably"],
  ["presumibilmente", "presumably"],
  ["forse", "maybe"],
  ["sicuramente", "certainly"],
  ["provavelmente", "probably"],
  ["talvez", "maybe"],
  ["com certeza", "certainly"],
  // Hindi written in Latin letters (code-switched "Hinglish"), and the Latin "a priori" that
  // French and Italian writers use for "presumably" (twenty-fourth round)
  ["shayad", "maybe"],
  ["pakka", "certainly"],
  ["pata nahi", "not known"],
  ["a priori", "presumably"],
  // "si" (Spanish, French, Italian "if") only before a determiner, not as a stray syllable.
  ["si la", "if the"],
  ["si el", "if the"],
  ["si le", "if the"],
  ["si les", "if the"],
  ["si los", "if the"],
  ["si las", "if the"],
];

const BY_WORD = new Map(SECOND_LANGUAGE_EQUIVALENTS.map(([word, english]) => [word, english]));

/**
 * A check denied in Hindi after an English verb ("verify nahi hua", "check nahi kiya"): read as
 * "not verified" (twenty-fourth round).
 */
const HINDI_DENIED_CHECK =
  /(?<![\p{L}'’-])(verif|confirm|check|validat|test)(?:y|ed|e)?\s+nahi(?:\s+(?:hua|hui|hue|kiya|kiye|ki|hai|hain|tha|thi))?(?![\p{L}'’-])/giu;

/** Longest phrases first, so "pendiente de confirmar" wins over "pendiente". */
const PATTERN = new RegExp(
  String.raw`(?<![\p{L}'’-])(?:${[...BY_WORD.keys()]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/'/g, "['’]").replace(/ /g, String.raw`\s+`))
    .join("|")})(?![\p{L}'’-])`,
  "giu",
);

/**
 * The text with second-language hedge and certainty cues replaced by their English
 * equivalents (see the module comment); for cue matching only: lengths change.
 */
export function withEnglishCues(text: string): string {
  // (Learner's-English certainty, "this is sure", in its standard form: learner-english.ts.)
  return withStandardCertaintyForms(
    text
      .replace(PATTERN, (found) => {
        const key = found.toLowerCase().replace(/\s+/g, " ").replace(/’/g, "'");
        return BY_WORD.get(key) ?? found;
      })
      .replace(HINDI_DENIED_CHECK, (_found, stem: string) => {
        const base = stem.toLowerCase();
        return `not ${base === "verif" ? "verified" : `${base}ed`}`;
      }),
  );
}
