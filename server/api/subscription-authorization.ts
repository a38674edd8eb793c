import { TRPCError } from "@trpc/server";
import type { SessionUser } from "../auth/session-user";
import type { Clock } from "../runtime/ports";
import { forbiddenMessage, roleCan, signInMessage, type Permission } from "../shared/permissions";

/**
 * Long-lived subscriptions (SSE: runs.live, runs.changes) are authorized when they start and
 * again while they deliver: before an item is sent, the request's signed-in user is read again
 * (at most once per SUBSCRIPTION_RECHECK_MS on the services' clock), so a user who was disabled,
 * signed out, whose session was revoked or whose role no longer has the permission gets nothing
 * more: the stream ends with UNAUTHORIZED or FORBIDDEN. The read goes to the database, so a
 * change made through any process (another web process in PostgreSQL mode, the users CLI) is
 * seen. A stream that delivers nothing is read again every SUBSCRIPTION_IDLE_RECHECK_MS while it
 * waits, and ends then.
 */

/** How long a subscription's last check of its user holds before the next delivery reads again (ms). */
export const SUBSCRIPTION_RECHECK_MS = 2_000;

/**
 * How often a subscription that is waiting for its next item reads its user again (ms): a
 * disabled user's idle stream (a finished run's page, a quiet runs list) ends within this.
 */
export const SUBSCRIPTION_IDLE_RECHECK_MS = 10_000;

/** The message of a subscription ended because its user is no longer signed in. */
export function sessionEndedMessage(permission: Permission): string {
  return `your session has ended (signed out, expired, or the account was disabled): ${signInMessage(permission)}`;
}

/** What re-authorizing a subscription needs. */
export interface SubscriptionAuthorization {
  permission: Permission;
  /** The request's signed-in user now (null: signed out, expired, revoked or disabled). */
  currentUser: () => Promise<SessionUser | null>;
  clock: Pick<Clock, "now" | "setTimer">;
  /** When the user was last found authorized (ms on `clock`): the subscription's start. */
  checkedAt: number;
}

/**
 * `source`'s items, each sent only while its user still holds `permission` (see above); while
 * `source` has nothing to send, the user is read again every SUBSCRIPTION_IDLE_RECHECK_MS.
 * Throws TRPCError UNAUTHORIZED (sessionEndedMessage) or FORBIDDEN (forbiddenMessage of the new
 * role); `source` is closed either way (when it was waiting, without waiting for it: it ends at
 * its own next wake or when the request's signal aborts).
 */
export async function* reauthorizedStream<T, R>(
  source: AsyncIterable<T, R>,
  authorization: SubscriptionAuthorization,
): AsyncGenerator<T, R | undefined> {
  const { permission, clock } = authorization;
  let checkedAt = authorization.checkedAt;
  const iterator = source[Symbol.asyncIterator]();
  let finished = false;
  let waiting = false;
  const check = async () => {
    const user = await authorization.currentUser();
    if (user === null) {
      throw new TRPCError({ code: "UNAUTHORIZED", message: sessionEndedMessage(permission) });
    }
    if (!roleCan(user.role, permission)) {
      throw new TRPCError({ code: "FORBIDDEN", message: forbiddenMessage(user.role, permission) });
    }
    checkedAt = clock.now();
  };
  try {
    for (;;) {
      const pending = iterator.next();
      waiting = true;
      let next: IteratorResult<T, R> | "idle";
      while ((next = await nextOrIdle(pending, clock, SUBSCRIPTION_IDLE_RECHECK_MS)) === "idle") {
        await check();
      }
      waiting = false;
      if (next.done === true) {
        finished = true;
        return next.value;
      }
      if (clock.now() - checkedAt >= SUBSCRIPTION_RECHECK_MS) await check();
      yield next.value;
    }
  } finally {
    if (!finished && waiting) void iterator.return?.()?.catch(() => undefined);
    else if (!finished) await iterator.return?.();
  }
}

/** `pending`'s result, or "idle" when it has not settled after `delayMs` on `clock`. */
function nextOrIdle<T>(
  pending: Promise<T>,
  clock: Pick<Clock, "setTimer">,
  delayMs: number,
): Promise<T | "idle"> {
  return new Promise((resolve, reject) => {
    const cancel = clock.setTimer(() => resolve("idle"), delayMs);
    pending.then(
      (value) => {
        cancel();
        resolve(value);
      },
      (error: unknown) => {
        cancel();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The signed-in user `user` as stored now, for a context without a session to read again
 * (server-side callers, tests): null once the account is disabled or gone; its current role.
 */
export async function storedSessionUser(
  users: { find(userId: string): Promise<{ disabled: boolean; role: SessionUser["role"] } | null> },
  user: SessionUser,
): Promise<SessionUser | null> {
  const stored = await users.find(user.id);
  if (stored === null || stored.disabled) return null;
  return { ...user, role: stored.role };
}
