import { spawn, type ChildProcess, type Serializable } from "node:child_process";
import { DebriefError } from "../../runtime/errors";

/**
 * Child processes that run SQLite statements for query_sql, truth SQL (sql-runner.ts) and SQL
 * seeds (seed-worker.ts). A statement running inside SQLite cannot be stopped from JavaScript
 * (better-sqlite3 has no interrupt, and terminating a worker thread mid-statement either waits
 * for the statement or crashes the process), so a statement that passes its time limit is
 * stopped by SIGKILL of its child process: the statement dies with it. Children are long-lived
 * and reused (a pool of a few), replaced lazily after one is killed; they get a minimal
 * environment, end when their parent goes (IPC disconnect, and a watchdog thread that notices
 * a new parent process even while a statement runs), are killed when this process exits, and
 * never keep this process alive while idle.
 */

/** V8's old-space limit of a SQL child (--max-old-space-size); past it the child ends. */
export const SQL_CHILD_MAX_OLD_SPACE_MB = 1024;

/** Environment variables a SQL child keeps (SQLite's temporary folder; Windows' system root). */
const CHILD_ENVIRONMENT_NAMES = ["SQLITE_TMPDIR", "TMPDIR", "TMP", "TEMP", "SystemRoot"] as const;

/**
 * Source run first in every child (`process.argv[2]`: the parent's pid): it exits when the IPC
 * channel to its parent closes, and a watchdog thread kills it when its parent process is no
 * longer the one that started it (the parent was killed while a statement holds the main
 * thread, so the disconnect is never seen).
 */
export const SQL_CHILD_PRELUDE = `
const { Worker } = require("node:worker_threads");
process.on("disconnect", () => process.exit(0));
new Worker(
  'const parent = Number(require("node:worker_threads").workerData); const check = () => { if (process.ppid !== parent) process.kill(process.pid, "SIGKILL"); }; check(); setInterval(check, 500);',
  { eval: true, workerData: process.argv[2] },
).unref();
`;

/**
 * A child could not be started (the driver does not load or cannot be resolved, node cannot be
 * spawned): a 503. The statement is refused then, never run in this process, where nothing
 * could stop it.
 */
export class SqlChildUnavailableError extends DebriefError {
  constructor(message: string) {
    super("UNAVAILABLE", message);
  }
}

/** A child ended while a request was pending: killed on purpose, or on its own (a crash, memory). */
export class SqlChildExitError extends Error {
  constructor(
    readonly code: number | null,
    readonly signal: NodeJS.Signals | null,
  ) {
    super(`the SQL child process stopped (${signal ?? `exit code ${String(code)}`})`);
  }
}

/** What a pool's children run: a name for errors and the plain-JS source after the prelude. */
export interface SqlChildSpec {
  name: string;
  /**
   * Plain CommonJS run with `node -e`: `process.argv[1]` is better-sqlite3's path; it answers
   * each IPC message with exactly one message and sends `{ ready: true }` once loaded.
   */
  source: string;
}

const liveChildren = new Set<ChildProcess>();
const busyChildren = new Set<SqlChild>();
let exitHookInstalled = false;
let lastKilled: { pid: number; exited: Promise<void> } | null = null;

/**
 * The process ids of the children answering a request now (a statement running), for tests
 * that end one the way the system would (V8's memory-limit abort: SIGABRT).
 */
export function busySqlChildPids(): number[] {
  return [...busyChildren].map((child) => child.pid);
}

/**
 * The child killed last (a time limit), with a promise of its exit event, for tests that check
 * it is gone; null before any.
 */
export function lastKilledSqlChild(): { pid: number; exited: Promise<void> } | null {
  return lastKilled;
}

/** One SQL child process: one request at a time, each answered by one message. */
export class SqlChild {
  /** Resolves when the process has exited (and been reaped). */
  readonly exited: Promise<void>;
  private readonly child: ChildProcess;
  private readonly started: Promise<void>;
  private ended: SqlChildExitError | null = null;
  private pending: { resolve: (reply: unknown) => void; reject: (error: Error) => void } | null =
    null;

