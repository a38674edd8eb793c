/**
 * Which coverage entries name the same area (issue 12, "Truth first" 3): children word the
 * same place differently ("the provider changelog (outside this child's brief)" and "provider
 * changelog"; "the primary adapter's fallback path" and "read src/adapters/primary-adapter.ts"),
 * so the merge compares areas by their topic words, not by their text. Plain functions, no
 * model.
 */

/** Notes that say why an area was not searched, not which area it is. */
const BOILERPLATE =
  /\((?:appeared in search hits, )?not read in full\)|\(outside (?:this|the) child'?s brief\)/gi;

/** Words that name no topic in a coverage entry. */
const FILLER = new Set(
  [
    "a",
    "an",
    "and",
    "by",
    "code",
    "every",
    "file",
    "for",
    "full",
    "in",
    "its",
    "of",
    "on",
    "or",
    "query",
    "query_sql",
    "querysql",
    "read",
    "row",
    "search",
    "searched",
    "source",
    "src",
    "the",
    "to",
    "ts",
    "tsx",
    "js",
    "sql",
    "md",
    "json",
  ].map(stem),
);

function stem(word: string): string {
  const lower = word.toLowerCase().replace(/'s$/, "");
  return lower.length > 3 && lower.endsWith("s") && !lower.endsWith("ss")
    ? lower.slice(0, -1)
    : lower;
}

/**
 * The topic words of a coverage entry: lower case, simple plural stem, file paths as their
 * basename's words ("src/adapters/primary-adapter.ts" → primary, adapter), boilerplate notes
 * and filler words removed.
 */
export function areaTopic(area: string): Set<string> {
  const cleaned = area
    .replace(BOILERPLATE, " ")
    .replace(/(?:[\w.-]+\/)+([\w.-]+)/g, (_, base: string) => base)
    .replace(/\.(?:ts|tsx|js|sql|md|json|py|go|rs|ya?ml)\b/gi, " ")
    .replace(/[-_"'’]+/g, " ");
  const words = new Set<string>();
  for (const raw of cleaned.split(/[^\p{L}\p{N}]+/u)) {
    if (raw === "") continue;
    const word = stem(raw);
    if (!FILLER.has(word)) words.add(word);
  }
  return words;
}

/** File basenames (without extension) an entry names: "src/a/sandbox-adapter.ts" → sandbox-adapter. */
export function areaFiles(area: string): Set<string> {
  const names = new Set<string>();
  for (const match of area.matchAll(/([\w-]+)\.(?:ts|tsx|js|sql|md|json|py|go|rs)\b/g))
    if (match[1]) names.add(match[1].toLowerCase());
  return names;
}

/**
 * True when two entries name the same area: one's topic words all appear in the other's (at
 * least two words; a one-word topic must equal the other one-word topic).
 */
export function sameArea(a: string, b: string): boolean {
  const ta = areaTopic(a);
  const tb = areaTopic(b);
  const [small, large] = ta.size <= tb.size ? [ta, tb] : [tb, ta];
  if (small.size < 2)
    return small.size === 1 && large.size === 1 && [...small][0] === [...large][0];
  return [...small].every((word) => large.has(word));
}

/** What one child covered, as the merge compares it. */
export interface ChildCoverage {
  searched: readonly string[];
  notSearched: readonly string[];
  /** Provenance entries of the child's findings (`path:line`): files it read. */
  provenance: readonly string[];
}

/**
 * True when `child` covered the area `gap`: a searched entry names the same area, or the gap
 * names a file the child read (searched or cited) and does not itself list as not read.
 */
export function coversArea(child: ChildCoverage, gap: string): boolean {
  if (child.searched.some((area) => sameArea(area, gap))) return true;
  const gapFiles = areaFiles(gap);
  if (gapFiles.size === 0) return false;
  const unread = new Set(child.notSearched.flatMap((area) => [...areaFiles(area)]));
  const read = new Set([...child.searched, ...child.provenance].flatMap((e) => [...areaFiles(e)]));
  return [...gapFiles].some((file) => read.has(file) && !unread.has(file));
}
