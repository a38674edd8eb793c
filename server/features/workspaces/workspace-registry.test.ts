import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rejection } from "../../runtime/testing/rejection";
import { InputValidationError, NotFoundError } from "../../runtime/errors";
import {
  createWorkspaceRegistry,
  parseWorkspaceSpec,
  type RegisteredWorkspace,
} from "./workspace-registry";

const repoRoot = path.resolve(__dirname, "../../..");
let base: string;

beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), "debrief-registry-"));
});

afterEach(() => {
  rmSync(base, { recursive: true, force: true });
});

describe("parseWorkspaceSpec", () => {
  it("parses folders with and without a database", () => {
    expect(parseWorkspaceSpec("shop=/srv/shop:/srv/shop.sqlite; docs=/srv/docs/ ;;")).toEqual({
      entries: [
        { name: "shop", rootPath: "/srv/shop", databasePath: "/srv/shop.sqlite" },
        { name: "docs", rootPath: "/srv/docs/", databasePath: null },
      ],
      errors: [],
    });
    expect(parseWorkspaceSpec(undefined)).toEqual({ entries: [], errors: [] });
    expect(parseWorkspaceSpec("")).toEqual({ entries: [], errors: [] });
  });

  it("skips bad entries and names each problem", () => {
    const { entries, errors } = parseWorkspaceSpec(
      "noequals;=/srv/x;bad name=/srv/y;rel=srv/z;reldb=/srv/a:a.db;ledgerline=/srv/l;ok=/srv/ok;ok=/srv/ok2",
    );
    expect(entries).toEqual([{ name: "ok", rootPath: "/srv/ok", databasePath: null }]);
    expect(errors).toEqual([
      'workspace entry "noequals": expected name=/abs/folder[:/abs/db.sqlite]',
      `workspace entry "=/srv/x": the name must be 1-64 letters, digits, '.', '_' or '-'`,
      `workspace entry "bad name=/srv/y": the name must be 1-64 letters, digits, '.', '_' or '-'`,
      'workspace entry "rel=srv/z": the folder must be an absolute path',
      'workspace entry "reldb=/srv/a:a.db": the database must be an absolute path',
      'workspace entry "ledgerline=/srv/l": the name "ledgerline" is already used',
      'workspace entry "ok=/srv/ok2": the name "ok" is already used',
    ]);
  });
});

describe("createWorkspaceRegistry", () => {
  function registry(envSpec: string | null, registered: RegisteredWorkspace[] = []) {
    return createWorkspaceRegistry({
      repoRoot,
      dataDir: path.join(base, "data"),
      envSpec,
      registered: { list: () => Promise.resolve(registered) },
      roots: [base],
    });
  }

  it("lists the sample, env entries and registered entries with their source", async () => {
    const reg = registry("shop=/srv/shop:/srv/shop.sqlite;bad", [
      { id: "ws_1", name: "Mine", rootPath: "/home/me/code", databasePath: null },
      { id: "ledgerline", name: "Clash", rootPath: "/x", databasePath: null },
      { id: "routemark", name: "Clash too", rootPath: "/y", databasePath: null },
    ]);
    expect(await reg.list()).toEqual([
      {
        id: "ledgerline",
        name: "Ledgerline (sample)",
        rootPath: path.join(repoRoot, "workspaces", "ledgerline"),
        hasDatabase: true,
        source: "sample",
      },
      {
        id: "routemark",
        name: "Routemark (sample)",
        rootPath: path.join(repoRoot, "workspaces", "routemark"),
        hasDatabase: true,
        source: "sample",
      },
      {
        id: "shop",
        name: "shop",
        rootPath: "/srv/shop",
        hasDatabase: true,
        source: "env",
      },
      {
        id: "ws_1",
        name: "Mine",
        rootPath: "/home/me/code",
        hasDatabase: false,
        source: "registered",
        databasePath: null,
      },
    ]);
    expect(reg.configurationErrors).toEqual([
      'workspace entry "bad": expected name=/abs/folder[:/abs/db.sqlite]',
    ]);
  });

  it("serves the sample with its database built under dataDir", async () => {
    const sample = await registry(null).get("ledgerline");
    expect(sample.hasDatabase).toBe(true);
    expect((await sample.querySql("SELECT count(*) FROM merchants")).rows).toEqual([[160]]);
    expect(await sample.describeDatabase()).toEqual([
      {
        name: "merchants",
        columns: [
          "merchant_id",
          "name",
          "adapter",
          "api_version",
          "fallback_enabled",
          "sandbox",
          "request_override",
        ],
      },
    ]);
    expect(await sample.listFiles()).toContain("docs/provider-changelog.md");
  });

  it("serves env and registered workspaces", async () => {
    const folder = path.join(base, "env-folder");
    mkdirSync(folder);
    writeFileSync(path.join(folder, "notes.md"), "env notes\n");
    const reg = registry(`notes=${folder}`, [
      { id: "ws_9", name: "Nine", rootPath: folder, databasePath: null },
    ]);
    expect(await (await reg.get("notes")).readFile("notes.md")).toBe("env notes\n");
    const nine = await reg.get("ws_9");
    expect(nine.name).toBe("Nine");
    expect(await nine.listFiles()).toEqual(["notes.md"]);
  });

  it("builds a registered workspace's database from its .sql seed, like the samples'", async () => {
    const folder = path.join(base, "seeded");
    mkdirSync(folder);
    writeFileSync(path.join(folder, "seed.sql"), "CREATE TABLE t (a); INSERT INTO t VALUES (7);");
    const reg = registry(null, [
      { id: "ws_s", name: "Seeded", rootPath: folder, databasePath: path.join(folder, "seed.sql") },
    ]);
    const seeded = await reg.get("ws_s");
    expect((await seeded.querySql("SELECT a FROM t")).rows).toEqual([[7]]);
  });

  it("refuses a registered workspace that is no longer inside the roots, naming no path (anyone starting a run sees it)", async () => {
    const reg = registry(null, [{ id: "ws_x", name: "Old", rootPath: "/etc", databasePath: null }]);
    const error = await rejection(reg.get("ws_x"));
    expect(error).toBeInstanceOf(InputValidationError);
    expect(error.message).toBe(
      "workspace ws_x cannot be used: its folder or database is missing or outside the workspace roots; an administrator can check it on the Workspaces page",
    );
    expect(error.message).not.toContain(base);
  });

  it("rejects an unknown id", async () => {
    const error = await rejection(registry(null).get("nope"));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toBe("unknown workspace: nope");
  });
});

