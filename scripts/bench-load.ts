/**
 * `npm run bench:load` (issue 10): Debrief under load on this machine, in PostgreSQL mode (a
 * web process + 2 `npm run worker` processes on pg-boss) and in SQLite mode (runs in the web
 * process). Each mode gets a fresh database, then `--runs` scripted fan-out runs (parent + 4
 * children, modelled model latency) started at once over HTTP (the real tRPC handler; see
 * scripts/bench-load/load-web.ts), and prints each figure next to its target: completed runs
 * and lost transcript items, runs.start p50/p99, runs.list and runs.get p95 and health.check
 * p99 during the load, first-live-delta latency p50/p99 for `--subscribers` subscribers,
 * correction → consumption p50/p99 (across processes in PostgreSQL mode), peak RSS per process.
 *
 * Flags: --runs N (200), --subscribers N (100), --corrections N (40), --worker-concurrency N
 * (runs per worker at once, 25), --sqlite-concurrency N (25), --worker-nice N (10: the workers
 * run at a lower CPU priority than the web process, as on one shared machine; --no-nice: 0),
 * --only postgresql|sqlite, --timeout-s N (300, per mode). DEBRIEF_BENCH_POSTGRES_URL: the PostgreSQL server (default
 * postgresql://postgres@127.0.0.1:5432/postgres); its database `debrief_bench_load_<stamp>` is
 * created and dropped. Diagnosis: BENCH_WEB_NODE_OPTIONS / BENCH_WORKER_NODE_OPTIONS become the
 * NODE_OPTIONS of the web process / the workers (e.g. `--import <a preload that records
 * event-loop delay or a CPU profile>`); they change nothing measured when unset.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { createPrismaClient } from "../server/db/client";
import { applyMigrations } from "../server/db/migrate";
import { dropPostgresDatabase, ensurePostgresDatabase } from "../server/db/postgresql-migrations";
import { postgresUrlFor } from "../server/db/postgres-url";
import {
  startScriptProcess,
  startWorkerProcess,
  type WorkerProcess,
} from "../server/testing/worker-processes";
import { eventLoopDelayOf } from "./bench-load/event-loop-delay";
import { runLoadRound, type LoadFigures, type LoadSettings } from "./bench-load/load-round";
import { quantile } from "./bench-load/trpc-http";

interface Options extends LoadSettings {
  workerConcurrency: number;
  sqliteConcurrency: number;
  workerNice: number;
  only: "postgresql" | "sqlite" | null;
}

function parseOptions(argv: string[]): Options {
  const value = (name: string, fallback: number) => {
    const index = argv.indexOf(`--${name}`);
    if (index < 0) return fallback;
    const parsed = Number(argv[index + 1]);
    if (!Number.isInteger(parsed) || parsed < 1) {
      throw new Error(`--${name} needs a positive integer, got ${argv[index + 1]}`);
    }
    return parsed;
  };
  const onlyIndex = argv.indexOf("--only");
  const only = onlyIndex < 0 ? null : argv[onlyIndex + 1];
  if (only !== null && only !== "postgresql" && only !== "sqlite") {
    throw new Error(`--only takes postgresql or sqlite, got ${only}`);
  }
  return {
    runs: value("runs", 200),
    subscribers: value("subscribers", 100),
    corrections: value("corrections", 40),
    workerConcurrency: value("worker-concurrency", 25),
    sqliteConcurrency: value("sqlite-concurrency", 25),
    workerNice: argv.includes("--no-nice") ? 0 : value("worker-nice", 10),
    timeoutMs: value("timeout-s", 300) * 1000,
    only,
  };
}

/** Peak resident set size of a process (VmHWM, MB), read before it exits. */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  return match === null ? Number.NaN : Math.round(Number(match[1]) / 1024);
}

/**
 * CPU time a process has used so far (user + system, s; /proc/<pid>/stat in clock ticks of
 * 10 ms): what a figure cost, less dependent on the machine's load than its wall time.
 */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** "load average 2.1 → 5.3": the 1-minute load average before a round and now. */
function loadLine(before: number): string {
  return `load average ${before.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`;
}

const PORTS = { postgresql: 3291, sqlite: 3292 };

/** Start the bench web process on `databaseUrl`. */
function startWeb(databaseUrl: string, port: number, env: Record<string, string> = {}) {
  return startScriptProcess(
    "scripts/bench-load/load-web.ts",
    {
      DATABASE_URL: databaseUrl,
      BENCH_WEB_PORT: String(port),
      DEBRIEF_BASE_URL: `http://127.0.0.1:${port}`,
      DEBRIEF_SCRIPTED_LATENCY: "modelled",
      // The bench's 100 live subscribers stand for 100 people but sign in as one account.
      DEBRIEF_SUBSCRIPTIONS_PER_PERSON: "1000",
      ...(process.env.BENCH_WEB_NODE_OPTIONS
        ? { NODE_OPTIONS: process.env.BENCH_WEB_NODE_OPTIONS }
        : {}),
      ...env,
    },
    "bench web listening on",
  );
}

