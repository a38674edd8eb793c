import { execFileSync } from "node:child_process";
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FileWorkspace } from "../features/workspaces/file-workspace";
import { delegatingParent } from "../runtime/testing/checked-turn-model";
import { resultsOf } from "../runtime/testing/transcript-queries";
import { callOf } from "../runtime/testing/turn-script";
import { searchCodeTool } from "../runtime/tools/workspace/search-code";
import { createTestServices, type TestServices } from "../testing/test-services";
import { columnsContaining, storedText } from "../testing/stored-text";
import { childCalling, expectTrpcError, scriptedRuns } from "./bad-input-support";
import { workspaceToolContext } from "../runtime/testing/workspace-tool-context";

/**
 * Issue 9's workspace attacks, tried as an outsider would through the tRPC caller: register
 * `/etc`, `/` or `/root/.ssh`; read /etc/passwd through a run; block the server on a FIFO or
 * /dev/zero; read a file outside the workspace through a hard link. Each is refused with its
 * exact message and nothing stored changes.
 */

const repoRoot = path.resolve(__dirname, "../..");
let setup: TestServices;
let root: string;
let scriptedRun: ReturnType<typeof scriptedRuns>;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "debrief-roots-"));
  setup = await createTestServices({ workspaceRoots: [root] });
  scriptedRun = scriptedRuns(setup);
});

afterAll(async () => {
  await setup.disconnect();
});

const outside = (shown: string, roots = root) =>
  `workspace folder ${shown} is not inside a workspace root (${roots}); an administrator can add roots with DEBRIEF_WORKSPACE_ROOTS`;

describe("registering a workspace outside the roots", () => {
  it("refuses /etc, /, /root/.ssh and a missing path with the same message; nothing is stored", async () => {
    const before = await storedText(setup.services.prisma);
    const listed = await setup.caller.workspaces.list();
    for (const rootPath of [
      "/etc",
      "/",
      "/root/.ssh",
      "/etc/no-such-folder",
      "/root/.ssh/../../etc",
    ]) {
      await expectTrpcError(
        setup.caller.workspaces.register({ name: "outsider", rootPath }),
        "BAD_REQUEST",
        outside(rootPath),
      );
    }
    // Through a symlink inside a root, and with a database outside the roots.
    symlinkSync("/etc", path.join(root, "etc-link"));
    await expectTrpcError(
      setup.caller.workspaces.register({ name: "outsider", rootPath: path.join(root, "etc-link") }),
      "BAD_REQUEST",
      outside(path.join(root, "etc-link")),
    );
    mkdirSync(path.join(root, "legit"));
    await expectTrpcError(
      setup.caller.workspaces.register({
        name: "outsider",
        rootPath: path.join(root, "legit"),
        databasePath: "/etc/passwd",
      }),
      "BAD_REQUEST",
      `database /etc/passwd is not inside a workspace root (${root}); an administrator can add roots with DEBRIEF_WORKSPACE_ROOTS`,
    );
    expect(await setup.caller.workspaces.list()).toEqual(listed);
    expect(await storedText(setup.services.prisma)).toEqual(before);
  });

  it("with the default roots, only the repository's workspaces/ and data/workspaces/ are open", async () => {
    const defaults = await createTestServices({ workspaceRoots: [] });
    try {
      const roots = `${path.join(repoRoot, "workspaces")}, ${path.join(repoRoot, "data", "workspaces")}`;
      await expectTrpcError(
        defaults.caller.workspaces.register({ name: "tmp", rootPath: root }),
        "BAD_REQUEST",
        outside(root, roots),
      );
      await expectTrpcError(
        defaults.caller.workspaces.register({
          name: "copy",
          rootPath: path.join(repoRoot, "workspaces", "ledgerline"),
        }),
        "CONFLICT",
        `The folder ${path.join(repoRoot, "workspaces", "ledgerline")} is already the workspace "Ledgerline (sample)": use that workspace instead`,
      );
    } finally {
      await defaults.disconnect();
    }
  });

  it("edits and removes a registered workspace; duplicates and samples are refused", async () => {
    const first = path.join(root, "first");
    const second = path.join(root, "second");
    mkdirSync(first);
    mkdirSync(second);
    writeFileSync(path.join(second, "seed.sql"), "CREATE TABLE t (a); INSERT INTO t VALUES (1);");
    const one = await setup.caller.workspaces.register({ name: "One", rootPath: first });
    const two = await setup.caller.workspaces.register({ name: "Two", rootPath: second });
    await expectTrpcError(
      setup.caller.workspaces.register({ name: "one", rootPath: second }),
      "CONFLICT",
      'A workspace named "One" already exists: choose another name',
    );
    await expectTrpcError(
      setup.caller.workspaces.register({ name: "Three", rootPath: `${first}/` }),
      "CONFLICT",
      `The folder ${first} is already the workspace "One": use that workspace instead`,
    );
    await expectTrpcError(
      setup.caller.workspaces.update({ id: one.id, name: "Two", rootPath: first }),
      "CONFLICT",
      'A workspace named "Two" already exists: choose another name',
    );
    const edited = await setup.caller.workspaces.update({
      id: two.id,
      name: "Two (seeded)",
      rootPath: second,
      databasePath: path.join(second, "seed.sql"),
    });
    expect(edited).toMatchObject({ id: two.id, name: "Two (seeded)", hasDatabase: true });
    const workspace = await setup.services.workspaces.get(two.id);
    expect((await workspace.querySql("SELECT a FROM t")).rows).toEqual([[1]]);
    await expectTrpcError(
      setup.caller.workspaces.update({ id: two.id, name: "Two", rootPath: "/etc" }),
      "BAD_REQUEST",
      outside("/etc"),
    );
    await expectTrpcError(
      setup.caller.workspaces.remove({ id: "ledgerline" }),
      "BAD_REQUEST",
      "workspace ledgerline comes from the samples; only workspaces registered here can be edited or removed",
    );
    expect(await setup.caller.workspaces.remove({ id: one.id })).toEqual({ id: one.id });
    await expectTrpcError(
      setup.caller.workspaces.remove({ id: one.id }),
      "NOT_FOUND",
      `unknown workspace: ${one.id}`,
    );
    expect((await setup.caller.workspaces.list()).map((entry) => entry.name)).toContain(
      "Two (seeded)",
    );
  });
});

