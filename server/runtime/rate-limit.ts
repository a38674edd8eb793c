import { RateLimitError } from "./errors";

/**
 * A token bucket per key (issue 9: corrections per agent; issue 10: answer audits per person).
 * Each key's bucket holds `perMinute` tokens, starts full and refills continuously at
 * `perMinute` per minute; each request takes one token. The clock is injected (tests pass
 * their own). Kept in memory; a full bucket is dropped (it is the same as no bucket). A refusal
 * is a RateLimitError (HTTP 429, its wait sent as Retry-After) whose message `refusal` words.
 */
export class TokenBucketRateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMinute: number;
  private readonly now: () => number;
  private readonly refusal: (key: string, perMinute: number, retryAfterSeconds: number) => string;

  constructor(options: {
    perMinute: number;
    /** Milliseconds since the epoch. */
    now: () => number;
    /** The refusal's message for `key`, its limit and the whole seconds until the next token. */
    refusal: (key: string, perMinute: number, retryAfterSeconds: number) => string;
  }) {
    this.perMinute = options.perMinute;
    this.now = options.now;
    this.refusal = options.refusal;
  }

  /**
   * Take one token for `key`, or throw RateLimitError saying when the next one comes (the
   * bucket is left as it was).
   */
  take(key: string): void {
    const now = this.now();
    this.dropFullBuckets(now);
    const tokens = this.refuseWhenEmpty(key, now);
    this.buckets.set(key, { tokens: tokens - 1, at: now });
  }

  /**
   * Throw RateLimitError when `key` already has a bucket and it is empty; changes nothing.
   * Callers check this before any database read, so a flood is refused without work; a key
   * with no bucket yet (never took a token: possibly unknown) passes, and take() runs after
   * the key is known.
   */
  refuseIfExhausted(key: string): void {
    if (this.buckets.has(key)) this.refuseWhenEmpty(key, this.now());
  }

  /** The tokens `key` has at `now`, or RateLimitError saying when the next one comes. */
  private refuseWhenEmpty(key: string, now: number): number {
    const bucket = this.buckets.get(key) ?? { tokens: this.perMinute, at: now };
    const tokens = Math.min(
      this.perMinute,
      bucket.tokens + ((now - bucket.at) * this.perMinute) / 60_000,
    );
    if (tokens < 1) {
      const retryAfterMs = Math.ceil(((1 - tokens) * 60_000) / this.perMinute);
      throw new RateLimitError(
        this.refusal(key, this.perMinute, Math.ceil(retryAfterMs / 1000)),
        retryAfterMs,
      );
    }
    return tokens;
  }

  private dropFullBuckets(now: number): void {
    if (this.buckets.size < 1000) return;
    for (const [key, bucket] of this.buckets) {
      const tokens = bucket.tokens + ((now - bucket.at) * this.perMinute) / 60_000;
      if (tokens >= this.perMinute) this.buckets.delete(key);
    }
  }
}
