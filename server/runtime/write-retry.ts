import {
  ConflictError,
  DebriefError,
  InputValidationError,
  NotFoundError,
  StorageError,
} from "./errors";
import type { Clock } from "./ports";

/**
 * Bounded retries for store writes (BufferedRunStore). A write that fails with a passing cause
 * (a database lock held by another connection, a dropped connection) is tried again after an
 * exponential backoff measured on the injected clock; after `attempts` tries it fails with a
 * StorageError naming the cause. Errors that another try cannot fix (a duplicate, a missing
 * run or agent, bad input) are thrown at once, unchanged.
 */

/** How often and how patiently a write is retried. */
export interface RetryPolicy {
  /** Tries in all, the first included (≥ 1). */
  attempts: number;
  /** Wait before the second try, ms; doubled for each further try. */
  firstDelayMs: number;
  /** Cap on one wait, ms. */
  maxDelayMs: number;
}

/** 6 tries over ~1.5 s of waits (50, 100, 200, 400, 800 ms), plus each try's busy timeout. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  attempts: 6,
  firstDelayMs: 50,
  maxDelayMs: 2_000,
};

/** One failed try, reported to the store's observer (logging, tests). */
export interface FailedAttempt {
  /** What was being written ("the flush of runs run_1, run_2"). */
  what: string;
  error: unknown;
  /** 1-based. */
  attempt: number;
  /** False when this was the last try (or the error is permanent). */
  willRetry: boolean;
}

/** True for errors no retry can fix: duplicates, missing rows, invalid input. */
export function isPermanentWriteError(error: unknown): boolean {
  return (
    error instanceof ConflictError ||
    error instanceof NotFoundError ||
    error instanceof InputValidationError ||
    error instanceof StorageError
  );
}

/** The message of any thrown value, with its code when a driver gave one (SQLITE_BUSY, 40P01). */
export function describeCause(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error instanceof DebriefError) return error.message;
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && !error.message.includes(code)
    ? `${code}: ${error.message}`
    : error.message;
}

/** The wait before try `attempt + 1`, ms. */
export function retryDelayMs(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (attempt - 1));
}

function wait(clock: Clock, delayMs: number): Promise<void> {
  return new Promise((resolve) => {
    clock.setTimer(resolve, delayMs);
  });
}

/**
 * Runs `write` until it succeeds, a permanent error occurs (rethrown as is), or the policy's
 * tries are spent (then throws StorageError: "storage error: <what> failed after N attempts:
 * <cause>"). `onFailedAttempt` hears every failed try.
 */
export async function retryWrite<T>(
  what: string,
  write: () => Promise<T>,
  options: {
    clock: Clock;
    policy: RetryPolicy;
    onFailedAttempt?: (attempt: FailedAttempt) => void;
  },
): Promise<T> {
  const { clock, policy } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      const permanent = isPermanentWriteError(error);
      const willRetry = !permanent && attempt < policy.attempts;
      options.onFailedAttempt?.({ what, error, attempt, willRetry });
      if (permanent) throw error;
      if (!willRetry) {
        throw new StorageError(
          `storage error: ${what} failed after ${attempt} attempt${attempt === 1 ? "" : "s"}: ${describeCause(error)}`,
          error,
        );
      }
      await wait(clock, retryDelayMs(policy, attempt));
    }
  }
}
