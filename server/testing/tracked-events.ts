import { isTrackedEnvelope } from "@trpc/server";

/**
 * The events of a tracked subscription called through a server-side caller, as the client
 * sees them: `{ id, data }`. (The caller hands over tRPC's raw envelopes, `[id, data, symbol]`,
 * while its type already says `{ id, data }`; the HTTP client receives `{ id, data }`.)
 */
export async function* trackedEvents<T>(
  stream: AsyncIterable<{ id: string; data: T }>,
): AsyncGenerator<{ id: string; data: T }> {
  for await (const value of stream as AsyncIterable<unknown>) {
    if (!isTrackedEnvelope(value)) throw new Error("expected a tracked event");
    yield { id: value[0], data: value[1] as T };
  }
}
