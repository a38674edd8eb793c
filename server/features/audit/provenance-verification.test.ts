import { describe, expect, it } from "vitest";
import { NotFoundError, WorkspaceAccessError } from "../../runtime/errors";
import type { WorkspacePort } from "../../runtime/ports";
import type { ResearchResult } from "../../runtime/contract/research-result";
import { copyLedgerline } from "../../testing/ledgerline-fixture";
import { FileWorkspace } from "../workspaces/file-workspace";
import { ProvenanceVerifier, verifyDebriefProvenance } from "./provenance-verification";
import { provenanceCheckLabel } from "../../shared/audit-terms";

function ledgerline(): FileWorkspace {
  const copy = copyLedgerline();
  return new FileWorkspace({
    id: "ledgerline",
    name: "ledgerline",
    rootPath: copy.root,
    seedSqlPath: copy.seed,
    databasePath: copy.database,
  });
}

/** A workspace over a few in-memory files; no database unless `tables` is given. */
function memoryWorkspace(
  files: Record<string, string>,
  options: { tables?: { name: string; columns: string[] }[]; failDescribe?: boolean } = {},
): WorkspacePort & { reads: string[]; queries: string[] } {
  const reads: string[] = [];
  const queries: string[] = [];
  return {
    id: "mem",
    name: "mem",
    hasDatabase: options.tables !== undefined || options.failDescribe === true,
    reads,
    queries,
    async listFiles() {
      return Object.keys(files).sort();
    },
    async readFile(relativePath: string) {
      reads.push(relativePath);
      if (relativePath.startsWith("../"))
        throw new WorkspaceAccessError("path escapes the workspace");
      const text = files[relativePath];
      if (text === undefined) throw new NotFoundError(`file not found: ${relativePath}`);
      return text;
    },
    async querySql(sql: string) {
      queries.push(sql);
      return { columns: ["1"], rows: sql.includes("'yes'") ? [[1]] : [], truncated: false };
    },
    async describeDatabase() {
      if (options.failDescribe) throw new Error("database is locked");
      return options.tables ?? [];
    },
  };
}

const code = [
  "// line 1",
  'const LEGACY_API_VERSION = "v2";',
  "const TIMEOUT_MS = 12_000;",
  "function a() {}",
  "function b() {}",
  "function c() {}",
  "function d() {}",
  "export function fallbackToLegacy() {",
  "  return legacyCharge();",
  "}",
  "",
].join("\n");

