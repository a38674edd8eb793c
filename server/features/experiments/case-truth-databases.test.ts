import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { InputValidationError } from "../../runtime/errors";
import { rejection } from "../../runtime/testing/rejection";
import { MAX_TRUTH_ELEMENTS, MAX_TRUTH_SQL_CHARS } from "../../shared/escalation-case-schema";
import { buildDatabaseFromSeed } from "../workspaces/seed-database";
import { checkCaseTruth, sampleCaseWorkspace, TruthDatabases } from "./case-truth";
import { loadDataset, parseCasesJsonl, type EscalationCase } from "./escalation-case";

/**
 * A truth check of many cases (a dataset import) builds each workspace's seed once, not once
 * per case (hardening item 2: 60 cases took 36 s, one seed build each), and a case's truth
 * elements are bounded (MAX_TRUTH_ELEMENTS).
 */
const repoRoot = path.resolve(__dirname, "../../..");
const dataset = loadDataset("v1", path.join(repoRoot, "datasets", "escalations"));
const workspaces = {
  ledgerline: sampleCaseWorkspace(repoRoot, "ledgerline"),
  routemark: sampleCaseWorkspace(repoRoot, "routemark"),
};
const workspaceOf = (escalationCase: EscalationCase) =>
  workspaces[escalationCase.workspace as keyof typeof workspaces];

/** A seed builder that counts its builds per seed file. */
function countingBuilder() {
  const builds: string[] = [];
  const build = async (seedSqlPath: string, databasePath: string) => {
    builds.push(path.basename(seedSqlPath));
    await buildDatabaseFromSeed(seedSqlPath, databasePath);
  };
  return { builds, build };
}

describe("truth databases shared by the cases of one check", () => {
  it("builds each workspace's seed once for all its cases, and every case still checks clean", async () => {
    const { builds, build } = countingBuilder();
    const databases = new TruthDatabases(build);
    const cases = [
      ...dataset.cases.filter((c) => c.workspace === "ledgerline").slice(0, 4),
      ...dataset.cases.filter((c) => c.workspace === "routemark").slice(0, 3),
    ];
    expect(cases.map((c) => c.workspace)).toEqual([
      "ledgerline",
      "ledgerline",
      "ledgerline",
      "ledgerline",
      "routemark",
      "routemark",
      "routemark",
    ]);
    try {
      for (const escalationCase of cases) {
        expect(
          await checkCaseTruth(escalationCase, workspaceOf(escalationCase), {}, databases),
        ).toEqual([]);
      }
      expect(builds).toEqual([
        path.basename(workspaces.ledgerline.seedSqlPath),
        path.basename(workspaces.routemark.seedSqlPath),
      ]);
    } finally {
      await databases.close();
    }
    const built = await databases.databaseFor(workspaces.ledgerline.seedSqlPath);
    expect(existsSync(built)).toBe(false);
  });

  it("throws a failed build to every case of that workspace without building again", async () => {
    let calls = 0;
    const databases = new TruthDatabases(async () => {
      calls += 1;
      throw new InputValidationError("SQL seed statement 3 is incomplete");
    });
    try {
      const [first, second] = dataset.cases.filter((c) => c.workspace === "ledgerline");
      for (const escalationCase of [first!, second!]) {
        const error = await rejection(
          checkCaseTruth(escalationCase, workspaces.ledgerline, {}, databases),
        );
        expect(error).toBeInstanceOf(InputValidationError);
        expect(error.message).toBe("SQL seed statement 3 is incomplete");
      }
      expect(calls).toBe(1);
    } finally {
      await databases.close();
    }
  });
});

describe("truth elements per case", () => {
  const base = dataset.cases.find((c) => c.id === "ledgerline-fallback-merchants")!;
  const withElements = (count: number): EscalationCase => ({
    ...base,
    truth: Array.from({ length: count }, (_, index) => ({
      kind: "count" as const,
      key: `count_${index}`,
      value: 3,
      sql: "SELECT count(*) FROM merchants WHERE fallback_enabled = 1",
    })),
  });

  it(`takes ${MAX_TRUTH_ELEMENTS} elements and refuses one more, naming the limit and the line`, () => {
    expect(MAX_TRUTH_ELEMENTS).toBe(32);
    expect(parseCasesJsonl(JSON.stringify(withElements(32)))[0]!.truth).toHaveLength(32);
    expect(() => parseCasesJsonl(JSON.stringify(withElements(33)), { source: "import" })).toThrow(
      `import: line 1: field \`truth\`: a case has at most 32 truth elements (split a larger one into cases) (case "${base.id}")`,
    );
  });
});

describe("truth SQL length", () => {
  const base = dataset.cases.find((c) => c.id === "ledgerline-fallback-merchants")!;
  const withSql = (sql: string): EscalationCase => ({
    ...base,
    truth: [{ kind: "count", key: "fallback", value: 3, sql }],
  });
  const padded = (length: number) =>
    "SELECT count(*) FROM merchants WHERE fallback_enabled = 1".padEnd(length - 2, " ") + "--";

  it("takes MAX_TRUTH_SQL_CHARS characters and refuses one more, naming the limit", () => {
    expect(MAX_TRUTH_SQL_CHARS).toBe(10_000);
    expect(parseCasesJsonl(JSON.stringify(withSql(padded(10_000))))[0]!.truth).toHaveLength(1);
    expect(() =>
      parseCasesJsonl(JSON.stringify(withSql(padded(10_001))), { source: "import" }),
    ).toThrow(
      `import: line 1: field \`truth[0].sql\`: a truth query is at most 10,000 characters (case "${base.id}")`,
    );
  });
});