describe("a .sql seed that reaches other files", () => {
  it("refuses ATTACH (writing outside the roots, copying another database in) and VACUUM INTO; nothing is created or stored", async () => {
    const before = await storedText(setup.services.prisma);
    const listed = await setup.caller.workspaces.list();
    const elsewhere = mkdtempSync(path.join(tmpdir(), "debrief-seed-target-"));
    const outsideFile = path.join(elsewhere, "x.db");
    // Stands for Debrief's own database: users, password hashes, session tokens.
    const appDatabase = path.join(elsewhere, "app.db");
    const app = new Database(appDatabase);
    app.exec(
      "CREATE TABLE users (email TEXT, password_hash TEXT); INSERT INTO users VALUES ('a@b', 'h');",
    );
    app.close();
    const folder = path.join(root, "seeded-attack");
    mkdirSync(folder);
    const seeds: [string, string, string][] = [
      [
        "write-outside.sql",
        `ATTACH DATABASE '${outsideFile}' AS out; CREATE TABLE out.proof(x TEXT); INSERT INTO out.proof VALUES ('written');`,
        "SQL seed statement 1 is not allowed: ATTACH reaches files outside the database the seed builds (a seed may not ATTACH, DETACH or VACUUM)",
      ],
      [
        "copy-app.sql",
        `CREATE TABLE stolen (email TEXT, password_hash TEXT);\n/* ; */ -- hidden;\n  attach /* c */ database '${appDatabase}' as "app";\nINSERT INTO stolen SELECT * FROM app.users;`,
        "SQL seed statement 2 is not allowed: ATTACH reaches files outside the database the seed builds (a seed may not ATTACH, DETACH or VACUUM)",
      ],
      [
        "vacuum.sql",
        `CREATE TABLE t (a); vacuum   INTO '${path.join(elsewhere, "copy.db")}';`,
        "SQL seed statement 2 is not allowed: VACUUM reaches files outside the database the seed builds (a seed may not ATTACH, DETACH or VACUUM)",
      ],
      ["extension.sql", "SELECT load_extension('/tmp/evil.so');", "not authorized"],
    ];
    for (const [name, seed, reason] of seeds) {
      const seedPath = path.join(folder, name);
      writeFileSync(seedPath, seed);
      await expectTrpcError(
        setup.caller.workspaces.register({ name, rootPath: folder, databasePath: seedPath }),
        "BAD_REQUEST",
        `SQL seed does not build: ${seedPath} (${reason})`,
      );
    }
    expect(existsSync(outsideFile)).toBe(false);
    expect(readdirSync(elsewhere)).toEqual(["app.db"]);
    expect(await setup.caller.workspaces.list()).toEqual(listed);
    expect(await storedText(setup.services.prisma)).toEqual(before);
  });
});

