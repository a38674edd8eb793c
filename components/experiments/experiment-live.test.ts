import { describe, expect, it } from "vitest";
import { experimentDuration, progressPollMs, resultsRefreshKey } from "./experiment-live";

const running = { status: "running" as const, ended: false, totalRuns: 128, finishedRuns: 90 };
const ending = { status: "cancelled" as const, ended: false, totalRuns: 128, finishedRuns: 98 };
const ended = { status: "cancelled" as const, ended: true, totalRuns: 128, finishedRuns: 128 };

describe("the experiment page after a cancel", () => {
  it("keeps polling while a cancelled experiment is still ending, and stops once it has ended", () => {
    expect(progressPollMs(undefined)).toBe(false);
    expect(progressPollMs(running)).toBe(1_000);
    expect(progressPollMs(ending)).toBe(1_000);
    expect(progressPollMs(ended)).toBe(false);
  });

  it("reads the results again when the experiment ends, even with the same count and status", () => {
    const lastRunsEnded = { ...ending, finishedRuns: 128 };
    expect(resultsRefreshKey(lastRunsEnded)).toBe("128|cancelled|open");
    expect(resultsRefreshKey(ended)).toBe("128|cancelled|ended");
    expect(resultsRefreshKey(undefined)).toBeNull();
  });

  it("says 'ending' with the open runs instead of 'running for —', then how long it took", () => {
    const created = { createdAt: 1_000, finishedAt: null };
    expect(experimentDuration(running, created)).toEqual({ kind: "running", since: 1_000 });
    expect(experimentDuration(ending, created)).toEqual({ kind: "ending", openRuns: 30 });
    expect(experimentDuration(ended, created)).toEqual({ kind: "ended" });
    expect(experimentDuration(ended, { createdAt: 1_000, finishedAt: 61_000 })).toEqual({
      kind: "took",
      ms: 60_000,
    });
  });
});
