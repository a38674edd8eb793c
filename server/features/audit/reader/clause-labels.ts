/**
 * An inline label that is a clause of its own (issue 14, seventeenth reader round): "Two points
 * remain unsettled: the override five and the test tenants' day." leads in its own sentence; the
 * sentences after it in the paragraph are not under it, as they are under a name ("Open: …").
 */

/** A finite verb: a label with one is a clause of its own, not a name. */
const FINITE_VERB =
  /\b(?:is|are|was|were|remains?|remained|stays?|stayed|has|have|had|needs?|looks?|seems?)\b/i;

/** Is the unit's label a clause whose sentence ended before `before` (the unit's text so far)? */
function clauseLabelEnded(label: string | null, before: string): boolean {
  return label !== null && FINITE_VERB.test(label) && /[.!?](?:\s|$)/.test(before);
}

/**
 * The unit's inline label as it stands over the clause starting at `start` (an answer offset):
 * null once a label that is a clause has ended its sentence before it.
 */
export function labelOver(
  unit: { label: string | null; text: string; start: number },
  start: number,
): string | null {
  return clauseLabelEnded(unit.label, unit.text.slice(0, start - unit.start)) ? null : unit.label;
}
