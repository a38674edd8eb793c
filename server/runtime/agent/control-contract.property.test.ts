import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkInvariants, runSchedule } from "../testing/control-contract-harness";
import { addCoverage, emptyCoverage } from "../testing/schedule-coverage";
import { scheduleArbitrary } from "../testing/random-schedule";

/** Schedules per `npm test` run (issue 4: at least 2,000; `npm run bench:faults` runs 10,000+). */
const SCHEDULES = 2_000;

describe("the control contract under random schedules (fast-check)", () => {
  it(`holds every seed 003 invariant over ${SCHEDULES} schedules`, async () => {
    const coverage = emptyCoverage();
    await fc.assert(
      fc.asyncProperty(scheduleArbitrary, async (schedule) => {
        const outcome = await runSchedule(schedule);
        addCoverage(coverage, outcome);
        expect(checkInvariants(outcome)).toEqual([]);
      }),
      { numRuns: SCHEDULES, seed: 20261129 },
    );
    expect(coverage.schedules).toBe(SCHEDULES);
    // The schedules really exercised every part of the contract:
    for (const [name, count] of Object.entries(coverage)) expect(count, name).toBeGreaterThan(0);
  }, 300_000);
});
