import { randomUUID } from "node:crypto";
import type { PgNotifications } from "../../db/pg-notifications";
import type { RunEvent } from "./run-deltas";
import { InProcessRunEventFeed, type RunEventAnnouncer, type RunEventFeed } from "./run-event-feed";
import { EVENT_PAGE_SIZE, type RunEventRepository } from "./run-event-repository";

/** The channel (before schema scoping) that says "run X has new events". */
export const RUN_EVENTS_CHANNEL = "debrief_run_events";

/** Payloads stay well under PostgreSQL's 8,000-byte NOTIFY limit. */
const MAX_PAYLOAD_CHARS = 7_000;

/** One announced range: run id, first and last sequence, 1 when a run-list field changed. */
type AnnouncedRange = [runId: string, first: number, last: number, listChanged: 0 | 1];

interface Announcement {
  /** The announcing process (its own notifications are skipped: it delivered them in memory). */
  origin: string;
  ranges: AnnouncedRange[];
}

/** True for the events that change a row of the runs list (see run-list-changes.ts). */
function changesList(events: readonly RunEvent[]): boolean {
  return events.some((event) => event.delta.type === "run" || event.delta.type === "agent-created");
}

/**
 * The run event feed of PostgreSQL mode (issue 10 item 2): events committed in this process
 * reach its own subscribers in memory at once (as InProcessRunEventFeed), and every process
 * hears of them by NOTIFY on RUN_EVENTS_CHANNEL, which carries only "run X has events
 * first..last" (gathered per event-loop turn into as few notifications as fit). A process
 * that hears of another's events reads those rows from the event log, only for runs it has
 * subscribers for (the runs list's subscribers: only for ranges that change a list row), then
 * hands them to its subscribers; they resume by sequence (liveRunEvents reads any gap from the
 * log and drops repeats), so a missed notification delays, never corrupts. The reads are
 * batched (issue 10 item 8): one query at a time for every run heard of since the last one
 * began (eventsInRanges), so a web process watching 100 busy runs makes a few reads per
 * second instead of one per run per notification.
 */
export class PgRunEventFeed implements RunEventAnnouncer, RunEventFeed {
  private readonly local = new InProcessRunEventFeed();
  private readonly origin = randomUUID();
  private readonly channel: string;
  private pending: AnnouncedRange[] = [];
  private flushScheduled = false;
  /** Per run heard of: the highest sequence delivered, and the highest announced. */
  private readonly remote = new Map<string, { delivered: number; announced: number }>();
  /** The batched read in flight (null when none). */
  private reading: Promise<void> | null = null;

  constructor(
    private readonly notifications: Pick<PgNotifications, "channelName" | "listen" | "notify">,
    private readonly runEvents: Pick<RunEventRepository, "eventsInRanges">,
    private readonly report: (message: string, error: unknown) => void = console.error,
  ) {
    this.channel = notifications.channelName(RUN_EVENTS_CHANNEL);
  }

  /** Start hearing other processes' announcements. */
  async start(): Promise<void> {
    await this.notifications.listen(this.channel, (payload) => this.heard(payload));
  }

  announce(events: readonly RunEvent[]): void {
    this.local.announce(events);
    const byRun = new Map<string, RunEvent[]>();
    for (const event of events) byRun.set(event.runId, [...(byRun.get(event.runId) ?? []), event]);
    for (const [runId, runEvents] of byRun) {
      const sequences = runEvents.map((event) => event.sequence);
      this.pending.push([
        runId,
        Math.min(...sequences),
        Math.max(...sequences),
        changesList(runEvents) ? 1 : 0,
      ]);
    }
    if (!this.flushScheduled && this.pending.length > 0) {
      this.flushScheduled = true;
      setImmediate(() => this.flush());
    }
  }

  subscribe(runId: string, listener: (events: readonly RunEvent[]) => void): () => void {
    return this.local.subscribe(runId, listener);
  }

  subscribeAll(listener: (events: readonly RunEvent[]) => void): () => void {
    return this.local.subscribeAll(listener);
  }

  /** Live subscriptions per run in this process (tests, metrics). */
  subscriberCount(runId: string): number {
    return this.local.subscriberCount(runId);
  }

