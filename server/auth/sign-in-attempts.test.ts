import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountServices } from "../app-account-services";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { SignInAttemptLimiter } from "./sign-in-attempts";

const BASE_URL = "http://127.0.0.1:3000";
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.dispose();
});

describe("SignInAttemptLimiter", () => {
  it("allows perMinute attempts per account, refills over the minute, ignores case", () => {
    let now = 1_000_000;
    const limiter = new SignInAttemptLimiter(3, () => now);
    expect([1, 2, 3].map(() => limiter.take("Dana@Example.test", true))).toEqual([
      null,
      null,
      null,
    ]);
    expect(limiter.take("dana@example.test", true)).toBe(20_000);
    expect(limiter.take("lee@example.test", true)).toBeNull();
    now += 20_000;
    expect(limiter.take("dana@example.test", true)).toBeNull();
    expect(limiter.take("dana@example.test", true)).toBe(20_000);
  });

  it("no other traffic gives a limited account its attempts back (attack repro 10)", () => {
    const now = 1_000_000;
    const limiter = new SignInAttemptLimiter(10, () => now, { unknownPerMinute: 1_000_000 });
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(limiter.take("admin@example.test", true)).toBeNull();
    expect(limiter.take("admin@example.test", true)).toBe(6_000);
    // 20,000 unknown addresses, then 20,000 other (existing) accounts, at the same instant.
    for (let index = 0; index < 20_000; index += 1)
      limiter.take(`filler${index}@example.test`, false);
    for (let index = 0; index < 20_000; index += 1)
      limiter.take(`account${index}@example.test`, true);
    expect(limiter.take("admin@example.test", true)).toBe(6_000);
  });

  it("a sweep drops the refilled buckets of existing accounts and keeps the limited ones", () => {
    let now = 1_000_000;
    const limiter = new SignInAttemptLimiter(10, () => now);
    for (let attempt = 0; attempt < 10; attempt += 1) limiter.take("admin@example.test", true);
    // 999 accounts try once: 1,000 buckets, the first sweep finds none full.
    for (let index = 0; index < 999; index += 1) limiter.take(`first${index}@example.test`, true);
    expect(limiter.accountBuckets).toBe(1_000);
    limiter.take("first-sweep@example.test", true);
    expect(limiter.accountBuckets).toBe(1_001);
    // Six seconds on, those 1,000 have refilled; the admin has earned one attempt back.
    now += 6_000;
    for (let index = 0; index < 999; index += 1) limiter.take(`second${index}@example.test`, true);
    expect(limiter.accountBuckets).toBe(2_000);
    limiter.take("second-sweep@example.test", true);
    // Swept: the 1,000 full ones; kept: the admin and the 999 + 1 that tried at this instant.
    expect(limiter.accountBuckets).toBe(1_001);
    expect(limiter.take("admin@example.test", true)).toBeNull();
    expect(limiter.take("admin@example.test", true)).toBe(6_000);
  });

  it("unknown addresses: a bucket each in an LRU, and one shared limit for all of them", () => {
    let now = 1_000_000;
    const limiter = new SignInAttemptLimiter(2, () => now, { unknownPerMinute: 5 });
    expect(limiter.take("nobody@example.test", false)).toBeNull();
    expect(limiter.take("nobody@example.test", false)).toBeNull();
    expect(limiter.take("nobody@example.test", false)).toBe(30_000);
    expect(limiter.take("a@example.test", false)).toBeNull();
    expect(limiter.take("b@example.test", false)).toBeNull();
    expect(limiter.take("c@example.test", false)).toBeNull();
    // Five unknown attempts this minute: the sixth address waits for the shared bucket.
    expect(limiter.take("d@example.test", false)).toBe(12_000);
    // Existing accounts do not share it.
    expect(limiter.take("dana@example.test", true)).toBeNull();
    now += 12_000;
    expect(limiter.take("d@example.test", false)).toBeNull();
  });
});

