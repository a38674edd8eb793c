import { Listeners } from "../listeners";
import type { CorrectionRecord } from "../records";

/** A broken wake-up listener must neither refuse a queued correction nor stop the others. */
const ignore = (): void => {};

/**
 * An agent's corrections inbox (seed 003: "Parent messages are queued with a sequence;
 * consumption is recorded separately"). Sequences are per agent, strictly increasing from 1.
 * Listeners wake a bounded wait early; delivery is through the runtime, never tool arguments.
 */
export class Inbox {
  private readonly queued: CorrectionRecord[] = [];
  private nextSequenceNumber: number;
  private lastConsumed: number | null;
  private readonly listeners = new Listeners<CorrectionRecord>();
  private readonly stored = new Map<string, Promise<boolean>>();
  private closedReason: string | null = null;

  constructor(lastSequence = 0, lastConsumed: number | null = null) {
    this.nextSequenceNumber = lastSequence + 1;
    this.lastConsumed = lastConsumed;
  }

  /** The sequence the next correction gets. */
  reserveSequence(): number {
    return this.nextSequenceNumber++;
  }

  /** A correction numbered elsewhere (by the database) holds `sequence`: later ones follow it. */
  observeSequence(sequence: number): void {
    this.nextSequenceNumber = Math.max(this.nextSequenceNumber, sequence + 1);
  }

  /**
   * Queue a correction and wake listeners. `stored` resolves when its row is written (true)
   * or refused (false); the correction is consumed only after it, and only when true (see
   * whenStored). Pending corrections stay in
   * sequence order (one numbered by the database in another process may arrive after a later
   * one numbered here). A listener that throws changes neither: the correction stays queued,
   * the other listeners are still woken, and `enqueue` does not throw.
   */
  enqueue(correction: CorrectionRecord, stored: Promise<boolean> = Promise.resolve(true)): void {
    this.stored.set(correction.id, stored);
    const after = this.queued.findIndex((queued) => queued.sequence > correction.sequence);
    if (after < 0) this.queued.push(correction);
    else this.queued.splice(after, 0, correction);
    this.listeners.emit(correction, ignore);
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

  /** Resolves once the correction's row is written (true) or refused (false). */
  whenStored(correctionId: string): Promise<boolean> {
    return this.stored.get(correctionId) ?? Promise.resolve(true);
  }

  /** Take back a correction whose row could not be stored (it was never delivered). */
  withdraw(correctionId: string): void {
    const index = this.queued.findIndex((correction) => correction.id === correctionId);
    if (index >= 0) this.queued.splice(index, 1);
    this.stored.delete(correctionId);
  }

  /**
   * Close the inbox for good (the agent is finishing): from now on `closedReason` is set and the
   * manager refuses corrections. Called in the same synchronous step as the final inbox check,
   * so no correction can slip in between the check and the terminal status.
   */
  close(reason: string): void {
    this.closedReason ??= reason;
  }

  /** Why the inbox no longer takes corrections, or null while it is open. */
  get closed(): string | null {
    return this.closedReason;
  }

  /**
   * The agent ended (cancelled, failed, …): nothing will consume what is pending, so remove and
   * return it without recording a consumption (the run's end refuses it with the reason that is
   * true, server/features/corrections/refusal-reasons.ts), and close the inbox. The count the
   * activity report shows drops to 0 with it.
   */
  discardPending(reason: string): CorrectionRecord[] {
    this.close(reason);
    return this.queued.splice(0, this.queued.length);
  }

  /** Remove and return every pending correction (the caller records the consumption). */
  takeAll(): CorrectionRecord[] {
    const taken = this.queued.splice(0, this.queued.length);
    const last = taken[taken.length - 1];
    if (last !== undefined) this.lastConsumed = Math.max(this.lastConsumed ?? 0, last.sequence);
    return taken;
  }

  /**
   * Call `listener` for each correction queued from now on; returns an unsubscribe function
   * (idempotent; it ends this subscription only, see runtime/listeners.ts).
   */
  onQueued(listener: (correction: CorrectionRecord) => void): () => void {
    return this.listeners.add(listener);
  }
}
