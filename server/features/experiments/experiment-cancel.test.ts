import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../testing/test-services";
import { expectTrpcError } from "../../testing/trpc-errors";

/**
 * Cancelling an experiment through the tRPC caller: its queued runs end cancelled, the runs it
 * had not started are skipped, it stays `cancelled` once its runner ends, and the refusals
 * (ended, unknown, a role without experiments:run) are exact.
 */

let setup: TestServices;

beforeAll(async () => {
  setup = await createTestServices();
});

afterAll(async () => {
  await setup.services.stop();
});

describe("experiments.cancel", () => {
  it("cancels the queued recordings, skips the replays and keeps the experiment cancelled", async () => {
    const engineer = await setup.callerAs("engineer");
    const user = await setup.userAs("engineer");
    // The queue takes nothing while paused: the recordings are still queued when cancelled.
    setup.services.runQueue.pause();
    const { experimentId } = await engineer.experiments.create({
      datasetVersion: "v1",
      modes: ["contract", "transcript"],
      caseIds: ["ledgerline-legacy-cause", "routemark-closure-dates"],
    });
    await expect
      .poll(async () => (await setup.services.experimentRepository.openRunIds(experimentId)).length)
      .toBe(2);
    const cancelled = await engineer.experiments.cancel({ experimentId });
    expect(cancelled).toEqual({ experimentId, cancelledRuns: 2 });
    setup.services.runQueue.resume();
    await setup.services.experimentsInFlight.get(experimentId);

    const progress = await engineer.experiments.progress({ experimentId });
    expect(progress).toEqual({
      id: experimentId,
      status: "cancelled",
      statusDetail: `cancelled by ${user.name}`,
      ended: true,
      totalRuns: 4,
      finishedRuns: 4,
      failedRuns: 4,
      cancelledOrSkippedRuns: 4,
    });
    const runs = await setup.services.experimentRepository.runs(experimentId);
    expect(runs.map((run) => [run.mode, run.status, run.statusDetail])).toEqual([
      ["contract", "cancelled", `run cancelled by human:${user.name} before it started`],
      ["transcript", "skipped", "the experiment was cancelled before this run started"],
      ["contract", "cancelled", `run cancelled by human:${user.name} before it started`],
      ["transcript", "skipped", "the experiment was cancelled before this run started"],
    ]);
    // The cancel stopped the recordings and skipped the replays: nothing is scored or held.
    expect(runs.map((run) => run.scores)).toEqual([null, null, null, null]);
    const detail = await engineer.experiments.get({ experimentId });
    expect(
      detail.aggregates.map(
        ({ mode, runs: planned, scored, failed, cancelledOrSkipped, held }) => ({
          mode,
          planned,
          scored,
          failed,
          cancelledOrSkipped,
          held,
        }),
      ),
    ).toEqual([
      { mode: "contract", planned: 2, scored: 0, failed: 0, cancelledOrSkipped: 2, held: 0 },
      { mode: "transcript", planned: 2, scored: 0, failed: 0, cancelledOrSkipped: 2, held: 0 },
    ]);
    expect(detail.aggregates[0]?.metrics.answer_score).toEqual({
      n: 0,
      mean: null,
      low: null,
      high: null,
    });
    expect(detail.cases.map((row) => row.perMode)).toEqual([{}, {}]);
    const comparison = await engineer.experiments.compare({
      experimentId,
      baseline: "contract",
      other: "transcript",
    });
    expect(comparison.metrics.find((metric) => metric.key === "tokens_in")).toMatchObject({
      n: 0,
      wins: 0,
      losses: 0,
      ties: 0,
      tTestP: null,
      signTestP: null,
    });
    const log = await setup.services.actionLogRepository.list({ limit: 50 });
    const entry = log.entries.find(
      (logged) => logged.targetId === experimentId && logged.action === "experiment.cancel",
    );
    expect(entry?.details).toEqual({ cancelledRuns: 2 });

    await expectTrpcError(
      engineer.experiments.cancel({ experimentId }),
      "CONFLICT",
      `experiment ${experimentId} has already ended (cancelled): there is nothing to cancel`,
    );
  });

  it("ends a run stored after the cancel read the open runs before it starts (it never runs)", async () => {
    const engineer = await setup.callerAs("engineer");
    const repository = setup.services.experimentRepository;
    setup.services.runQueue.pause();
    // The cancel lands between the run's storing and its row's "queued": its sweep of the
    // open runs read them before this one was stored (a recording's replays are prepared and
    // queued while a person cancels).
    const updateRun = repository.updateRun.bind(repository);
    let cancelledExperiment: string | null = null;
    repository.updateRun = async (rowId, patch) => {
      if (patch.status === "queued" && cancelledExperiment === null) {
        const row = await setup.services.prisma.experimentRun.findUniqueOrThrow({
          where: { id: rowId },
          select: { experimentId: true },
        });
        cancelledExperiment = row.experimentId;
        await repository.markCancelled(row.experimentId, "cancelled by a test");
      }
      return updateRun(rowId, patch);
    };
    try {
      const { experimentId } = await engineer.experiments.create({
        datasetVersion: "v1",
        modes: ["contract", "transcript"],
        caseIds: ["ledgerline-legacy-cause"],
      });
      // The queue stays paused until the runner ended the run: nothing could claim it.
      await expect
        .poll(async () => {
          const [row] = await repository.runs(experimentId);
          if (!row?.runId) return null;
          return (await setup.services.prisma.run.findUnique({ where: { id: row.runId } }))?.status;
        })
        .toBe("cancelled");
      setup.services.runQueue.resume();
      await setup.services.experimentsInFlight.get(experimentId);
      expect(cancelledExperiment).toBe(experimentId);
      const runs = await repository.runs(experimentId);
      expect(runs.map((run) => [run.mode, run.status, run.statusDetail])).toEqual([
        ["contract", "cancelled", "the experiment was cancelled before this run started"],
        ["transcript", "skipped", "the experiment was cancelled before this run started"],
      ]);
      const recording = await setup.caller.runs.get({ runId: runs[0]!.runId! });
      expect(recording.run.status).toBe("cancelled");
      expect(recording.run.startedAt ?? null).toBeNull();
      expect((await repository.get(experimentId)).status).toBe("cancelled");
    } finally {
      repository.updateRun = updateRun;
      setup.services.runQueue.resume();
    }
  });

  it("refuses an unknown experiment and a role that cannot run experiments", async () => {
    await expectTrpcError(
      setup.caller.experiments.cancel({ experimentId: "exp_missing" }),
      "NOT_FOUND",
      "experiment exp_missing does not exist",
    );
    const reviewer = await setup.callerAs("reviewer");
    await expectTrpcError(
      reviewer.experiments.cancel({ experimentId: "exp_missing" }),
      "FORBIDDEN",
      /experiments:run/,
    );
  });
});