describe("ProvenanceVerifier on path:line forms", () => {
  const workspace = memoryWorkspace({ "src/a.ts": code });
  const verifier = new ProvenanceVerifier(workspace);

  it("verifies a cited line that contains a cited identifier or value", async () => {
    expect(await verifier.check("The legacy client pins v2.", "src/a.ts:2")).toEqual({
      form: "path_line",
      status: "verified",
      reason: 'src/a.ts line 2 contains "v2"',
    });
    expect(await verifier.check("Timeouts are 12000 ms", "./src/a.ts:3")).toMatchObject({
      status: "verified",
      reason: 'src/a.ts line 3 contains "12000"',
    });
  });

  it("accepts a match within ±3 lines and says where", async () => {
    expect(await verifier.check("LEGACY_API_VERSION is the pin", "src/a.ts:5")).toEqual({
      form: "path_line",
      status: "verified",
      reason: 'src/a.ts line 2 (within ±3 of line 5) contains "LEGACY_API_VERSION"',
    });
    expect(await verifier.check("LEGACY_API_VERSION is the pin", "src/a.ts:6")).toMatchObject({
      status: "not_found",
    });
  });

  it("checks ranges, #L forms and path:line:column", async () => {
    expect(await verifier.check("fallbackToLegacy calls legacyCharge", "src/a.ts:7-9")).toEqual({
      form: "path_range",
      status: "verified",
      reason: 'src/a.ts line 8 contains "fallbackToLegacy"',
    });
    expect(await verifier.check("legacyCharge", "src/a.ts#L9")).toMatchObject({
      status: "verified",
    });
    expect(await verifier.check("legacyCharge", "src/a.ts#L8-L9")).toMatchObject({
      form: "path_range",
      status: "verified",
    });
    expect(await verifier.check("legacyCharge", "src/a.ts:9:5")).toMatchObject({
      form: "path_line",
      status: "verified",
    });
    expect(await verifier.check("legacyCharge", "src/a.ts:9 (the call)")).toMatchObject({
      status: "verified",
    });
    expect(await verifier.check("legacyCharge", "src/a.ts:9-7")).toEqual({
      form: "path_range",
      status: "not_found",
      reason: "lines 9–7 is not a valid line reference",
    });
  });

  it("reports missing files, missing lines and lines without the cited term", async () => {
    expect(await verifier.check("v2", "src/missing.ts:1")).toEqual({
      form: "path_line",
      status: "not_found",
      reason: "file not found: src/missing.ts",
    });
    expect(await verifier.check("v2", "src/a.ts:11")).toEqual({
      form: "path_line",
      status: "not_found",
      reason: "src/a.ts has 10 lines; line 11 does not exist",
    });
    expect(await verifier.check("v2", "src/a.ts:0")).toMatchObject({ status: "not_found" });
    expect(await verifier.check("merchant m_0001 uses v3", "src/a.ts:10")).toEqual({
      form: "path_line",
      status: "not_found",
      reason:
        "src/a.ts line 10 exists, but none of the claim's identifiers or values (m_0001, v3) occur in lines 7–10",
    });
    expect(await verifier.check("the adapter is old", "src/a.ts:2")).toEqual({
      form: "path_line",
      status: "unverifiable",
      reason: "src/a.ts line 2 exists, but the claim cites no identifier or value to look for",
    });
    expect(await verifier.check("v2", "../etc/passwd:1")).toEqual({
      form: "path_line",
      status: "unverifiable",
      reason: "path escapes the workspace",
    });
  });

  it("reads each file once per verifier", async () => {
    const counting = memoryWorkspace({ "src/a.ts": code });
    const shared = new ProvenanceVerifier(counting);
    await shared.check("v2", "src/a.ts:2");
    await shared.check("v2", "src/a.ts:3");
    expect(counting.reads).toEqual(["src/a.ts"]);
  });
});

