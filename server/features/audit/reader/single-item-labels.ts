/**
 * A label that counts what it introduces as one (issue 14, forty-eighth reader round): "One
 * condition first: …", "A single caveat up front — …", "One assumption to flag: …" announces one
 * item, the sentence after it. Its reach ends with that sentence: the later sentences of the
 * paragraph are read on their own, not under the hedge the label names (a "condition" label over
 * "the sandbox goes the same day" would read an answered question as kept open).
 */

/** "one …", "a single …", "just one …", "only one …" opening the label. */
const ONE_ITEM = /^(?:(?:just|only)\s+)?(?:one|a single|a sole)\b/i;

/** Does the label name exactly one item (its reach: its own sentence)? */
export function namesSingleItem(label: string): boolean {
  return ONE_ITEM.test(label.trim());
}
