import type { EventSink, RuntimeEvent } from "../../runtime/ports";

/**
 * In-process fan-out of runtime events to live subscriptions, keyed by run id.
 * Listeners never throw into the runtime.
 */
export class EventHub implements EventSink {
  private readonly listeners = new Map<string, Set<(event: RuntimeEvent) => void>>();
  private readonly allListeners = new Set<(event: RuntimeEvent) => void>();

  emit(event: RuntimeEvent): void {
    for (const listener of [...this.allListeners, ...(this.listeners.get(event.runId) ?? [])]) {
      try {
        listener(event);
      } catch {
        // a broken subscriber must not break the run
      }
    }
  }

  /** Listen to every run's events; returns the unsubscribe function. */
  subscribeAll(listener: (event: RuntimeEvent) => void): () => void {
    this.allListeners.add(listener);
    return () => this.allListeners.delete(listener);
  }

  /** Listen to one run's events; returns the unsubscribe function. */
  subscribe(runId: string, listener: (event: RuntimeEvent) => void): () => void {
    const set = this.listeners.get(runId) ?? new Set();
    set.add(listener);
    this.listeners.set(runId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(runId);
    };
  }
}
