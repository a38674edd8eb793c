import { describe, expect, it } from "vitest";
import { SignInAttemptLimiter } from "./sign-in-attempts";

const ADMIN = "admin@example.test";

describe("SignInAttemptLimiter per (account, client address)", () => {
  it("wrong passwords from another address leave the owner's own address its attempts", () => {
    const now = 1_000_000;
    const limiter = new SignInAttemptLimiter(10, () => now);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(limiter.take(ADMIN, true, "203.0.113.9")).toBeNull();
    }
    // The attacker's address is limited at perMinute (10 a minute: the next in 6 s)…
    expect(limiter.take(ADMIN, true, "203.0.113.9")).toBe(6_000);
    // …and the owner, from their own address, still signs in.
    expect(limiter.take(ADMIN, true, "198.51.100.7")).toBeNull();
  });

  it("bounds guessing from many addresses by the account-wide ceiling (5 x perMinute)", () => {
    let now = 1_000_000;
    const limiter = new SignInAttemptLimiter(10, () => now);
    for (let address = 0; address < 5; address += 1) {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect(limiter.take(ADMIN, true, `203.0.113.${address}`)).toBeNull();
      }
    }
    // 50 attempts in the minute: every address, the owner's too, waits for the ceiling (1.2 s).
    expect(limiter.take(ADMIN, true, "203.0.113.99")).toBe(1_200);
    expect(limiter.take(ADMIN, true, "198.51.100.7")).toBe(1_200);
    now += 1_200;
    expect(limiter.take(ADMIN, true, "198.51.100.7")).toBeNull();
    expect(limiter.take(ADMIN, true, "203.0.113.98")).toBe(1_200);
  });

  it("takes the ceiling from options, and counts other accounts apart", () => {
    const now = 1_000_000;
    const limiter = new SignInAttemptLimiter(2, () => now, { accountPerMinute: 3 });
    expect(limiter.take(ADMIN, true, "a")).toBeNull();
    expect(limiter.take(ADMIN, true, "a")).toBeNull();
    expect(limiter.take(ADMIN, true, "a")).toBe(30_000);
    expect(limiter.take(ADMIN, true, "b")).toBeNull();
    expect(limiter.take(ADMIN, true, "c")).toBe(20_000);
    expect(limiter.take("lee@example.test", true, "c")).toBeNull();
  });

  it("without an address counts the account as before: perMinute from everywhere", () => {
    const now = 1_000_000;
    const limiter = new SignInAttemptLimiter(3, () => now);
    for (let attempt = 0; attempt < 3; attempt += 1) expect(limiter.take(ADMIN, true)).toBeNull();
    expect(limiter.take(ADMIN, true)).toBe(20_000);
  });

  it("a sweep never drops an account's ceiling bucket before it has refilled", () => {
    let now = 1_000_000;
    const limiter = new SignInAttemptLimiter(10, () => now);
    for (let address = 0; address < 5; address += 1) {
      for (let attempt = 0; attempt < 10; attempt += 1)
        limiter.take(ADMIN, true, `10.0.0.${address}`);
    }
    // Refilled past perMinute (12 tokens of 50) but not full: 1,000 other accounts force a sweep.
    now += 14_400;
    for (let index = 0; index < 1_000; index += 1) limiter.take(`u${index}@example.test`, true);
    expect(limiter.take(`u1000@example.test`, true)).toBeNull();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect(limiter.take(ADMIN, true, `10.0.1.${attempt}`)).toBeNull();
    }
    expect(limiter.take(ADMIN, true, "10.0.2.1")).toBe(1_200);
  });
});
