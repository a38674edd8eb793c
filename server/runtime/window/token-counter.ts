import { correctionTurnText } from "../providers/shared/wire-turns";
import type { TranscriptItem } from "../transcript/transcript-item";
import { countO200kTokens } from "./o200k-count";

/** Counts tokens of text. The default is the o200k_base encoding (GPT-4o family). */
export interface TokenCounter {
  /** Tokens in `text` (o200k_base). */
  count(text: string): number;
}

/** Texts whose counts o200kTokenCounter keeps (the most recently counted). */
export const TOKEN_COUNT_CACHE_ENTRIES = 256;

/**
 * `inner` with the counts of the last `maxEntries` texts kept (least recently used dropped
 * first). The same texts are counted over and over: every model call's system prompt and tool
 * definitions (scripted usage), every agent's fixed window part; tokenizing them again was
 * ~10% of a worker's CPU under `npm run bench:load` (issue 10 item 8). Texts shorter than
 * 64 characters are counted directly (cheaper than keeping them).
 */
export function cachingTokenCounter(inner: TokenCounter, maxEntries: number): TokenCounter {
  const counts = new Map<string, number>();
  return {
    count(text: string): number {
      if (text.length < 64) return inner.count(text);
      const known = counts.get(text);
      if (known !== undefined) {
        counts.delete(text); // re-inserted: most recently used last
        counts.set(text, known);
        return known;
      }
      const counted = inner.count(text);
      counts.set(text, counted);
      if (counts.size > maxEntries) counts.delete(counts.keys().next().value!);
      return counted;
    },
  };
}

/**
 * The o200k_base tokenizer (gpt-tokenizer's ranks and pre-tokenizer), uncached: O(n log n) in
 * the text's length for any text (see countO200kTokens), never throws.
 */
export const uncachedO200kTokenCounter: TokenCounter = {
  count(text: string): number {
    return text.length === 0 ? 0 : countO200kTokens(text);
  },
};

/** The o200k_base tokenizer from gpt-tokenizer, with the last TOKEN_COUNT_CACHE_ENTRIES counts kept. */
export const o200kTokenCounter: TokenCounter = cachingTokenCounter(
  uncachedO200kTokenCounter,
  TOKEN_COUNT_CACHE_ENTRIES,
);

/**
 * The text an item contributes to a request, in a provider-neutral form. Used for window
 * accounting: counted once when the item is appended (never the whole history again).
 */
export function itemWireText(item: TranscriptItem): string {
  switch (item.kind) {
    case "message":
      return `${item.role}: ${item.text}`;
    case "tool_call":
      return `call ${item.callId} ${item.name}(${item.argumentsText})`;
    case "tool_result":
      return `result ${item.toolUseId} [${item.status}]: ${item.content}`;
    case "correction":
      return `user: ${correctionTurnText(item)}`;
    case "compaction":
      return `compaction ${item.fromSequence}-${item.toSequence}: ${item.text}`;
    case "legacy_text":
      return item.text;
    case "notice":
      return `user: [${item.source}] ${item.text}`;
  }
}
