import { entryStyle, leavesHeading, type EntryStyle } from "./heading-reach";

/**
 * The layout of a free-text answer (issue 14, failure class 1: layout flips a sentence's
 * role): lines become units — headings, bullets (any marker), table rows, footnote
 * definitions, paragraphs — each with its span, the heading it sits under and its inline label
 * ("Caveat:", "Open:", "Bottom line:"). Footnote markers ([1], [^1], ¹, †, a trailing *) link a
 * unit to the footnote that qualifies it. Linear in the answer's length.
 */

export type UnitKind = "heading" | "bullet" | "table_row" | "footnote" | "paragraph";

export interface LayoutUnit {
  index: number;
  kind: UnitKind;
  /** The unit's text without its bullet marker or label; answer.slice(start, end) === text. */
  text: string;
  start: number;
  end: number;
  /** The heading it sits under (lower case), or null. */
  heading: string | null;
  /** Its inline label ("caveat" in "Caveat: …"), lower case, or null. */
  label: string | null;
  /** Footnote markers it references ("1", "*", "†"). */
  markers: string[];
  /** Footnote definitions only: the marker it defines. */
  defines: string | null;
  /** Table rows only: the header's cells, lower case, in column order (a row's cells align). */
  columns?: string[];
}

const BULLET = /^(\s*)(?:[-*•+▪◦]|\d{1,3}[.)]|[a-z][.)])\s+/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const FOOTNOTE_DEFINITION =
  /^\s*(?:\[\^?(\w{1,3})\]:?|\((\d{1,2})\)|([¹²³⁴⁵⁶⁷⁸⁹†‡]+)|(\*{1,3})(?=\s))\s*/;
const MARKDOWN_HEADING = /^\s*#{1,6}\s+(.*)$/;
const BOLD_LINE = /^\s*(?:\*\*|__)([^*_]+)(?:\*\*|__):?\s*$/;
/** "Caveat: …", "**Open:** …", "Bottom line — …": a short label before the content. */
const INLINE_LABEL =
  /^(?:\*\*|__)?([A-Za-z][\w'’()/ -]{0,40}?)(?:\*\*|__)?(\s*\([^()]{1,40}\))?\s*(?::|\s[—–]\s)(?:\*\*|__)?\s+(?=\S)/;
const SUPERSCRIPTS = "¹²³⁴⁵⁶⁷⁸⁹";

/**
 * A short title line: a few words, a capital first, no sentence punctuation at its end, and
 * text right under it ("What the logs show" over a paragraph).
 */
function isTitleLine(
  line: string,
  next: string | undefined,
  previous: string | undefined,
): boolean {
  const trimmed = line.trim();
  if (next === undefined || next.trim() === "") return false;
  if (BULLET.test(line) || TABLE_ROW.test(line) || /[.!?:;,)\]"'”]$/.test(trimmed)) return false;
  // A legend defines markers ("Legend: † = inferred"): it titles nothing (twenty-seventh round).
  if (LEGEND_LINE.test(trimmed)) return false;
  const words = trimmed.split(/\s+/);
  // One capitalised word over a bulleted list ("Assumed" / "• the rows are current") titles the
  // list, even right after the list before it (seventeenth reader round).
  if (words.length === 1 && /^[A-Z][a-z]+$/.test(trimmed) && BULLET.test(next)) return true;
  if ((previous ?? "").trim() !== "") return false;
  return words.length >= 2 && words.length <= 8 && /^[A-Z]/.test(trimmed) && !/\d/.test(trimmed);
}

/** A line that defines markers or colours ("Legend: ~ = inferred", "Key — ✓ sure"). */
const LEGEND_LINE = /^(?:legend|key)\b\s*[:—–-]|\S\s?=\s?[a-z]/i;

/** A label and a figure after its colon ("Total: 19", "Affected: 16 + 3"). */
const LABELED_FIGURE = /^[^:]{1,40}:\s*[^:]*\d/;

/** A YAML key with no value but a trailing comment ("key:   # comment"). */
const YAML_KEY_WITH_COMMENT = /^([\w.-]{1,60}):\s+#\s*(\S.*)$/;

function isHeading(line: string): string | null {
  const trimmed = line.trim();
  const markdown = MARKDOWN_HEADING.exec(trimmed);
  if (markdown) return markdown[1]!.replace(/[*_:]+/g, "").trim();
  // A bold line that pairs a label with a figure ("**Total: 19**") states the figure: no heading.
  const bold = BOLD_LINE.exec(trimmed);
  if (bold && !LABELED_FIGURE.test(bold[1]!)) return bold[1]!.trim();
  // A YAML key whose only value is a comment ("likely_ones:  # inferred") heads the items under
  // it, comment and all.
  const yamlKey = YAML_KEY_WITH_COMMENT.exec(trimmed);
  if (yamlKey) return `${keyWords(yamlKey[1]!)} (${yamlKey[2]!.trim()})`;
  const words = trimmed.split(/\s+/).length;
  if (trimmed.endsWith(":") && words <= 10 && !BULLET.test(line) && !/[.!?]\s/.test(trimmed))
    return keyWords(trimmed.slice(0, -1)).replace(/[*_]+/g, "").trim();
  return null;
}

/** A key's words: "override_merchants" → "override merchants" (emphasis marks stay). */
function keyWords(key: string): string {
  return key.replace(/(?<=[A-Za-z0-9])_(?=[A-Za-z0-9])/g, " ");
}

/** Markers a text references ([1], [^1], superscripts, daggers, a word followed by *) among `footnoteMarkers`. */
export function markersIn(text: string, footnoteMarkers: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\[\^?(\w{1,3})\]/g)) if (match[1]) found.add(match[1]);
  for (const match of text.matchAll(/\((\d{1,2})\)/g))
    if (match[1] && footnoteMarkers.has(match[1])) found.add(match[1]);
  for (const char of text)
    if (SUPERSCRIPTS.includes(char) || char === "†" || char === "‡") found.add(char);
  for (const match of text.matchAll(/[\w)%](\*{1,3})(?!\*)/g)) if (match[1]) found.add(match[1]);
  return [...found].filter((marker) => footnoteMarkers.has(marker));
}

