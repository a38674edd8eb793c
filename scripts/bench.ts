/**
 * `npm run bench`: the workloads of shared/bench/workloads.md on the real loop (transcript
 * items, pairing, window accounting, activity, telemetry all on) with a zero-latency model,
 * with the in-memory store, the SQLite store the app uses and the PostgreSQL store (both:
 * BufferedRunStore over PrismaRunStore, as app-services wires them). One warm-up, then 5 timed
 * runs; the median is printed, with each store's ratio to the memory store and the growth
 * N=5000 ÷ N=100. Run with --expose-gc for gc() between runs.
 *
 * PostgreSQL: a scratch database `debrief_pg_bench` (created, then dropped) on the server of
 * DATABASE_URL when that is a postgresql:// URL, else on postgresql://postgres@127.0.0.1:5432;
 * `--postgres <url>` names the database to use instead (kept), `--no-postgres` skips it.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { configureConnection, createPrismaClient, type PrismaClient } from "../server/db/client";
import { isPostgresUrl } from "../server/db/database-provider";
import { applyMigrations } from "../server/db/migrate";
import { dropPostgresDatabase } from "../server/db/postgresql-migrations";
import { postgresUrlFor } from "../server/db/postgres-url";
import { PrismaRunStore } from "../server/features/runs/run-store-repository";
import { BufferedRunStore } from "../server/runtime/buffered-run-store";
import { MemoryRunStore } from "../server/runtime/memory-store";
import type { RunStore } from "../server/runtime/ports";
import { boundedWaitLatency, percentiles, safePointLatency } from "./bench/correction-latency";
import { runW1, runW2, type WorkloadResult } from "./bench/workloads";
import { evaluateLabeledSet } from "../server/features/audit/labeled-set";

const TIMED_RUNS = 5;
const SIZES = [100, 300, 1000, 5000] as const;
/** Targets of issue 10, item 9. */
const MAX_RATIO_TO_MEMORY = 2;
const MAX_GROWTH = 1.2;

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

/** One store under test: how to make a fresh one per run, and how to clean up. */
interface BenchStore {
  name: string;
  make: () => RunStore;
  close: () => Promise<void>;
}

/** The app's store on a migrated database: BufferedRunStore over one PrismaRunStore. */
async function databaseStore(name: string, databaseUrl: string): Promise<BenchStore> {
  await applyMigrations(databaseUrl);
  const prisma: PrismaClient = createPrismaClient(databaseUrl);
  await configureConnection(prisma);
  const runStore = new PrismaRunStore(prisma);
  return {
    name,
    make: () => new BufferedRunStore(runStore),
    close: async () => {
      await runStore.close();
      await prisma.$disconnect();
    },
  };
}

/** The PostgreSQL store, or null with the reason it is left out. */
async function postgresStore(
  option: string | undefined,
): Promise<{ store: BenchStore; cleanup: () => Promise<void> } | string> {
  const envUrl = process.env.DATABASE_URL;
  const server =
    envUrl !== undefined && isPostgresUrl(envUrl)
      ? envUrl
      : "postgresql://postgres@127.0.0.1:5432/postgres";
  const url = option ?? postgresUrlFor(server, "debrief_pg_bench");
  try {
    if (option === undefined) await dropPostgresDatabase(url);
    const store = await databaseStore("postgresql", url);
    const cleanup = option === undefined ? () => dropPostgresDatabase(url) : async () => undefined;
    return { store, cleanup };
  } catch (error) {
    return `PostgreSQL store left out (${error instanceof Error ? error.message : String(error)})`;
  }
}

interface StoreFigures {
  perCycle: Record<number, number>;
  w2PerLookup: number;
}

async function benchStore(store: BenchStore): Promise<StoreFigures> {
  console.log(`\nstore: ${store.name}`);
  const perCycle: Record<number, number> = {};
  for (const cycles of SIZES) {
    const result = await measure(store.make, (runStore) => runW1(runStore, cycles));
    perCycle[cycles] = (result.ms * 1000) / cycles;
    console.log(
      `  W1 N=${String(cycles).padEnd(4)}  total ${result.ms.toFixed(1).padStart(8)} ms   ${perCycle[cycles]!.toFixed(0).padStart(6)} µs/cycle   (${result.lookups} lookups checked)`,
    );
  }
  const growth1000 = perCycle[1000]! / perCycle[100]!;
  const growth5000 = perCycle[5000]! / perCycle[100]!;
  console.log(
    `  W1 growth µs/cycle N=1000 ÷ N=100: ${growth1000.toFixed(2)}   N=5000 ÷ N=100: ${growth5000.toFixed(2)} (target ≤ ${MAX_GROWTH}${growth5000 <= MAX_GROWTH ? ", met" : ", NOT met"})`,
  );
  const w2 = await measure(store.make, (runStore) => runW2(runStore));
  const w2PerLookup = (w2.ms * 1000) / w2.lookups;
  console.log(
    `  W2 4 children × 25  total ${w2.ms.toFixed(1).padStart(8)} ms   ${w2PerLookup.toFixed(0).padStart(6)} µs/lookup  (${w2.lookups} lookups checked)`,
  );
  console.log(`  peak RSS so far: ${peakRssMb()} MB`);
  return { perCycle, w2PerLookup };
}

function printRatios(figures: Map<string, StoreFigures>): void {
  const memory = figures.get("memory");
  if (memory === undefined) return;
  console.log(
    `\nratio to the memory store (target ≤ ${MAX_RATIO_TO_MEMORY}×; AI SDK 7 at N=1000 is in shared/bench/workloads.md)`,
  );
  for (const [name, store] of figures) {
    if (name === "memory") continue;
    const ratios = SIZES.map(
      (cycles) => `N=${cycles} ${(store.perCycle[cycles]! / memory.perCycle[cycles]!).toFixed(2)}×`,
    );
    const w2 = store.w2PerLookup / memory.w2PerLookup;
    const worst = Math.max(
      w2,
      ...SIZES.map((cycles) => store.perCycle[cycles]! / memory.perCycle[cycles]!),
    );
    console.log(
      `  ${name.padEnd(10)} W1 ${ratios.join("  ")}   W2 ${w2.toFixed(2)}×   ${worst <= MAX_RATIO_TO_MEMORY ? "met" : "NOT met"}`,
    );
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { postgres: { type: "string" }, "no-postgres": { type: "boolean" } },
  });
  const dir = mkdtempSync(path.join(tmpdir(), "debrief-bench-"));
  const stores: BenchStore[] = [
    { name: "memory", make: () => new MemoryRunStore(), close: async () => undefined },
    await databaseStore("sqlite", `file:${path.join(dir, "bench.db")}`),
  ];
  let cleanup: () => Promise<void> = async () => undefined;
  if (values["no-postgres"] !== true) {
    const postgres = await postgresStore(values.postgres);
    if (typeof postgres === "string") console.log(postgres);
    else {
      stores.push(postgres.store);
      cleanup = postgres.cleanup;
    }
  }
  console.log(
    `Debrief bench (Node ${process.version}, ${TIMED_RUNS} timed runs after 1 warm-up, medians${(globalThis as { gc?: unknown }).gc ? ", gc between runs" : ""})`,
  );
  const figures = new Map<string, StoreFigures>();
  for (const store of stores) {
    figures.set(store.name, await benchStore(store));
    await store.close();
  }
  await cleanup();
  printRatios(figures);

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