describe("reading outside the workspace through a run", () => {
  it("refuses /etc/passwd, a FIFO, /dev/zero through a symlink and a hard link; nothing of them is stored", async () => {
    const folder = path.join(root, "attacked");
    mkdirSync(folder);
    writeFileSync(path.join(folder, "README.md"), "# attacked\n");
    execFileSync("mkfifo", [path.join(folder, "pipe")]);
    symlinkSync("/dev/zero", path.join(folder, "zero"));
    symlinkSync("/etc/passwd", path.join(folder, "passwd-link"));
    const elsewhere = mkdtempSync(path.join(tmpdir(), "debrief-elsewhere-"));
    writeFileSync(path.join(elsewhere, "secret.txt"), "HARD-LINKED-SECRET\n");
    linkSync(path.join(elsewhere, "secret.txt"), path.join(folder, "hard-link.txt"));
    const registered = await setup.caller.workspaces.register({
      name: "attacked",
      rootPath: folder,
    });
    const attempts: [string, string, Record<string, unknown>, string][] = [
      [
        "a1",
        "read_file",
        { path: "../../../../../etc/passwd" },
        "path escapes the workspace: ../../../../../etc/passwd",
      ],
      [
        "a2",
        "read_file",
        { path: "passwd-link" },
        "path resolves outside the workspace through a symlink: passwd-link",
      ],
      [
        "a3",
        "read_file",
        { path: "pipe" },
        "not a regular file: pipe is a FIFO; only regular files are read",
      ],
      [
        "a4",
        "read_file",
        { path: "zero" },
        "path resolves outside the workspace through a symlink: zero",
      ],
      [
        "a5",
        "read_file",
        { path: "hard-link.txt" },
        "file has 2 hard links: hard-link.txt (a hard link can point outside the workspace; only files with one link are read)",
      ],
      [
        "a6",
        "search_code",
        { query: "HARD-LINKED" },
        '0 matches for "HARD-LINKED" (1 files searched)',
      ],
    ];
    const { detail, childItems } = await scriptedRun(
      {
        parent: delegatingParent,
        child: childCalling(attempts.map(([id, name, args]) => callOf(id, name, args))),
      },
      { workspaceId: registered.id },
    );
    expect(detail.run.status).toBe("succeeded");
    for (const [id, name, , message] of attempts) {
      expect(resultsOf(childItems, id), id).toMatchObject([
        { status: name === "search_code" ? "ok" : "error", content: message },
      ]);
    }
    const stored = await storedText(setup.services.prisma);
    expect(columnsContaining(stored, "root:x:0:0")).toEqual([]);
    expect(columnsContaining(stored, "HARD-LINKED-SECRET")).toEqual([]);
    expect(await (await setup.services.workspaces.get(registered.id)).listFiles()).toEqual([
      "README.md",
    ]);
  });

  it("search_code over a large tree keeps the event loop turning (async reads only)", async () => {
    const folder = path.join(root, "large");
    for (let index = 0; index < 300; index += 1) {
      const directory = path.join(folder, `dir-${index % 10}`);
      mkdirSync(directory, { recursive: true });
      writeFileSync(
        path.join(directory, `file-${index}.ts`),
        `export const value${index} = ${index};\n`.repeat(50),
      );
    }
    const workspace = new FileWorkspace({ id: "large", name: "large", rootPath: folder });
    let turns = 0;
    let turning = true;
    const spin = () => {
      turns += 1;
      if (turning) setImmediate(spin);
    };
    setImmediate(spin);
    const context = workspaceToolContext(workspace, {
      ids: { runId: "run_large", agentId: "agent_large", callId: "call_large" },
    });
    const outcome = await searchCodeTool.execute({ query: "value299 ", max_results: 5 }, context);
    turning = false;
    expect(outcome.content.split("\n")[0]).toBe('50 matches for "value299 " (300 files searched)');
    // Every file is opened, checked and read asynchronously: the loop turned between files.
    expect(turns).toBeGreaterThan(300);
  });
});
