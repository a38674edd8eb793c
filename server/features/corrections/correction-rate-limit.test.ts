import { describe, expect, it } from "vitest";
import { RateLimitError } from "../../runtime/errors";
import { CorrectionRateLimiter } from "./correction-rate-limit";

describe("the correction rate limit", () => {
  it("takes one token a correction, refills at perMinute a minute, and says when the next comes", () => {
    let now = 0;
    const limiter = new CorrectionRateLimiter({ perMinute: 2, now: () => now });
    limiter.take("agent_a");
    limiter.take("agent_a");
    expect(() => limiter.take("agent_a")).toThrow(
      new RateLimitError(
        "too many corrections for agent agent_a: at most 2 a minute; the next one can be sent in 30 s",
        30_000,
      ),
    );
    limiter.take("agent_b");
    now += 30_000;
    limiter.take("agent_a");
    expect(() => limiter.take("agent_a")).toThrow(RateLimitError);
  });

  it("refuseIfExhausted refuses only an agent whose bucket is empty, and takes nothing", () => {
    let now = 0;
    const limiter = new CorrectionRateLimiter({ perMinute: 1, now: () => now });
    // No bucket yet (possibly no such agent): passes, and creates none.
    limiter.refuseIfExhausted("agent_a");
    limiter.refuseIfExhausted("agent_a");
    limiter.take("agent_a");
    expect(() => limiter.refuseIfExhausted("agent_a")).toThrow(
      /^too many corrections for agent agent_a: at most 1 a minute; the next one can be sent in 60 s$/,
    );
    now += 60_000;
    limiter.refuseIfExhausted("agent_a");
    limiter.refuseIfExhausted("agent_a");
    limiter.take("agent_a");
    expect(() => limiter.take("agent_a")).toThrow(RateLimitError);
  });
});
