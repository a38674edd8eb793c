import type { TranscriptItem } from "../transcript/transcript-item";
import { itemWireText, type TokenCounter } from "./token-counter";

/**
 * A running count of the tokens an agent would send next: the fixed part (system prompt,
 * tool definitions) plus every transcript item, each counted once when appended
 * (bench/workloads.md: re-tokenising the history each iteration would be quadratic).
 */
export class WindowAccount {
  private readonly counter: TokenCounter;
  private fixedTokens = 0;
  private itemTokens = 0;
  private peakTokens = 0;

  constructor(counter: TokenCounter) {
    this.counter = counter;
  }

  /** Count the fixed part once (system prompt and the JSON of the tool definitions). */
  setFixed(texts: readonly string[]): void {
    this.fixedTokens = texts.reduce((sum, text) => sum + this.counter.count(text), 0);
    this.notePeak();
  }

  /** Add appended items; returns the new total (tokens). */
  add(items: readonly TranscriptItem[]): number {
    for (const item of items) this.itemTokens += this.counter.count(itemWireText(item));
    this.notePeak();
    return this.total;
  }

  /** Count again from scratch (after a compaction changed what is sent). */
  recount(items: readonly TranscriptItem[]): number {
    this.itemTokens = 0;
    return this.add(items);
  }

  /** Tokens of the fixed part (system prompt and tool definitions). */
  get fixed(): number {
    return this.fixedTokens;
  }

  /** Tokens of what the agent would send next. */
  get total(): number {
    return this.fixedTokens + this.itemTokens;
  }

  /** The largest total seen so far (tokens). */
  get peak(): number {
    return this.peakTokens;
  }

  private notePeak(): void {
    if (this.total > this.peakTokens) this.peakTokens = this.total;
  }
}
