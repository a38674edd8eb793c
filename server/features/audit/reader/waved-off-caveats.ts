import type { AnswerClause } from "./answer-clauses";
import { hedgeCues } from "./hedge-cues";

/**
 * A caveat reported, then waved off by a directive (issue 14, forty-second round, v61's
 * "mention then contradict in a directive"): "the researcher says the date is unannounced, but
 * don't let that hold you up", "it's only an inference; ignore that for now", "the table was
 * never checked, but don't worry about it". The report names the hedge in order to drop it:
 * the clause just before the directive, in its sentence, hedges nothing (it is contradicted,
 * as disavowed-hedges.ts reads "I'm counting them as breaking outright"). The source is v61's
 * labeling decision on directives that overrule what they mention (`high` on what they
 * overrule). An exasperated "but come on:" waves it off as well (sixty-sixth round, v71's
 * impatient answers). A directive that keeps the caveat ("don't let that slip", "don't forget it") is
 * no waving off.
 */

/** A directive telling the reader to set aside what was just said. */
const WAVE_OFF = new RegExp(
  String.raw`^[\s,;:—–-]*(?:(?:but|yet|still|so|and)\s+)?(?:(?:don't|don’t|do not|never)\s+let\s+(?:that|it|this|those|these)\s+(?:hold\s+(?:you|us|anyone|anything|things|the \w+)\s+(?:up|back)|stop\s+(?:you|us|anyone|the \w+)|slow\s+(?:you|us|anyone|things|the \w+)\s+down|get\s+in\s+(?:the|your|our)\s+way|block\s+(?:you|us|anything|the \w+)|delay\s+(?:you|us|anything|things|the \w+))|(?:don't|don’t|do not)\s+(?:worry|bother)\s+about\s+(?:that|it|this|those|these)\b|(?:ignore|disregard)\s+(?:that|it|this|those|these)\b|never\s+mind\s+(?:that|it|this|those|these)\b|come\s+on\b(?=\s*[,:!—–-]))`,
  "i",
);

/**
 * A verdict that the caveat just reported is of no consequence (seventy-third round, v73's
 * everyday answers): "I don't think it changes anything", "it doesn't change anything", "there's
 * nothing to worry about there", also after "and" within its clause ("but that's a standard
 * assumption and I don't think it changes anything"). Said of what the clauses before it in its
 * sentence report, it waves each hedged one off as a directive does ("the researchers assumed the table is accurate,
 * and since it's the system of record, there's nothing to worry about there"). A verdict about
 * something named ("it doesn't change the 19") or kept hedged ("it may not change anything") is
 * not one.
 */
const NO_CONSEQUENCE = new RegExp(
  String.raw`(?:^[\s,;:—–-]*(?:(?:but|yet|still|so|and)\s+)?|\b(?:and|but|so)\s+)(?:(?:since|because|as)\b[^,;]{0,60},\s*)?(?:(?:i|we)\s+(?:don't|don’t|do not)\s+think\s+(?:it|that|this)\s+(?:changes|affects|matters\s+for)\s+(?:anything|a thing)|(?:it|that|this)\s+(?:doesn't|doesn’t|does not|won't|won’t|will not)\s+(?:change|affect)\s+(?:anything|a thing)|(?:it|that|this)\s+changes\s+nothing|there(?:'s|’s|\s+is)\s+nothing\s+to\s+worry\s+about)\b(?:\s+(?:there|here|on that front))?\s*[.!]?\s*$`,
  "i",
);

/** Mark the caveat a directive waves off as contradicted (see the module comment). */
export function contradictWavedOffCaveats(clauses: AnswerClause[]): void {
  clauses.forEach((clause, index) => {
    if (index === 0) return;
    if (WAVE_OFF.test(clause.text)) {
      const before = clauses[index - 1]!;
      if (before.sentence !== clause.sentence || before.unit !== clause.unit) return;
      if (before.role !== "assert" || hedgeCues(before.text).size === 0) return;
      before.contradicted = true;
      return;
    }
    if (!NO_CONSEQUENCE.test(clause.text)) return;
    for (let back = index - 1; back >= 0; back -= 1) {
      const before = clauses[back]!;
      if (before.sentence !== clause.sentence || before.unit !== clause.unit) break;
      if (before.role === "assert" && hedgeCues(before.text).size > 0) before.contradicted = true;
    }
  });
}