interface Round {
  mode: string;
  figures: LoadFigures;
  rss: { process: string; mb: number; cpuS: number }[];
  /** The machine's 1-minute load average before and after the round (figures vary with it). */
  load: string;
  /** How late the web process's event loop ran (event-loop-delay.ts), once it has stopped. */
  webLoopDelay: string;
}

async function postgresRound(options: Options): Promise<Round> {
  const server =
    process.env.DEBRIEF_BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const databaseUrl = postgresUrlFor(server, `debrief_bench_load_${stamp}`);
  await ensurePostgresDatabase(databaseUrl);
  const processes: WorkerProcess[] = [];
  const prisma = createPrismaClient(databaseUrl);
  try {
    await applyMigrations(databaseUrl);
    const web = await startWeb(databaseUrl, PORTS.postgresql);
    processes.push(web);
    const workerEnv = {
      DEBRIEF_RUN_CONCURRENCY: String(options.workerConcurrency),
      DEBRIEF_SCRIPTED_LATENCY: "modelled",
      ...(process.env.BENCH_WORKER_NODE_OPTIONS
        ? { NODE_OPTIONS: process.env.BENCH_WORKER_NODE_OPTIONS }
        : {}),
    };
    const workers = await Promise.all([
      startWorkerProcess(databaseUrl, workerEnv, 60_000, options.workerNice),
      startWorkerProcess(databaseUrl, workerEnv, 60_000, options.workerNice),
    ]);
    processes.push(...workers);
    const loadBefore = loadavg()[0]!;
    const figures = await runLoadRound(`http://127.0.0.1:${PORTS.postgresql}`, prisma, options);
    const load = loadLine(loadBefore);
    // What pg-boss says of the jobs of runs still in flight (diagnosis of a stuck run).
    figures.stuck = await Promise.all(
      figures.stuck.map(async (line) => {
        const runId = line.split(" ")[0]!;
        const jobs = await prisma.$queryRawUnsafe<{ state: string }[]>(
          `SELECT state FROM pgboss.job WHERE data->>'runId' = $1`,
          runId,
        );
        return `${line}; pg-boss job: ${jobs.map((job) => job.state).join(", ") || "none"}`;
      }),
    );
    if (figures.stuck.length > 0) {
      for (const child of processes) console.log(child.output().split("\n").slice(-15).join("\n"));
    }
    const rss = [
      { process: "web", mb: peakRssMb(web.pid), cpuS: cpuSeconds(web.pid) },
      ...workers.map((worker, index) => ({
        process: `worker ${index + 1}`,
        mb: peakRssMb(worker.pid),
        cpuS: cpuSeconds(worker.pid),
      })),
    ];
    const niced = options.workerNice === 0 ? "" : `, workers at nice ${options.workerNice}`;
    await web.stop();
    return {
      mode: `PostgreSQL (web + 2 workers × ${options.workerConcurrency}${niced})`,
      figures,
      rss,
      load,
      webLoopDelay: eventLoopDelayOf(web.output()),
    };
  } finally {
    await Promise.all(processes.map((child) => child.stop()));
    await prisma.$disconnect();
    await dropPostgresDatabase(databaseUrl).catch(() => undefined);
  }
}

async function sqliteRound(options: Options): Promise<Round> {
  const folder = mkdtempSync(path.join(tmpdir(), "debrief-bench-load-"));
  const databaseUrl = `file:${path.join(folder, "bench.db")}`;
  await applyMigrations(databaseUrl);
  const prisma = createPrismaClient(databaseUrl);
  let web: WorkerProcess | null = null;
  try {
    web = await startWeb(databaseUrl, PORTS.sqlite, {
      DEBRIEF_RUN_CONCURRENCY: String(options.sqliteConcurrency),
    });
    const loadBefore = loadavg()[0]!;
    const figures = await runLoadRound(`http://127.0.0.1:${PORTS.sqlite}`, prisma, options);
    const load = loadLine(loadBefore);
    const rss = [{ process: "web", mb: peakRssMb(web.pid), cpuS: cpuSeconds(web.pid) }];
    await web.stop();
    return {
      load,
      mode: `SQLite (runs in the web process × ${options.sqliteConcurrency})`,
      figures,
      rss,
      webLoopDelay: eventLoopDelayOf(web.output()),
    };
  } finally {
    await web?.stop();
    await prisma.$disconnect();
    rmSync(folder, { recursive: true, force: true });
  }
}

