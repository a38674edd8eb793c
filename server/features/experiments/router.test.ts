import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestServices, type TestServices } from "../../testing/test-services";
import { expectTrpcError, zodMessages } from "../../testing/trpc-errors";
import type { EscalationCase } from "../../shared/escalation-case-schema";
import { MAX_IMPORT_CASES } from "../../shared/experiment-inputs";

/**
 * The experiments and datasets routers through the tRPC caller: who may do what, the exact
 * outcome of bad input (nothing stored), an experiment from create to export, and a dataset
 * version made by adding a case and by importing JSONL.
 */

let setup: TestServices;
// Some tests here run experiments (scripted runs, CPU-bound): slow on a busy 2-core machine. The
// limits are a safety net for a hang, never an assertion about speed.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

beforeAll(async () => {
  setup = await createTestServices();
});

afterAll(async () => {
  await setup.services.stop();
});

const newCase: EscalationCase = {
  id: "ledgerline-legacy-pin",
  workspace: "ledgerline",
  kind: "cause_location",
  question: "Where is the legacy client's API version pinned?",
  history: null,
  truth: [
    {
      kind: "location",
      key: "version_pin",
      file: "src/adapters/legacy-client.ts",
      line: 11,
      text: 'const LEGACY_API_VERSION = "v2";',
    },
  ],
  caveats: [],
};
const pin = newCase.truth[0]!;

