import { describe, expect, it } from "vitest";
import type { HealthReport } from "@/server/features/system/health-monitor";
import { TRPCClientError } from "@trpc/client";
import { isNetworkFailure, serverHealthView } from "./server-health";

const report = (overrides: Partial<HealthReport>): HealthReport => ({
  ok: true,
  database: "ok",
  databaseCheckedAt: 1_000,
  databaseLatencyMs: 3,
  eventLoopDelayMs: 12,
  workers: null,
  time: 2_000,
  ...overrides,
});

describe("server health indicator", () => {
  it("says ok with the probe's figures on hover", () => {
    expect(serverHealthView(report({}), false)).toEqual({
      state: "ok",
      text: "Server ok",
      title: "database ok, database answered in 3 ms; event-loop delay 12 ms",
      dot: "bg-emerald-600",
    });
  });

  it("names what is wrong when the report is not ok", () => {
    const unreachable = report({ ok: false, database: "unreachable", databaseLatencyMs: null });
    expect(serverHealthView(unreachable, false)).toMatchObject({
      state: "degraded",
      text: "Database unreachable",
      title: "database unreachable; event-loop delay 12 ms",
    });
    expect(serverHealthView(report({ ok: false, database: "stale" }), false).text).toBe(
      "Database slow",
    );
    expect(serverHealthView(report({ ok: false, database: "unchecked" }), false).text).toBe(
      "Starting…",
    );
  });

  it("says the server is not answering when the check failed, and checking before any answer", () => {
    expect(serverHealthView(undefined, true)).toMatchObject({
      state: "unreachable",
      text: "Server not answering",
    });
    expect(serverHealthView(report({}), true).state).toBe("unreachable");
    expect(serverHealthView(undefined, false)).toMatchObject({ state: "checking" });
  });

  it("says it is checking, never ok, after another request got no answer", () => {
    expect(serverHealthView(report({}), false, true)).toMatchObject({
      state: "checking",
      text: "Checking the server…",
    });
  });

  it("counts a request without the server's answer as a network failure, a refusal not", () => {
    expect(isNetworkFailure(new TRPCClientError("Failed to fetch"))).toBe(true);
    const refused = TRPCClientError.from({
      error: { code: -32004, message: "no such run", data: { code: "NOT_FOUND", httpStatus: 404 } },
    });
    expect(isNetworkFailure(refused)).toBe(false);
    expect(isNetworkFailure(new TypeError("Failed to fetch"))).toBe(false);
  });
});
