import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { safeNextPath } from "@/components/auth/safe-next-path";
import { createSessionEndedStore, isSessionEndedError, signInAgainHref } from "./session-ended";

/** A TRPCClientError as the browser receives it for a refused request. */
function refused(code: string) {
  return TRPCClientError.from({
    error: { code: -32001, message: "sign in to read runs", data: { code, httpStatus: 401 } },
  });
}

describe("session ended", () => {
  it("reads UNAUTHORIZED as the session's end; a network failure or another refusal not", () => {
    expect(isSessionEndedError(refused("UNAUTHORIZED"))).toBe(true);
    expect(isSessionEndedError(refused("FORBIDDEN"))).toBe(false);
    expect(isSessionEndedError(new TRPCClientError("Failed to fetch"))).toBe(false);
    expect(isSessionEndedError(null)).toBe(false);
  });

  it("ends once and tells each listener once", () => {
    const store = createSessionEndedStore();
    const calls: string[] = [];
    const unsubscribe = store.subscribe(() => calls.push("a"));
    store.subscribe(() => calls.push("b"));
    expect(store.ended()).toBe(false);
    store.end();
    store.end();
    expect(store.ended()).toBe(true);
    expect(calls).toEqual(["a", "b"]);
    unsubscribe();
  });

  it("links to the sign-in page coming back to the page, query included", () => {
    const href = signInAgainHref("/runs/run_1", "?tab=audit");
    expect(href).toBe("/sign-in?next=%2Fruns%2Frun_1%3Ftab%3Daudit");
    const next = new URL(href, "https://debrief.invalid").searchParams.get("next");
    expect(safeNextPath(next)).toBe("/runs/run_1?tab=audit");
    expect(signInAgainHref("/", "")).toBe("/sign-in?next=%2F");
  });
});
