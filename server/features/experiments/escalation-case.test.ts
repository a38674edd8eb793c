import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildSeedSql as buildLedgerlineSeed } from "../../../workspaces/ledgerline/db/generate-seed";
import { buildSeedSql as buildRoutemarkSeed } from "../../../workspaces/routemark/db/generate-seed";
import { InputValidationError } from "../../runtime/errors";
import { manualClock } from "../../runtime/testing/manual-clock";
import { rejection } from "../../runtime/testing/rejection";
import {
  checkCaseTruth,
  MAX_TRUTH_QUERY_BYTES,
  MAX_TRUTH_QUERY_ROWS,
  sampleCaseWorkspace,
  TRUTH_QUERY_TIMEOUT_MS,
} from "./case-truth";
import {
  CASE_KINDS,
  casesToJsonl,
  listDatasetVersions,
  loadDataset,
  type EscalationCase,
} from "./escalation-case";
import { loadEscalationHistory } from "./escalation-history";
import { lastKilledSqlChild } from "../workspaces/sql-child";

/**
 * The escalation dataset (issue 11): v1 loads and is big and varied enough, every case's ground
 * truth is recomputed from its workspace (SQL over the seed, the cited file lines); JSONL import
 * and export are tested in escalation-case-jsonl.test.ts.
 */
const repoRoot = path.resolve(__dirname, "../../..");
const datasetsDirectory = path.join(repoRoot, "datasets", "escalations");
const dataset = loadDataset("v1", datasetsDirectory);
const workspaces = {
  ledgerline: sampleCaseWorkspace(repoRoot, "ledgerline"),
  routemark: sampleCaseWorkspace(repoRoot, "routemark"),
};

function workspaceOf(escalationCase: EscalationCase) {
  const workspace = workspaces[escalationCase.workspace as keyof typeof workspaces];
  if (workspace === undefined) throw new Error(`no sample workspace ${escalationCase.workspace}`);
  return workspace;
}