const ms = (value: number) => (Number.isNaN(value) ? "n/a" : `${Math.round(value)} ms`);

function report(round: Round, options: Options, acrossProcesses: boolean): boolean {
  const f = round.figures;
  const lost = f.lostItems.orphanResults + f.lostItems.unpairedCalls;
  const lines: [string, string, string, boolean | null][] = [
    [
      "completed",
      `${f.succeeded}/${options.runs} succeeded (${f.startFailures.length} starts failed)${Object.keys(f.otherEndings).length ? ` ${JSON.stringify(f.otherEndings)}` : ""}, ${f.notEnded} not ended in ${Math.round(f.wallMs / 1000)} s`,
      `${options.runs} succeeded`,
      f.succeeded === options.runs,
    ],
    [
      "lost items",
      `${lost} (orphan tool results ${f.lostItems.orphanResults}, tool calls without result ${f.lostItems.unpairedCalls})`,
      "0",
      lost === 0,
    ],
    [
      "runs.start p50 / p99",
      `${ms(quantile(f.startMs, 0.5))} / ${ms(quantile(f.startMs, 0.99))}`,
      "-",
      null,
    ],
    [
      "runs.list p95 (during load)",
      ms(quantile(f.listMs, 0.95)),
      "≤ 300 ms",
      quantile(f.listMs, 0.95) <= 300,
    ],
    ["runs.get p95 (during load)", ms(quantile(f.getMs, 0.95)), "-", null],
    [
      "health.check p99 (during load)",
      ms(quantile(f.healthMs, 0.99)),
      "≤ 200 ms",
      quantile(f.healthMs, 0.99) <= 200,
    ],
    [
      `  health.check samples: ${f.healthMs.length}; the first (taken as the ${f.startMs.length} starts arrive), then the slowest of the rest`,
      `${ms(f.healthMs[0] ?? Number.NaN)}, then ${ms(Math.max(...f.healthMs.slice(1)))}`,
      "-",
      null,
    ],
    ["  web process event-loop delay over the round", round.webLoopDelay, "-", null],
    [
      `first live delta p50 / p99 (${f.firstDeltaMs.length} subscribers, ${f.subscribersAfterEnd} after their run ended, ${f.subscriberFailures} failed): subscribe → first delta`,
      `${ms(quantile(f.firstDeltaMs, 0.5))} / ${ms(quantile(f.firstDeltaMs, 0.99))}`,
      "-",
      null,
    ],
    [
      "  that delta's delivery p50 / p99 (received − written)",
      `${ms(quantile(f.deliveryMs, 0.5))} / ${ms(quantile(f.deliveryMs, 0.99))}`,
      "-",
      null,
    ],
    [
      `correction → consumption p50 / p99 (${f.correctionMs.length} consumed, ${f.correctionsUnconsumed} not, ${f.correctionFailures} refused)${acrossProcesses ? ", across processes" : ", in process"}`,
      `${ms(quantile(f.correctionMs, 0.5))} / ${ms(quantile(f.correctionMs, 0.99))}`,
      "p99 ≤ 250 ms",
      quantile(f.correctionMs, 0.99) <= 250,
    ],
    [
      "  of that: request → web process stamps it, before storing (createdAt) p50 / p99",
      `${ms(quantile(f.correctionStoredMs, 0.5))} / ${ms(quantile(f.correctionStoredMs, 0.99))}`,
      "-",
      null,
    ],
    ...round.rss.map(({ process, mb, cpuS }): [string, string, string, boolean | null] => [
      `peak RSS, CPU time ${process}`,
      `${mb} MB, ${cpuS.toFixed(1)} s`,
      "-",
      null,
    ]),
  ];
  console.log(`\n## ${round.mode}: ${options.runs} fan-out runs (${round.load})`);
  for (const [name, value, target, met] of lines) {
    const verdict = met === null ? "" : met ? "  met" : "  NOT met";
    console.log(`  ${name.padEnd(58)} ${value.padEnd(34)} target ${target}${verdict}`);
  }
  for (const run of f.stuck) console.log(`  still in flight: ${run}`);
  for (const failure of new Set(f.startFailures)) console.log(`  a start failed: ${failure}`);
  return lines.every(([, , , met]) => met !== false);
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  console.log(
    `bench:load: ${options.runs} runs, ${options.subscribers} subscribers, ${options.corrections} corrections per mode`,
  );
  let allMet = true;
  if (options.only !== "sqlite")
    allMet = report(await postgresRound(options), options, true) && allMet;
  if (options.only !== "postgresql")
    allMet = report(await sqliteRound(options), options, false) && allMet;
  console.log(allMet ? "\nevery target met" : "\nsome targets NOT met (see above)");
  return 0;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error("bench:load failed:", error);
    process.exit(1);
  });
