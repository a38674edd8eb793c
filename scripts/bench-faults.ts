/**
 * `npm run bench:faults`: the control-contract property check over many random schedules
 * (default 10,000; `--runs N`, `--seed S`). Prints what the schedules exercised and any
 * counterexample fast-check found (shrunk). Exit codes: 0 every invariant held, 1 a violation
 * (or an error), 2 usage error.
 */
import fc from "fast-check";
import { checkInvariants, runSchedule } from "../server/runtime/testing/control-contract-harness";
import { addCoverage, emptyCoverage } from "../server/runtime/testing/schedule-coverage";
import { scheduleArbitrary } from "../server/runtime/testing/random-schedule";
import { commandLineFlags, countOf, runCommand, UsageError } from "./command-line";

const USAGE = `usage: npm run bench:faults -- [--runs <n>] [--seed <n>]
exit codes: 0 every invariant held, 1 a violation (or an error), 2 usage error`;

const values = commandLineFlags(
  {
    runs: { type: "string", default: "10000" },
    seed: { type: "string", default: String(Date.now() % 1_000_000) },
  },
  USAGE,
);

async function main(): Promise<number> {
  const runs = Number(values.runs);
  const seed = Number(values.seed);
  if (!Number.isInteger(runs) || runs < 1)
    throw new UsageError("--runs must be a whole number from 1");
  if (!Number.isInteger(seed)) throw new UsageError("--seed must be a whole number");
  const coverage = emptyCoverage();
  let violations: string[] = [];
  const started = performance.now();
  const result = await fc.check(
    fc.asyncProperty(scheduleArbitrary, async (schedule) => {
      const outcome = await runSchedule(schedule);
      addCoverage(coverage, outcome);
      violations = checkInvariants(outcome);
      return violations.length === 0;
    }),
    { numRuns: runs, seed },
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `control-contract fault schedules: ${countOf(result.numRuns, "run")}, seed ${seed}, ${seconds.toFixed(1)} s`,
  );
  for (const [name, count] of Object.entries(coverage))
    console.log(`  ${name.padEnd(24)} ${count}`);
  if (result.failed) {
    console.log("\nCOUNTEREXAMPLE (shrunk):");
    console.log(JSON.stringify(result.counterexample, null, 2));
    console.log(`violations: ${violations.join("; ")}`);
    return 1;
  }
  console.log("\nno counterexample: every invariant held in every schedule");
  return 0;
}

runCommand("bench:faults", USAGE, main);
