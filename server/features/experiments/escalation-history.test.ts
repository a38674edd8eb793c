import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InputValidationError, NotFoundError } from "../../runtime/errors";
import { rejection } from "../../runtime/testing/rejection";
import { o200kTokenCounter } from "../../runtime/window/token-counter";
import { openSeedDatabase, sampleCaseWorkspace } from "./case-truth";
import { loadDataset } from "./escalation-case";
import {
  DEFAULT_HISTORY_FOLDER,
  loadEscalationHistory,
  renderEscalationHistory,
  type EscalationHistory,
} from "./escalation-history";

/**
 * The sample escalation histories (issue 11: "the parent's window before spawn is of the seed's
 * order, about 20k tokens"): complete, of that size with the o200k tokenizer, and without the
 * answer to their escalation's question.
 */
const repoRoot = path.resolve(__dirname, "../../..");
const dataset = loadDataset("v1", path.join(repoRoot, "datasets", "escalations"));

/** The headline case of each sample: its id set is the answer the history must not contain. */
const SAMPLES = [
  {
    workspace: "ledgerline",
    headline: "ledgerline-affected-merchants",
    answerKey: "affected_merchants",
    nameQuery: "SELECT name FROM merchants WHERE merchant_id = ?",
  },
  {
    workspace: "routemark",
    headline: "routemark-affected-shippers",
    answerKey: "affected_shippers",
    nameQuery: "SELECT name FROM shippers WHERE shipper_id = ?",
  },
] as const;

const temporary: string[] = [];
afterAll(() => {
  for (const folder of temporary) rmSync(folder, { recursive: true, force: true });
});

describe.each(SAMPLES)("the $workspace escalation history", (sample) => {
  const workspace = sampleCaseWorkspace(repoRoot, sample.workspace);
  let history: EscalationHistory;
  beforeAll(async () => {
    history = await loadEscalationHistory(workspace.rootPath);
  });
  const headline = dataset.cases.find((candidate) => candidate.id === sample.headline);

  it("lists every Markdown file of its folder once, in file-name order", () => {
    const folder = path.join(workspace.rootPath, DEFAULT_HISTORY_FOLDER);
    const files = readdirSync(folder)
      .filter((name) => name.endsWith(".md"))
      .sort();
    expect(history.documents.map((document) => document.file)).toEqual(files);
    expect(history.index.workspace).toBe(sample.workspace);
    expect(history.index.question).toBe(headline?.question);
  });

  it("is about 20k o200k tokens (seed 000: the parent held 22,400 before spawning)", () => {
    const documents = history.documents.reduce(
      (total, document) => total + o200kTokenCounter.count(document.text),
      0,
    );
    const rendered = o200kTokenCounter.count(renderEscalationHistory(history));
    expect(documents).toBeGreaterThanOrEqual(19_000);
    expect(documents).toBeLessThanOrEqual(22_000);
    expect(rendered).toBeGreaterThan(documents);
    expect(rendered).toBeLessThanOrEqual(22_000);
  });

  it("does not contain the answer: no id or name of an affected entity", async () => {
    const element = headline?.truth.find((candidate) => candidate.key === sample.answerKey);
    expect(element?.kind).toBe("id_set");
    const ids = element?.kind === "id_set" ? element.ids : [];
    expect(ids.length).toBeGreaterThan(10);
    const db = await openSeedDatabase(workspace.seedSqlPath);
    const names = ids.map((id) => String(db.prepare(sample.nameQuery).pluck().get(id)));
    db.close();
    const leaks = history.documents.flatMap((document) =>
      [...ids, ...names]
        .filter((term) => document.text.toLowerCase().includes(term.toLowerCase()))
        .map((term) => `${document.file}: ${term}`),
    );
    expect(leaks).toEqual([]);
  });

  it("holds no file named like a changelog (read_changelog reads those)", () => {
    expect(history.documents.filter((document) => /changelog/i.test(document.file))).toEqual([]);
  });
});

