import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HELD_TURN_MARKER } from "../../runtime/replay/held-children";
import { createTestServices, testActor, type TestServices } from "../../testing/test-services";
import { createExperiment } from "./experiment-service";
import { childResearchCalls } from "./scoring/run-measures";

/**
 * The experiment runner through the real queue, manager and SQLite store: each case's children
 * are recorded once (the contract run) and replayed in the summary and transcript runs — the
 * children's tool calls are identical across modes, their turns come from the recording, and the
 * tools ran only in the recording; inline has no children and says it is not held constant.
 */

const CASES = ["ledgerline-affected-merchants", "routemark-harwick-collections"];
let setup: TestServices;
let experimentId: string;

beforeAll(async () => {
  setup = await createTestServices();
  const created = await createExperiment(
    setup.services,
    {
      datasetVersion: "v1",
      modes: ["contract", "summary", "transcript", "inline"],
      provider: "scripted",
      trials: 1,
      caseIds: CASES,
    },
    testActor,
  );
  experimentId = created.experimentId;
  await created.done;
  // Eight scripted runs, CPU-bound: ~14 s alone, several times that on a busy 2-core machine.
  // The limit is a safety net for a hang, never an assertion about speed.
}, 180_000);

afterAll(async () => {
  await setup.services.stop();
});

async function runsOf(caseId: string) {
  const rows = await setup.services.experimentRepository.runs(experimentId, caseId);
  const byMode = new Map(rows.map((row) => [row.mode, row]));
  const recorded = async (mode: string) => {
    const runId = byMode.get(mode as never)?.runId;
    if (!runId) throw new Error(`no ${mode} run for ${caseId}`);
    return setup.services.replayRepository.loadRecordedRun(runId);
  };
  return { rows, byMode, recorded };
}

