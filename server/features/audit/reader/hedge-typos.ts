/**
 * One-word hedge cues read despite a typo ("probabley", "unknwon"): hedgeCues (hedge-cues.ts)
 * reads the text with them spelt right.
 */

/** One-word hedge cues a typo may hide ("probabley", "unknwon"). */
const TYPO_VOCABULARY = new Set(
  "probably possibly likely unlikely perhaps presumably apparently inferred unverified unconfirmed unknown uncertain assumed assuming tentative tentatively estimated approximately roughly reportedly allegedly unresolved undetermined verified confirmed definitely certainly".split(
    " ",
  ),
);

/**
 * One letter inserted, dropped or two neighbours swapped, past the first letter (no
 * substitution: "assured" is no "assumed"; "spending" no "pending").
 */
function oneSlipApart(word: string, cue: string): boolean {
  if (Math.abs(word.length - cue.length) > 1 || word === cue || word[0] !== cue[0]) return false;
  if (word.length === cue.length) {
    const diff = [...word].flatMap((char, index) => (char === cue[index] ? [] : [index]));
    return (
      diff.length === 2 &&
      diff[1] === diff[0]! + 1 &&
      word[diff[0]!] === cue[diff[1]!] &&
      word[diff[1]!] === cue[diff[0]!]
    );
  }
  const [long, short] = word.length > cue.length ? [word, cue] : [cue, word];
  for (let index = 0; index < long.length; index += 1)
    if (long.slice(0, index) + long.slice(index + 1) === short) return true;
  return false;
}

/** The text with misspelt one-word hedge cues spelt right (words of 6 to 16 letters). */
export function correctTypos(text: string): string {
  return text.replace(/\b[a-z]{6,16}\b/gi, (word) => {
    const lower = word.toLowerCase();
    if (TYPO_VOCABULARY.has(lower)) return word;
    for (const cue of TYPO_VOCABULARY) if (oneSlipApart(lower, cue)) return cue;
    return word;
  });
}
