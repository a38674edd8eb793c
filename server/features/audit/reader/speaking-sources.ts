import { applyIdiomRewrites, type IdiomRewrite } from "./idiom-rewrites";

/**
 * A source named as the one speaking (issue 14, round 55): "that's the provider's changelog
 * talking", "it is only the vendor notice speaking", "the date is the changelog talking" put a
 * figure on the source's word as "according to …" does, whether the "that" points back within
 * its sentence (after "though", "but") or the whole sentence names its source. Read as "… is
 * according to the changelog" for cue matching only (lengths change).
 */

/** Nouns of a source a report can come from (as attribution-idioms.ts reads them). */
const SOURCE = String.raw`(?:changelog|provider|vendor|notice|announcement|docs|documentation|release notes|researcher)`;

const IDIOMS: readonly IdiomRewrite[] = [
  {
    pattern: new RegExp(
      String.raw`\b(that['’]s|that is|this is|it['’]s|it is|is|are|was)\s+(?:(?:just|only|really|simply|merely|still)\s+)?((?:the|our|their|a)\s+(?:[\w-]+['’]s\s+)?(?:[\w-]+\s+){0,2}?${SOURCE}(?:['’]s)?)\s+(?:talking|speaking)\b`,
      "gi",
    ),
    canonical: (_found: string, verb: string, source: string) => `${verb} according to ${source}`,
  },
];

/** `text` with a source named as the one speaking read as "according to" (see the module comment). */
export function withSpeakingSources(text: string): string {
  return applyIdiomRewrites(text, IDIOMS);
}
