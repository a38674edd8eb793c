import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_HTTP_BOUNDARY } from "../../api/http-boundary";
import { createTrpcHandler } from "../../api/trpc-handler";
import type { Context } from "../../api/trpc";
import { RateLimitError, TimeLimitError } from "../../runtime/errors";
import { manualClock } from "../../runtime/testing/manual-clock";
import { createTestServices, type TestServices } from "../../testing/test-services";
import { expectTrpcError } from "../../testing/trpc-errors";
import { ledgerlineAuditFixture } from "./labeled-set";
import type { PastedAnswerAuditor } from "./pasted-answer-auditor";

/**
 * The limits on auditing pasted answers (issue 10): a per-person rate limit (429 with
 * Retry-After, as corrections), and the pool's time limit answered 503, over the real router.
 */

const BASE = "http://127.0.0.1:3000";
const clock = manualClock();
let setup: TestServices;

beforeAll(async () => {
  setup = await createTestServices({ clock, answerAuditsPerMinute: 3 });
}, 60_000);

afterAll(async () => {
  await setup.disconnect();
});

const input = {
  answer: "The 3 fallback merchants are confirmed to break.",
  source: { kind: "debriefs" as const, json: JSON.stringify(ledgerlineAuditFixture().debriefs) },
};

const REFUSAL =
  "too many answer audits: at most 3 a minute per person; the next one can be sent in 20 s";

/** A tRPC handler over the test services with `overrides`, signed in as the admin. */
async function handlerWith(overrides: Partial<Context> = {}) {
  const admin = await setup.userAs("admin");
  return createTrpcHandler({
    context: () => Promise.resolve({ ...setup.services, ...overrides, user: admin }),
    boundary: { ...DEFAULT_HTTP_BOUNDARY, baseUrl: BASE },
  });
}

const postAudit = () =>
  new Request(`${BASE}/api/trpc/audit.auditAnswer`, {
    method: "POST",
    headers: { host: "127.0.0.1:3000", "content-type": "application/json" },
    body: JSON.stringify(superjson.serialize(input)),
  });

describe("the rate limit of audit.auditAnswer", () => {
  it("refuses a person's fourth audit within the minute with 429 and when to retry, per person", async () => {
    const engineer = await setup.callerAs("engineer");
    for (let index = 0; index < 3; index += 1) {
      const view = await setup.caller.audit.auditAnswer(input);
      expect(view.report.counts.flags).toBe(6);
    }
    const refused = await expectTrpcError(
      setup.caller.audit.auditAnswer(input),
      "TOO_MANY_REQUESTS",
      REFUSAL,
    );
    expect(refused.cause).toEqual(new RateLimitError(REFUSAL, 20_000));
    // Another person has a bucket of their own.
    expect((await engineer.audit.auditAnswer(input)).children).toEqual(["researcher"]);
    // Over HTTP: 429, and the wait in whole seconds.
    const response = await (await handlerWith())(postAudit());
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("20");
    const body = (await response.json()) as { error: { json: { message: string } } };
    expect(body.error.json.message).toBe(REFUSAL);
    // One token comes back every 20 s: one more audit, then the refusal again.
    await clock.advance(19_999);
    await expectTrpcError(
      setup.caller.audit.auditAnswer(input),
      "TOO_MANY_REQUESTS",
      REFUSAL.replace("20 s", "1 s"),
    );
    await clock.advance(1);
    expect((await setup.caller.audit.auditAnswer(input)).children).toEqual(["researcher"]);
    await expectTrpcError(setup.caller.audit.auditAnswer(input), "TOO_MANY_REQUESTS", REFUSAL);
  });
});

describe("the pool's refusals over HTTP", () => {
  it("answers a task stopped at the time limit with 503, and a full queue with 429 and Retry-After", async () => {
    await clock.advance(60_000); // the admin's bucket is full again
    const message =
      "the audit of this answer took longer than 10 s and was stopped; audit a shorter answer, or try again later";
    const stopped: PastedAnswerAuditor = {
      audit: () => Promise.reject(new TimeLimitError(message, 10_000)),
      close: () => Promise.resolve(),
    };
    const timedOut = await (await handlerWith({ pastedAnswerAuditor: stopped }))(postAudit());
    expect(timedOut.status).toBe(503);
    expect(timedOut.headers.get("retry-after")).toBeNull();
    const body = (await timedOut.json()) as {
      error: { json: { message: string; data: { debriefCode: string } } };
    };
    expect(body.error.json.message).toBe(message);
    expect(body.error.json.data.debriefCode).toBe("UNAVAILABLE");
    const full: PastedAnswerAuditor = {
      audit: () =>
        Promise.reject(
          new RateLimitError(
            "too many answer audits under way: 2 running and 16 waiting; try again in 5 s",
            5_000,
          ),
        ),
      close: () => Promise.resolve(),
    };
    const queueFull = await (await handlerWith({ pastedAnswerAuditor: full }))(postAudit());
    expect(queueFull.status).toBe(429);
    expect(queueFull.headers.get("retry-after")).toBe("5");
  });
});
