/**
 * Idioms read as the canonical cues the reader's cue lists know (everyday-hedges.ts,
 * attribution-idioms.ts): each a pattern and what a match is rewritten to, for cue matching only
 * (lengths change).
 */

/** One idiom: its pattern and the canonical cue it is read as (as String.replace takes it). */
export interface IdiomRewrite {
  readonly pattern: RegExp;
  readonly canonical: string | ((match: string, ...groups: string[]) => string);
}

/** `text` with every idiom of `rewrites` rewritten, in order (a global pattern starts afresh). */
export function applyIdiomRewrites(text: string, rewrites: readonly IdiomRewrite[]): string {
  let result = text;
  for (const idiom of rewrites) {
    idiom.pattern.lastIndex = 0;
    result =
      typeof idiom.canonical === "string"
        ? result.replace(idiom.pattern, idiom.canonical)
        : result.replace(idiom.pattern, idiom.canonical);
  }
  return result;
}