describe("experiments router", () => {
  it("an engineer creates an experiment; it runs to the end and every view reads it", async () => {
    const engineer = await setup.callerAs("engineer");
    const { experimentId } = await engineer.experiments.create({
      datasetVersion: "v1",
      modes: ["contract", "transcript"],
      caseIds: ["ledgerline-legacy-cause", "routemark-closure-dates"],
    });
    // State is in the database: the progress read by a fresh call is the stored one.
    const early = await engineer.experiments.progress({ experimentId });
    expect(early).toMatchObject({ id: experimentId, totalRuns: 4 });
    await setup.services.experimentsInFlight.get(experimentId);

    const progress = await engineer.experiments.progress({ experimentId });
    expect(progress).toEqual({
      id: experimentId,
      status: "succeeded",
      statusDetail: null,
      ended: true,
      totalRuns: 4,
      finishedRuns: 4,
      failedRuns: 0,
      cancelledOrSkippedRuns: 0,
    });
    const detail = await engineer.experiments.get({ experimentId });
    // Who started it reads as their account name (the email kept beside it).
    expect(detail.experiment).toMatchObject({
      createdByName: "Test engineer",
      createdByEmail: (await setup.userAs("engineer")).email,
    });
    expect(detail.aggregates.map((a) => [a.mode, a.runs, a.scored, a.held])).toEqual([
      ["contract", 2, 2, 2],
      ["transcript", 2, 2, 2],
    ]);
    expect(detail.cases.map((row) => row.caseId)).toEqual([
      "ledgerline-legacy-cause",
      "routemark-closure-dates",
    ]);
    expect(detail.notes[0]).toMatch(/^Scripted model/);

    const view = await engineer.experiments.case({
      experimentId,
      caseId: "routemark-closure-dates",
    });
    expect(view.runs.map((run) => [run.mode, run.role, run.status])).toEqual([
      ["contract", "recording", "succeeded"],
      ["transcript", "replay", "succeeded"],
    ]);
    expect(view.runs[0]!.scores!.answer.elements.map((e) => e.key)).toEqual([
      "last_collection",
      "labels_refused_from",
      "error_code",
    ]);

    const comparison = await engineer.experiments.compare({
      experimentId,
      baseline: "contract",
      other: "transcript",
    });
    const added = comparison.metrics.find((metric) => metric.key === "parent_added")!;
    expect([added.n, added.wins + added.losses + added.ties]).toEqual([2, 2]);
    expect(added.losses).toBe(2);

    const csv = await engineer.experiments.export({ experimentId, format: "csv" });
    const lines = csv.body.trimEnd().split("\r\n");
    expect(csv.filename).toBe(`experiment-${experimentId}.csv`);
    expect(lines).toHaveLength(5);
    expect(lines[0]!.startsWith("experiment_id,case_id,mode,trial,role,run_id,status,held,")).toBe(
      true,
    );
    const json = JSON.parse(
      (await engineer.experiments.export({ experimentId, format: "json" })).body,
    ) as { runs: unknown[]; comparisons: { other: string }[] };
    expect(json.runs).toHaveLength(4);
    expect(json.comparisons.map((c) => c.other)).toEqual(["transcript"]);

    const listed = await engineer.experiments.list();
    expect(listed[0]?.id).toBe(experimentId);
    const log = await setup.caller.activity.list({});
    expect(log.entries.find((entry) => entry.targetId === experimentId)).toMatchObject({
      action: "experiment.start",
      actorEmail: "engineer@debrief.test",
    });
  });

  it("refuses bad input with the exact reason, storing nothing", async () => {
    const before = (await setup.caller.experiments.list()).length;
    await expectTrpcError(
      setup.caller.experiments.create({ datasetVersion: "v1", modes: [] }),
      "BAD_REQUEST",
      /choose at least one return mode/,
    );
    await expectTrpcError(
      setup.caller.experiments.create({ datasetVersion: "v1", modes: ["summary", "summary"] }),
      "BAD_REQUEST",
      /each mode at most once/,
    );
    const repeatedCase = await expectTrpcError(
      setup.caller.experiments.create({
        datasetVersion: "v1",
        modes: ["contract"],
        caseIds: [
          "ledgerline-affected-merchants",
          "routemark-closure-dates",
          "ledgerline-affected-merchants",
        ],
      }),
      "BAD_REQUEST",
      /each case at most once/,
    );
    expect(zodMessages(repeatedCase)).toEqual([
      "each case at most once: ledgerline-affected-merchants chosen more than once",
    ]);
    await expectTrpcError(
      setup.caller.experiments.create({ datasetVersion: "v1", modes: ["contract"], trials: 9 }),
      "BAD_REQUEST",
      /at most 5 trials/,
    );
    await expectTrpcError(
      setup.caller.experiments.create({
        datasetVersion: "v1",
        modes: ["contract"],
        caseIds: ["no-such-case"],
      }),
      "BAD_REQUEST",
      "no such cases in this dataset version: no-such-case",
    );
    await expectTrpcError(
      setup.caller.experiments.create({ datasetVersion: "v7", modes: ["contract"] }),
      "NOT_FOUND",
      /unknown dataset version: v7/,
    );
    await expectTrpcError(
      setup.caller.experiments.create({
        datasetVersion: "v1",
        modes: ["contract"],
        provider: "openai",
      }),
      "BAD_REQUEST",
      /OPENAI_API_KEY/,
    );
    expect((await setup.caller.experiments.list()).length).toBe(before);
  });

  it("a reviewer reads experiments but cannot start one", async () => {
    const reviewer = await setup.callerAs("reviewer");
    await expect(reviewer.experiments.list()).resolves.toBeInstanceOf(Array);
    await expectTrpcError(
      reviewer.experiments.create({ datasetVersion: "v1", modes: ["contract"] }),
      "FORBIDDEN",
      "the reviewer role cannot start experiments (experiments:run)",
    );
  });
});

