import unhomoglyph from "unhomoglyph";
import { InputValidationError } from "../../runtime/errors";
import {
  personNameKey,
  personNameSpelling,
  RESERVED_PERSON_NAMES,
  reservedNameMessage,
} from "../../shared/user-inputs";

/**
 * Display names that read alike although their letters differ: "Аlex" (mixed scripts) is refused
 * by the schema (mixed-script.ts), but a name written wholly in Cyrillic or Greek letters that
 * look like Latin ones ("ВОВ", "ΗυΜΑΝ"), or with a digit for a letter ("B0b"), is one script
 * and passes it. Here names are compared by Unicode's confusables (UTS #39 "skeleton",
 * confusables.txt through the unhomoglyph package). Server-only: the mapping is ~100 KB, so it
 * stays out of server/shared/ (the browser imports user-inputs.ts).
 */

/** UTS #39's skeleton: NFD, each confusable character to its prototype, NFD again. */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize("NFD")).normalize("NFD");
}

/**
 * The form in which two display names look alike (they do when these are equal):
 * personNameSpelling's form, its skeleton, lower-cased, the skeleton of that, lower-cased again.
 * The first skeleton reads the letters in their own case, the way they are shown: capital "I"
 * and small "l" are one stroke, so "AI" looks like "Al" (and "ΤΟΟΙ" like "Tool"), while "ai"
 * and "al" stay apart. Lower-casing then lets "ВОВ" (Cyrillic capitals, skeleton "BOB") meet
 * "Bob", and the second skeleton maps what lower-casing produced ("TOM" → "tom" → "torn", as
 * "Tom" is "Torn": "m" reads as "rn"). Digits meet letters: "B0b" → "BOb" → "bob". After each
 * skeleton a small capital is read as its capital (SMALL_CAPITALS: "ʙoʙ" → "BoB" → "bob").
 */
export function lookAlikeNameKey(name: string): string {
  const spelled = personNameSpelling(name).replace(SMALL_PALOCHKA, CAPITAL_PALOCHKA);
  const read = (text: string) => asCapitals(skeleton(text)).toLowerCase();
  return read(read(spelled));
}

/**
 * Small capitals that confusables.txt keeps as prototypes of their own, each with the capital
 * it is a smaller copy of: "ᴛᴏᴏʟ" reads as "TOOL" and Cyrillic "ѕуѕтем" (its "т" and "м" map
 * to "ᴛ" and "ʍ") as "sysTEM", yet their skeletons are "ᴛooʟ" and "sysᴛeʍ", which meet neither
 * "tool" nor "system". Small capitals that map to a small letter ("ᴏ" → "o") need no entry.
 */
const SMALL_CAPITALS: Readonly<Record<string, string>> = {
  "\u1D00": "A", // ᴀ
  "\u0299": "B", // ʙ
  "\u1D05": "D", // ᴅ
  "\u1D07": "E", // ᴇ
  "\uA730": "F", // ꜰ
  "\u0262": "G", // ɢ
  "\u029C": "H", // ʜ
  "\u1D0A": "J", // ᴊ
  "\u0138": "K", // ĸ (the prototype of ᴋ and Cyrillic "к")
  "\u029F": "L", // ʟ
  "\u028D": "M", // ʍ (the prototype of ᴍ and Cyrillic "м")
  "\u0274": "N", // ɴ
  "\u1D18": "P", // ᴘ
  "\uA7AF": "Q", // ꞯ
  "\u0280": "R", // ʀ
  "\u1D1B": "T", // ᴛ
};
const SMALL_CAPITAL = new RegExp(`[${Object.keys(SMALL_CAPITALS).join("")}]`, "gu");

/** `text` with each of SMALL_CAPITALS as its capital. */
function asCapitals(text: string): string {
  return text.replace(SMALL_CAPITAL, (letter) => SMALL_CAPITALS[letter] ?? letter);
}

/**
 * Cyrillic palochka has no small shape of its own: fonts draw small "ӏ" (U+04CF) as capital
 * "Ӏ" (U+04C0), a full-height stroke that confusables.txt maps to "l". The 13.0 data
 * unhomoglyph ships maps the small one to "i" (through dotless "ı"), so "Аӏех" would not meet
 * "Alex"; it is read as its capital before the skeleton.
 */
const SMALL_PALOCHKA = /\u04CF/gu;
const CAPITAL_PALOCHKA = "\u04C0";

/**
 * True when two display names are one name as people read them: equal as personNameKey
 * compares them (case, width, invisible characters and spaces aside), or equal in
 * lookAlikeNameKey's form.
 */
export function namesLookAlike(first: string, second: string): boolean {
  return (
    personNameKey(first) === personNameKey(second) ||
    lookAlikeNameKey(first) === lookAlikeNameKey(second)
  );
}

/** The look-alike keys of RESERVED_PERSON_NAMES. */
const RESERVED_KEYS = new Set(RESERVED_PERSON_NAMES.map(lookAlikeNameKey));

/**
 * True when `name` is or looks like one of RESERVED_PERSON_NAMES ("ЅУЅТЕМ" in Cyrillic
 * capitals, "ΗυΜΑΝ" in Greek, "too1"): the schema (personNameSchema) refuses the reserved names
 * themselves in any case or width, but cannot see look-alikes (its code reaches the browser,
 * the confusables mapping must not).
 */
export function looksLikeReservedName(name: string): boolean {
  return (
    RESERVED_PERSON_NAMES.includes(personNameKey(name)) || RESERVED_KEYS.has(lookAlikeNameKey(name))
  );
}

/** Throws InputValidationError(reservedNameMessage) when looksLikeReservedName(name). */
export function refuseReservedLookAlike(name: string): void {
  if (looksLikeReservedName(name)) throw new InputValidationError(reservedNameMessage(name));
}