  constructor(spec: SqlChildSpec, driver: string) {
    this.child = spawn(
      process.execPath,
      [
        `--max-old-space-size=${SQL_CHILD_MAX_OLD_SPACE_MB}`,
        "-e",
        SQL_CHILD_PRELUDE + spec.source,
        driver,
        String(process.pid),
      ],
      {
        stdio: ["ignore", "ignore", "inherit", "ipc"],
        serialization: "advanced",
        // Only the listed variables (the type's NODE_ENV is not needed by the child).
        env: childEnvironment() as NodeJS.ProcessEnv,
        windowsHide: true,
      },
    );
    liveChildren.add(this.child);
    installExitHook();
    this.exited = new Promise((resolve) => {
      this.child.once("exit", (code, signal) => {
        liveChildren.delete(this.child);
        this.ended = new SqlChildExitError(code, signal);
        busyChildren.delete(this);
        const pending = this.pending;
        this.pending = null;
        pending?.reject(this.ended);
        resolve();
      });
    });
    this.started = new Promise<void>((resolve, reject) => {
      const onReady = (message: { ready?: boolean }) => {
        if (message.ready !== true) return;
        this.child.off("message", onReady);
        this.child.on("message", (reply: unknown) => this.settle(reply));
        this.hold(false);
        resolve();
      };
      this.child.on("message", onReady);
      this.child.once("error", (error) => {
        reject(
          new SqlChildUnavailableError(
            `the ${spec.name} child process could not start: ${error.message}`,
          ),
        );
        void this.kill();
      });
      void this.exited.then(() =>
        reject(
          new SqlChildUnavailableError(
            `the ${spec.name} child process ended before it was ready (${this.ended!.signal ?? `exit code ${String(this.ended!.code)}`})`,
          ),
        ),
      );
    });
    this.started.catch(() => undefined);
  }

  /** The child's process id. */
  get pid(): number {
    return this.child.pid ?? -1;
  }

  /** Whether the process is still running (not killed, not exited). */
  get alive(): boolean {
    return this.ended === null && !this.child.killed;
  }

  /** Resolves once the child has loaded the driver; SqlChildUnavailableError otherwise. */
  ready(): Promise<void> {
    return this.started;
  }

  /**
   * Send `message` and resolve with the child's answer; SqlChildExitError when the child ends
   * first. The child is held (keeps this process alive) only while a request is pending.
   */
  request(message: Serializable): Promise<unknown> {
    if (this.ended !== null) return Promise.reject(this.ended);
    if (this.pending !== null) return Promise.reject(new Error("the SQL child is busy"));
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      busyChildren.add(this);
      this.hold(true);
      this.child.send(message, (error) => {
        if (error && this.pending?.reject === reject) {
          this.pending = null;
          busyChildren.delete(this);
          this.hold(false);
          reject(error);
        }
      });
    });
  }

  /** SIGKILL the child (any statement dies with it); resolves once it has exited. */
  kill(): Promise<void> {
    if (this.ended === null && this.child.pid !== undefined) {
      this.child.kill("SIGKILL");
      lastKilled = { pid: this.child.pid, exited: this.exited };
    }
    return this.child.pid === undefined ? Promise.resolve() : this.exited;
  }

  private settle(reply: unknown): void {
    const pending = this.pending;
    this.pending = null;
    busyChildren.delete(this);
    this.hold(false);
    pending?.resolve(reply);
  }

  /** Ref the process and its channel while a request is pending; unref them when idle. */
  private hold(busy: boolean): void {
    if (this.ended !== null) return;
    if (busy) {
      this.child.ref();
      this.child.channel?.ref();
    } else {
      this.child.unref();
      this.child.channel?.unref();
    }
  }
}

/**
 * Up to `size` SqlChild processes of one spec, started on first use and reused; a child that is
 * no longer alive when handed back is dropped and replaced by the next request.
 */
export class SqlChildPool {
  private readonly idle: SqlChild[] = [];
  private readonly waiting: (() => void)[] = [];
  private count = 0;

  constructor(
    private readonly spec: SqlChildSpec,
    private readonly size: number,
    private readonly driver: string,
  ) {}

  /**
   * Run `task` with a child of its own (waiting for one when all are busy); the child goes back
   * to the pool afterwards, or is dropped when the task killed it. SqlChildUnavailableError when
   * a child cannot be started.
   */
  async use<T>(task: (child: SqlChild) => Promise<T>): Promise<T> {
    const child = await this.acquire();
    try {
      return await task(child);
    } finally {
      this.release(child);
    }
  }

  private async acquire(): Promise<SqlChild> {
    for (;;) {
      const idle = this.idle.pop();
      if (idle !== undefined) {
        if (idle.alive) return idle;
        this.count -= 1;
        continue;
      }
      if (this.count < this.size) {
        this.count += 1;
        const child = new SqlChild(this.spec, this.driver);
        try {
          await child.ready();
          return child;
        } catch (error) {
          this.count -= 1;
          this.waiting.shift()?.();
          throw error;
        }
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  private release(child: SqlChild): void {
    if (child.alive) this.idle.push(child);
    else this.count -= 1;
    this.waiting.shift()?.();
  }
}

/** The few variables a child needs; nothing else of this process's environment (no secrets). */
function childEnvironment(): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const name of CHILD_ENVIRONMENT_NAMES) {
    const value = process.env[name];
    if (value !== undefined) environment[name] = value;
  }
  return environment;
}

/** Kill every live child when this process exits (a child mid-statement would not notice). */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once("exit", () => {
    for (const child of liveChildren) child.kill("SIGKILL");
  });
}
