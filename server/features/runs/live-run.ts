import { InputValidationError, NotFoundError } from "../../runtime/errors";
import { resumeAfter, type RunLiveInput } from "../../shared/run-events";
import { isTerminalRunStatus } from "../../shared/run-status";
import type { RunEvent, RunEventMessage } from "./run-deltas";
import type { RunEventFeed } from "./run-event-feed";
import { EVENT_PAGE_SIZE, type RunEventRepository } from "./run-event-repository";
import type { RunRepository } from "./run-repository";

/** What a live subscription needs: the stored run, its event log, and the feed of new events. */
export interface LiveRunDependencies {
  runRepository: Pick<RunRepository, "findRun">;
  runEvents: Pick<RunEventRepository, "eventsAfter" | "lastSequence">;
  runEventFeed: RunEventFeed;
}

/** True for the event that ends a run (its terminal status). */
function endsRun(event: RunEvent): boolean {
  const { delta } = event;
  return delta.type === "run" && delta.patch.status !== undefined
    ? isTerminalRunStatus(delta.patch.status)
    : false;
}

function message(event: RunEvent): RunEventMessage {
  return { sequence: event.sequence, at: event.at, delta: event.delta };
}

/**
 * The live deltas of a run after the sequence the client has (issue 10): first what the event
 * log holds after it, then each event as it is committed, in sequence order, each exactly once;
 * ends after the run's terminal event (at once after catching up when the run had already
 * ended). A gap in what the feed announces (several writers, a missed notification) is read
 * from the log; an event at or below the cursor is a repeat and is dropped. No timer, no full
 * re-read of the run. Errors before anything is sent: NotFoundError "unknown run: <runId>";
 * InputValidationError (400) for a cursor past the run's last stored event, which no stream ever
 * sent ("lastEventId 999 is past the end of run <runId>'s event log (its last event is 42):
 * reload the run and follow it from there"), rather than a stream that would wait forever.
 */
export async function* liveRunEvents(
  deps: LiveRunDependencies,
  input: RunLiveInput,
  signal?: AbortSignal,
): AsyncGenerator<RunEventMessage> {
  const { runId } = input;
  let cursor = resumeAfter(input);
  let ended = false;
  const announced: RunEvent[] = [];
  let wake: (() => void) | null = null;
  const unsubscribe = deps.runEventFeed.subscribe(runId, (events) => {
    announced.push(...events);
    wake?.();
  });
  const onAbort = () => wake?.();
  signal?.addEventListener("abort", onAbort);

  /** Everything the log holds after the cursor (pages of EVENT_PAGE_SIZE). */
  async function* catchUp(): AsyncGenerator<RunEventMessage> {
    for (;;) {
      const page = await deps.runEvents.eventsAfter(runId, cursor, EVENT_PAGE_SIZE);
      for (const event of page) {
        cursor = event.sequence;
        ended ||= endsRun(event);
        yield message(event);
      }
      if (page.length < EVENT_PAGE_SIZE) return;
    }
  }

  try {
    // Subscribed first, then read: an event committed in between is in the log or announced.
    // The cursor is checked against the log before it is used (read together with the run).
    const start = cursor;
    const [run, last] = await Promise.all([
      deps.runRepository.findRun(runId),
      start > 0 ? deps.runEvents.lastSequence(runId) : Promise.resolve(0),
    ]);
    if (run === null) throw new NotFoundError(`unknown run: ${runId}`);
    if (start > last) throw cursorPastTheLog(input, start, last);
    const endedBefore = isTerminalRunStatus(run.status);
    yield* catchUp();
    if (endedBefore) return;
    while (!ended && !signal?.aborted) {
      const batch = announced.splice(0);
      if (batch.length === 0) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        continue;
      }
      for (const event of batch) {
        if (event.sequence <= cursor) {
          ended ||= endsRun(event); // a repeat of the ending still ends the stream
          continue;
        }
        if (event.sequence > cursor + 1) yield* catchUp();
        if (event.sequence !== cursor + 1) continue;
        cursor = event.sequence;
        ended ||= endsRun(event);
        yield message(event);
      }
    }
  } finally {
    unsubscribe();
    signal?.removeEventListener("abort", onAbort);
  }
}

/** The InputValidationError of a cursor past `input.runId`'s last stored event (see above). */
function cursorPastTheLog(input: RunLiveInput, cursor: number, last: number): InputValidationError {
  const field = input.lastEventId ? "lastEventId" : "afterSequence";
  return new InputValidationError(
    `${field} ${cursor} is past the end of run ${input.runId}'s event log (its last event is ${last}): reload the run and follow it from there`,
  );
}
