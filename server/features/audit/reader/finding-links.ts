import { LINK_THRESHOLD } from "../linking";
import type { ClauseReading, ReaderContext } from "./clause-analysis";
import type { AuditItem } from "./debrief-model";
import { sameDate } from "./values";
import { featuresOf } from "../linking";
import { valuesIn } from "./item-values";

/**
 * The findings a clause of a free-text answer states (issue 14): by values — merchant ids,
 * counts, bare numbers, dates in any form, totals made of findings (16 + 3 = 19) — or, when it
 * names no value, by wording.
 */

/**
 * The pro-form "ones" counted in place of a noun ("the 3 fallback ones", "the 16 direct ones"):
 * it stands for the noun its group is counted in elsewhere, so the count states a finding that
 * counts that value whatever the finding's noun (eighty-second round; stemmed as linking.ts
 * stems count nouns). It borrows its noun, so it is a weaker link than a count of a noun: the
 * clause's wording still links it too, as for a clause naming no value.
 */
const PRO_FORM_NOUN = "one";

/** Findings a clause states: by values (ids, counts, sums, dates) or by wording. */
export function linkFindings(reading: ClauseReading, context: ReaderContext): void {
  const findings = context.items.filter((item) => item.kind === "finding");
  const byValue = new Set<string>();
  const byProForm = new Set<string>();
  for (const finding of findings) {
    const values = context.values.get(finding.id)!;
    const ids = [...reading.values.merchantIds].filter((id) => values.merchantIds.has(id));
    const counts = [...reading.values.counts].some(([value, noun]) =>
      [...values.counts].some(([other, otherNoun]) => other === value && otherNoun === noun),
    );
    const proForm = [...reading.values.counts].some(
      ([value, noun]) => noun === PRO_FORM_NOUN && values.counts.has(value),
    );
    // A bare number states a finding's count ("19 in all"), or a code of its own (the 410
    // of "410 Gone"); the sub-counts a finding mentions in passing ("16 direct, 3 …") do not.
    const bare = [...reading.values.bare, ...reading.values.partSums].some(
      (value) => values.counts.has(value) || (value >= 100 && values.bare.has(value)),
    );
    const date = [...reading.values.dates].some((key) =>
      [...values.dates].some((other) => sameDate(key, other)),
    );
    if (ids.length > 0 || counts || bare || date) byValue.add(finding.id);
    else if (proForm) byProForm.add(finding.id);
    if (date && ids.length === 0 && !counts && !bare) reading.byDateOnly.add(finding.id);
  }
  // Totals are made of findings: 19 = 16 + 3 (across children, or inside a child's own total),
  // 31 = 16 + 3 + 12; stating the total states its parts.
  for (const total of reading.values.totals) {
    const parts = sumOf(total, findings, context);
    for (const id of parts) {
      byValue.add(id);
      reading.byDateOnly.delete(id);
      reading.summed.add(id);
    }
    // (Adding the parts up states the finding whose headline count is their sum: "16 + 3" is
    // the "19 in all" finding too.)
    if (parts.length > 0)
      for (const finding of findings)
        if ([...context.values.get(finding.id)!.counts.keys()][0] === total) {
          byValue.add(finding.id);
          reading.byDateOnly.delete(finding.id);
        }
  }
  // Values are the specific link; wording decides only for a clause that names no value.
  if (byValue.size > 0) {
    for (const id of [...byValue, ...byProForm]) reading.states.add(id);
    reading.statesByValue = true;
    return;
  }
  const scored = findings
    .map((finding) => ({ finding, ...context.weights.score(reading.features, finding.features) }))
    .filter((entry) => entry.score >= LINK_THRESHOLD);
  const best = Math.max(0, ...scored.map((entry) => entry.score));
  for (const entry of scored) {
    const phrase = entry.shared.some((term) => !term.startsWith("w:"));
    if (entry.score === best && (phrase || entry.score >= 4.5))
      reading.states.add(entry.finding.id);
  }
  for (const id of byValue) reading.states.add(id);
  for (const id of byProForm) reading.states.add(id);
}

