/**
 * `npm run bench`: first seed 000's table reproduced on the scripted model (return modes, one
 * child and four; bench/return-mode-table.ts), then the workloads of shared/bench/workloads.md
 * on the real loop (transcript items, pairing, window accounting, activity, telemetry all on)
 * with a zero-latency model, with the in-memory store, the SQLite store the app uses and the
 * PostgreSQL store (both: BufferedRunStore over PrismaRunStore, as app-services wires them,
 * run events included). One warm-up, then 5 timed runs; the median is printed, with each
 * store's ratio to the memory store and the growth N=5000 ÷ N=100. Run with --expose-gc for
 * gc() between runs. Then the caveat audit's figures (bench/audit-figures.ts).
 * `--return-modes-only` prints the table alone; `--audit` the audit's figures alone.
 * `--workload W1|W2` runs the stores on that workload alone (no table, latency or audit: a
 * quick comparison); `--stores memory,sqlite,postgresql` keeps only the stores named.
 *
 * PostgreSQL: a scratch database `debrief_pg_bench` (created, then dropped) on the server of
 * DATABASE_URL when that is a postgresql:// URL, else on postgresql://postgres@127.0.0.1:5432;
 * `--postgres <url>` names the database to use instead (kept), `--no-postgres` skips it.
 */
import { mkdtempSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
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
import { printAuditFigures } from "./bench/audit-figures";
import { printReturnModeTable } from "./bench/return-mode-table";

const TIMED_RUNS = 5;
/**
 * Cycles each store runs before a size's timed runs, and at least in them: short runs (W1
 * N=100 is ~10 ms) are measured in enough of them that one GC pause or a code path not yet
 * optimised does not decide the median (a store's flush code runs a few times per run).
 */
const WARM_UP_CYCLES = 1000;
const MIN_TIMED_CYCLES = 2000;

/** Warm-up and timed runs for a workload of `cycles` cycles per run. */
function runsFor(cycles: number): { warmUp: number; timed: number } {
  return {
    warmUp: Math.max(1, Math.ceil(WARM_UP_CYCLES / cycles)),
    timed: Math.max(TIMED_RUNS, Math.ceil(MIN_TIMED_CYCLES / cycles)),
  };
}
const SIZES = [100, 300, 1000, 5000] as const;
/** Targets of issue 10, item 9. */
const MAX_RATIO_TO_MEMORY = 2;
const MAX_GROWTH = 1.2;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median and minimum of the timed runs, ms. */
interface Timing {
  ms: number;
  minMs: number;
  /** Median CPU time of this process (user + system), ms: what a busy machine does not inflate. */
  cpuMs: number;
  lookups: number;
}

/**
 * `runs.warmUp` warm-ups per store, then `runs.timed` rounds in which every store runs the
 * workload once (round-robin: a busy machine slows the stores alike, so the ratios stay fair).
 */
async function measureAll(
  stores: readonly BenchStore[],
  workload: (store: RunStore) => Promise<WorkloadResult>,
  runs: { warmUp: number; timed: number },
): Promise<Map<string, Timing>> {
  for (const store of stores) {
    for (let warmUp = 0; warmUp < runs.warmUp; warmUp += 1) await workload(store.make());
  }
  const times = new Map<string, number[]>(stores.map((store) => [store.name, []]));
  const cpuTimes = new Map<string, number[]>(stores.map((store) => [store.name, []]));
  let lookups = 0;
  for (let round = 0; round < runs.timed; round += 1) {
    for (const store of stores) {
      (globalThis as { gc?: () => void }).gc?.();
      const cpuBefore = process.cpuUsage();
      const result = await workload(store.make());
      const cpu = process.cpuUsage(cpuBefore);
      times.get(store.name)!.push(result.ms);
      cpuTimes.get(store.name)!.push((cpu.user + cpu.system) / 1000);
      lookups = result.lookups;
    }
  }
  return new Map(
    [...times].map(([name, list]) => [
      name,
      {
        ms: median(list),
        minMs: Math.min(...list),
        cpuMs: median(cpuTimes.get(name)!),
        lookups,
      },
    ]),
  );
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

/** µs per cycle (W1, by N) and per lookup (W2) of one store: median and min of the runs. */
interface StoreFigures {
  perCycle: Record<number, { median: number; min: number; cpu: number }>;
  w2PerLookup: { median: number; min: number };
}

/** The workloads a run measures (`--workload`: one of them). */
type Workloads = { w1: boolean; w2: boolean };

/** Every store on the workloads (measureAll: the stores take turns run by run). */
async function benchStores(
  stores: readonly BenchStore[],
  workloads: Workloads,
): Promise<Map<string, StoreFigures>> {
  const figures = new Map<string, StoreFigures>(
    stores.map((store) => [store.name, { perCycle: {}, w2PerLookup: { median: 0, min: 0 } }]),
  );
  for (const cycles of workloads.w1 ? SIZES : []) {
    const timings = await measureAll(
      stores,
      (runStore) => runW1(runStore, cycles),
      runsFor(cycles),
    );
    for (const [name, timing] of timings) {
      figures.get(name)!.perCycle[cycles] = {
        median: (timing.ms * 1000) / cycles,
        min: (timing.minMs * 1000) / cycles,
        cpu: (timing.cpuMs * 1000) / cycles,
      };
    }
  }
  if (!workloads.w2) return figures;
  const w2 = await measureAll(stores, (runStore) => runW2(runStore), runsFor(100));
  for (const [name, timing] of w2) {
    figures.get(name)!.w2PerLookup = {
      median: (timing.ms * 1000) / timing.lookups,
      min: (timing.minMs * 1000) / timing.lookups,
    };
  }
  return figures;
}

const micro = (value: number) => value.toFixed(0).padStart(6);

function printStore(
  name: string,
  store: StoreFigures,
  memory: StoreFigures | undefined,
  workloads: Workloads,
): void {
  console.log(
    `\nstore: ${name}   (µs, median of the timed runs; min and this process's CPU time in brackets)`,
  );
  for (const cycles of workloads.w1 ? SIZES : []) {
    const figure = store.perCycle[cycles]!;
    const ratio =
      memory === undefined || name === "memory"
        ? ""
        : `   ${(figure.median / memory.perCycle[cycles]!.median).toFixed(2)}× memory (min ${(figure.min / memory.perCycle[cycles]!.min).toFixed(2)}×)`;
    console.log(
      `  W1 N=${String(cycles).padEnd(4)} ${micro(figure.median)} µs/cycle (${micro(figure.min)}; cpu ${micro(figure.cpu)})${ratio}`,
    );
  }
  if (workloads.w1) {
    const growth = store.perCycle[5000]!.median / store.perCycle[100]!.median;
    const growthMin = store.perCycle[5000]!.min / store.perCycle[100]!.min;
    console.log(
      `  W1 growth N=5000 ÷ N=100: ${growth.toFixed(2)} (min ${growthMin.toFixed(2)}; target ≤ ${MAX_GROWTH})   N=1000 ÷ N=100: ${(store.perCycle[1000]!.median / store.perCycle[100]!.median).toFixed(2)}`,
    );
  }
  if (!workloads.w2) return;
  const w2 = store.w2PerLookup;
  const w2Ratio =
    memory === undefined || name === "memory"
      ? ""
      : `   ${(w2.median / memory.w2PerLookup.median).toFixed(2)}× memory (min ${(w2.min / memory.w2PerLookup.min).toFixed(2)}×)`;
  console.log(`  W2 4 children × 25 ${micro(w2.median)} µs/lookup (${micro(w2.min)})${w2Ratio}`);
}

/** The verdicts on issue 10's targets (a partial run: those its workload can tell). */
function printTargets(figures: Map<string, StoreFigures>, workloads: Workloads): void {
  const memory = figures.get("memory");
  if (memory === undefined) return;
  console.log(
    `\ntargets (issue 10, item 9): each database store ≤ ${MAX_RATIO_TO_MEMORY}× the memory store; growth N=5000 ÷ N=100 ≤ ${MAX_GROWTH} for every store (AI SDK 7's figures: shared/bench/workloads.md)${workloads.w1 && workloads.w2 ? "" : "; this run measured one workload only"}`,
  );
  for (const [name, store] of figures) {
    const ratios =
      name === "memory"
        ? []
        : [
            ...(workloads.w1 ? SIZES : []).map(
              (cycles) => store.perCycle[cycles]!.median / memory.perCycle[cycles]!.median,
            ),
            ...(workloads.w2 ? [store.w2PerLookup.median / memory.w2PerLookup.median] : []),
          ];
    const worst = ratios.length === 0 ? null : Math.max(...ratios);
    const worstVerdict =
      worst === null
        ? []
        : [`worst ratio ${worst.toFixed(2)}× ${worst <= MAX_RATIO_TO_MEMORY ? "met" : "NOT met"}`];
    if (!workloads.w1) {
      console.log(`  ${name.padEnd(10)} ${worstVerdict.join("") || "(the reference)"}`);
      continue;
    }
    const growth = store.perCycle[5000]!.median / store.perCycle[100]!.median;
    const verdicts = [
      `growth ${growth.toFixed(2)} ${growth <= MAX_GROWTH ? "met" : "NOT met"}`,
      ...worstVerdict,
    ];
    const cpuGrowth = store.perCycle[5000]!.cpu / store.perCycle[100]!.cpu;
    const cpuRatio =
      name === "memory"
        ? null
        : Math.max(
            ...SIZES.map((cycles) => store.perCycle[cycles]!.cpu / memory.perCycle[cycles]!.cpu),
          );
    console.log(
      `  ${name.padEnd(10)} W1 N=1000 ${micro(store.perCycle[1000]!.median)} µs/cycle, N=5000 ${micro(store.perCycle[5000]!.median)} µs/cycle   ${verdicts.join("; ")}`,
    );
    console.log(
      `  ${"".padEnd(10)} by this process's CPU time: N=1000 ${micro(store.perCycle[1000]!.cpu)} µs/cycle, growth ${cpuGrowth.toFixed(2)}${cpuRatio === null ? "" : `, worst W1 ratio ${cpuRatio.toFixed(2)}×`}`,
    );
  }
}

/** `--workload W1|W2` (both when absent); throws for another value. */
function workloadsOf(option: string | undefined): Workloads {
  if (option === undefined) return { w1: true, w2: true };
  const upper = option.toUpperCase();
  if (upper !== "W1" && upper !== "W2") {
    throw new Error(`--workload must be W1 or W2, not ${JSON.stringify(option)}`);
  }
  return { w1: upper === "W1", w2: upper === "W2" };
}

/** `--stores a,b` as a set of store names (all three when absent); throws for an unknown one. */
function storesOf(option: string | undefined): Set<string> {
  const known = ["memory", "sqlite", "postgresql"];
  if (option === undefined) return new Set(known);
  const names = option.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new Error(`--stores takes ${known.join(", ")}; unknown: ${unknown.join(", ")}`);
  }
  return new Set(names);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      postgres: { type: "string" },
      "no-postgres": { type: "boolean" },
      "return-modes-only": { type: "boolean" },
      audit: { type: "boolean" },
      workload: { type: "string" },
      stores: { type: "string" },
    },
  });
  if (values.audit === true) {
    await printAuditFigures();
    return;
  }
  const workloads = workloadsOf(values.workload);
  const only = storesOf(values.stores);
  const quick = values.workload !== undefined;
  if (!quick) await printReturnModeTable();
  if (values["return-modes-only"] === true) return;
  const dir = mkdtempSync(path.join(tmpdir(), "debrief-bench-"));
  const stores: BenchStore[] = [];
  if (only.has("memory")) {
    stores.push({ name: "memory", make: () => new MemoryRunStore(), close: async () => undefined });
  }
  if (only.has("sqlite")) {
    stores.push(await databaseStore("sqlite", `file:${path.join(dir, "bench.db")}`));
  }
  let cleanup: () => Promise<void> = async () => undefined;
  if (values["no-postgres"] !== true && only.has("postgresql")) {
    const postgres = await postgresStore(values.postgres);
    if (typeof postgres === "string") console.log(postgres);
    else {
      stores.push(postgres.store);
      cleanup = postgres.cleanup;
    }
  }
  const load = () => loadavg()[0]!.toFixed(1);
  console.log(
    `Debrief bench (Node ${process.version}, ${availableParallelism()} cores, load average ${load()}; timed runs per size: max(${TIMED_RUNS}, ${MIN_TIMED_CYCLES} cycles), after ${WARM_UP_CYCLES} warm-up cycles per store${(globalThis as { gc?: unknown }).gc ? ", gc between runs" : ""})`,
  );
  const figures = await benchStores(stores, workloads);
  console.log(`(load average at the end of the store runs: ${load()})`);
  for (const store of stores) await store.close();
  await cleanup();
  const memory = figures.get("memory");
  for (const [name, store] of figures) printStore(name, store, memory, workloads);
  printTargets(figures, workloads);
  console.log(`peak RSS of the bench process: ${peakRssMb()} MB`);
  if (quick) return;

  console.log("\ncorrection → consumption latency (memory store, zero-latency model)");
  const safe = percentiles(await safePointLatency(200));
  console.log(
    `  agent at a safe point:         p50 ${safe.p50.toFixed(2)} ms   p99 ${safe.p99.toFixed(2)} ms   (200 corrections)`,
  );
  const waiting = percentiles(await boundedWaitLatency(100));
  console.log(
    `  agent inside a 60 s bounded wait: p50 ${waiting.p50.toFixed(2)} ms   p99 ${waiting.p99.toFixed(2)} ms   (100 corrections)`,
  );
  await printAuditFigures();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