  /** Send what was announced this turn, in payloads under the NOTIFY limit. */
  private flush(): void {
    this.flushScheduled = false;
    const ranges = this.pending.splice(0);
    let chunk: AnnouncedRange[] = [];
    let size = 0;
    const send = () => {
      if (chunk.length === 0) return;
      const payload = JSON.stringify({ origin: this.origin, ranges: chunk } satisfies Announcement);
      chunk = [];
      size = 0;
      this.notifications
        .notify(this.channel, payload)
        .catch((error: unknown) => this.report("debrief: run event NOTIFY failed:", error));
    };
    for (const range of ranges) {
      const length = JSON.stringify(range).length + 1;
      if (size + length > MAX_PAYLOAD_CHARS) send();
      chunk.push(range);
      size += length;
    }
    send();
  }

  private heard(payload: string): void {
    let announcement: Announcement;
    try {
      announcement = JSON.parse(payload) as Announcement;
    } catch (error) {
      this.report("debrief: unreadable run event notification:", error);
      return;
    }
    if (announcement.origin === this.origin) return;
    for (const [runId, first, last, listChanged] of announcement.ranges) {
      const wanted = this.local.subscriberCount(runId) > 0 || (listChanged === 1 && this.hasAll());
      if (wanted) this.readRemote(runId, first, last);
    }
  }

  private hasAll(): boolean {
    return this.local.allSubscriberCount() > 0;
  }

  /** Resolves once the remote events announced so far were read and delivered (tests). */
  async settled(): Promise<void> {
    while (this.reading !== null) await this.reading;
  }

  /** Note that run `runId` has events first..last in the log; read them with the next batch. */
  private readRemote(runId: string, first: number, last: number): void {
    const state = this.remote.get(runId);
    if (state === undefined) this.remote.set(runId, { delivered: first - 1, announced: last });
    else {
      // Nothing pending: a gap before `first` is left to the subscribers' catch-up (as before).
      if (state.announced <= state.delivered)
        state.delivered = Math.max(state.delivered, first - 1);
      state.announced = Math.max(state.announced, last);
    }
    this.reading ??= this.readBatches().finally(() => (this.reading = null));
  }

  /**
   * Read every pending range in one query, deliver each run's events in order, and repeat while
   * more was announced meanwhile. A failed read is reported and its ranges dropped (the
   * subscribers read the gap at their next event).
   */
  private async readBatches(): Promise<void> {
    for (;;) {
      const ranges = [...this.remote]
        .filter(([, state]) => state.announced > state.delivered)
        .map(([runId, state]) => ({ runId, after: state.delivered, last: state.announced }));
      if (ranges.length === 0) return;
      try {
        const events = await this.runEvents.eventsInRanges(ranges);
        const byRun = new Map<string, RunEvent[]>();
        for (const event of events) {
          const ofRun = byRun.get(event.runId) ?? [];
          ofRun.push(event);
          byRun.set(event.runId, ofRun);
        }
        for (const [runId, runEvents] of byRun) {
          const state = this.remote.get(runId)!;
          state.delivered = Math.max(state.delivered, runEvents[runEvents.length - 1]!.sequence);
          this.local.announce(runEvents);
        }
        // A range the log did not hold is not read again until announced again; after a read
        // cut at its limit, the ranges it did not reach are read by the next one.
        const complete = events.length < EVENT_PAGE_SIZE;
        for (const range of ranges) {
          const state = this.remote.get(range.runId)!;
          if (complete && !byRun.has(range.runId)) {
            state.delivered = Math.max(state.delivered, range.last);
          }
        }
      } catch (error) {
        const names = ranges.map((range) => range.runId).join(", ");
        this.report(`debrief: reading the events of ${names} after a notification failed:`, error);
        for (const range of ranges) {
          const state = this.remote.get(range.runId)!;
          state.delivered = Math.max(state.delivered, range.last);
        }
      }
      for (const [runId, state] of this.remote) {
        const idle = state.announced <= state.delivered;
        if (idle && this.local.subscriberCount(runId) === 0) this.remote.delete(runId);
      }
    }
  }
}
