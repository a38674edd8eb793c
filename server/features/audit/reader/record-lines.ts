import type { ClauseReading } from "./clause-analysis";

/**
 * Record lines (issue 14, twentieth reader round): an answer given as key-value records puts one
 * group on a line, its members separated by semicolons, pipes or wide gaps ("group=override;
 * ids=m_1, m_2; status=not affected; confidence=high"). The members are clauses of their own,
 * but each says something of the group the line is about: "status=not affected" answers the
 * question about the group its line names, though it names no group itself. A member clause that
 * names no open question takes the questions the other members of its line name (the group's
 * key, its ids or count), so what it says of them is read as said of them.
 */

/** A key-value member: a short key, "=" or ":", then a value. */
const MEMBER = /^[\s*_-]*[\w.-]{1,30}\s*[=:]\s*\S/;
/** The separators of a record line's members. */
const SEPARATOR = /\s*(?:;|\||\s{3,})\s*/;

/** Whether a line is a record: two or more key-value members (see the module comment). */
export function isRecordLine(text: string): boolean {
  const members = text.split(SEPARATOR).filter((part) => part.trim() !== "");
  return members.length >= 2 && members.filter((part) => MEMBER.test(part)).length >= 2;
}

/** Lend each record line's named questions to its members that name none. */
export function shareRecordSubjects(readings: ClauseReading[]): void {
  const byUnit = new Map<ClauseReading["clause"]["unit"], ClauseReading[]>();
  for (const reading of readings)
    byUnit.set(reading.clause.unit, [...(byUnit.get(reading.clause.unit) ?? []), reading]);
  for (const [unit, members] of byUnit) {
    if (members.length < 2 || !isRecordLine(unit.text)) continue;
    const named = new Set(members.flatMap((member) => [...member.namesQuestion]));
    if (named.size === 0) continue;
    for (const member of members) {
      if (member.namesQuestion.size > 0 || member.states.size > 0) continue;
      for (const id of named) {
        member.namesQuestion.add(id);
        member.mentions.add(id);
      }
    }
  }
}
