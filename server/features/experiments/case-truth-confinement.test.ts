import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InputValidationError, NotFoundError, WorkspaceAccessError } from "../../runtime/errors";
import { rejection } from "../../runtime/testing/rejection";
import { escalationCaseSchema } from "../../shared/escalation-case-schema";
import { MAX_WORKSPACE_FILE_BYTES } from "../workspaces/file-workspace";
import { buildDatabaseFromSeed } from "../workspaces/seed-database";
import { checkCaseTruth, type CaseWorkspace } from "./case-truth";
import { EscalationHistoryCache, resolveRunHistory } from "../runs/run-history";
import { loadEscalationHistory } from "./escalation-history";

/**
 * The truth checker, seed builds and escalation histories read workspace files only the way
 * the tools do (confined-file.ts; attack repros 01, 02, 03): nothing through a symlink out of
 * the workspace, no FIFO (which would block the whole process), nothing over the size cap,
 * and a cited line quoted redacted. Messages name paths relative to the workspace only.
 */

const SECRET = "k9Jq2mX7vR4tB8nW1zL5pF3hD6sG0cYa-cookie-signing";
const API_KEY = "sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefghij";
const SEED = "CREATE TABLE merchants(merchant_id TEXT);\nINSERT INTO merchants VALUES ('m_1');\n";

let base: string;
let root: string;
let outside: string;

beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), "debrief-confine-"));
  root = path.join(base, "ws1");
  outside = path.join(base, "auth-secret");
  mkdirSync(path.join(root, "db"), { recursive: true });
  writeFileSync(path.join(root, "db", "seed.sql"), SEED);
  writeFileSync(outside, `${SECRET}\n`);
});

afterEach(() => {
  rmSync(base, { recursive: true, force: true });
});

function workspace(): CaseWorkspace {
  return { id: "ws1", rootPath: root, seedSqlPath: path.join(root, "db", "seed.sql") };
}

/** A version case citing line 1 of `file` for `text`. */
function citingCase(file: string, text: string) {
  return escalationCaseSchema.parse({
    id: "cited-x",
    workspace: "ws1",
    kind: "version",
    question: "Which version?",
    history: null,
    truth: [{ kind: "value", key: "k", value: text, source: { file, line: 1, text } }],
    caveats: [],
  });
}

const idSetCase = escalationCaseSchema.parse({
  id: "seed-case",
  workspace: "ws1",
  kind: "affected_ids",
  question: "Which merchants?",
  history: null,
  truth: [{ kind: "id_set", key: "ids", ids: ["m_1"], sql: "SELECT merchant_id FROM merchants" }],
  caveats: [],
});

function mkfifo(file: string): void {
  execFileSync("mkfifo", [file]);
}

describe("the truth checker's cited lines", () => {
  it("refuses a cited file that is a symlink out of the workspace, quoting nothing of it", async () => {
    symlinkSync(outside, path.join(root, "notes.txt"));
    const problems = await checkCaseTruth(citingCase("notes.txt", "zzz"), workspace());
    expect(problems).toEqual([
      'truth "k": path resolves outside the workspace through a symlink: notes.txt',
    ]);
  });

  it("quotes a .env line redacted, and a cited secret never matches it", async () => {
    writeFileSync(path.join(root, ".env"), `OPENAI_API_KEY=${API_KEY}\n`);
    expect(await checkCaseTruth(citingCase(".env", "zzz"), workspace())).toEqual([
      'truth "k": .env:1 does not contain "zzz" (the line reads "OPENAI_API_KEY=[redacted-key]")',
    ]);
    // Citing the key itself is no oracle for its characters: the line is compared as shown.
    expect(await checkCaseTruth(citingCase(".env", API_KEY.slice(0, 12)), workspace())).toEqual([
      `truth "k": .env:1 does not contain "${API_KEY.slice(0, 12)}" (the line reads "OPENAI_API_KEY=[redacted-key]")`,
    ]);
    expect(
      await checkCaseTruth(citingCase(".env", "OPENAI_API_KEY=[redacted-key]"), workspace()),
    ).toEqual([]);
  });

  it("refuses a FIFO without blocking on it", async () => {
    mkfifo(path.join(root, "notes.txt"));
    expect(await checkCaseTruth(citingCase("notes.txt", "zzz"), workspace())).toEqual([
      'truth "k": not a regular file: notes.txt is a FIFO; only regular files are read',
    ]);
  });

  it("refuses a file over read_file's size cap", async () => {
    writeFileSync(path.join(root, "big.txt"), "x".repeat(MAX_WORKSPACE_FILE_BYTES + 1));
    expect(await checkCaseTruth(citingCase("big.txt", "x"), workspace())).toEqual([
      `truth "k": file too large to read: big.txt (${MAX_WORKSPACE_FILE_BYTES + 1} bytes; the limit is ${MAX_WORKSPACE_FILE_BYTES})`,
    ]);
  });

  it("names a history folder that links out of the workspace as having no index", async () => {
    mkdirSync(path.join(base, "elsewhere"));
    writeFileSync(path.join(base, "elsewhere", "index.json"), "{}");
    symlinkSync(path.join(base, "elsewhere"), path.join(root, "history"));
    const withHistory = { ...citingCase("db/seed.sql", "CREATE TABLE"), history: "history" };
    expect(await checkCaseTruth(withHistory, workspace())).toEqual([
      'history "history": no index.json in the workspace',
    ]);
  });
});

