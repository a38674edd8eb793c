import { describe, expect, it } from "vitest";
import { untilShutdown } from "./until-shutdown";

describe("untilShutdown", () => {
  it("aborts when either the request or the process's shutdown aborts", () => {
    const request = new AbortController();
    const shutdown = new AbortController();
    const combined = untilShutdown(request.signal, shutdown.signal);
    expect(combined?.aborted).toBe(false);
    shutdown.abort();
    expect(combined?.aborted).toBe(true);
    expect(untilShutdown(request.signal, undefined)).toBe(request.signal);
    expect(untilShutdown(undefined, shutdown.signal)).toBe(shutdown.signal);
    expect(untilShutdown(undefined, undefined)).toBeUndefined();
  });
});
