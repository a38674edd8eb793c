/**
 * Checklist boxes (issue 14, twentieth reader round): an answer written as a checklist ("[x] Pull
 * the table", "[ ] Confirm the column is authoritative") says with each box whether its item is
 * done. An unchecked box leaves its item to be done: what it names (a check, a confirmation,
 * evidence to get) is open, the same as "TBD: confirm the column is authoritative", and is no
 * claim that it holds. Only a box whose item is a check (it opens with a verb of establishing:
 * "Confirm …", "Verify …", "Show …", "Get the logs …", "Wait for …", "Read … in full") is read
 * so: an unchecked action ("[ ] Move the 16 merchants to v3") presupposes what it acts on. The
 * empty box is read as "TBD" (three characters for three, so offsets hold); a checked box is
 * left as written (what it claims done is read from its words).
 *
 * (Twenty-ninth round: a box whose item names the check's outcome as a state, "[ ] Column
 * reconciled against the ledger", "[ ] Worker source read in full", is a check still to make
 * too: unticked, the state it names is not reached, so the participle is no claim that it was.)
 */

/** A verb that opens a check: what the item names is still to be established. */
const CHECK_VERB = String.raw`(?:confirm|verify|check|show|prove|establish|validate|test|get|obtain|collect|find out|determine|wait|ask|read|review|look (?:at|into)|investigate|compare|reconcile|double-check|cross-check)`;
/** A check's outcome named as a state reached ("cross-checked", "signed off", "read in full"). */
const CHECKED_STATE = String.raw`(?:(?:cross|double|spot)-)?(?:checked|verified|confirmed|validated|observed|tested|reconciled|reviewed|signed off|established|proven|read (?:in full|end to end|through))`;
/** An empty box before a check, at the start of a line or after a list marker ("- [ ] Confirm"). */
const EMPTY_BOX = new RegExp(
  String.raw`^([ \t]*(?:[-*+•]\s+|\d{1,2}[.)]\s+)?)\[ \](?=\s+${CHECK_VERB}\b|[^\n]*?\b${CHECKED_STATE}\b)`,
  "gim",
);

/** The answer with each empty checklist box read as an open item (see the module comment). */
export function withEmptyBoxesOpen(answer: string): string {
  return answer.replace(EMPTY_BOX, (_, lead: string) => `${lead}TBD`);
}
