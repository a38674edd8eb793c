/**
 * Coloured circles and squares read as the colour a RAG key names (issue 14, fortieth reader
 * round, v59's traffic-light merges): a key written in words ("green = a child verified it,
 * amber = assumed, red = open") over rows that open with the coloured emoji (🟢 🟠 🔴). The
 * emoji stands for its colour's name, so a row's mark finds its definition under that name.
 * Orange and yellow both serve as amber, the middle light of a traffic light.
 */

const COLOURS: Record<string, readonly string[]> = {
  "\u{1F534}": ["red"],
  "\u{1F7E5}": ["red"],
  "\u{1F7E0}": ["orange", "amber"],
  "\u{1F7E7}": ["orange", "amber"],
  "\u{1F7E1}": ["yellow", "amber"],
  "\u{1F7E8}": ["yellow", "amber"],
  "\u{1F7E2}": ["green"],
  "\u{1F7E9}": ["green"],
};

/** The colour names a coloured emoji stands for, most specific first (none for other marks). */
export function colourNames(symbol: string): readonly string[] {
  return COLOURS[symbol.replace(/\uFE0F/g, "")] ?? [];
}

/** A row mark's definition: under the mark itself, else under a colour name it stands for. */
export function definitionForMark(
  legend: ReadonlyMap<string, string>,
  symbol: string,
): string | undefined {
  const direct = legend.get(symbol);
  if (direct !== undefined) return direct;
  for (const name of colourNames(symbol)) {
    const named = legend.get(name);
    if (named !== undefined) return named;
  }
  return undefined;
}