describe("validateRegistration", () => {
  const reg = () =>
    createWorkspaceRegistry({
      repoRoot,
      dataDir: path.join(base, "data"),
      envSpec: null,
      roots: [base],
    });
  const outside = (label: string, shown: string) =>
    `${label} ${shown} is not inside a workspace root (${base}); an administrator can add roots with DEBRIEF_WORKSPACE_ROOTS`;

  async function message(input: {
    name: string;
    rootPath: string;
    databasePath?: string | null;
  }): Promise<string> {
    const error = await rejection(reg().validateRegistration(input));
    expect(error).toBeInstanceOf(InputValidationError);
    return error.message;
  }

  it("accepts a folder inside a root, a SQLite file or a .sql seed", async () => {
    const folder = path.join(base, "shop");
    mkdirSync(folder);
    const dbPath = path.join(folder, "ok.sqlite");
    const db = new Database(dbPath);
    db.exec("CREATE TABLE t (a)");
    db.close();
    writeFileSync(path.join(folder, "seed.sql"), "CREATE TABLE t (a);");
    expect(await reg().validateRegistration({ name: "  Shop  ", rootPath: folder })).toEqual({
      name: "Shop",
      rootPath: folder,
      databasePath: null,
    });
    expect(
      await reg().validateRegistration({ name: "Shop", rootPath: folder, databasePath: dbPath }),
    ).toEqual({ name: "Shop", rootPath: folder, databasePath: dbPath });
    expect(
      await reg().validateRegistration({
        name: "Shop",
        rootPath: `${base}/./shop/`,
        databasePath: path.join(folder, "seed.sql"),
      }),
    ).toEqual({ name: "Shop", rootPath: folder, databasePath: path.join(folder, "seed.sql") });
    expect(
      await reg().validateRegistration({ name: "Shop", rootPath: folder, databasePath: " " }),
    ).toEqual({ name: "Shop", rootPath: folder, databasePath: null });
  });

  it("names what is wrong", async () => {
    const folder = path.join(base, "shop");
    mkdirSync(folder);
    const file = path.join(folder, "file.txt");
    writeFileSync(file, "not sqlite, just text that is long enough to have a header".repeat(4));
    writeFileSync(path.join(folder, "broken.sql"), "CREATE TABLE (;");
    expect(await message({ name: " ", rootPath: folder })).toBe("workspace name is required");
    expect(await message({ name: "x", rootPath: "relative/dir" })).toBe(
      'workspace folder must be an absolute path: "relative/dir"',
    );
    expect(await message({ name: "x", rootPath: path.join(folder, "missing") })).toBe(
      `workspace folder does not exist: ${path.join(folder, "missing")}`,
    );
    expect(await message({ name: "x", rootPath: file })).toBe(
      `workspace folder is not a directory: ${file}`,
    );
    expect(await message({ name: "x", rootPath: base })).toBe(outside("workspace folder", base));
    expect(await message({ name: "x", rootPath: folder, databasePath: "db.sqlite" })).toBe(
      'database must be an absolute path: "db.sqlite"',
    );
    expect(
      await message({ name: "x", rootPath: folder, databasePath: path.join(folder, "none.db") }),
    ).toBe(`database does not exist: ${path.join(folder, "none.db")}`);
    expect(await message({ name: "x", rootPath: folder, databasePath: folder })).toBe(
      `database is not a file: ${folder}`,
    );
    expect(await message({ name: "x", rootPath: folder, databasePath: file })).toBe(
      `database file does not open as SQLite: ${file} (file is not a database)`,
    );
    expect(
      await message({ name: "x", rootPath: folder, databasePath: path.join(folder, "broken.sql") }),
    ).toBe(`SQL seed does not build: ${path.join(folder, "broken.sql")} (near "(": syntax error)`);
  });

  it("refuses paths outside the roots with one message, whether or not they exist", async () => {
    const link = path.join(base, "to-etc");
    symlinkSync("/etc", link);
    for (const candidate of ["/", "/etc", "/root/.ssh", "/etc/no-such-folder", `${base}/../x`]) {
      expect(await message({ name: "x", rootPath: candidate })).toBe(
        outside("workspace folder", candidate),
      );
    }
    expect(await message({ name: "x", rootPath: link })).toBe(outside("workspace folder", link));
    expect(await message({ name: "x", rootPath: path.join(base, "to-etc", "ssl") })).toBe(
      outside("workspace folder", path.join(base, "to-etc", "ssl")),
    );
    mkdirSync(path.join(base, "shop"));
    expect(
      await message({ name: "x", rootPath: path.join(base, "shop"), databasePath: "/etc/passwd" }),
    ).toBe(outside("database", "/etc/passwd"));
  });
});
