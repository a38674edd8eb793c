/**
 * Two groups contrasted, not a hedge contradicted (issue 14, seventy-fifth round, long
 * sentences): "Probably the three fallback merchants (m_0005, …) go too, but the 16 direct ones
 * are beyond question" weighs one group's likelihood against another's certainty. The certainty
 * after the contrast is about the group it names, so the hedge on the first group stands: the
 * mention-then-contradict reading (condition-attachment.ts) needs the certain clause to speak of
 * what the hedged clause spoke of, not of a group named by counts or ids of its own.
 */

const NUMBER_WORD =
  "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty";
/** A count, a number word or a merchant id: how a clause names a group of its own. */
const GROUP_VALUE = new RegExp(
  String.raw`\b(?:[a-z]{1,4}_\d{2,}|\d+|${NUMBER_WORD})\b(?!-\d)`,
  "gi",
);

/** The group values a clause names (dates aside). */
function groupValues(text: string): Set<string> {
  const withoutDates = text.replace(/\b\d{4}-\d{2}-\d{2}\b/g, " ");
  return new Set([...withoutDates.matchAll(GROUP_VALUE)].map((match) => match[0].toLowerCase()));
}

/**
 * Does the certain clause `later` name a group of its own, by values the hedged clause does not
 * name, while the hedged clause names a group too (module comment)?
 */
export function contrastsOtherGroup(hedged: string, later: string): boolean {
  const before = groupValues(hedged);
  const after = groupValues(later);
  return before.size > 0 && after.size > 0 && [...after].every((value) => !before.has(value));
}