describe("datasets router", () => {
  it("lists the repository's v1 and exports it as canonical JSONL", async () => {
    const versions = await setup.caller.datasets.list();
    expect(versions[0]).toMatchObject({ version: "v1", source: "repository", caseCount: 32 });
    const exported = await setup.caller.datasets.export({ version: "v1" });
    expect(exported.body.split("\n").filter(Boolean)).toHaveLength(32);
  });

  it("a reviewer adds a case: a new version with v1's cases and it, logged", async () => {
    const reviewer = await setup.callerAs("reviewer");
    const made = await reviewer.datasets.addCase({ basedOn: "v1", case: newCase });
    expect(made).toMatchObject({ source: "user", basedOn: "v1", caseCount: 33 });
    expect(made.version).toMatch(/^v1-u\d+$/);
    const dataset = await reviewer.datasets.get({ version: made.version });
    expect(dataset.cases.at(-1)).toEqual(newCase);
    // Who made it reads as their account name, in the answer, the version and the list.
    const maker = { createdByName: "Test reviewer", createdByEmail: "reviewer@debrief.test" };
    expect(made).toMatchObject(maker);
    expect(dataset.version).toMatchObject(maker);
    const listed = await setup.caller.datasets.list();
    expect(listed.find((version) => version.version === made.version)).toMatchObject(maker);
    expect(listed[0]).toMatchObject({ createdByName: null, createdByEmail: null });
    const log = await setup.caller.activity.list({});
    expect(log.entries.find((entry) => entry.targetId === made.version)).toMatchObject({
      action: "dataset.add-case",
      actorEmail: "reviewer@debrief.test",
    });
  });

  it("refuses a case whose truth differs from the workspace, naming the line", async () => {
    const before = (await setup.caller.datasets.list()).length;
    await expectTrpcError(
      setup.caller.datasets.addCase({
        basedOn: "v1",
        case: { ...newCase, id: "wrong-line", truth: [{ ...pin, line: 12 } as typeof pin] },
      }),
      "BAD_REQUEST",
      /^the ground truth does not match the workspace: case "wrong-line": truth "version_pin": src\/adapters\/legacy-client.ts:12 does not contain/,
    );
    await expectTrpcError(
      setup.caller.datasets.addCase({
        basedOn: "v1",
        case: { ...newCase, id: "ledgerline-legacy-cause" },
      }),
      "BAD_REQUEST",
      'version v1 already has a case "ledgerline-legacy-cause"; choose another id',
    );
    expect((await setup.caller.datasets.list()).length).toBe(before);
  });

  it("imports JSONL as a new version and refuses bad lines by number", async () => {
    const reviewer = await setup.callerAs("reviewer");
    const made = await reviewer.datasets.import({
      jsonl: `${JSON.stringify({ ...newCase, id: "imported-one" })}\n`,
    });
    expect(made).toMatchObject({ origin: "import", basedOn: null, caseCount: 1 });
    await expectTrpcError(
      reviewer.datasets.import({ jsonl: `${JSON.stringify(newCase)}\n{oops\n` }),
      "BAD_REQUEST",
      "import: line 2: invalid JSON",
    );
    const engineer = await setup.callerAs("engineer");
    await expectTrpcError(
      engineer.datasets.import({ jsonl: JSON.stringify(newCase) }),
      "FORBIDDEN",
      "the engineer role cannot add and import dataset cases (datasets:edit)",
    );
  });

  it("refuses an import of more than MAX_IMPORT_CASES cases before checking any truth", async () => {
    const before = await setup.caller.datasets.list();
    const jsonl = Array.from({ length: MAX_IMPORT_CASES + 1 }, (_, index) =>
      JSON.stringify({ ...newCase, id: `bulk-${index}` }),
    ).join("\n");
    await expectTrpcError(
      setup.caller.datasets.import({ jsonl }),
      "BAD_REQUEST",
      "an import takes at most 500 cases, this one holds 501; import it in parts",
    );
    expect(await setup.caller.datasets.list()).toEqual(before);
  });

  it("refuses truth SQL over the row cap or that writes, with the exact problem; nothing is stored", async () => {
    const before = await setup.caller.datasets.list();
    const rows = (count: number) =>
      `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT ${count}) SELECT CAST(x AS TEXT) FROM c`;
    const sqlCase = (id: string, sql: string): EscalationCase => ({
      ...newCase,
      id,
      truth: [{ kind: "id_set", key: "ids", ids: ["1"], sql }],
    });
    await expectTrpcError(
      setup.caller.datasets.import({
        jsonl: [
          sqlCase("too-many-rows", rows(10_001)),
          sqlCase("writes", "DELETE FROM merchants"),
          sqlCase("attaches", "ATTACH DATABASE '/tmp/debrief-truth-attack.db' AS out"),
        ]
          .map((entry) => JSON.stringify(entry))
          .join("\n"),
      }),
      "BAD_REQUEST",
      'the ground truth does not match the workspace: case "too-many-rows": truth "ids": the query returned more than 10000 rows (the most a truth query may return); case "writes": truth "ids": the query must return rows (a SELECT); case "attaches": truth "ids": the query must return rows (a SELECT)',
    );
    expect(await setup.caller.datasets.list()).toEqual(before);
  });
});