describe("the ledgerline history and the scripted child's searches", () => {
  it("never contains the strings the scripted research searches for across the workspace", async () => {
    // ledgerline-policy.ts searches "API_VERSION", "api_version" and the legacy client's
    // exported function name without a path prefix; the history must not add hits to them.
    const { rootPath } = sampleCaseWorkspace(repoRoot, "ledgerline");
    const hits = (await loadEscalationHistory(rootPath)).documents.filter((document) =>
      /api_version|legacycharge/i.test(document.text),
    );
    expect(hits.map((document) => document.file)).toEqual([]);
  });
});

describe("renderEscalationHistory", () => {
  it("puts the escalation and its question first, then each document under its title", async () => {
    const { rootPath } = sampleCaseWorkspace(repoRoot, "ledgerline");
    const history = await loadEscalationHistory(rootPath);
    const text = renderEscalationHistory(history);
    expect(text.split("\n\n").slice(0, 2)).toEqual([
      "# Escalation history ESC-0932 (as of 2026-11-30)",
      "Question: Which merchants break when the provider retires API v2?",
    ]);
    const positions = history.documents.map((document, index) =>
      text.indexOf(
        `Document ${index + 1} of ${history.documents.length} (${document.kind}): ${document.title}`,
      ),
    );
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});

describe("loadEscalationHistory refuses a broken folder", () => {
  const index = {
    format: "escalation-history/v1",
    workspace: "sample",
    escalation: "ESC-1",
    question: "Which?",
    asOf: "2026-12-01",
    documents: [{ file: "01-a.md", title: "A", kind: "ticket" }],
  };

  /** A fresh workspace root whose history folder holds `files` (name → text). */
  function workspaceWith(files: Record<string, string>) {
    const root = mkdtempSync(path.join(tmpdir(), "debrief-history-"));
    temporary.push(root);
    const folder = path.join(root, DEFAULT_HISTORY_FOLDER);
    mkdirSync(folder);
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
    return { root, folder, indexPath: path.join(folder, "index.json") };
  }

  it("without index.json", async () => {
    const { root } = workspaceWith({});
    const error = await rejection(loadEscalationHistory(root));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toBe(
      "no escalation history: escalation-history/index.json does not exist",
    );
  });

  it("with an index that is not JSON", async () => {
    const { root } = workspaceWith({ "index.json": "{" });
    const error = await rejection(loadEscalationHistory(root));
    expect(error).toBeInstanceOf(InputValidationError);
    expect(error.message).toBe("escalation-history/index.json: invalid JSON");
  });

  it("with an index that does not match the schema", async () => {
    const documents = [
      { file: "../x.md", title: "X", kind: "ticket" },
      { file: "01-a.md", title: "A", kind: "gossip" },
    ];
    const { root } = workspaceWith({
      "index.json": JSON.stringify({ ...index, asOf: "soon", documents }),
    });
    const error = await rejection(loadEscalationHistory(root));
    expect(error).toBeInstanceOf(InputValidationError);
    expect(error.message).toBe(
      `escalation-history/index.json: asOf: Invalid ISO date; documents.0.file: must be a .md file in the folder; ` +
        'documents.1.kind: Invalid option: expected one of "ticket"|"escalation"|"notes"|"chat"|"policy"|"example"|"draft"|"runbook"|"correspondence"|"reference"|"handoff"',
    );
  });

  it("with a listed file missing", async () => {
    const { root } = workspaceWith({ "index.json": JSON.stringify(index) });
    const error = await rejection(loadEscalationHistory(root));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toBe(
      "escalation history lists a missing file: escalation-history/01-a.md",
    );
  });

  it("loads a complete folder with each document's text", async () => {
    const { root } = workspaceWith({ "index.json": JSON.stringify(index), "01-a.md": "Hello.\n" });
    expect((await loadEscalationHistory(root)).documents).toEqual([
      { file: "01-a.md", title: "A", kind: "ticket", text: "Hello.\n" },
    ]);
  });
});
