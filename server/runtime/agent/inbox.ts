import type { CorrectionRecord } from "../records";

/**
 * An agent's corrections inbox (seed 003: "Parent messages are queued with a sequence;
 * consumption is recorded separately"). Sequences are per agent, strictly increasing from 1.
 * Listeners wake a bounded wait early; delivery is through the runtime, never tool arguments.
 */
export class Inbox {
  private readonly queued: CorrectionRecord[] = [];
  private nextSequenceNumber: number;
  private lastConsumed: number | null;
  private readonly listeners = new Set<(correction: CorrectionRecord) => void>();

  constructor(lastSequence = 0, lastConsumed: number | null = null) {
    this.nextSequenceNumber = lastSequence + 1;
    this.lastConsumed = lastConsumed;
  }

  /** The sequence the next correction gets. */
  reserveSequence(): number {
    return this.nextSequenceNumber++;
  }

  /** Queue a stored correction and wake listeners. */
  enqueue(correction: CorrectionRecord): void {
    this.queued.push(correction);
    for (const listener of [...this.listeners]) listener(correction);
  }

  /** Queued, not yet consumed corrections, in sequence order. */
  get pending(): readonly CorrectionRecord[] {
    return this.queued;
  }

  get count(): number {
    return this.queued.length;
  }

  get lastConsumedSequence(): number | null {
    return this.lastConsumed;
  }

  /** Remove and return every pending correction (the caller records the consumption). */
  takeAll(): CorrectionRecord[] {
    const taken = this.queued.splice(0, this.queued.length);
    const last = taken[taken.length - 1];
    if (last !== undefined) this.lastConsumed = last.sequence;
    return taken;
  }

  /** Call `listener` for each correction queued from now on; returns an unsubscribe function. */
  onQueued(listener: (correction: CorrectionRecord) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
