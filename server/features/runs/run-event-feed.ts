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
  /** Listen to one run's committed events; returns the unsubscribe function. */
  subscribe(runId: string, listener: (events: readonly RunEvent[]) => void): () => void;
  /** Listen to every run's committed events; returns the unsubscribe function. */
  subscribeAll(listener: (events: readonly RunEvent[]) => void): () => void;
}

/** The in-process feed (one process, either database; tests): announcements go straight to this process's listeners. */
export class InProcessRunEventFeed implements RunEventAnnouncer, RunEventFeed {
  private readonly listeners = new Map<string, Set<(events: readonly RunEvent[]) => void>>();
  private readonly allListeners = new Set<(events: readonly RunEvent[]) => void>();

  announce(events: readonly RunEvent[]): void {
    for (const listener of [...this.allListeners]) {
      try {
        listener(events);
      } catch {
        // a broken subscriber must not break the writer
      }
    }
    const byRun = new Map<string, RunEvent[]>();
    for (const event of events) {
      const list = byRun.get(event.runId) ?? [];
      list.push(event);
      byRun.set(event.runId, list);
    }
    for (const [runId, runEvents] of byRun) {
      for (const listener of [...(this.listeners.get(runId) ?? [])]) {
        try {
          listener(runEvents);
        } catch {
          // a broken subscriber must not break the writer
        }
      }
    }
  }

  subscribe(runId: string, listener: (events: readonly RunEvent[]) => void): () => void {
    const set = this.listeners.get(runId) ?? new Set();
    set.add(listener);
    this.listeners.set(runId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(runId);
    };
  }

  /** Listen to every run's committed events (the runs list); returns the unsubscribe function. */
  subscribeAll(listener: (events: readonly RunEvent[]) => void): () => void {
    this.allListeners.add(listener);
    return () => {
      this.allListeners.delete(listener);
    };
  }

  /** Live subscriptions per run (tests, metrics). */
  subscriberCount(runId: string): number {
    return this.listeners.get(runId)?.size ?? 0;
  }

  /** Subscriptions to every run (the runs list's change streams). */
  allSubscriberCount(): number {
    return this.allListeners.size;
  }
}
