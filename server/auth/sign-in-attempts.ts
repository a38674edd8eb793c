import { LRUCache } from "lru-cache";

/**
 * Sign-in attempts per account (email), a token bucket of `perMinute` tokens that refills
 * continuously; each attempt takes one. Better Auth's own limiter counts per client address,
 * which only a proxy can vouch for (client-address.ts: without DEBRIEF_TRUSTED_PROXY it counts
 * no address at all), and a client behind a proxy can still try from many addresses; this one
 * counts per account whatever the address. At most 10,000 accounts are tracked (least recently
 * tried dropped).
 */
export class SignInAttemptLimiter {
  private readonly buckets = new LRUCache<string, { tokens: number; at: number }>({ max: 10_000 });

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Take one attempt for `email` (case-insensitive). Returns null when allowed, else how long
   * until the next attempt is allowed (ms); a refused attempt takes nothing.
   */
  take(email: string): number | null {
    const key = email.trim().toLowerCase();
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.perMinute, at: now };
    const tokens = Math.min(
      this.perMinute,
      bucket.tokens + ((now - bucket.at) * this.perMinute) / 60_000,
    );
    if (tokens < 1) return Math.ceil(((1 - tokens) * 60_000) / this.perMinute);
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return null;
  }
}
