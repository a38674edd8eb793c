import { LRUCache } from "lru-cache";

/** A token bucket: `tokens` left at `at` (ms since the epoch). */
interface Bucket {
  tokens: number;
  at: number;
}

/** How many unknown addresses keep their own bucket (least recently tried dropped). */
const UNKNOWN_ADDRESSES_TRACKED = 10_000;

/** Known accounts' buckets kept before full ones are swept (limited ones are never dropped). */
const SWEEP_AT = 1_000;

/**
 * Sign-in attempts per account (email, case-insensitive), a token bucket of `perMinute` tokens
 * that refills continuously; each attempt takes one. Better Auth's own limiter counts per client
 * address, which only a proxy can vouch for (client-address.ts: without DEBRIEF_TRUSTED_PROXY it
 * counts no address at all), and a client behind a proxy can still try from many addresses;
 * this one counts per account whatever the address.
 *
 * No other traffic can give an account its attempts back (attack repro 10: 10,000 other
 * addresses evicted a limited account's bucket from an LRU, and it came back full):
 * - an existing account's bucket is kept until it has refilled; only full buckets are ever
 *   dropped (a full bucket is the same as none). Only existing accounts get one, so this set
 *   is bounded by the accounts an administrator made.
 * - an address with no account gets a bucket in a separate LRU of 10,000 (evicting one there
 *   gives nobody an account's attempts: there is no account), and all such attempts together
 *   share one more bucket of `unknownPerMinute` (default 60 × perMinute), so a flood of made-up
 *   addresses costs at most that many password checks a minute.
 */
export class SignInAttemptLimiter {
  private readonly accounts = new Map<string, Bucket>();
  private readonly unknown = new LRUCache<string, Bucket>({ max: UNKNOWN_ADDRESSES_TRACKED });
  private unknownTogether: Bucket | undefined;
  /** The size at which the next sweep runs: twice what a sweep left (amortized O(1) a take). */
  private sweepAt = SWEEP_AT;
  private readonly unknownPerMinute: number;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
    options: { unknownPerMinute?: number } = {},
  ) {
    this.unknownPerMinute = options.unknownPerMinute ?? perMinute * 60;
  }

  /**
   * Take one attempt for `email` (trimmed, case-insensitive); `accountExists`: whether an
   * account has that email. Returns null when allowed, else how long until the next attempt
   * is allowed (ms); a refused attempt takes nothing.
   */
  take(email: string, accountExists: boolean): number | null {
    const key = email.trim().toLowerCase();
    const now = this.now();
    if (accountExists) {
      const tokens = this.tokens(this.accounts.get(key), this.perMinute, now);
      if (tokens < 1) return this.wait(tokens, this.perMinute);
      if (!this.accounts.has(key) && this.accounts.size >= this.sweepAt) this.dropFullBuckets(now);
      this.accounts.set(key, { tokens: tokens - 1, at: now });
      return null;
    }
    const own = this.tokens(this.unknown.get(key), this.perMinute, now);
    const together = this.tokens(this.unknownTogether, this.unknownPerMinute, now);
    if (own < 1 || together < 1)
      return Math.max(
        own < 1 ? this.wait(own, this.perMinute) : 0,
        together < 1 ? this.wait(together, this.unknownPerMinute) : 0,
      );
    this.unknown.set(key, { tokens: own - 1, at: now });
    this.unknownTogether = { tokens: together - 1, at: now };
    return null;
  }

  /** The tokens of `bucket` (none: a full one) refilled up to `now`. */
  private tokens(bucket: Bucket | undefined, perMinute: number, now: number): number {
    if (bucket === undefined) return perMinute;
    return Math.min(perMinute, bucket.tokens + ((now - bucket.at) * perMinute) / 60_000);
  }

  /** Milliseconds until a bucket holding `tokens` (< 1) holds one. */
  private wait(tokens: number, perMinute: number): number {
    return Math.ceil(((1 - tokens) * 60_000) / perMinute);
  }

  /** Drops the known accounts' buckets that have refilled (never a limited one). */
  private dropFullBuckets(now: number): void {
    for (const [key, bucket] of this.accounts) {
      if (this.tokens(bucket, this.perMinute, now) >= this.perMinute) this.accounts.delete(key);
    }
    this.sweepAt = Math.max(SWEEP_AT, this.accounts.size * 2);
  }

  /** How many existing accounts' buckets are kept (tests). */
  get accountBuckets(): number {
    return this.accounts.size;
  }
}
