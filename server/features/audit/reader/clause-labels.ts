import { namesSingleItem } from "./single-item-labels";

/**
 * An inline label that is a clause of its own (issue 14, seventeenth reader round): "Two points
 * remain unsettled: the override five and the test tenants' day." leads in its own sentence; the
 * sentences after it in the paragraph are not under it, as they are under a name ("Open: …").
 * A name's reach ends where a later sentence of its paragraph opens with a label of its own
 * ("Position: … Counterpoint (sandbox researcher): … Rebuttal: …": twenty-sixth reader round).
 */

/** A finite verb: a label with one is a clause of its own, not a name. */
const FINITE_VERB =
  /\b(?:is|are|was|were|remains?|remained|stays?|stayed|has|have|had|needs?|looks?|seems?)\b/i;

/** Is the unit's label a clause whose sentence ended before `before` (the unit's text so far)? */
function clauseLabelEnded(label: string | null, before: string): boolean {
  // (So has a label that counts one item, "One condition first:": single-item-labels.ts.)
  return (
    label !== null &&
    (FINITE_VERB.test(label) || namesSingleItem(label) || emptiedLabel(before)) &&
    /[.!?](?:\s|$)/.test(before)
  );
}

/**
 * A label whose own value says it has no entries and ends its sentence ("What nobody checked:
 * nothing that matters.", "Where they differ: nowhere.", sixty-fourth round): the sentences
 * after it in its paragraph are no entries of it.
 */
const EMPTY_VALUE =
  /^\s*(?:\*\*|__)?(?:nothing|none|nowhere|nobody|no one|nil|n\/a)(?:\s+(?:that|which|worth|to speak of|at all|really|of note|of substance)\b[^,;:.!?]{0,30})?\s*[.!?]/i;

/** Has the label's own value (after its colon, in `before`) said it has no entries? */
function emptiedLabel(before: string): boolean {
  return EMPTY_VALUE.test(before.replace(/^[^:.!?]{1,80}:(?:\*\*|__)?/, ""));
}

/**
 * The unit's inline label as it stands over the clause starting at `start` (an answer offset):
 * null once a label that is a clause has ended its sentence before it.
 */
export function labelOver(
  unit: { label: string | null; text: string; start: number },
  start: number,
): string | null {
  const before = unit.text.slice(0, start - unit.start);
  if (unit.label === null || clauseLabelEnded(unit.label, before)) return null;
  // (A later sentence of the unit that opens with a label of its own, "… Rebuttal: …", ends the
  // first label's reach: what follows is under the new one.)
  const opening = unit.text.slice(0, start - unit.start + LABEL_REACH);
  return LATER_LABEL.test(opening) ? null : unit.label;
}

/** How far into a clause its own opening label may reach ("Rebuttal from both: "). */
const LABEL_REACH = 48;

/**
 * A sentence that opens with a short label of its own ("… are safe. Counterpoint: …",
 * "… open. Date (changelog): …"): a name of a few words and a colon (twenty-sixth reader round).
 */
const LATER_LABEL =
  /[.!?]\s+(?:\*\*|__)?[A-Z][\w'’/-]*(?:\s[\w'’/-]+){0,3}(?:\s*\([^()]{1,40}\))?(?:\*\*|__)?\s*:\s+\S/;
