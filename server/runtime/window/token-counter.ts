import { countTokens } from "gpt-tokenizer/encoding/o200k_base";
import type { TranscriptItem } from "../transcript/transcript-item";

/** Counts tokens of text. The default is the o200k_base encoding (GPT-4o family). */
export interface TokenCounter {
  /** Tokens in `text` (o200k_base). */
  count(text: string): number;
}

/** The o200k_base tokenizer from gpt-tokenizer. */
export const o200kTokenCounter: TokenCounter = {
  count(text: string): number {
    return text.length === 0 ? 0 : countTokens(text);
  },
};

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
      return `user: Correction #${item.correctionSequence} from ${item.author}: ${item.text}`;
    case "compaction":
      return `compaction ${item.fromSequence}-${item.toSequence}: ${item.text}`;
    case "legacy_text":
      return item.text;
    case "notice":
      return `user: [${item.source}] ${item.text}`;
  }
}
