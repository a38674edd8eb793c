import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InputValidationError } from "../../runtime/errors";
import { rejection } from "../../runtime/testing/rejection";
import { openSeedDatabase } from "../experiments/case-truth";
import { executeSeed, type SeedConnection } from "./seed-sql";
import { runSeedIntoFile } from "./seed-worker";

let folder: string;

/**
 * A SeedConnection over a database of this test process: the reference the seed child is
 * compared with (the product never runs a seed in process: seed-worker.ts).
 */
function inlineSeedConnection(db: Database.Database): SeedConnection {
  let statement: Database.Statement | null = null;
  return {
    prepare: async (text) => {
      statement = null;
      statement = db.prepare(text);
    },
    runPrepared: async () => {
      if (statement === null) throw new Error("no seed statement is prepared");
      if (!statement.reader) statement.run();
      else for (const row of statement.iterate()) void row;
    },
  };
}

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "debrief-seed-sql-"));
});

afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

const refused = (number: number, keyword: string) =>
  `SQL seed statement ${number} is not allowed: ${keyword} reaches files outside the database the seed builds (a seed may not ATTACH, DETACH or VACUUM)`;

async function seedError(seed: string): Promise<unknown> {
  const db = new Database(":memory:");
  try {
    await executeSeed(inlineSeedConnection(db), seed);
    return null;
  } catch (error) {
    return error;
  } finally {
    db.close();
  }
}

let built = 0;

/** The same seed run in the seed child (seed-worker.ts), into a new file of the test's folder. */
async function childSeedError(seed: string): Promise<unknown> {
  built += 1;
  return rejection(runSeedIntoFile("seed.sql", seed, path.join(folder, `built-${built}.db`)));
}

describe("executeSeed", () => {
  it("runs statements with `;` inside literals, identifiers, comments and trigger bodies, inline and in the child process", async () => {
    const seed = `-- a comment; with a semicolon
CREATE TABLE t (a TEXT); /* ; */ INSERT INTO t VALUES ('x;y''s'), ('b');
CREATE TABLE [we;ird] (b TEXT);
CREATE TRIGGER copy AFTER INSERT ON t BEGIN
  INSERT INTO [we;ird] VALUES (new.a); UPDATE [we;ird] SET b = b || ';';
END;
INSERT INTO t VALUES ('z');
SELECT count(*) FROM t`;
    const inline = new Database(":memory:");
    await executeSeed(inlineSeedConnection(inline), seed);
    await runSeedIntoFile("seed.sql", seed, path.join(folder, "built.db"));
    const built = new Database(path.join(folder, "built.db"), { readonly: true });
    for (const db of [inline, built]) {
      expect(db.prepare("SELECT a FROM t").pluck().all()).toEqual(["x;y's", "b", "z"]);
      expect(db.prepare("SELECT b FROM [we;ird]").pluck().all()).toEqual(["z;"]);
      db.close();
    }
  });

  it("runs a statement whose literal holds 1,000,000 `;` (trimmed by a pattern that was quadratic on such a run)", async () => {
    const run = ";".repeat(1_000_000);
    const db = new Database(":memory:");
    try {
      await executeSeed(
        inlineSeedConnection(db),
        `CREATE TABLE t (a TEXT);\nINSERT INTO t VALUES ('${run}');\n;;\n`,
      );
      expect(db.prepare("SELECT length(a) FROM t").pluck().all()).toEqual([1_000_000]);
    } finally {
      db.close();
    }
  });

  it("refuses ATTACH, DETACH, VACUUM and temp-directory pragmas however they are written, before they run, inline and in the child process", async () => {
    const target = path.join(folder, "x.db");
    const cases: [string, string][] = [
      [`ATTACH DATABASE '${target}' AS out; CREATE TABLE out.proof(x TEXT);`, refused(1, "ATTACH")],
      [`CREATE TABLE a (x);/*;*/--;\n  aTtAcH /* x */ '${target}' AS "out"`, refused(2, "ATTACH")],
      ["DETACH DATABASE temp", refused(1, "DETACH")],
      [`VACUUM INTO '${target}'`, refused(1, "VACUUM")],
      [`vacuum main into '${target}';`, refused(1, "VACUUM")],
      [
        "PRAGMA Temp_Store_Directory = '/tmp'",
        "SQL seed statement 1 is not allowed: PRAGMA temp_store_directory moves files outside the database the seed builds",
      ],
      ...[
        `PRAGMA "temp_store_directory" = '/tmp'`,
        "PRAGMA [temp_store_directory] = '/tmp'",
        "PRAGMA `temp_store_directory` = '/tmp'",
        `PRAGMA main . "temp_store_directory" = '/tmp'`,
      ].map((seed): [string, string] => [
        seed,
        "SQL seed statement 1 is not allowed: PRAGMA temp_store_directory moves files outside the database the seed builds",
      ]),
      [
        "PRAGMA 'data_store_directory' = '/tmp'",
        "SQL seed statement 1 is not allowed: PRAGMA data_store_directory moves files outside the database the seed builds",
      ],
      ["CREATE TABLE a (x); INSERT INTO a VALUES (1", "SQL seed statement 2 is incomplete"],
    ];
    for (const [seed, message] of cases) {
      for (const error of [await seedError(seed), await childSeedError(seed)]) {
        expect([seed, (error as Error).message]).toEqual([seed, message]);
        expect(error).toBeInstanceOf(InputValidationError);
      }
    }
    const extension = "SELECT load_extension('/tmp/evil.so')";
    for (const error of [await seedError(extension), await childSeedError(extension)]) {
      expect(error).toBeInstanceOf(Database.SqliteError);
      expect((error as Error).message).toBe("not authorized");
    }
    expect(existsSync(target)).toBe(false);
  });

  it("guards the truth checker's in-memory seed database too", async () => {
    const seed = path.join(folder, "seed.sql");
    const target = path.join(folder, "out.db");
    writeFileSync(
      seed,
      `CREATE TABLE t (a); ATTACH DATABASE '${target}' AS out; CREATE TABLE out.proof(x TEXT);`,
    );
    const error = await rejection(openSeedDatabase(seed));
    expect(error).toBeInstanceOf(InputValidationError);
    expect((error as Error).message).toBe(refused(2, "ATTACH"));
    expect(existsSync(target)).toBe(false);
  });
});