describe("ProvenanceVerifier on URLs, odd forms and tables", () => {
  it("marks URLs unverifiable offline", async () => {
    const verifier = new ProvenanceVerifier(memoryWorkspace({}));
    expect(
      await verifier.check("v2 retires", "https://example.com/changelog retrieved_at 2026-11-30"),
    ).toEqual({
      form: "url",
      status: "unverifiable",
      reason: "URL https://example.com/changelog (retrieved 2026-11-30): cannot be checked offline",
    });
    expect(await verifier.check("v2", "see http://x.test/a")).toMatchObject({ form: "url" });
  });

  it("reports unrecognised forms without throwing, even for 100 kB strings", async () => {
    const verifier = new ProvenanceVerifier(memoryWorkspace({}));
    const unrecognised = {
      form: "unrecognised",
      status: "unverifiable",
      reason:
        "unrecognised form (expected path:line, path:line-line, table.column, table.column=value or a URL)",
    };
    expect(await verifier.check("x", "the config table")).toEqual(unrecognised);
    expect(await verifier.check("x", "")).toMatchObject({ reason: "empty provenance entry" });
    const huge = await verifier.check("x".repeat(100_000), "a:".repeat(50_000));
    expect(huge).toMatchObject({ form: "unrecognised", status: "unverifiable" });
    expect(huge.reason).toMatch(/100000 characters/);
    const hugeClaim = await new ProvenanceVerifier(memoryWorkspace({ "a.ts": code })).check(
      "v9 ".repeat(40_000),
      "a.ts:2",
    );
    expect(hugeClaim.status).toBe("not_found");
  });

  it("says a table form is not found when the workspace has no database", async () => {
    const verifier = new ProvenanceVerifier(memoryWorkspace({}));
    expect(await verifier.check("x", "merchants.api_version")).toEqual({
      form: "table_column",
      status: "not_found",
      reason: "this workspace has no database",
    });
    expect(await verifier.check("x", "config.ts")).toEqual({
      form: "unrecognised",
      status: "unverifiable",
      reason: "unrecognised form: config.ts looks like a file without a line number",
    });
  });

  it("turns a failing database into unverifiable", async () => {
    const verifier = new ProvenanceVerifier(memoryWorkspace({}, { failDescribe: true }));
    expect(await verifier.check("x", "merchants.api_version")).toEqual({
      form: "table_column",
      status: "unverifiable",
      reason: "database is locked",
    });
  });

  it("quotes identifiers and escapes values in the value query", async () => {
    const workspace = memoryWorkspace({}, { tables: [{ name: "t", columns: ["c"] }] });
    const verifier = new ProvenanceVerifier(workspace);
    expect(await verifier.check("x", "t.c = 'yes'")).toMatchObject({ status: "verified" });
    expect(await verifier.check("x", "t.c=it's")).toMatchObject({ status: "not_found" });
    expect(workspace.queries).toEqual([
      `SELECT 1 FROM "t" WHERE CAST("c" AS TEXT) = 'yes' LIMIT 1`,
      `SELECT 1 FROM "t" WHERE CAST("c" AS TEXT) = 'it''s' LIMIT 1`,
    ]);
  });
});

describe("verification against the ledgerline sample", () => {
  it("checks table.column and table.column=value through describeDatabase and read-only SQL", async () => {
    const verifier = new ProvenanceVerifier(ledgerline());
    expect(await verifier.check("x", "merchants.api_version")).toEqual({
      form: "table_column",
      status: "verified",
      reason: "table merchants has column api_version",
    });
    expect(await verifier.check("x", "merchants.nope")).toEqual({
      form: "table_column",
      status: "not_found",
      reason: "table merchants has no column nope",
    });
    expect(await verifier.check("x", "payments.amount")).toEqual({
      form: "table_column",
      status: "not_found",
      reason: "no table named payments",
    });
    expect(await verifier.check("x", "merchants.merchant_id=m_0008")).toEqual({
      form: "table_column_value",
      status: "verified",
      reason: "a row has merchants.merchant_id = m_0008",
    });
    expect(await verifier.check("x", "merchants.api_version = 'v9'")).toEqual({
      form: "table_column_value",
      status: "not_found",
      reason: "no row has merchants.api_version = v9",
    });
    expect(await verifier.check("x", "merchants.fallback_enabled=1")).toMatchObject({
      status: "verified",
    });
    expect(await verifier.check("x", "merchants.request_override = NULL")).toMatchObject({
      status: "verified",
    });
    expect(await verifier.check("x", "merchants.api_version = 'v2'; DROP TABLE merchants")).toEqual(
      {
        form: "table_column_value",
        status: "not_found",
        reason: "no row has merchants.api_version = 'v2'; DROP TABLE merchants",
      },
    );
  });

  it("counts the statuses of a debrief", async () => {
    const result: ResearchResult = {
      findings: [
        {
          claim: "The changelog says v2 is retired on 2027-03-31",
          provenance: ["docs/provider-changelog.md:12", "https://example.com/changelog"],
          confidence: "reported",
        },
        {
          claim: "The legacy client pins v2",
          provenance: ["src/adapters/legacy-client.ts:11", "merchants.api_version", "somewhere"],
          confidence: "verified",
        },
        { claim: "Nothing", provenance: ["src/adapters/nope.ts:1"], confidence: "inferred" },
      ],
      assumptions: [],
      unresolved: [],
      coverage: { searched: [], not_searched: [] },
      effort: { tool_calls: 1, budget_exhausted: false },
      transcript_ref: "transcript:x",
    };
    const report = await verifyDebriefProvenance(result, ledgerline());
    expect(
      report.checks.map((check) => [check.findingIndex, check.entryIndex, check.status]),
    ).toEqual([
      [0, 0, "verified"],
      [0, 1, "unverifiable"],
      [1, 0, "verified"],
      [1, 1, "verified"],
      [1, 2, "unverifiable"],
      [2, 0, "not_found"],
    ]);
    expect(report.counts).toEqual({ verified: 3, not_found: 1, unverifiable: 2, total: 6 });
  });

  it("never throws on odd debriefs", async () => {
    const workspace = memoryWorkspace({});
    expect(await verifyDebriefProvenance(null, workspace)).toEqual({
      checks: [],
      counts: { verified: 0, not_found: 0, unverifiable: 0, total: 0 },
    });
    const odd = {
      findings: [{ claim: 5, provenance: [7, null] }, {}],
    } as unknown as ResearchResult;
    const report = await verifyDebriefProvenance(odd, workspace);
    expect(report.counts.total).toBe(2);
    expect(report.checks.every((check) => check.status === "unverifiable")).toBe(true);
  });
});

