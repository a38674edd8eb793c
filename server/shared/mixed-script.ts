/**
 * Names that mix letters of scripts whose letters look alike: Latin, Cyrillic and Greek share
 * many shapes ("о", "р", "е" in Cyrillic; "ο", "ρ" in Greek), so "ореrator" with three Cyrillic
 * letters reads as "operator". Unicode's security mechanisms (UTS #39, section 5.2, "mixed-script
 * detection") restrict an identifier to one script; this checks the confusable trio only, so a
 * name in any one script, or Latin beside Han, Kana or Hangul, stays allowed.
 */

/** The scripts whose letters are confusable with each other, checked by Script_Extensions. */
const CONFUSABLE_SCRIPTS = [
  { name: "Latin", letter: /\p{Script_Extensions=Latin}/u },
  { name: "Cyrillic", letter: /\p{Script_Extensions=Cyrillic}/u },
  { name: "Greek", letter: /\p{Script_Extensions=Greek}/u },
] as const;

/**
 * The confusable scripts (Latin, Cyrillic, Greek) whose letters `text` mixes, in that order;
 * empty when it uses at most one of them. Letters shared by several scripts (by their
 * Script_Extensions) count for none.
 */
export function mixedConfusableScripts(text: string): string[] {
  const found = new Set<string>();
  for (const character of text) {
    if (!/\p{L}/u.test(character)) continue;
    const scripts = CONFUSABLE_SCRIPTS.filter((script) => script.letter.test(character));
    if (scripts.length === 1) found.add(scripts[0]!.name);
  }
  return found.size > 1 ? CONFUSABLE_SCRIPTS.map((s) => s.name).filter((n) => found.has(n)) : [];
}
