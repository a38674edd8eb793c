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
    expect([1, 2, 3].map(() => limiter.take("Dana@Example.test"))).toEqual([null, null, null]);
    expect(limiter.take("dana@example.test")).toBe(20_000);
    expect(limiter.take("lee@example.test")).toBeNull();
    now += 20_000;
    expect(limiter.take("dana@example.test")).toBeNull();
    expect(limiter.take("dana@example.test")).toBe(20_000);
  });
});

describe("sign-in through Better Auth", () => {
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
      "too many sign-in attempts for this account: at most 2 a minute; try again in 30 s",
    );
    now += 30_000;
    expect((await attempt("10.0.0.4")).status).toBe(401);
  });
});
