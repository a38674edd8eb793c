import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { SqliteCheckpointer } from "./sqlite-checkpoints";

/**
 * The WAL checkpoint thread (sqlite-checkpoints.ts): it copies another connection's committed
 * WAL frames into the database file, answers a checkpoint on request, stops cleanly, and
 * reports a thread that cannot open its database. Its timer is never waited for: every
 * checkpoint asserted here is one asked for.
 */
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A WAL database whose writer never checkpoints: `rows` rows of ~2 KB committed one by one. */
function walDatabase(rows: number): { file: string; writer: Database.Database } {
  const folder = mkdtempSync(path.join(tmpdir(), "debrief-checkpoints-"));
  folders.push(folder);
  const file = path.join(folder, "checkpoints.db");
  const writer = new Database(file);
  writer.pragma("journal_mode = WAL");
  writer.pragma("wal_autocheckpoint = 0");
  writer.exec("CREATE TABLE item (id INTEGER PRIMARY KEY, body TEXT NOT NULL)");
  const insert = writer.prepare("INSERT INTO item (body) VALUES (?)");
  for (let row = 0; row < rows; row += 1) insert.run("x".repeat(2_000));
  return { file, writer };
}

describe("SqliteCheckpointer", () => {
  it("checkpoints every committed frame of another connection's WAL, on request", async () => {
    const { file, writer } = walDatabase(50);
    // Without a checkpoint the frames are still only in the WAL.
    const framesBefore = (writer.pragma("wal_checkpoint(NOOP)") as { log: number }[])[0]!.log;
    expect(framesBefore).toBeGreaterThanOrEqual(50);
    const checkpointer = new SqliteCheckpointer(file, { intervalMs: 3_600_000 });
    try {
      const result = await checkpointer.checkpoint();
      expect(result).toEqual({
        busy: 0,
        logFrames: framesBefore,
        checkpointedFrames: framesBefore,
      });
      // The rows read back from the database file alone once the WAL restarts.
      writer.prepare("INSERT INTO item (body) VALUES (?)").run("after");
      expect(writer.prepare("SELECT count(*) AS n FROM item").get()).toEqual({ n: 51 });
    } finally {
      await checkpointer.stop();
      writer.close();
    }
  });

  it("stops: the thread ends, and a checkpoint asked for afterwards is refused", async () => {
    const { file, writer } = walDatabase(1);
    const checkpointer = new SqliteCheckpointer(file, { intervalMs: 3_600_000 });
    expect(checkpointer.running).toBe(true);
    await checkpointer.stop();
    expect(checkpointer.running).toBe(false);
    await expect(checkpointer.checkpoint()).rejects.toThrow(
      "the SQLite checkpoint thread has ended",
    );
    await checkpointer.stop(); // a second stop is harmless
    writer.close();
  });

  it("keeps a process that has nothing else to do alive until the thread has ended", () => {
    // The thread is unreferenced while it runs; a stop awaited as a process's last work must
    // still end with the code after it (it used to exit 13: an unsettled top-level await).
    const { file, writer } = walDatabase(1);
    writer.close();
    const script = path.join(path.dirname(file), "stop-last.mts");
    const module = fileURLToPath(new URL("./sqlite-checkpoints.ts", import.meta.url));
    writeFileSync(
      script,
      `import { SqliteCheckpointer } from ${JSON.stringify(module)};\n` +
        `const checkpointer = new SqliteCheckpointer(${JSON.stringify(file)}, { intervalMs: 3_600_000 });\n` +
        `await checkpointer.stop();\nconsole.log("stopped", checkpointer.running);\n`,
    );
    const output = execFileSync(process.execPath, ["--import", "tsx", script], {
      encoding: "utf8",
      timeout: 25_000,
    });
    expect(output.trim()).toBe("stopped false");
  });

  it("never keeps a process alive: one that never stops it still exits when its work is done", () => {
    // (The timeout only bounds a failure: a thread that held the process would hang it.)
    const { file, writer } = walDatabase(1);
    writer.close();
    const script = path.join(path.dirname(file), "never-stopped.mts");
    const module = fileURLToPath(new URL("./sqlite-checkpoints.ts", import.meta.url));
    writeFileSync(
      script,
      `import { SqliteCheckpointer } from ${JSON.stringify(module)};\n` +
        `const checkpointer = new SqliteCheckpointer(${JSON.stringify(file)}, { intervalMs: 50 });\n` +
        `console.log("running", checkpointer.running);\n`,
    );
    const output = execFileSync(process.execPath, ["--import", "tsx", script], {
      encoding: "utf8",
      timeout: 25_000,
    });
    expect(output.trim()).toBe("running true");
  });

  it("reports a thread that cannot open its database, and ends", async () => {
    let reportError: (error: unknown) => void = () => undefined;
    const reported = new Promise<unknown>((resolve) => {
      reportError = resolve;
    });
    const checkpointer = new SqliteCheckpointer(
      path.join(tmpdir(), "debrief-no-such-folder", "none", "x.db"),
      { onError: (error) => reportError(error) },
    );
    expect(String(await reported)).toMatch(/directory does not exist|unable to open/);
    await checkpointer.stop();
    expect(checkpointer.running).toBe(false);
    await expect(checkpointer.checkpoint()).rejects.toThrow("has ended");
  });
});
