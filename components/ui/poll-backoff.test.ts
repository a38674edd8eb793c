import { describe, expect, it } from "vitest";
import {
  backingOff,
  MAX_FAILING_POLL_MS,
  pollIntervalMs,
  type PolledQueryState,
} from "./poll-backoff";

const answered = (at: number): PolledQueryState => ({
  status: "success",
  dataUpdatedAt: at,
  errorUpdatedAt: 0,
  errorUpdateCount: 0,
});

/** The state after a failed read at `at`, the last success at `lastSuccess` (0: never). */
const failed = (at: number, lastSuccess: number, failures: number): PolledQueryState => ({
  status: "error",
  dataUpdatedAt: lastSuccess,
  errorUpdatedAt: at,
  errorUpdateCount: failures,
});

describe("pollIntervalMs", () => {
  it("keeps the pace while reads succeed, and false stays false", () => {
    expect(pollIntervalMs(2_000, answered(10_000))).toBe(2_000);
    expect(pollIntervalMs(false, failed(10_000, 8_000, 1))).toBe(false);
  });

  it("doubles the pause while reads keep failing, up to the cap", () => {
    // Polled every 2 s; the server stops answering after the success at t = 100 s.
    const pauses: number[] = [];
    let now = 100_000;
    for (let failures = 1; failures <= 7; failures += 1) {
      const pause = failures === 1 ? 2_000 : pauses[pauses.length - 1]!;
      now += pause;
      const next = pollIntervalMs(2_000, failed(now, 100_000, failures));
      if (next === false) throw new Error("polling stopped");
      pauses.push(next);
    }
    expect(pauses).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(MAX_FAILING_POLL_MS).toBe(30_000);
  });

  it("backs off per failure when no read has ever succeeded", () => {
    expect(pollIntervalMs(1_000, failed(5_000, 0, 1))).toBe(1_000);
    expect(pollIntervalMs(1_000, failed(9_000, 0, 4))).toBe(4_000);
    expect(pollIntervalMs(1_000, failed(90_000, 0, 45))).toBe(30_000);
  });

  it("stops when a read was refused for want of a session (it ended): retrying cannot help", () => {
    const refused = {
      ...failed(20_000, 12_000, 1),
      error: Object.assign(new Error("sign in to read runs"), {
        data: { code: "UNAUTHORIZED", httpStatus: 401 },
      }),
    };
    expect(pollIntervalMs(2_000, refused)).toBe(false);
    expect(backingOff(() => 5_000)({ state: refused })).toBe(false);
    // The server down (no answer at all) still backs off and keeps trying.
    const unanswered = { ...failed(20_000, 12_000, 1), error: new Error("Failed to fetch") };
    expect(pollIntervalMs(2_000, unanswered)).toBe(8_000);
  });

  it("goes back to the pace at the first answer", () => {
    expect(pollIntervalMs(1_000, answered(200_000))).toBe(1_000);
  });
});

describe("backingOff", () => {
  it("takes a number or a function of the query, undefined read as no polling", () => {
    const query = { state: failed(20_000, 12_000, 3) };
    expect(backingOff(2_000)(query)).toBe(8_000);
    expect(backingOff(() => 1_000)(query)).toBe(8_000);
    expect(backingOff(() => undefined)(query)).toBe(false);
    expect(backingOff(false)(query)).toBe(false);
    expect(backingOff(() => 5_000)({ state: answered(1) })).toBe(5_000);
  });
});
