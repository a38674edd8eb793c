import { onlyForeignConditions } from "./foreign-conditions";
import type { ClauseReading } from "./clause-analysis";
import { OPEN_HEDGES } from "./hedge-families";
import { hedgePinnedOnOtherPart } from "./hedged-parts";

/**
 * Whose doubt a clause's hedge is (issue 14, fourth cross-set residual round): a clause that
 * names an open question's group beside other groups ("31 on the date: the 12 in the sandbox,
 * 16 on v2, 3 via the fallback (inferred)") keeps that question open only by a hedge said of
 * the group itself. A hedge inside another item of its list of groups (list-items.ts), or a
 * condition attached to it about another item's topic ("…, if the table is authoritative"), is
 * said of that item: it leaves the group named plainly, counted in or stated as settled.
 */

/**
 * Are all the clause's open-keeping hedges said of items other than the question's group
 * (`ids`, its subject words `subject`)?
 */
export function hedgedOnlyElsewhere(
  reading: ClauseReading,
  ids: ReadonlySet<string>,
  subject: ReadonlySet<string>,
): boolean {
  const items = reading.items;
  // (A hedge an absolute phrase pins on another part, "with the fallback three the soft spot":
  // hedged-parts.ts.)
  if (
    [...reading.namesQuestion].some((id) => ids.has(id)) &&
    hedgePinnedOnOtherPart(reading, subject)
  )
    return true;
  // (Reached only by a condition about another premise: foreign-conditions.ts.)
  if (
    [...reading.namesQuestion].some((id) => ids.has(id)) &&
    onlyForeignConditions(reading, subject)
  )
    return true;
  if (items.length < 2 || items.some((item) => item.broad)) return false;
  if (![...reading.namesQuestion].some((id) => ids.has(id))) return false;
  const open = (families: ReadonlySet<string>) =>
    OPEN_HEDGES.some((family) => families.has(family));
  const hedged = items.filter((item) => open(item.families));
  // (The group itself named in a hedged item, by value or by a subject word: that hedge may be
  // its own.)
  const names = (item: (typeof items)[number]) =>
    [...item.questions].some((id) => ids.has(id)) ||
    [...subject].some((word) => item.words.has(word));
  if (hedged.some(names)) return false;
  // A hedge from outside the clause's words counts only as a condition about another topic.
  const inItems = new Set(items.flatMap((item) => [...item.families]));
  const outside = OPEN_HEDGES.filter(
    (family) => reading.hedges.has(family) && !inItems.has(family),
  );
  const aboutOther = outside.every((family) =>
    reading.qualifiers.some(
      (qualifier) =>
        qualifier.families.has(family) &&
        qualifier.words.size > 0 &&
        ![...qualifier.words].some((word) => subject.has(word)),
    ),
  );
  return aboutOther && (hedged.length > 0 || outside.length > 0);
}
