import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InputValidationError, NotFoundError } from "../../runtime/errors";
import { o200kTokenCounter } from "../../runtime/window/token-counter";
import { SAMPLE_QUESTION } from "../../samples/ledgerline/sample-question";
import { expectTrpcError } from "../../testing/trpc-errors";
import { createTestServices, waitForRun, type TestServices } from "../../testing/test-services";
import type { WorkspaceSummary } from "../workspaces/workspace-registry";
import type { EscalationHistory } from "../experiments/escalation-history";
import {
  ATTACHED_HISTORY_LABEL,
  EscalationHistoryCache,
  HISTORY_RECHECK_AFTER_MS,
  resolveRunHistory,
  sameQuestion,
} from "./run-history";
import { manualClock } from "../../runtime/testing/manual-clock";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const ROUTEMARK_QUESTION = "Which shippers' parcels fail when Ostrander closes the Harwick hub?";

function workspace(id: string, rootPath: string): WorkspaceSummary {
  return { id, name: id, rootPath, hasDatabase: false, source: "registered" };
}

/** Workspaces: the two samples, a folder without a history, one with a broken index. */
function registry() {
  const bare = mkdtempSync(path.join(tmpdir(), "bare-"));
  const broken = mkdtempSync(path.join(tmpdir(), "broken-"));
  mkdirSync(path.join(broken, "escalation-history"));
  writeFileSync(path.join(broken, "escalation-history", "index.json"), '{"format": "v0"}');
  const entries = [
    workspace("ledgerline", path.join(repoRoot, "workspaces", "ledgerline")),
    workspace("routemark", path.join(repoRoot, "workspaces", "routemark")),
    workspace("bare", bare),
    workspace("broken", broken),
  ];
  return { list: () => Promise.resolve(entries), broken };
}

describe("resolveRunHistory", () => {
  const workspaces = registry();

  it("by default gives a workspace's own question its sample history, and no other question one", async () => {
    const ledgerline = await resolveRunHistory(workspaces, {
      question: "  which merchants break when the provider retires API v2  ",
      workspaceId: "ledgerline",
    });
    expect([ledgerline?.source, ledgerline?.label]).toEqual(["sample", "ESC-0932"]);
    expect(o200kTokenCounter.count(ledgerline!.text)).toBe(20_777);
    const routemark = await resolveRunHistory(workspaces, {
      question: ROUTEMARK_QUESTION,
      workspaceId: "routemark",
    });
    expect(routemark?.label).toBe("ESC-0417");
    const others: [string, string][] = [
      ["Which merchants use the sandbox?", "ledgerline"],
      [SAMPLE_QUESTION, "routemark"],
      [SAMPLE_QUESTION, "bare"],
    ];
    for (const [question, workspaceId] of others) {
      expect(await resolveRunHistory(workspaces, { question, workspaceId })).toBeNull();
    }
  });

  it('"sample" attaches the workspace\'s history to any question; "none" attaches none', async () => {
    const sample = await resolveRunHistory(workspaces, {
      question: "Which merchants use the sandbox?",
      workspaceId: "ledgerline",
      history: "sample",
    });
    expect(sample?.label).toBe("ESC-0932");
    expect(
      await resolveRunHistory(workspaces, {
        question: SAMPLE_QUESTION,
        workspaceId: "ledgerline",
        history: "none",
      }),
    ).toBeNull();
  });

  it("redacts an attached history at ingestion (keys, tokens, card numbers, emails)", async () => {
    const attached = await resolveRunHistory(workspaces, {
      question: "q",
      workspaceId: "bare",
      history: {
        text: "Ticket from ana@example.com: key sk-live1234567890abcd, card 4111 1111 1111 1111.",
      },
    });
    expect(attached).toEqual({
      text: "Ticket from [redacted-email]: key [redacted-key], card [redacted-card].",
      source: "attached",
      label: ATTACHED_HISTORY_LABEL,
    });
  });

  it("refuses a sample history where there is none, a broken history folder and an unknown workspace", async () => {
    await expect(
      resolveRunHistory(workspaces, { question: "q", workspaceId: "bare", history: "sample" }),
    ).rejects.toThrow(
      new InputValidationError(
        "workspace bare has no escalation history (escalation-history/index.json); attach one or choose none",
      ),
    );
    await expect(
      resolveRunHistory(workspaces, { question: "q", workspaceId: "broken" }),
    ).rejects.toThrow(
      new InputValidationError(
        `escalation-history/index.json: format: Invalid input: expected "escalation-history/v1"; workspace: Invalid input: expected string, received undefined; escalation: Invalid input: expected string, received undefined; question: Invalid input: expected string, received undefined; asOf: Invalid input: expected string, received undefined; documents: Invalid input: expected array, received undefined`,
      ),
    );
    await expect(
      resolveRunHistory(workspaces, { question: "q", workspaceId: "nowhere" }),
    ).rejects.toThrow(new NotFoundError("unknown workspace: nowhere"));
  });
});

