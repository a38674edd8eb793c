import { spawn } from "node:child_process";
import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { rejection } from "../../runtime/testing/rejection";
import {
  SQL_CHILD_PRELUDE,
  SqlChild,
  SqlChildExitError,
  SqlChildPool,
  SqlChildUnavailableError,
} from "./sql-child";
import { driverPath } from "./sqlite-driver";

/** A child that answers each message with its pid, its environment's names and the message. */
const ECHO = {
  name: "echo",
  source: `
require(process.argv[1]);
process.on("message", (message) => process.send({ pid: process.pid, names: Object.keys(process.env), message }));
process.send({ ready: true });
`,
};

const driver = driverPath()!;
const started: SqlChild[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((child) => child.kill()));
});

/** An echo child, killed after the test. */
function echoChild(): SqlChild {
  const child = new SqlChild(ECHO, driver);
  started.push(child);
  return child;
}

/** Whether a process with this id exists. */
function exists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    expect((error as NodeJS.ErrnoException).code).toBe("ESRCH");
    return false;
  }
}

describe("SqlChild", () => {
  it("gets none of this process's environment but SQLite's temporary folder", async () => {
    process.env.DEBRIEF_SQL_CHILD_TEST_SECRET = "not for the child";
    try {
      const child = echoChild();
      await child.ready();
      const reply = (await child.request({ n: 1 })) as { names: string[]; message: unknown };
      expect(reply.message).toEqual({ n: 1 });
      expect(reply.names).not.toContain("DEBRIEF_SQL_CHILD_TEST_SECRET");
      const allowed = ["SQLITE_TMPDIR", "TMPDIR", "TMP", "TEMP", "SystemRoot"];
      expect(reply.names.filter((name) => !allowed.includes(name))).toEqual([]);
    } finally {
      delete process.env.DEBRIEF_SQL_CHILD_TEST_SECRET;
    }
  });

  it("kill() ends the process, and a pending request fails with the exit", async () => {
    const child = new SqlChild(
      {
        name: "busy",
        source: "process.on('message', () => { for (;;) {} }); process.send({ ready: true });",
      },
      driver,
    );
    started.push(child);
    await child.ready();
    const pending = rejection(child.request({}));
    await child.kill();
    const error = await pending;
    expect(error).toBeInstanceOf(SqlChildExitError);
    expect(error.message).toBe("the SQL child process stopped (SIGKILL)");
    expect(child.alive).toBe(false);
    expect(exists(child.pid)).toBe(false);
  });

  it("a child that ends before it is ready (its driver does not load) is unavailable", async () => {
    // As a failed require(driver) would end it, without the stack it prints.
    const child = new SqlChild({ name: "broken", source: "process.exit(3);" }, driver);
    started.push(child);
    const error = await rejection(child.ready());
    expect(error).toBeInstanceOf(SqlChildUnavailableError);
    expect(error.message).toBe("the broken child process ended before it was ready (exit code 3)");
    expect(child.alive).toBe(false);
  });
});

describe("SqlChildPool", () => {
  it("reuses its children, runs at most `size` at once, and replaces a killed child lazily", async () => {
    const pool = new SqlChildPool(ECHO, 1, driver);
    const pid = (child: SqlChild) => {
      started.push(child);
      return child.request({}).then((reply) => (reply as { pid: number }).pid);
    };
    const [first, second] = await Promise.all([pool.use(pid), pool.use(pid)]);
    expect(second).toBe(first);
    let killed = 0;
    await pool.use(async (child) => {
      killed = child.pid;
      await child.kill();
    });
    expect(killed).toBe(first);
    expect(exists(first)).toBe(false);
    const fresh = await pool.use(pid);
    expect(fresh).not.toBe(first);
    expect(exists(fresh)).toBe(true);
  });
});

describe("a SQL child's lifetime", () => {
  it("ends when its IPC channel to the parent closes", async () => {
    const child = spawn(
      process.execPath,
      ["-e", `${SQL_CHILD_PRELUDE}setInterval(() => {}, 1000);`, "", String(process.pid)],
      {
        stdio: ["ignore", "ignore", "inherit", "ipc"],
        env: { NODE_ENV: "test" },
      },
    );
    const exit = once(child, "exit");
    child.disconnect();
    expect(await exit).toEqual([0, null]);
  });

  it("ends mid-statement when its parent is killed (the watchdog thread), leaving no orphan", async () => {
    // A parent that starts a child busy in an endless loop (a statement never returns to the
    // event loop), tells its pid and is then killed. The child holds the parent's stdout, so
    // that pipe closes only when the child has ended too.
    const childSource = `${SQL_CHILD_PRELUDE}process.on("message", () => { for (;;) {} });`;
    const parentSource = `
const { spawn } = require("node:child_process");
const child = spawn(process.execPath, ["-e", ${JSON.stringify(childSource)}, "", String(process.pid)], { stdio: ["ignore", "inherit", "inherit", "ipc"], env: {} });
child.send("run", () => process.stdout.write(child.pid + "\\n"));
`;
    const parent = spawn(process.execPath, ["-e", parentSource], {
      stdio: ["ignore", "pipe", "inherit"],
      env: { NODE_ENV: "test" },
    });
    let output = "";
    parent.stdout.setEncoding("utf8");
    const closed = once(parent.stdout, "close");
    const [line] = (await once(parent.stdout, "data")) as [string];
    output += line;
    const grandchild = Number(output.trim());
    expect(exists(grandchild)).toBe(true);
    parent.kill("SIGKILL");
    await once(parent, "exit");
    // The child's end of the pipe closes only when it has ended: its watchdog killed it (it
    // would loop forever otherwise). It is reaped by init, not by this process, so its pid may
    // linger as a zombie for a moment and is not checked.
    await closed;
  });
});
