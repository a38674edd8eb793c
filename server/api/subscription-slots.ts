import { TRPCError } from "@trpc/server";

/**
 * Most subscriptions (live run views, the runs list) one person may hold open in one process.
 * Each open stream holds a connection and, on a resume from the log's start, replays its run's
 * events: one person opening a hundred at once stalled every other request (attack repro:
 * health.check 20–34 s). A person with a dozen tabs stays well under it.
 */
export const DEFAULT_SUBSCRIPTIONS_PER_PERSON = 20;

/** The message of a subscription refused because its person holds `limit` open already. */
export function subscriptionLimitMessage(limit: number): string {
  return `at most ${limit} live views may be open at once per person; close other tabs or live views and try again`;
}

/**
 * The open subscriptions per person (by user id) in this process. `take` returns the slot's
 * release (idempotent), or throws TRPCError TOO_MANY_REQUESTS (subscriptionLimitMessage) when
 * the person holds `limit` already.
 */
export class SubscriptionSlots {
  private readonly open = new Map<string, number>();

  constructor(readonly limit: number = DEFAULT_SUBSCRIPTIONS_PER_PERSON) {}

  take(userId: string): () => void {
    const held = this.open.get(userId) ?? 0;
    if (held >= this.limit) {
      throw new TRPCError({
        code: "TOO_MANY_REQUESTS",
        message: subscriptionLimitMessage(this.limit),
      });
    }
    this.open.set(userId, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const now = (this.open.get(userId) ?? 1) - 1;
      if (now === 0) this.open.delete(userId);
      else this.open.set(userId, now);
    };
  }

  /** Subscriptions `userId` holds open now. */
  heldBy(userId: string): number {
    return this.open.get(userId) ?? 0;
  }
}

/**
 * `stream`'s items; `release` is called once the stream ends, fails or is closed — also when it
 * is closed before its first item is asked for (a client gone before the response body was
 * read), where a generator's `finally` never runs because its body never started.
 */
export function releasedWhenDone<T, R>(
  stream: AsyncIterable<T, R>,
  release: () => void,
): AsyncGenerator<T, R | undefined> {
  async function* items(): AsyncGenerator<T, R | undefined> {
    try {
      return yield* stream;
    } finally {
      release();
    }
  }
  const generator = items();
  const close = generator.return.bind(generator);
  const fail = generator.throw.bind(generator);
  generator.return = async (value) => {
    try {
      return await close(value);
    } finally {
      release();
    }
  };
  generator.throw = async (error: unknown) => {
    try {
      return await fail(error);
    } finally {
      release();
    }
  };
  return generator;
}
