import { KeyedListeners, Listeners } from "../../runtime/listeners";
import type { RunEvent } from "./run-deltas";

/**
 * How committed run events reach live subscriptions. Writers announce the events a
 * transaction committed (in sequence order, right after the commit); subscribers get them per
 * run. The in-process feed below carries them within one process (SQLite mode, tests);
 * across processes (PostgreSQL mode with workers) PgRunEventFeed announces (run id,
 * sequences) with NOTIFY and each process reads the rows once.
 * A subscriber must still tolerate gaps and repeats: it resumes from the log by sequence.
 */
export interface RunEventAnnouncer {
  /** Called once per committed transaction with the events it appended. Never throws. */
  announce(events: readonly RunEvent[]): void;
}

/** The subscriber side of the feed. */
export interface RunEventFeed {
  /**
   * Listen to one run's committed events; returns the unsubscribe function (idempotent: a
   * second call changes nothing; it ends this subscription only).
   */
  subscribe(runId: string, listener: (events: readonly RunEvent[]) => void): () => void;
  /** Listen to every run's committed events; returns the unsubscribe function (idempotent). */
  subscribeAll(listener: (events: readonly RunEvent[]) => void): () => void;
}

/** A broken subscriber must not break the writer. */
const ignore = (): void => {};

/**
 * The in-process feed (one process, either database; tests): announcements go straight to this
 * process's listeners. Each subscription is its own (the same function subscribed twice is
 * called twice) and its unsubscribe function ends only it, however often it is called
 * (runtime/listeners.ts).
 */
export class InProcessRunEventFeed implements RunEventAnnouncer, RunEventFeed {
  private readonly listeners = new KeyedListeners<string, readonly RunEvent[]>();
  private readonly allListeners = new Listeners<readonly RunEvent[]>();

  announce(events: readonly RunEvent[]): void {
    this.allListeners.emit(events, ignore);
    const byRun = new Map<string, RunEvent[]>();
    for (const event of events) {
      const list = byRun.get(event.runId) ?? [];
      list.push(event);
      byRun.set(event.runId, list);
    }
    for (const [runId, runEvents] of byRun) this.listeners.emit(runId, runEvents, ignore);
  }

  subscribe(runId: string, listener: (events: readonly RunEvent[]) => void): () => void {
    return this.listeners.add(runId, listener);
  }

  /** Listen to every run's committed events (the runs list); returns the unsubscribe function. */
  subscribeAll(listener: (events: readonly RunEvent[]) => void): () => void {
    return this.allListeners.add(listener);
  }

  /** Live subscriptions per run (tests, metrics). */
  subscriberCount(runId: string): number {
    return this.listeners.size(runId);
  }

  /** Subscriptions to every run (the runs list's change streams). */
  allSubscriberCount(): number {
    return this.allListeners.size;
  }
}
