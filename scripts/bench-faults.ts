/**
 * `npm run bench:faults`: the control-contract property check over many random schedules
 * (default 10,000; `--runs N`, `--seed S`). Prints what the schedules exercised and any
 * counterexample fast-check found (shrunk), and exits non-zero on a violation.
 */
import fc from "fast-check";
import { parseArgs } from "node:util";
import { checkInvariants, runSchedule } from "../server/runtime/testing/control-contract-harness";
import { addCoverage, emptyCoverage } from "../server/runtime/testing/schedule-coverage";
import { scheduleArbitrary } from "../server/runtime/testing/random-schedule";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "10000" },
    seed: { type: "string", default: String(Date.now() % 1_000_000) },
  },
});

async function main(): Promise<void> {
  const runs = Number(values.runs);
  const seed = Number(values.seed);
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
    `control-contract fault schedules: ${result.numRuns} run, seed ${seed}, ${seconds.toFixed(1)} s`,
  );
  for (const [name, count] of Object.entries(coverage))
    console.log(`  ${name.padEnd(24)} ${count}`);
  if (result.failed) {
    console.log("\nCOUNTEREXAMPLE (shrunk):");
    console.log(JSON.stringify(result.counterexample, null, 2));
    console.log(`violations: ${violations.join("; ")}`);
    process.exitCode = 1;
  } else {
    console.log("\nno counterexample: every invariant held in every schedule");
  }
}

void main();