describe("runExperiment", () => {
  it("ends every run succeeded and the experiment succeeded, with its progress stored", async () => {
    const summary = await setup.services.experimentRepository.get(experimentId);
    expect(summary).toMatchObject({
      status: "succeeded",
      statusDetail: null,
      totalRuns: 8,
      finishedRuns: 8,
      failedRuns: 0,
      cancelledOrSkippedRuns: 0,
      modes: ["contract", "summary", "transcript", "inline"],
      model: "scripted-1",
    });
    // Its runs are the experiment's in the runs list, not a person's.
    const listed = await setup.caller.runs.list({ source: "experiments", limit: 50 });
    expect(listed.total).toBe(8);
    expect(new Set(listed.runs.map((run) => run.experimentId))).toEqual(new Set([experimentId]));
    expect((await setup.caller.runs.list({ source: "people" })).total).toBe(0);
  });

  it.each(CASES)(
    "%s: the summary and transcript children make the recording's tool calls, replayed",
    async (caseId) => {
      const { byMode, recorded } = await runsOf(caseId);
      const contract = await recorded("contract");
      const recordedCalls = childResearchCalls(contract);
      expect(recordedCalls.length).toBeGreaterThan(0);
      expect(recordedCalls.flat().length).toBeGreaterThan(1);
      for (const mode of ["summary", "transcript"] as const) {
        const run = await recorded(mode);
        expect(childResearchCalls(run)).toEqual(recordedCalls);
        expect(byMode.get(mode)).toMatchObject({
          role: "replay",
          held: "held",
          status: "succeeded",
        });
        // Every research turn of each child came from the recording, naming its exchange.
        const child = run.agents.find((agent) => agent.role === "child")!;
        const childExchanges = run.exchanges.filter((e) => e.agentId === child.id);
        const replayed = childExchanges.filter((e) =>
          e.warnings.some((warning) => warning.startsWith(HELD_TURN_MARKER)),
        );
        expect(replayed.length).toBe(recordedCalls[0]!.length);
        const recordedIds = new Set(contract.exchanges.map((e) => e.id));
        for (const exchange of replayed) {
          const named = exchange.warnings
            .find((w) => w.startsWith(HELD_TURN_MARKER))!
            .slice(HELD_TURN_MARKER.length)
            .trim()
            .split(" ")[0]!;
          expect(recordedIds.has(named)).toBe(true);
        }
        // The tool results are the recording's, byte for byte.
        const results = (items: (typeof contract.transcripts)[string]) =>
          items.flatMap((item) =>
            item.kind === "tool_result" && item.toolName !== "research_result"
              ? [item.content]
              : [],
          );
        const contractChild = contract.agents.find((agent) => agent.role === "child")!;
        expect(results(run.transcripts[child.id]!)).toEqual(
          results(contract.transcripts[contractChild.id]!),
        );
      }
      expect(byMode.get("contract")).toMatchObject({ role: "recording", held: "held" });
      expect(byMode.get("inline")).toMatchObject({ role: "inline", held: "not_held" });
      expect(byMode.get("inline")?.heldDetail).toContain("cannot be held constant");
      const inline = await recorded("inline");
      expect(inline.agents.filter((agent) => agent.role === "child")).toEqual([]);
    },
  );

  it("scores every run: window figures, the scripted model's reported tokens and the audit against the recording", async () => {
    const { byMode } = await runsOf("ledgerline-affected-merchants");
    const contract = byMode.get("contract")!.scores!;
    const transcript = byMode.get("transcript")!.scores!;
    expect(contract.window.beforeSpawn).toBeGreaterThan(20_000);
    expect(contract.window.childPeak).toBeGreaterThan(0);
    expect(transcript.window.afterReturn! - transcript.window.beforeSpawn!).toBeGreaterThan(
      contract.window.afterReturn! - contract.window.beforeSpawn!,
    );
    expect(contract.tokens.source).toBe("provider"); // the scripted model reports counted usage
    expect(contract.tokens.input).toBeGreaterThan(contract.window.beforeSpawn!);
    expect(contract.audit.hedges).toBeGreaterThan(0);
    expect(transcript.audit.hedges).toBe(contract.audit.hedges);
    expect(contract.answer.elements.map((element) => element.key)).toEqual([
      "affected_merchants",
      "affected_count",
      "retirement_date",
      "indirect_cause",
    ]);
  });

  it("the run's own audit page audits a summary run against the recording, as the experiment scores it", async () => {
    const { byMode } = await runsOf("ledgerline-affected-merchants");
    const summaryRow = byMode.get("summary")!;
    const recordingRunId = byMode.get("contract")!.runId!;
    const audit = await setup.caller.audit.get({ runId: summaryRow.runId! });
    if (audit.state !== "ready") throw new Error("expected a ready audit");
    expect([audit.report.mode, audit.report.status]).toEqual(["free_text", "audited"]);
    expect(audit.report.modeDetail).toBe(
      `return mode summary: the children returned free-text summaries, not debriefs, so the final_answer claims cite no debrief item; its text is read as free text; audited against the typed debriefs of recording run ${recordingRunId}, whose children this run replayed (as its experiment scores it)`,
    );
    const scored = summaryRow.scores!.audit;
    expect([audit.counts.hedges, audit.counts.dropped, audit.flags.length]).toEqual([
      scored.hedges,
      scored.dropped,
      scored.flags.length,
    ]);
    expect(audit.counts.claims).toBeGreaterThan(0);
  });

  it("scores a contract run's answer by its run audit: the exact audit of its final_answer record", async () => {
    const { byMode } = await runsOf("ledgerline-affected-merchants");
    const contractRow = byMode.get("contract")!;
    const audit = await setup.caller.audit.get({ runId: contractRow.runId! });
    if (audit.state !== "ready") throw new Error("expected a ready audit");
    expect([audit.report.mode, audit.report.modeDetail]).toEqual(["contract", null]);
    const runAudit = {
      hedges: audit.counts.hedges,
      carried: audit.counts.carried,
      dropped: audit.counts.dropped,
      notUsed: audit.counts.notUsed,
      overstated: new Set(audit.flags.map((flag) => flag.claimId)).size,
      flags: audit.flags.map((flag) => ({
        severity: flag.severity,
        claim: flag.claimText,
        childText: flag.childText,
        reason: flag.reason,
      })),
    };
    expect(contractRow.scores!.audit).toEqual(runAudit);
    // The scripted parent carries every caveat (README: 14/14 in every mode).
    expect(runAudit).toEqual({
      hedges: 14,
      carried: 14,
      dropped: 0,
      notUsed: 0,
      overstated: 0,
      flags: [],
    });
  });
});
