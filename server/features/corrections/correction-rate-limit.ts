import { RateLimitError } from "../../runtime/errors";

/**
 * A token bucket per agent for corrections from people (issue 9: 3,000 corrections in 90 s
 * exhausted a child's budget). Each agent's bucket holds `perMinute` tokens, starts full and
 * refills continuously at `perMinute` per minute; a correction takes one token. The clock is
 * injected (tests pass their own). Kept in memory: corrections reach only agents in flight in
 * this process, and a full bucket is dropped (it is the same as no bucket).
 */
export class CorrectionRateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMinute: number;
  private readonly now: () => number;

  constructor(options: { perMinute: number; now: () => number }) {
    this.perMinute = options.perMinute;
    this.now = options.now;
  }

  /**
   * Take one token for `agentId`, or throw RateLimitError saying when the next one comes
   * (the bucket is left as it was).
   */
  take(agentId: string): void {
    const now = this.now();
    this.dropFullBuckets(now);
    const tokens = this.refuseWhenEmpty(agentId, now);
    this.buckets.set(agentId, { tokens: tokens - 1, at: now });
  }

  /**
   * Throw RateLimitError when `agentId` already has a bucket and it is empty; changes nothing.
   * Callers check this before any database read, so a flood of corrections to one agent is
   * refused without work; an agent with no bucket yet (never took a token: possibly not an
   * agent at all) passes, and take() runs after the agent is known.
   */
  refuseIfExhausted(agentId: string): void {
    if (this.buckets.has(agentId)) this.refuseWhenEmpty(agentId, this.now());
  }

  /** The tokens `agentId` has at `now`, or RateLimitError saying when the next one comes. */
  private refuseWhenEmpty(agentId: string, now: number): number {
    const bucket = this.buckets.get(agentId) ?? { tokens: this.perMinute, at: now };
    const tokens = Math.min(
      this.perMinute,
      bucket.tokens + ((now - bucket.at) * this.perMinute) / 60_000,
    );
    if (tokens < 1) {
      const retryAfterMs = Math.ceil(((1 - tokens) * 60_000) / this.perMinute);
      throw new RateLimitError(
        `too many corrections for agent ${agentId}: at most ${this.perMinute} a minute; the next one can be sent in ${Math.ceil(retryAfterMs / 1000)} s`,
        retryAfterMs,
      );
    }
    return tokens;
  }

  private dropFullBuckets(now: number): void {
    if (this.buckets.size < 1000) return;
    for (const [agentId, bucket] of this.buckets) {
      const tokens = bucket.tokens + ((now - bucket.at) * this.perMinute) / 60_000;
      if (tokens >= this.perMinute) this.buckets.delete(agentId);
    }
  }
}