/** Account services whose per-account limit is `perMinute`, on the clock `now`, with one account. */
async function servicesWithAccount(perMinute: number, now: () => number, email: string) {
  const services = createAccountServices(database.prisma, {
    secret: "t".repeat(32),
    baseURL: BASE_URL,
    oidc: null,
    signInAttemptsPerMinute: perMinute,
    rateLimit: true,
    now,
  });
  await services.accounts.create({
    email,
    name: email.split("@")[0]!,
    role: "engineer",
    password: "correct horse battery",
  });
  return services;
}

// Each sign-in hashes a password (scrypt): on a 2-core machine under heavy load one test's
// dozen hashes took past the default 30 s bound, so this block gets 90 s (a bound, not a timing).
describe("sign-in through Better Auth", { timeout: 90_000 }, () => {
  it("refuses the account's attempts past the limit whatever X-Forwarded-For says, with the wait", async () => {
    let now = 5_000_000;
    const { auth } = createAccountServices(database.prisma, {
      secret: "t".repeat(32),
      baseURL: BASE_URL,
      oidc: null,
      signInAttemptsPerMinute: 2,
      rateLimit: true,
      now: () => now,
    });
    const attempt = (address: string) =>
      auth.handler(
        new Request(`${BASE_URL}/api/auth/sign-in/email`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: BASE_URL,
            "x-forwarded-for": address,
          },
          body: JSON.stringify({ email: "nobody@debrief.test", password: "wrong-password-1" }),
        }),
      );
    expect((await attempt("10.0.0.1")).status).toBe(401);
    expect((await attempt("10.0.0.2")).status).toBe(401);
    const refused = await attempt("10.0.0.3");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("30");
    expect(((await refused.json()) as { message: string }).message).toBe(
      "too many password attempts for this account: at most 2 a minute; try again in 30 s",
    );
    now += 30_000;
    expect((await attempt("10.0.0.4")).status).toBe(401);
  });

  it("an existing account is limited; a text that is no address is refused and takes no bucket", async () => {
    let now = 7_000_000;
    const services = await servicesWithAccount(2, () => now, "dana@debrief.test");
    const attempt = (email: string) =>
      services.auth.handler(
        new Request(`${BASE_URL}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: BASE_URL },
          body: JSON.stringify({ email, password: "wrong-password-1" }),
        }),
      );
    for (const email of ["not an address", "not an address", " dana@debrief.test", "y"]) {
      const refused = await attempt(email);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toBe(
        "enter a valid email address",
      );
    }
    expect((await attempt("Dana@Debrief.test")).status).toBe(401);
    expect((await attempt("dana@debrief.test")).status).toBe(401);
    const limited = await attempt("dana@debrief.test");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("30");
    now += 30_000;
    expect((await attempt("dana@debrief.test")).status).toBe(401);
  });

  it("password checks of a signed-in session (verify-password, change-password) share the account's limit", async () => {
    let now = 9_000_000;
    const services = await servicesWithAccount(3, () => now, "sam@debrief.test");
    const post = (path: string, body: unknown, cookie = "") =>
      services.auth.handler(
        new Request(`${BASE_URL}/api/auth${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: BASE_URL, cookie },
          body: JSON.stringify(body),
        }),
      );
    const signedIn = await post("/sign-in/email", {
      email: "sam@debrief.test",
      password: "correct horse battery",
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((header) => header.split(";")[0]!)
      .join("; ");
    // The sign-in took one of three attempts; two guesses are left, then 429 with the wait.
    expect((await post("/verify-password", { password: "guess-1-wrong" }, cookie)).status).toBe(
      400,
    );
    expect(
      (
        await post(
          "/change-password",
          { currentPassword: "guess-2-wrong", newPassword: "another long one" },
          cookie,
        )
      ).status,
    ).toBe(400);
    const limited = await post("/verify-password", { password: "correct horse battery" }, cookie);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toBe(
      "too many password attempts for this account: at most 3 a minute; try again in 20 s",
    );
    // Signed out: the endpoint's own 401, taking no attempt.
    expect((await post("/verify-password", { password: "x-guess-wrong" })).status).toBe(401);
    now += 20_000;
    expect(
      (await post("/verify-password", { password: "correct horse battery" }, cookie)).status,
    ).toBe(200);
  });
});