function caseById(id: string): EscalationCase {
  const found = dataset.cases.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no case ${id}`);
  return found;
}

function idSet(escalationCase: EscalationCase, key: string): string[] {
  const element = escalationCase.truth.find((candidate) => candidate.key === key);
  if (element?.kind !== "id_set") throw new Error(`${escalationCase.id} has no id_set ${key}`);
  return element.ids;
}

describe("dataset v1", () => {
  it("holds at least 30 cases, at least 10 per workspace, with unique ids", () => {
    const ids = dataset.cases.map((escalationCase) => escalationCase.id);
    expect(ids.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ids).size).toBe(ids.length);
    const perWorkspace = new Map<string, number>();
    for (const escalationCase of dataset.cases) {
      perWorkspace.set(
        escalationCase.workspace,
        (perWorkspace.get(escalationCase.workspace) ?? 0) + 1,
      );
    }
    expect([...perWorkspace.keys()].sort()).toEqual(["ledgerline", "routemark"]);
    for (const count of perWorkspace.values()) {
      expect(count).toBeGreaterThanOrEqual(10);
    }
  });

  it("varies the question kinds: every kind overall, at least six per workspace", () => {
    expect(new Set(dataset.cases.map((c) => c.kind))).toEqual(new Set(CASE_KINDS));
    for (const workspace of ["ledgerline", "routemark"]) {
      const kinds = new Set(
        dataset.cases.filter((c) => c.workspace === workspace).map((c) => c.kind),
      );
      expect(kinds.size).toBeGreaterThanOrEqual(6);
      expect(kinds.has("partly_unknowable")).toBe(true);
    }
  });

  it("gives every partly unknowable case at least one required caveat", () => {
    const bare = dataset.cases.filter(
      (c) => c.kind === "partly_unknowable" && c.caveats.length === 0,
    );
    expect(bare.map((c) => c.id)).toEqual([]);
  });

  it("is stored canonically: the file is exactly what casesToJsonl writes", () => {
    expect(readFileSync(dataset.filePath, "utf8")).toBe(casesToJsonl(dataset.cases));
  });

  it("is summarised in datasets/escalations/README.md, one row per case", () => {
    const readme = readFileSync(path.join(datasetsDirectory, "README.md"), "utf8");
    const rows = new Set(
      [...readme.matchAll(/^\| `([a-z0-9-]+)` +\| ([a-z]+) +\|/gm)].map((m) => `${m[1]} ${m[2]}`),
    );
    const missing = dataset.cases.filter((c) => !rows.has(`${c.id} ${c.workspace}`));
    expect(missing.map((c) => c.id)).toEqual([]);
  });

  it("is listed among the dataset versions", () => {
    expect(listDatasetVersions(datasetsDirectory)).toContain("v1");
  });

  it("points at histories that load and belong to the case's workspace", async () => {
    const withHistory = dataset.cases.filter((c) => c.history !== null);
    expect(withHistory.length).toBeGreaterThanOrEqual(2);
    for (const escalationCase of withHistory) {
      const history = await loadEscalationHistory(
        workspaceOf(escalationCase).rootPath,
        escalationCase.history ?? undefined,
      );
      expect(history.index.workspace).toBe(escalationCase.workspace);
    }
  });
});

describe("dataset v2", () => {
  const v2 = loadDataset("v2", datasetsDirectory);
  const changed = ["ledgerline-affected-merchants", "ledgerline-alder-lane-bakery"];

  it("is v1 with the fallback condition line also accepted for two causes, stored canonically", () => {
    expect(readFileSync(v2.filePath, "utf8")).toBe(casesToJsonl(v2.cases));
    expect(v2.cases.map((c) => c.id)).toEqual(dataset.cases.map((c) => c.id));
    const differing = v2.cases.filter(
      (c, index) => JSON.stringify(c) !== JSON.stringify(dataset.cases[index]),
    );
    expect(differing.map((c) => c.id)).toEqual(changed);
    for (const escalationCase of differing) {
      const also = escalationCase.truth.flatMap((element) =>
        element.kind === "location" && element.also
          ? [[element.key, element.line, element.also]]
          : [],
      );
      expect(also).toEqual([
        [
          escalationCase.id === changed[0] ? "indirect_cause" : "cause",
          47,
          [{ line: 46, text: "if (isTransient(error) && merchant.fallback_enabled) {" }],
        ],
      ]);
    }
  });

  it.each(changed)("%s: every truth element matches the workspace", async (id) => {
    const escalationCase = v2.cases.find((c) => c.id === id)!;
    expect(await checkCaseTruth(escalationCase, workspaceOf(escalationCase))).toEqual([]);
  });

  it("names an also-line that moved", async () => {
    const escalationCase = v2.cases.find((c) => c.id === changed[0])!;
    const moved = escalationCase.truth.map((element) =>
      element.kind === "location"
        ? { ...element, also: [{ line: 45, text: "isTransient" }] }
        : element,
    );
    expect(
      await checkCaseTruth({ ...escalationCase, truth: moved }, workspaceOf(escalationCase)),
    ).toEqual([
      'truth "indirect_cause": src/adapters/primary-adapter.ts:45 does not contain "isTransient" (the line reads "} catch (error) {")',
    ]);
  });
});

describe("ground truth recomputed from the workspace", () => {
  it("uses the committed seeds, which are exactly what their generators write", () => {
    expect(readFileSync(workspaces.ledgerline.seedSqlPath, "utf8")).toBe(buildLedgerlineSeed());
    expect(readFileSync(workspaces.routemark.seedSqlPath, "utf8")).toBe(buildRoutemarkSeed());
  });

  it.each(dataset.cases.map((escalationCase) => [escalationCase.id, escalationCase] as const))(
    "%s: every truth element matches the workspace",
    async (_id, escalationCase) => {
      expect(await checkCaseTruth(escalationCase, workspaceOf(escalationCase))).toEqual([]);
    },
  );

  it("keeps the headline answers equal to the union of their parts", () => {
    expect(idSet(caseById("ledgerline-affected-merchants"), "affected_merchants")).toEqual(
      [
        ...idSet(caseById("ledgerline-direct-v2-merchants"), "direct_merchants"),
        ...idSet(caseById("ledgerline-fallback-merchants"), "fallback_merchants"),
      ].sort(),
    );
    expect(idSet(caseById("routemark-affected-shippers"), "affected_shippers")).toEqual(
      [
        ...idSet(caseById("routemark-harwick-collections"), "harwick_collection_shippers"),
        ...idSet(caseById("routemark-non-ostrander-via-harwick"), "non_ostrander_shippers"),
        "s_0046",
      ].sort(),
    );
  });

  describe("reports drift with a message naming the element", async () => {
    const base = caseById("ledgerline-fallback-merchants");
    const check = (truth: EscalationCase["truth"], overrides: Partial<EscalationCase> = {}) =>
      checkCaseTruth({ ...base, ...overrides, truth }, workspaces.ledgerline);
    const sql = "SELECT merchant_id FROM merchants WHERE fallback_enabled = 1";

    it("an id set that lost or gained ids", async () => {
      expect(await check([{ kind: "id_set", key: "ids", ids: ["m_0005", "m_0999"], sql }])).toEqual(
        [
          'truth "ids": the query returned 3 ids, the case lists 2 (missing from the query: m_0999; not in the case: m_0067, m_0148)',
        ],
      );
    });

    it("queries that fail, return the wrong shape or are not a SELECT", async () => {
      expect(
        await check([
          { kind: "id_set", key: "bad_sql", ids: [], sql: "SELECT id FROM nowhere" },
          {
            kind: "id_set",
            key: "two_columns",
            ids: [],
            sql: "SELECT merchant_id, name FROM merchants",
          },
          { kind: "count", key: "many_rows", value: 1, sql: "SELECT 1 UNION ALL SELECT 2" },
          { kind: "boolean", key: "not_a_flag", value: true, sql: "SELECT 'yes'" },
          { kind: "count", key: "write", value: 0, sql: "DELETE FROM merchants" },
        ]),
      ).toEqual([
        'truth "bad_sql": the query failed: no such table: nowhere',
        'truth "two_columns": the query must return one column, it returned 2',
        'truth "many_rows": the query must return one row with one column, it returned 2 rows of 1 columns',
        'truth "not_a_flag": the query returned "yes", not a 0/1 flag',
        'truth "write": the query must return rows (a SELECT)',
      ]);
    });

    it("a runaway truth query is stopped at the time limit, on the clock given, by killing its child process", async () => {
      const clock = manualClock();
      const runaway =
        "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c) SELECT count(*) FROM c";
      const previous = lastKilledSqlChild()?.pid;
      const stopped = rejection(
        checkCaseTruth(
          { ...base, truth: [{ kind: "id_set", key: "runaway", ids: [], sql: runaway }] },
          workspaces.ledgerline,
          { clock },
        ),
      );
      // The query runs off the event loop: turns of it go on until its time limit is set.
      while (clock.pendingTimers() === 0) await new Promise((resolve) => setImmediate(resolve));
      await clock.advance(TRUTH_QUERY_TIMEOUT_MS);
      const error = await stopped;
      expect(error).toBeInstanceOf(InputValidationError);
      expect(error.message).toBe(
        `case "${base.id}": truth "runaway": truth SQL timed out after 3000 ms and was stopped; narrow the query (filter, aggregate, bound any recursive CTE)`,
      );
      const killed = lastKilledSqlChild();
      expect(killed?.pid).not.toBe(previous);
      await killed!.exited;
      expect(() => process.kill(killed!.pid, 0)).toThrow(
        expect.objectContaining({ code: "ESRCH" }),
      );
      // A later truth query runs on a fresh child.
      expect(
        await check([
          { kind: "count", key: "all", value: 160, sql: "SELECT count(*) FROM merchants" },
        ]),
      ).toEqual([]);
    });

    it("a truth query over the row cap", async () => {
      expect(
        await check([
          {
            kind: "id_set",
            key: "many",
            ids: [],
            sql: `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c LIMIT ${MAX_TRUTH_QUERY_ROWS + 1}) SELECT CAST(x AS TEXT) FROM c`,
          },
        ]),
      ).toEqual([
        'truth "many": the query returned more than 10000 rows (the most a truth query may return)',
      ]);
    });

    it("a truth query over the byte cap", async () => {
      // 2,000 ids of 600 characters: under the row cap, over MAX_TRUTH_QUERY_BYTES.
      expect(
        await check([
          {
            kind: "id_set",
            key: "wide",
            ids: [],
            sql: "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c LIMIT 2000) SELECT printf('%.600d', x) FROM c",
          },
        ]),
      ).toEqual([
        `truth "wide": the query returned more than ${MAX_TRUTH_QUERY_BYTES} bytes (the most a truth query may return)`,
      ]);
      expect(MAX_TRUTH_QUERY_BYTES).toBe(1_048_576);
    });

    it("a count or a flag that no longer matches", async () => {
      expect(
        await check([
          {
            kind: "count",
            key: "n",
            value: 4,
            sql: "SELECT count(*) FROM merchants WHERE fallback_enabled = 1",
          },
          { kind: "boolean", key: "flag", value: false, sql: "SELECT 1" },
        ]),
      ).toEqual([
        'truth "n": the query returned 3, the case says 4',
        'truth "flag": the query returned true, the case says false',
      ]);
    });

    it("a cited line that moved, a line past the end, a missing file", async () => {
      expect(
        await check([
          {
            kind: "location",
            key: "moved",
            file: "src/adapters/primary-adapter.ts",
            line: 48,
            text: "return fallbackToLegacy(merchant, request);",
          },
          {
            kind: "version",
            key: "past_end",
            value: "v2",
            source: { file: "src/adapters/sandbox-adapter.ts", line: 99, text: "v2" },
          },
          {
            kind: "date",
            key: "missing",
            value: "2027-03-31",
            source: { file: "docs/missing.md", line: 1, text: "2027-03-31" },
          },
        ]),
      ).toEqual([
        'truth "moved": src/adapters/primary-adapter.ts:48 does not contain "return fallbackToLegacy(merchant, request);" (the line reads "}")',
        'truth "past_end": line 99 is past the end of src/adapters/sandbox-adapter.ts (36 lines)',
        'truth "missing": file not found in the workspace: docs/missing.md',
      ]);
    });

    it("a case checked against another workspace, and a missing history folder", async () => {
      expect(await checkCaseTruth(base, workspaces.routemark)).toEqual([
        'the case is for workspace "ledgerline", checked against "routemark"',
      ]);
      expect(await check(base.truth, { history: "no-such-history" })).toEqual([
        'history "no-such-history": no index.json in the workspace',
      ]);
    });
  });
});
