/**
 * A shrug emoji after a figure (issue 14, twenty-eighth reader round; chat replies): "16 + 3 =
 * 19 🤷‍♂️" shrugs at the number it follows, as "19 (?)" does: doubt about that figure. A shrug
 * after a date or after words ("they all go on 2027-03-31 🤷", "toast 🤷 nothing we can do")
 * is resignation, not doubt, and is left as it is. The shrug (with its gender and skin-tone
 * modifiers) and the spaces around it are read as "(?)" ending the sentence (or the line),
 * padded to their length (offsets hold), so the doubt stays on the figure, not on what follows.
 */

/** A shrug directly after a number, with the spaces around it. */
const SHRUG_AFTER_NUMBER =
  /(?<=\b\d+)[ \t]+🤷(?:\u200d|\u2640|\u2642|\ufe0f|\u{1F3FB}|\u{1F3FC}|\u{1F3FD}|\u{1F3FE}|\u{1F3FF})*[ \t]*/gu;

/** A date ending right before the number: ISO, US short, or a month name and day. */
const DATE_BEFORE =
  /(?:\d{4}-\d{2}-|\b\d{1,2}\/|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)\d+$/i;

/** The answer with each shrug after a figure read as "(?)." (see the module comment). */
export function withShrugsAsDoubt(answer: string): string {
  return answer.replace(SHRUG_AFTER_NUMBER, (shrug: string, offset: number) => {
    if (DATE_BEFORE.test(answer.slice(Math.max(0, offset - 24), offset))) return shrug;
    // (Room for a full stop and a space ends the sentence there; one unit less, a line break.)
    const mark = shrug.length >= 5 ? "(?). " : shrug.length === 4 ? "(?)\n" : "(?)";
    return shrug.length >= mark.length ? mark.padEnd(shrug.length, " ") : shrug;
  });
}