describe("a run's history through the router", () => {
  let setup: TestServices;

  beforeAll(async () => {
    setup = await createTestServices();
  });

  afterAll(async () => {
    await setup.disconnect();
  });

  it("starts the parent with the attached history, redacted, and records its label and size", async () => {
    const text = "Customer thread: bob@example.com asked twice whether checkout stops.";
    const { runId } = await setup.caller.runs.start({
      question: "Which merchants use the sandbox?",
      workspaceId: "ledgerline",
      history: { text },
    });
    const detail = await waitForRun(setup.caller, runId);
    const redacted = "Customer thread: [redacted-email] asked twice whether checkout stops.";
    expect(detail.run.history).toEqual({
      source: "attached",
      label: ATTACHED_HISTORY_LABEL,
      tokens: o200kTokenCounter.count(redacted),
    });
    const parent = detail.agents.find((agent) => agent.role === "parent")!;
    expect(detail.transcripts[parent.id]!.slice(0, 2)).toMatchObject([
      { kind: "message", role: "user", text: redacted },
      { kind: "message", role: "user", text: "Which merchants use the sandbox?" },
    ]);
  });

  it("answers a sample history on a workspace without one with BAD_REQUEST and stores nothing", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "plain-"));
    const registered = await setup.caller.workspaces.register({ name: "plain", rootPath: folder });
    const before = (await setup.caller.runs.list()).total;
    await expectTrpcError(
      setup.caller.runs.start({ question: "q", workspaceId: registered.id, history: "sample" }),
      "BAD_REQUEST",
      `workspace ${registered.id} has no escalation history (escalation-history/index.json); attach one or choose none`,
    );
    expect((await setup.caller.runs.list()).total).toBe(before);
  });
});

describe("EscalationHistoryCache", () => {
  /** A folder with an index and one document on disk; the loader is a fake that counts calls. */
  function folder() {
    const root = mkdtempSync(path.join(tmpdir(), "history-cache-"));
    const directory = path.join(root, "escalation-history");
    mkdirSync(directory);
    writeFileSync(path.join(directory, "index.json"), "{}");
    writeFileSync(path.join(directory, "01-note.md"), "first");
    const loads: string[] = [];
    const history = {
      index: { escalation: "ESC-1" },
      documents: [{ file: "01-note.md", title: "Note", kind: "reference", text: "first" }],
    } as unknown as EscalationHistory;
    const clock = manualClock();
    const cache = new EscalationHistoryCache(async (rootPath) => {
      loads.push(rootPath);
      return history;
    }, clock);
    return { root, directory, loads, history, cache, clock };
  }

  it("loads a folder once while its index and documents are unchanged", async () => {
    const { root, loads, history, cache } = folder();
    expect(await cache.read(root)).toBe(history);
    expect(await cache.read(root)).toBe(history);
    expect(loads).toEqual([root]);
  });

  it("loads again when a document's size or modification time changed, once the recheck is due", async () => {
    const { root, directory, loads, cache, clock } = folder();
    await cache.read(root);
    writeFileSync(path.join(directory, "01-note.md"), "first, edited");
    await cache.read(root); // within HISTORY_RECHECK_AFTER_MS: the kept history, no stat
    expect(loads).toEqual([root]);
    await clock.advance(HISTORY_RECHECK_AFTER_MS);
    await cache.read(root);
    utimesSync(path.join(directory, "01-note.md"), new Date(1_000_000), new Date(1_000_000));
    await clock.advance(HISTORY_RECHECK_AFTER_MS);
    await cache.read(root);
    await cache.read(root);
    expect(loads).toEqual([root, root, root]);
  });

  it("shares one check among concurrent reads", async () => {
    const { root, loads, history, cache } = folder();
    const reads = await Promise.all([cache.read(root), cache.read(root), cache.read(root)]);
    expect(reads).toEqual([history, history, history]);
    expect(loads).toEqual([root]);
  });

  it("keeps a workspace without a history as null until its index appears", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "history-none-"));
    let loads = 0;
    const clock = manualClock();
    const cache = new EscalationHistoryCache(async () => {
      loads += 1;
      throw new NotFoundError("no escalation history");
    }, clock);
    expect(await cache.read(root)).toBeNull();
    expect(await cache.read(root)).toBeNull();
    expect(loads).toBe(1);
    mkdirSync(path.join(root, "escalation-history"));
    writeFileSync(path.join(root, "escalation-history", "index.json"), "{}");
    await clock.advance(HISTORY_RECHECK_AFTER_MS);
    expect(await cache.read(root)).toBeNull();
    expect(loads).toBe(2);
  });

  it("keeps no malformed folder: every read throws the loader's error", async () => {
    const { root } = folder();
    let loads = 0;
    const cache = new EscalationHistoryCache(async () => {
      loads += 1;
      throw new InputValidationError("index.json: format: invalid");
    });
    await expect(cache.read(root)).rejects.toThrow("index.json: format: invalid");
    await expect(cache.read(root)).rejects.toThrow("index.json: format: invalid");
    expect(loads).toBe(2);
  });
});

describe("sameQuestion", () => {
  it("compares case, spacing and end punctuation aside", () => {
    expect(sameQuestion("Which merchants break?", "  which   MERCHANTS break ?!. ")).toBe(true);
    expect(sameQuestion("Which merchants break?", "Which merchants broke?")).toBe(false);
    expect(sameQuestion("?!", "")).toBe(true);
  });

  it("drops a 200,000-character run of end punctuation only at the end (a linear scan)", () => {
    // The regex it replaces retried the run from each position: 95 s for this question.
    expect(sameQuestion(`${"?".repeat(200_000)}x`, "x")).toBe(false);
    expect(sameQuestion(`x${"? ".repeat(100_000)}`, "X")).toBe(true);
  });
});
