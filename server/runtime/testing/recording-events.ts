import type { EventSink, RuntimeEvent } from "../ports";

/** An EventSink that keeps every event (tests). */
export class RecordingEvents implements EventSink {
  readonly events: RuntimeEvent[] = [];
  emit(event: RuntimeEvent): void {
    this.events.push(event);
  }
}