describe("checks named for what they are, on the evidence the child read (issue 12)", () => {
  const fallbackClaim =
    "3 more merchants break indirectly: the primary adapter's fallback path silently calls the v2 client: m_0005, m_0067, m_0148.";

  it("finds the identifier the child searched for at the cited line", async () => {
    const result = await verifyDebriefProvenance(
      {
        findings: [
          {
            claim: fallbackClaim,
            provenance: ["src/adapters/primary-adapter.ts:92", "merchants.fallback_enabled"],
            confidence: "inferred",
          },
        ],
        assumptions: [],
        unresolved: [],
        coverage: {
          searched: ['code search "API_VERSION"', 'code search "legacyCharge"'],
          not_searched: [],
        },
        effort: { tool_calls: 5, budget_exhausted: false },
        transcript_ref: "transcript:agent_3",
      },
      ledgerline(),
    );
    expect(result.checks.map((check) => [check.status, check.reason])).toEqual([
      [
        "verified",
        'src/adapters/primary-adapter.ts line 92 contains "legacyCharge" (a term the child searched for)',
      ],
      ["verified", "table merchants has column fallback_enabled"],
    ]);
    expect(result.checks.map((check) => provenanceCheckLabel(check))).toEqual([
      "line matches",
      "column exists",
    ]);
  });

  it("never passes a line of a file the child lists as not read", async () => {
    const result = await verifyDebriefProvenance(
      {
        findings: [
          {
            claim: "The sandbox adapter pins API v2 in code.",
            provenance: ["src/adapters/sandbox-adapter.ts:9"],
            confidence: "verified",
          },
        ],
        assumptions: [],
        unresolved: [],
        coverage: {
          searched: ['code search "API_VERSION"'],
          not_searched: [
            "src/adapters/sandbox-adapter.ts (appeared in search hits, not read in full)",
          ],
        },
        effort: { tool_calls: 2, budget_exhausted: false },
        transcript_ref: "transcript:agent_4",
      },
      ledgerline(),
    );
    expect(result.checks.map((check) => [check.status, check.reason])).toEqual([
      [
        "unverifiable",
        'the child lists "src/adapters/sandbox-adapter.ts (appeared in search hits, not read in full)" as not searched: a line there is not evidence it read',
      ],
    ]);
    expect(provenanceCheckLabel(result.checks[0]!)).toBe("not read by the child");
    expect(
      provenanceCheckLabel({ form: "path_line", status: "not_found", reason: "no such line" }),
    ).toBe("no match");
    expect(
      provenanceCheckLabel({ form: "table_column_value", status: "verified", reason: "" }),
    ).toBe("value found");
  });
});
