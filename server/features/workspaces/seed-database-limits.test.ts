import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InputValidationError } from "../../runtime/errors";
import { manualClock } from "../../runtime/testing/manual-clock";
import { rejection } from "../../runtime/testing/rejection";
import { FileWorkspace } from "./file-workspace";
import {
  buildDatabaseFromSeed,
  MAX_BUILT_DATABASE_BYTES,
  STALE_SCRATCH_AGE_MS,
} from "./seed-database";
import { SeedTimeoutError } from "./seed-worker";
import { validateWorkspaceRegistration } from "./workspace-registry";
import { WorkspaceRoots } from "./workspace-roots";

/**
 * The cap on a seed's built database (a seed of six 100 MB zeroblobs built 600 MB, copied and
 * removed on the main thread, stalling health checks for seconds), tested with a small limit,
 * and the scratch files of a build removed on every path.
 */

let base: string;
let seeds: string;
let target: string;

beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), "debrief-seed-limits-"));
  seeds = path.join(base, "seeds");
  target = path.join(base, "built");
  mkdirSync(seeds);
  mkdirSync(target);
});

afterEach(() => {
  rmSync(base, { recursive: true, force: true });
});

/** 64 KiB: sixteen 4 KiB pages. */
const SMALL_LIMIT = 64 * 1024;

/** The attacker's seed, with blobs of `bytes` each (6 rows). */
function blobSeed(bytes: number): string {
  return `CREATE TABLE t(x); INSERT INTO t SELECT zeroblob(${bytes}) FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c WHERE x<6) SELECT x FROM c);`;
}

function writeSeed(name: string, sql: string): string {
  const file = path.join(seeds, name);
  writeFileSync(file, sql);
  return file;
}

const OVER_CAP = `SQL seed big.sql does not build: the database it builds would be larger than the limit of ${SMALL_LIMIT} bytes (a seed builds at most 64 KiB)`;

describe("the cap on a seed's built database", () => {
  it("is 256 MiB by default", () => {
    expect(MAX_BUILT_DATABASE_BYTES).toBe(256 * 1024 * 1024);
  });

  it("refuses a seed whose database passes the cap, naming the cap, and leaves nothing behind", async () => {
    const seed = writeSeed("big.sql", blobSeed(100_000));
    const error = await rejection(
      buildDatabaseFromSeed(seed, path.join(target, "big.db"), { maxDatabaseBytes: SMALL_LIMIT }),
    );
    expect(error).toBeInstanceOf(InputValidationError);
    expect(error.message).toBe(OVER_CAP);
    expect(readdirSync(target)).toEqual([]);
  });

  it("builds a seed under the cap, leaving only the database beside its target", async () => {
    const seed = writeSeed("small.sql", blobSeed(1_000));
    const databasePath = path.join(target, "small.db");
    await buildDatabaseFromSeed(seed, databasePath, { maxDatabaseBytes: SMALL_LIMIT });
    expect(readdirSync(target)).toEqual(["small.db"]);
    const db = new Database(databasePath, { readonly: true });
    expect(db.prepare("SELECT count(*), sum(length(x)) FROM t").raw().get()).toEqual([6, 6000]);
    db.close();
  });

  it("caps a seed's temporary tables too", async () => {
    const seed = writeSeed(
      "big.sql",
      blobSeed(100_000).replace("CREATE TABLE", "CREATE TEMP TABLE"),
    );
    const error = await rejection(
      buildDatabaseFromSeed(seed, path.join(target, "t.db"), { maxDatabaseBytes: SMALL_LIMIT }),
    );
    expect(error).toBeInstanceOf(InputValidationError);
    expect(error.message).toBe(OVER_CAP);
    expect(readdirSync(target)).toEqual([]);
  });

  it("refuses the pragmas that would lift the cap", async () => {
    for (const [name, statement] of [
      ["pages.sql", "PRAGMA max_page_count = 1000000000;"],
      ["size.sql", "PRAGMA main.page_size = 65536;"],
    ] as const) {
      const seed = writeSeed(name, `${statement}\n${blobSeed(100_000)}`);
      const error = await rejection(
        buildDatabaseFromSeed(seed, path.join(target, "x.db"), { maxDatabaseBytes: SMALL_LIMIT }),
      );
      expect(error).toBeInstanceOf(InputValidationError);
      const pragma = name === "pages.sql" ? "max_page_count" : "page_size";
      expect(error.message).toBe(
        `SQL seed statement 1 is not allowed: PRAGMA ${pragma} would change the cap on the size of the database the seed builds`,
      );
      expect(readdirSync(target)).toEqual([]);
    }
  });

  it("keeps an existing database when a rebuild passes the cap", async () => {
    const databasePath = path.join(target, "big.db");
    const seed = writeSeed("big.sql", blobSeed(1_000));
    await buildDatabaseFromSeed(seed, databasePath, { maxDatabaseBytes: SMALL_LIMIT });
    writeFileSync(seed, blobSeed(100_000));
    const error = await rejection(
      buildDatabaseFromSeed(seed, databasePath, { maxDatabaseBytes: SMALL_LIMIT }),
    );
    expect(error.message).toBe(OVER_CAP);
    expect(readdirSync(target)).toEqual(["big.db"]);
    const db = new Database(databasePath, { readonly: true });
    expect(db.prepare("SELECT sum(length(x)) FROM t").pluck().get()).toBe(6000);
    db.close();
  });

  it("a workspace's first query over a seed past the cap is refused the same way", async () => {
    const root = path.join(base, "workspace");
    mkdirSync(root);
    writeFileSync(path.join(root, "big.sql"), blobSeed(100_000));
    const workspace = new FileWorkspace({
      id: "w",
      name: "w",
      rootPath: root,
      seedSqlPath: path.join(root, "big.sql"),
      databasePath: path.join(target, "w.db"),
      maxSeedDatabaseBytes: SMALL_LIMIT,
    });
    const error = await rejection(workspace.querySql("SELECT count(*) FROM t"));
    expect(error).toBeInstanceOf(InputValidationError);
    expect(error.message).toBe(OVER_CAP);
    expect(readdirSync(target)).toEqual([]);
  });
});