/**
 * Findings (two or three, each counting one value) whose counts add up to `total`, or none.
 * Only a finding's headline count (its first) is a part: "19 in all (16 direct, 3 …)" is one
 * part, 19. The sums are listed once per audit (sumsOf), so an answer of thousands of numbers
 * costs one lookup per number.
 */
function sumOf(total: number, findings: AuditItem[], context: ReaderContext): string[] {
  return sumsOf(findings, context).get(total) ?? [];
}

/** Counted findings past which three-part sums are not listed (pairs always are). */
const MAX_TRIPLE_PARTS = 60;

const sumTables = new WeakMap<ReaderContext, Map<number, string[]>>();

/**
 * Every sum of two or three counted findings with its parts, the first in the order a search
 * would meet it (pairs (i, j) in order, each followed by its triples (i, j, k)). Three-part sums
 * only among the first MAX_TRIPLE_PARTS counted findings (a debrief set's findings are capped
 * well below it; the bound keeps a pasted set of hundreds from costing millions).
 */
function sumsOf(findings: AuditItem[], context: ReaderContext): Map<number, string[]> {
  const known = sumTables.get(context);
  if (known !== undefined) return known;
  const counted = findings.flatMap((finding) => {
    const first = [...context.values.get(finding.id)!.counts.keys()][0];
    return first === undefined ? [] : [{ id: finding.id, value: first }];
  });
  const sums = new Map<number, string[]>();
  const note = (value: number, parts: string[]) => {
    if (!sums.has(value)) sums.set(value, parts);
  };
  for (let i = 0; i < counted.length; i += 1)
    for (let j = i + 1; j < counted.length; j += 1) {
      const a = counted[i]!;
      const b = counted[j]!;
      note(a.value + b.value, [a.id, b.id]);
      if (j >= MAX_TRIPLE_PARTS) continue;
      for (let k = j + 1; k < Math.min(counted.length, MAX_TRIPLE_PARTS); k += 1) {
        const c = counted[k]!;
        note(a.value + b.value + c.value, [a.id, b.id, c.id]);
      }
    }
  sumTables.set(context, sums);
  return sums;
}

/** Findings a piece of text states by merchant ids, counts or dates (a conjunct of a clause). */
export function findingsByValue(text: string, context: ReaderContext): Set<string> {
  const values = valuesIn(text, featuresOf(text));
  const found = new Set<string>();
  for (const finding of context.items) {
    if (finding.kind !== "finding") continue;
    const own = context.values.get(finding.id)!;
    const ids = [...values.merchantIds].some((id) => own.merchantIds.has(id));
    const counts = [...values.counts].some(
      ([value, noun]) => own.counts.get(value) === noun || own.counts.has(value),
    );
    const bare = [...values.bare].some((value) => own.counts.has(value));
    const date = [...values.dates].some((key) =>
      [...own.dates].some((other) => sameDate(key, other)),
    );
    if (ids || counts || bare || date) found.add(finding.id);
  }
  return found;
}

/**
 * The open questions a text names by value: their merchants' ids or their count ("plus possibly
 * the 5 override merchants"). A later conjunct naming them has values of its own, as a finding's
 * would (conjunct-scope.ts).
 */
export function questionsByValue(text: string, context: ReaderContext): Set<string> {
  const values = valuesIn(text, featuresOf(text));
  const found = new Set<string>();
  for (const question of context.items) {
    if (question.kind !== "unresolved") continue;
    const own = context.values.get(question.id)!;
    const ids = [...values.merchantIds].some((id) => own.merchantIds.has(id));
    const counts = [...values.counts].some(([value]) => own.counts.has(value));
    if (ids || counts) found.add(question.id);
  }
  return found;
}
