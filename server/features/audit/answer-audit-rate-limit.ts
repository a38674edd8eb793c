import { TokenBucketRateLimiter } from "../../runtime/rate-limit";

/** Answer audits one person may ask for per minute by default (issue 10). */
export const DEFAULT_ANSWER_AUDITS_PER_MINUTE = 10;

/**
 * The token bucket per person for audits of pasted answers (issue 10): `perMinute` a minute per
 * user id, the mechanism corrections use (runtime/rate-limit.ts). A refusal is a RateLimitError
 * (429 with Retry-After).
 */
export function answerAuditRateLimiter(options: {
  perMinute: number;
  /** Milliseconds since the epoch (the services' clock). */
  now: () => number;
}): TokenBucketRateLimiter {
  return new TokenBucketRateLimiter({
    ...options,
    refusal: (_userId, perMinute, seconds) =>
      `too many answer audits: at most ${perMinute} a minute per person; the next one can be sent in ${seconds} s`,
  });
}
