import { contentWords } from "../entities";
import { hedgeCues, type HedgeFamily } from "./hedge-cues";

/**
 * The items of a list of groups inside one clause (issue 14, fourth cross-set residual round):
 * "Nineteen break: 16 on v2, 3 via the fallback (prob)", "sixteen direct and three probably
 * through the fallback", "…, and m_0005, m_0067 and m_0148 likely via the fallback". Each item
 * opens with a count or (after "and") a merchant id and says something of that group; a hedge
 * inside one item is said of that group. The clause keeps such a hedge for its findings
 * (conjunct-scope.ts decides that); what it does not do is carry an assumption that only the
 * other, plain items rest on (assumption-status.ts).
 */

export interface ListItem {
  start: number;
  end: number;
  text: string;
  /** Hedge families of the item's words, parentheses inside it included. */
  families: Set<HedgeFamily>;
  /** It holds a hedge outside parentheses that may be said of the whole list (see listItems). */
  broad: boolean;
}

/** Hedges an item says of itself: likelihood and inference; any hedge in its parentheses. */
const ITEM_FAMILIES: ReadonlySet<HedgeFamily> = new Set(["epistemic", "inferred"]);

const NUMBER_WORD =
  "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty";
const ID = String.raw`[a-z]{1,4}_\d{2,}`;
const COUNT = String.raw`(?:\d+|${NUMBER_WORD})\b`;
/**
 * Where the next item starts: a comma, with "and" or not, or a bare "and", before a count; ",
 * and" before a merchant id. A comma after an id ("m_0005, m_0067") or after a count phrase
 * that the ids then spell out ("three more, m_0005, …") starts no item.
 */
const ITEM_START = new RegExp(
  String.raw`(?<!${ID}),\s+(?:and\s+)?(?=(?:the\s+)?${COUNT})|(?<!${ID})\s+and\s+(?=(?:the\s+)?${COUNT})|,\s+and\s+(?=${ID}\b)`,
  "gi",
);
const VALUE = new RegExp(String.raw`\b${ID}\b|\b\d+\b|\b(?:${NUMBER_WORD})\b`, "i");

/** The text with parentheses blanked (same length). */
const withoutParentheses = (text: string) =>
  text.replace(/\([^()]*\)/g, (part) => " ".repeat(part.length));

/**
 * The items of a clause's list of groups (at least two, each naming a value), or none. An item
 * whose first value repeats one named before it in the clause ("16 + 3, the 3 being …") is a
 * remark on that group, and a boundary right after a hedge (", by inference, three …") opens
 * the hedged item, so neither splits the list.
 */
export function listItems(text: string): ListItem[] {
  const outer = withoutParentheses(text);
  const starts: number[] = [];
  for (const match of outer.matchAll(ITEM_START)) {
    // (An item starts at its comma or "and", not in the blanks of a parenthesis before it.)
    const start = (match.index ?? 0) + Math.max(0, match[0].search(/\S/));
    const before = outer.slice(0, start);
    const lastValue = [...before.matchAll(new RegExp(VALUE.source, "gi"))].pop();
    if (!lastValue) continue;
    const tail = before.slice((lastValue.index ?? 0) + lastValue[0].length);
    if (hedgeCues(tail).size > 0) continue;
    const first = VALUE.exec(outer.slice(start))?.[0].toLowerCase() ?? "";
    if (new RegExp(String.raw`\b${first}\b`, "i").test(before)) continue;
    starts.push(start);
  }
  if (starts.length === 0) return [];
  const bounds = [0, ...starts, text.length];
  const items: ListItem[] = [];
  for (let index = 0; index + 1 < bounds.length; index++) {
    const [start, end] = [bounds[index]!, bounds[index + 1]!];
    const part = text.slice(start, end);
    if (!VALUE.test(part)) return [];
    // A hedge outside parentheses other than likelihood or inference ("… are all unresolved",
    // "…, if the table holds") may be said of the whole coordination: the item is broad.
    // ("presumably" is likelihood as well as a premise: a cue of an item family counts as one.)
    const outside = [...hedgeCues(withoutParentheses(part))];
    const likely = new Set(
      outside.filter(([family]) => ITEM_FAMILIES.has(family)).flatMap(([, cues]) => cues),
    );
    const broad = outside.some(
      ([family, cues]) => !ITEM_FAMILIES.has(family) && cues.some((cue) => !likely.has(cue)),
    );
    items.push({ start, end, text: part, families: new Set(hedgeCues(part).keys()), broad });
  }
  return items;
}

/** An item as a clause reading keeps it: its hedges and the findings it states by value. */
export interface ClauseItem {
  families: Set<HedgeFamily>;
  states: Set<string>;
  /** Open questions it names by value (their group's count or ids). */
  questions: Set<string>;
  /** Its content words. */
  words: Set<string>;
  broad: boolean;
}

/** The clause's list items with the findings and questions each names (`namedIn` its text). */
export function clauseItems(
  text: string,
  namedIn: (text: string) => { states: Set<string>; questions: Set<string> },
): ClauseItem[] {
  return listItems(text).map((item) => ({
    families: item.families,
    broad: item.broad,
    words: contentWords(item.text),
    ...namedIn(item.text),
  }));
}

/**
 * Is every hedge a clause holds for an assumption (`families`) said of list items that state
 * none of the findings the assumption is principal to, while a plain item states one of them?
 * "Nineteen: 16 on v2, 3 via the fallback (prob)" hedges the three, not the table the sixteen
 * rest on. A hedge in the list's head or one that reaches the clause from outside (a condition,
 * a heading) keeps the whole clause.
 */
export function hedgeOnOtherItems(
  reading: { items: ClauseItem[]; hedges: Map<HedgeFamily, string[]> },
  families: readonly HedgeFamily[],
  principal: ReadonlySet<string>,
): boolean {
  if (reading.items.length < 2 || reading.items.some((item) => item.broad)) return false;
  const inItems = new Set(reading.items.flatMap((item) => [...item.families]));
  if (families.some((family) => reading.hedges.has(family) && !inItems.has(family))) return false;
  const hedged = (item: { families: Set<HedgeFamily> }) =>
    families.some((family) => item.families.has(family));
  const rests = (item: { states: Set<string> }) => [...item.states].some((id) => principal.has(id));
  // (A hedge in the first item, the list's head, keeps the whole list: "Probably 19: 16 …, 3 …".)
  return (
    !hedged(reading.items[0]!) &&
    reading.items.some(hedged) &&
    reading.items.filter(hedged).every((item) => !rests(item)) &&
    reading.items.some((item) => !hedged(item) && rests(item))
  );
}
