import { spawn, type ChildProcess } from "node:child_process";
import { setPriority } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** A process of the repository's scripts started by a test or a bench (`npm run worker`, …). */
export interface WorkerProcess {
  pid: number;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /**
   * Resolves once its output contains `text`; rejects when it exits first or after
   * `timeoutMs` (a bound, not a timing assertion).
   */
  untilOutput(text: string, timeoutMs?: number): Promise<void>;
  /** Resolves once it has exited (with its exit code, or the signal that ended it). */
  exited: Promise<number | string>;
  /** SIGKILL (kill -9): no chance to clean up. */
  kill9(): void;
  /** SIGTERM, then resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Start `scripts/worker.ts` (what `npm run worker` runs) on `databaseUrl` with `env` added, and
 * resolve once it printed that it is ready. Rejects when it exits first or is not ready within
 * `readyTimeoutMs` (a bound, not a timing assertion: start-up on a busy machine varies).
 */
export function startWorkerProcess(
  databaseUrl: string,
  env: Record<string, string>,
  readyTimeoutMs = 120_000,
  nice = 0,
): Promise<WorkerProcess> {
  return startScriptProcess(
    "scripts/worker.ts",
    { DATABASE_URL: databaseUrl, ...env },
    " ready (concurrency ",
    readyTimeoutMs,
    nice,
  );
}

/**
 * Start a TypeScript script of the repository (`node --import tsx <script>`) with only PATH,
 * HOME, NODE_ENV=test and `env` in its environment; resolves once its output contains `ready`,
 * after lowering its scheduling priority to `nice` (0: unchanged).
 * Rejects when it exits first or is not ready within `readyTimeoutMs`.
 */
export function startScriptProcess(
  script: string,
  env: Record<string, string>,
  ready: string,
  readyTimeoutMs = 120_000,
  nice = 0,
): Promise<WorkerProcess> {
  return startProcess(
    process.execPath,
    ["--import", "tsx", script],
    env,
    ready,
    readyTimeoutMs,
    nice,
  );
}

/**
 * Start `npm run <name>` (as a person or a process manager would) with the environment of
 * startScriptProcess; resolves once its output contains `ready`. Its `pid` is npm's: signals go
 * to npm, which must pass them on to the process its script starts.
 */
export function startNpmScriptProcess(
  name: string,
  env: Record<string, string>,
  ready: string,
  readyTimeoutMs = 120_000,
): Promise<WorkerProcess> {
  return startProcess("npm", ["run", "--silent", name], env, ready, readyTimeoutMs, 0);
}

async function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: string,
  readyTimeoutMs: number,
  nice: number,
): Promise<WorkerProcess> {
  const script = [command, ...args].join(" ");
  const child: ChildProcess = spawn(command, args, {
    cwd: repoRoot,
    env: {
      NODE_ENV: "test",
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const listeners = new Set<() => void>();
  const exited = new Promise<number | string>((resolve) => {
    child.on("exit", (code, signal) => resolve(code ?? signal ?? "unknown"));
  });
  const heard = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of [...listeners]) listener();
  };
  child.stdout?.on("data", heard);
  child.stderr?.on("data", heard);
  const untilOutput = (text: string, timeoutMs = 30_000) =>
    new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        clearTimeout(timer);
        listeners.delete(check);
        if (error) reject(error);
        else resolve();
      };
      const check = () => {
        if (output.includes(text)) settle();
      };
      const timer = setTimeout(
        () => settle(new Error(`${script} never printed ${text} in ${timeoutMs} ms:\n${output}`)),
        timeoutMs,
      );
      void exited.then((how) => settle(new Error(`${script} exited (${how}):\n${output}`)));
      listeners.add(check);
      check();
    });
  await untilOutput(ready, readyTimeoutMs);
  if (child.pid === undefined) throw new Error(`${script} has no pid`);
  // Lowered once it is ready (a niced start-up on a busy machine can take minutes).
  if (nice !== 0) setPriority(child.pid, nice);
  return {
    pid: child.pid,
    output: () => output,
    untilOutput,
    exited,
    kill9: () => child.kill("SIGKILL"),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
