import { expect, it, vi } from "vitest";
import { loadFrozenSet, scoreFrozenSet } from "../features/audit/frozen-set";

/**
 * The time a floor test may take, ms. Scoring a set is CPU-bound (about 1.5 s on a quiet core);
 * on this 2-core machine loaded several times over (a CI run beside another test run) one took
 * over the default 30 s. No clock is involved: the test only has to end.
 */
const FLOOR_TEST_TIMEOUT_MS = 180_000;

/** Gives the floor tests of the calling test file FLOOR_TEST_TIMEOUT_MS (call at its top). */
export function allowForSetScoring(): void {
  vi.setConfig({ testTimeout: FLOOR_TEST_TIMEOUT_MS });
}

/**
 * The floors a tuned frozen audit set (datasets/audit, issue 14) is held to, for the floor tests
 * (server/features/audit/frozen-set-later.test.ts and frozen-set-latest.test.ts): its counts exactly, its figures no lower.
 */

/** A tuned 64-answer set's floors: its counts exactly, its figures no lower (fwh: at most). */
export interface TunedFloor {
  version: string;
  faithful: number;
  dropped: number;
  recall: number;
  precision: number;
  high: number;
  fwh: number;
}

/** One test: the set still has its counts, and the free-text reader holds the floors. */
export function itHoldsTunedFloor(floor: TunedFloor): void {
  it(`${floor.version}: the free-text reader holds its tuned recall, precision and high-severity agreement`, () => {
    const set = loadFrozenSet(floor.version);
    expect(set.answers).toHaveLength(64);
    expect(set.answers.filter((answer) => answer.faithful)).toHaveLength(floor.faithful);
    const score = scoreFrozenSet(set);
    expect(score.counts.dropped).toBe(floor.dropped);
    expect(score.recall).toBeGreaterThanOrEqual(floor.recall);
    expect(score.precision).toBeGreaterThanOrEqual(floor.precision);
    expect(score.highRecall).toBeGreaterThanOrEqual(floor.high);
    expect(score.faithfulWithHigh).toBeLessThanOrEqual(floor.fwh);
  });
}