describe("seed SQL of the truth checker and of registered workspaces", () => {
  it("refuses a seed that is a symlink out of the workspace (WorkspaceAccessError, a 403)", async () => {
    rmSync(path.join(root, "db", "seed.sql"));
    symlinkSync(outside, path.join(root, "db", "seed.sql"));
    const error = await rejection(checkCaseTruth(idSetCase, workspace()));
    expect(error).toBeInstanceOf(WorkspaceAccessError);
    expect(error.message).toBe(
      "path resolves outside the workspace through a symlink: db/seed.sql",
    );
    const direct = await rejection(
      buildDatabaseFromSeed(path.join(root, "db", "seed.sql"), path.join(base, "x.db")),
    );
    expect(direct.message).toBe("path resolves outside the workspace through a symlink: seed.sql");
  });

  it("refuses a FIFO seed without blocking on it", async () => {
    rmSync(path.join(root, "db", "seed.sql"));
    mkfifo(path.join(root, "db", "seed.sql"));
    const error = await rejection(checkCaseTruth(idSetCase, workspace()));
    expect(error).toBeInstanceOf(WorkspaceAccessError);
    expect(error.message).toBe(
      "not a regular file: db/seed.sql is a FIFO; only regular files are read",
    );
  });

  it("answers a seed SQLite refuses with a 400 whose message is redacted and names no server path", async () => {
    writeFileSync(path.join(root, "db", "seed.sql"), `SELECT * FROM "${API_KEY}";\n`);
    const error = await rejection(checkCaseTruth(idSetCase, workspace()));
    expect(error).toBeInstanceOf(InputValidationError);
    expect(error.message).toBe(
      "SQL seed db/seed.sql does not build: no such table: [redacted-key]",
    );
  });

  it("refuses a seed over the seed size cap", async () => {
    const seed = path.join(root, "db", "seed.sql");
    writeFileSync(seed, SEED);
    execFileSync("truncate", ["-s", String(16 * 1024 * 1024 + 1), seed]);
    const error = await rejection(checkCaseTruth(idSetCase, workspace()));
    expect(error).toBeInstanceOf(WorkspaceAccessError);
    expect(error.message).toBe(
      `file too large to read: db/seed.sql (${16 * 1024 * 1024 + 1} bytes; the limit is ${16 * 1024 * 1024})`,
    );
  });
});

describe("escalation histories", () => {
  const index = {
    format: "escalation-history/v1",
    workspace: "ws1",
    escalation: "ESC-1",
    question: "Which?",
    asOf: "2026-12-01",
    documents: [{ file: "01-a.md", title: "A", kind: "ticket" }],
  };

  function historyFolder(): string {
    const folder = path.join(root, "escalation-history");
    mkdirSync(folder);
    return folder;
  }

  it("refuses an index that is a symlink out of the workspace", async () => {
    const folder = historyFolder();
    writeFileSync(outside, JSON.stringify(index));
    symlinkSync(outside, path.join(folder, "index.json"));
    const error = await rejection(loadEscalationHistory(root));
    expect(error).toBeInstanceOf(WorkspaceAccessError);
    expect(error.message).toBe(
      "path resolves outside the workspace through a symlink: escalation-history/index.json",
    );
  });

  it("refuses a history folder that is a symlink out of the workspace", async () => {
    mkdirSync(path.join(base, "elsewhere"));
    writeFileSync(path.join(base, "elsewhere", "index.json"), JSON.stringify(index));
    writeFileSync(path.join(base, "elsewhere", "01-a.md"), "secret notes");
    symlinkSync(path.join(base, "elsewhere"), path.join(root, "escalation-history"));
    const error = await rejection(loadEscalationHistory(root));
    expect(error).toBeInstanceOf(WorkspaceAccessError);
    expect(error.message).toBe(
      "path resolves outside the workspace through a symlink: escalation-history/index.json",
    );
  });

  it("refuses a listed document that is a FIFO or links out, without blocking", async () => {
    const folder = historyFolder();
    writeFileSync(path.join(folder, "index.json"), JSON.stringify(index));
    mkfifo(path.join(folder, "01-a.md"));
    const fifo = await rejection(loadEscalationHistory(root));
    expect(fifo).toBeInstanceOf(WorkspaceAccessError);
    expect(fifo.message).toBe(
      "not a regular file: escalation-history/01-a.md is a FIFO; only regular files are read",
    );
    rmSync(path.join(folder, "01-a.md"));
    symlinkSync(outside, path.join(folder, "01-a.md"));
    const linked = await rejection(loadEscalationHistory(root));
    expect(linked.message).toBe(
      "path resolves outside the workspace through a symlink: escalation-history/01-a.md",
    );
  });

  it("refuses a run start with the sample history whose index links out (runs.start, a 403)", async () => {
    const folder = historyFolder();
    writeFileSync(outside, JSON.stringify(index));
    symlinkSync(outside, path.join(folder, "index.json"));
    const workspaces = {
      list: () =>
        Promise.resolve([
          {
            id: "ws1",
            name: "ws1",
            rootPath: root,
            hasDatabase: false,
            source: "registered" as const,
          },
        ]),
    };
    const error = await rejection(
      resolveRunHistory(
        workspaces,
        { question: "Which?", workspaceId: "ws1", history: "sample" },
        new EscalationHistoryCache(),
      ),
    );
    expect(error).toBeInstanceOf(WorkspaceAccessError);
    expect(error.message).toBe(
      "path resolves outside the workspace through a symlink: escalation-history/index.json",
    );
  });

  it("names a missing index relative to the workspace", async () => {
    const error = await rejection(loadEscalationHistory(root));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toBe(
      "no escalation history: escalation-history/index.json does not exist",
    );
  });
});
