/**
 * `npm run bench`: the workloads of shared/bench/workloads.md on the real loop (transcript
 * items, pairing, window accounting, activity, telemetry all on) with a zero-latency model,
 * once with the in-memory store and once with the SQLite store the app uses.
 * One warm-up, then 5 timed runs; the median is printed. Run with --expose-gc for gc() between runs.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { configureConnection, createPrismaClient } from "../server/db/client";
import { applyMigrations } from "../server/db/migrate";
import { PrismaRunStore } from "../server/features/runs/run-store-repository";
import { BufferedRunStore } from "../server/runtime/buffered-run-store";
import { MemoryRunStore } from "../server/runtime/memory-store";
import type { RunStore } from "../server/runtime/ports";
import { boundedWaitLatency, percentiles, safePointLatency } from "./bench/correction-latency";
import { runW1, runW2, type WorkloadResult } from "./bench/workloads";
import { evaluateLabeledSet } from "../server/features/audit/labeled-set";

const TIMED_RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function measure(
  makeStore: () => RunStore,
  workload: (store: RunStore) => Promise<WorkloadResult>,
): Promise<WorkloadResult> {
  await workload(makeStore());
  const results: WorkloadResult[] = [];
  for (let run = 0; run < TIMED_RUNS; run += 1) {
    (globalThis as { gc?: () => void }).gc?.();
    results.push(await workload(makeStore()));
  }
  return { ms: median(results.map((result) => result.ms)), lookups: results[0]!.lookups };
}

function peakRssMb(): number {
  return Math.round(process.resourceUsage().maxRSS / 1024);
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "debrief-bench-"));
  const databaseUrl = `file:${path.join(dir, "bench.db")}`;
  await applyMigrations(databaseUrl);
  const prisma = createPrismaClient(databaseUrl);
  await configureConnection(prisma);
  const stores: [string, () => RunStore][] = [
    ["memory", () => new MemoryRunStore()],
    ["sqlite", () => new BufferedRunStore(new PrismaRunStore(prisma))],
  ];
  console.log(
    `Debrief bench (Node ${process.version}, ${TIMED_RUNS} timed runs after 1 warm-up, medians${(globalThis as { gc?: unknown }).gc ? ", gc between runs" : ""})`,
  );
  for (const [storeName, makeStore] of stores) {
    console.log(`\nstore: ${storeName}`);
    const perCycle: Record<number, number> = {};
    for (const cycles of [100, 300, 1000]) {
      const result = await measure(makeStore, (store) => runW1(store, cycles));
      perCycle[cycles] = (result.ms * 1000) / cycles;
      console.log(
        `  W1 N=${String(cycles).padEnd(4)}  total ${result.ms.toFixed(1).padStart(8)} ms   ${perCycle[cycles]!.toFixed(0).padStart(6)} µs/cycle   (${result.lookups} lookups checked)`,
      );
    }
    console.log(
      `  W1 growth (µs/cycle N=1000 ÷ N=100): ${(perCycle[1000]! / perCycle[100]!).toFixed(2)}`,
    );
    const w2 = await measure(makeStore, (store) => runW2(store));
    console.log(
      `  W2 4 children × 25  total ${w2.ms.toFixed(1).padStart(8)} ms   ${((w2.ms * 1000) / w2.lookups).toFixed(0).padStart(6)} µs/lookup  (${w2.lookups} lookups checked)`,
    );
    console.log(`  peak RSS so far: ${peakRssMb()} MB`);
  }
  await prisma.$disconnect();

  console.log("\ncorrection → consumption latency (memory store, zero-latency model)");
  const safe = percentiles(await safePointLatency(200));
  console.log(
    `  agent at a safe point:         p50 ${safe.p50.toFixed(2)} ms   p99 ${safe.p99.toFixed(2)} ms   (200 corrections)`,
  );
  const waiting = percentiles(await boundedWaitLatency(100));
  console.log(
    `  agent inside a 60 s bounded wait: p50 ${waiting.p50.toFixed(2)} ms   p99 ${waiting.p99.toFixed(2)} ms   (100 corrections)`,
  );
  const audit = evaluateLabeledSet();
  console.log(
    "\ncaveat audit on the labeled set (server/features/audit/__fixtures__/labeled-answers.json)",
  );
  console.log(
    `  recall of dropped caveats ${(audit.recall * 100).toFixed(1)}%   precision ${(audit.precision * 100).toFixed(1)}%   (${JSON.stringify(audit.counts)})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
