import { tableCells, type LayoutUnit } from "./answer-layout";

/**
 * A table header's reach (issue 14, twenty-seventh reader round): a header cell speaks of its
 * own column, so a hedge in one ("Confidence (inferred rows only)") qualifies the rows that fill
 * that column and no row whose cell there is blank or a dash ("—", "-", "n/a"). A row reads as
 * its heading only the header cells over the cells it fills.
 */

/** A cell that holds nothing ("", "—", "-", "n/a", "none given"). */
const BLANK_CELL = /^(?:|[—–-]+|n\/?a|–|\.{1,3})$/i;

/**
 * The heading a unit reads: for a table row with a header, the header cells over the row's
 * filled cells, joined (lower case); for anything else, its heading as laid out.
 */
export function filledHeading(unit: LayoutUnit): string | null {
  if (unit.kind !== "table_row" || unit.columns === undefined || unit.heading === null)
    return unit.heading;
  const cells = tableCells(unit.text);
  if (cells.length !== unit.columns.length) return unit.heading;
  const kept = unit.columns.filter((_, index) => !BLANK_CELL.test(cells[index]!.trim()));
  return kept.length === unit.columns.length ? unit.heading : kept.join(" ");
}
