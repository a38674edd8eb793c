import { KeyedListeners, Listeners } from "../../runtime/listeners";
import type { EventSink, RuntimeEvent } from "../../runtime/ports";

/** A broken subscriber must not break the run. */
const ignore = (): void => {};

/**
 * In-process fan-out of runtime events to live subscriptions, keyed by run id.
 * Listeners never throw into the runtime. Each subscription is its own (the same function
 * subscribed twice is called twice) and its unsubscribe function ends only it, however often
 * it is called (runtime/listeners.ts).
 */
export class EventHub implements EventSink {
  private readonly listeners = new KeyedListeners<string, RuntimeEvent>();
  private readonly allListeners = new Listeners<RuntimeEvent>();

  emit(event: RuntimeEvent): void {
    this.allListeners.emit(event, ignore);
    this.listeners.emit(event.runId, event, ignore);
  }

  /** Listen to every run's events; returns the unsubscribe function (idempotent). */
  subscribeAll(listener: (event: RuntimeEvent) => void): () => void {
    return this.allListeners.add(listener);
  }

  /** Listen to one run's events; returns the unsubscribe function (idempotent). */
  subscribe(runId: string, listener: (event: RuntimeEvent) => void): () => void {
    return this.listeners.add(runId, listener);
  }

  /** Live subscriptions to one run (tests). */
  subscriberCount(runId: string): number {
    return this.listeners.size(runId);
  }

  /** Subscriptions to every run (tests). */
  allSubscriberCount(): number {
    return this.allListeners.size;
  }
}
