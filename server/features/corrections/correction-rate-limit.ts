import { TokenBucketRateLimiter } from "../../runtime/rate-limit";

/**
 * The token bucket per agent for corrections from people (issue 9: 3,000 corrections in 90 s
 * exhausted a child's budget): `perMinute` corrections a minute per agent (runtime/rate-limit.ts).
 * Kept in memory: corrections reach only agents in flight in this process.
 */
export class CorrectionRateLimiter extends TokenBucketRateLimiter {
  constructor(options: { perMinute: number; now: () => number }) {
    super({
      ...options,
      refusal: (agentId, perMinute, seconds) =>
        `too many corrections for agent ${agentId}: at most ${perMinute} a minute; the next one can be sent in ${seconds} s`,
    });
  }
}
