import type { Clock } from "../ports";
import { requestView } from "./compaction";
import type {
  NewTranscriptItem,
  ToolCallItem,
  ToolResultItem,
  TranscriptItem,
} from "./transcript-item";

/**
 * One agent's append-only transcript. Gives each item its id (`<agentId>:<sequence>`),
 * sequence, iteration and time; keeps an index of call ids for pairing checks.
 */
export class Transcript {
  readonly agentId: string;
  private readonly clock: Clock;
  private readonly entries: TranscriptItem[] = [];
  private readonly calls: ToolCallItem[] = [];
  private readonly callsById = new Map<string, ToolCallItem>();
  private readonly resultsByCallId = new Map<string, ToolResultItem>();
  /** The request view, kept up to date by appends; null after a compaction until next read. */
  private view: TranscriptItem[] | null = [];

  constructor(agentId: string, clock: Clock, existing: readonly TranscriptItem[] = []) {
    this.agentId = agentId;
    this.clock = clock;
    for (const item of existing) this.index(item);
  }

  /** Items in order (read-only view; never copied per iteration). */
  get items(): readonly TranscriptItem[] {
    return this.entries;
  }

  /**
   * What the model is sent: the items with every compacted span replaced by its compaction
   * item (compaction.ts `requestView`). Maintained incrementally: an append adds to it (a new
   * item is never inside an earlier compaction's span); only a compaction rebuilds it, once.
   * The array is the transcript's own and grows with later appends: read it, never change it.
   */
  get requestItems(): readonly TranscriptItem[] {
    this.view ??= [...requestView(this.entries)];
    return this.view;
  }

  get length(): number {
    return this.entries.length;
  }

  /** Append one item; returns it with id, sequence, iteration and time filled in. */
  append<T extends NewTranscriptItem>(item: T, iteration: number): T & TranscriptItem {
    const sequence = this.entries.length;
    // Object.assign, not `{ ...item, id, … }`: on Node 20's V8 an object spread followed by
    // more properties costs ~10 µs when the object is kept (as every item is), 20× assign.
    const full = Object.assign({}, item, {
      id: `${this.agentId}:${sequence}`,
      agentId: this.agentId,
      sequence,
      iteration,
      createdAt: this.clock.now(),
    }) as T & TranscriptItem;
    this.index(full);
    return full;
  }

  /** True when a call with this wire id (or provider id) is already in the transcript. */
  hasCallId(callId: string): boolean {
    return this.callsById.has(callId);
  }

  call(callId: string): ToolCallItem | undefined {
    return this.callsById.get(callId);
  }

  resultFor(callId: string): ToolResultItem | undefined {
    return this.resultsByCallId.get(callId);
  }

  /** Calls without a paired result, in order (should be empty before every model request). */
  unpairedCalls(): ToolCallItem[] {
    const unpaired: ToolCallItem[] = [];
    for (const call of this.calls) {
      if (!this.resultsByCallId.has(call.callId)) unpaired.push(call);
    }
    return unpaired;
  }

  private index(item: TranscriptItem): void {
    this.entries.push(item);
    if (item.kind === "compaction") this.view = null;
    else this.view?.push(item);
    if (item.kind === "tool_call") {
      this.calls.push(item);
      this.callsById.set(item.callId, item);
      if (item.providerCallId !== null && !this.callsById.has(item.providerCallId)) {
        this.callsById.set(item.providerCallId, item);
      }
    } else if (item.kind === "tool_result") {
      this.resultsByCallId.set(item.toolUseId, item);
    }
  }
}