describe("a seed build's temporary files", () => {
  it("left by a process killed mid-build are removed by the next build once stale; a recent one stays", async () => {
    const now = Date.UTC(2026, 11, 2, 12, 0, 0);
    const stale = path.join(target, ".shop.db.build-killed");
    const recent = path.join(target, ".shop.db.build-running");
    const other = path.join(target, ".other.db.build-killed");
    for (const folder of [stale, recent, other]) {
      mkdirSync(folder);
      writeFileSync(path.join(folder, "seed.db"), "partial");
    }
    const secondsAt = (ms: number) => ms / 1000;
    utimesSync(
      stale,
      secondsAt(now - STALE_SCRATCH_AGE_MS - 1000),
      secondsAt(now - STALE_SCRATCH_AGE_MS - 1000),
    );
    utimesSync(
      other,
      secondsAt(now - 2 * STALE_SCRATCH_AGE_MS),
      secondsAt(now - 2 * STALE_SCRATCH_AGE_MS),
    );
    utimesSync(recent, secondsAt(now - 60_000), secondsAt(now - 60_000));
    const seed = writeSeed("shop.sql", "CREATE TABLE t(x); INSERT INTO t VALUES (1);");
    await buildDatabaseFromSeed(seed, path.join(target, "shop.db"), { now: () => now });
    // Only this file's stale scratch goes: another file's is that build's to clean.
    expect(readdirSync(target).sort()).toEqual([
      ".other.db.build-killed",
      ".shop.db.build-running",
      "shop.db",
    ]);
  });

  it("are removed when a statement fails", async () => {
    const seed = writeSeed("broken.sql", "CREATE TABLE t(x); INSERT INTO nowhere VALUES (1);");
    const error = await rejection(buildDatabaseFromSeed(seed, path.join(target, "b.db")));
    expect(error.message).toBe("SQL seed broken.sql does not build: no such table: nowhere");
    expect(readdirSync(target)).toEqual([]);
  });

  it("are removed when a statement is refused", async () => {
    const seed = writeSeed("attach.sql", "CREATE TABLE t(x); ATTACH 'other.db' AS other;");
    const error = await rejection(buildDatabaseFromSeed(seed, path.join(target, "a.db")));
    expect(error).toBeInstanceOf(InputValidationError);
    expect(readdirSync(target)).toEqual([]);
  });

  it("are removed when the seed passes its time limit", async () => {
    const seed = writeSeed(
      "runaway.sql",
      "CREATE TABLE t (n INTEGER); INSERT INTO t WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c) SELECT count(*) FROM c;",
    );
    const clock = manualClock();
    const stopped = rejection(
      buildDatabaseFromSeed(seed, path.join(target, "r.db"), { timeoutMs: 50, clock }),
    );
    while (clock.pendingTimers() === 0) await new Promise((resolve) => setImmediate(resolve));
    await clock.advance(50);
    expect(await stopped).toBeInstanceOf(SeedTimeoutError);
    expect(readdirSync(target)).toEqual([]);
  });

  it("are removed by a registration's check build, whether the seed builds or passes the cap", async () => {
    const root = path.join(base, "roots");
    const folder = path.join(root, "shop");
    const scratch = path.join(base, "scratch");
    mkdirSync(folder, { recursive: true });
    mkdirSync(scratch);
    writeFileSync(path.join(folder, "small.sql"), blobSeed(1_000));
    writeFileSync(path.join(folder, "big.sql"), blobSeed(100_000));
    const roots = new WorkspaceRoots([root]);
    const checks = { maxDatabaseBytes: SMALL_LIMIT, scratchFolder: scratch };
    const small = path.join(folder, "small.sql");
    expect(
      await validateWorkspaceRegistration(
        { name: "shop", rootPath: folder, databasePath: small },
        roots,
        checks,
      ),
    ).toEqual({ name: "shop", rootPath: folder, databasePath: small });
    expect(readdirSync(scratch)).toEqual([]);
    const big = path.join(folder, "big.sql");
    const error = await rejection(
      validateWorkspaceRegistration({ name: "shop", rootPath: folder, databasePath: big }, roots, {
        ...checks,
      }),
    );
    expect(error).toBeInstanceOf(InputValidationError);
    expect(error.message).toBe(
      `SQL seed does not build: ${big} (the database it builds would be larger than the limit of ${SMALL_LIMIT} bytes (a seed builds at most 64 KiB))`,
    );
    expect(readdirSync(scratch)).toEqual([]);
    expect(readdirSync(folder).sort()).toEqual(["big.sql", "small.sql"]);
  });
});