/** The cells of a table row, trimmed, without the outer pipes ("| a | b |" → ["a", "b"]). */
export function tableCells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((cell) => cell.trim());
}

/** Split an answer into layout units (see the module comment). */
export function layoutUnits(answer: string): LayoutUnit[] {
  const lines: { text: string; start: number }[] = [];
  let offset = 0;
  for (const raw of answer.split("\n")) {
    lines.push({ text: raw.replace(/\r$/, ""), start: offset });
    offset += raw.length + 1;
  }
  // Footnote definitions: a marker line defines a footnote when some other line references it.
  const candidates = new Map<number, string>();
  lines.forEach((line, index) => {
    const match = FOOTNOTE_DEFINITION.exec(line.text);
    const marker = match?.[1] ?? match?.[2] ?? match?.[3] ?? match?.[4];
    if (marker) candidates.set(index, marker);
  });
  const referenced = new Set<string>();
  lines.forEach((line, index) => {
    const own = candidates.get(index);
    const body = own ? line.text.replace(FOOTNOTE_DEFINITION, "") : line.text;
    for (const marker of markersIn(body, new Set(candidates.values()))) referenced.add(marker);
  });

  const units: LayoutUnit[] = [];
  let heading: string | null = null;
  let headingHasContent = false;
  // (A heading over a list reaches its entries only: heading-reach.ts.)
  let headingEntries: EntryStyle | null = null;
  let tableHeader: string | null = null;
  let columns: string[] = [];
  lines.forEach((line, index) => {
    const text = line.text;
    if (text.trim() === "") {
      if (headingHasContent) heading = null;
      tableHeader = null;
      columns = [];
      return;
    }
    const push = (kind: UnitKind, from: number, extra: Partial<LayoutUnit> = {}) => {
      let body = text.slice(from);
      let start = line.start + from;
      const leading = body.length - body.trimStart().length;
      body = body.trim();
      start += leading;
      let label: string | null = null;
      if (kind !== "heading" && kind !== "table_row") {
        const labelled = INLINE_LABEL.exec(body);
        if (labelled && labelled[1]!.trim().split(/\s+/).length <= 5) {
          // "**Indirect** (inferred):" → "indirect (inferred)": the parenthesis hedges too.
          label = `${labelled[1]!.trim()}${labelled[2] ?? ""}`.toLowerCase();
        }
      }
      units.push({
        index: units.length,
        kind,
        text: body,
        start,
        end: start + body.length,
        heading: kind === "heading" ? null : (tableHeader ?? heading),
        label,
        markers: markersIn(body, referenced),
        defines: null,
        ...extra,
      });
    };
    const definedMarker = candidates.get(index);
    if (definedMarker !== undefined && referenced.has(definedMarker)) {
      const from = (FOOTNOTE_DEFINITION.exec(text)?.[0] ?? "").length;
      push("footnote", from, { defines: definedMarker, markers: [] });
      return;
    }
    if (TABLE_ROW.test(text)) {
      if (TABLE_SEPARATOR.test(text)) return;
      const next = lines[index + 1]?.text ?? "";
      if (tableHeader === null && TABLE_SEPARATOR.test(next)) {
        tableHeader = text.replace(/\|/g, " ").replace(/\s+/g, " ").trim().toLowerCase();
        columns = tableCells(text.toLowerCase());
        return;
      }
      push("table_row", 0, columns.length > 0 ? { columns } : {});
      return;
    }
    const headingText =
      isHeading(text) ??
      (isTitleLine(text, lines[index + 1]?.text, lines[index - 1]?.text) ? text.trim() : null);
    if (headingText !== null) {
      push("heading", 0);
      heading = headingText.toLowerCase();
      headingHasContent = false;
      headingEntries = null;
      return;
    }
    if (heading !== null && leavesHeading(headingEntries, text)) heading = null;
    if (!headingHasContent) headingEntries = entryStyle(text);
    headingHasContent = true;
    const bullet = BULLET.exec(text);
    push(bullet ? "bullet" : "paragraph", bullet ? bullet[0].length : 0);
  });
  return units;
}

/**
 * The line an offset of `text` falls on (0-based), by a binary search over the line starts:
 * `lineIndex(text)(offset)`; linear setup, logarithmic per call (a long answer stays fast).
 */
export function lineIndex(text: string): (offset: number) => number {
  const starts = [0];
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) starts.push(at + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  };
}
