import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../testing/test-services";
import {
  ABANDONED_EXPERIMENT_DETAIL,
  ABANDONED_EXPERIMENT_RUN_DETAIL,
  interruptAbandonedExperiments,
} from "./abandoned-experiments";

/**
 * An experiment whose process stopped (newcomer4: on PostgreSQL its queued runs waited in
 * pg-boss and workers ran them, unscored, while the experiment said "interrupted"): at a web
 * process's start the experiment and its runs still queued end `interrupted` before any starts.
 * The stopped process is played by rewriting the experiment's owner to one holding no lease.
 */

let setup: TestServices;

beforeAll(async () => {
  setup = await createTestServices();
});

afterAll(async () => {
  await setup.services.stop();
});

describe("interruptAbandonedExperiments", () => {
  it("ends an experiment of a stopped process and its queued runs; a live owner's are kept", async () => {
    const { services } = setup;
    const engineer = await setup.callerAs("engineer");
    services.runQueue.pause();
    const { experimentId } = await engineer.experiments.create({
      datasetVersion: "v1",
      modes: ["contract", "transcript"],
      caseIds: ["ledgerline-legacy-cause", "routemark-closure-dates"],
    });
    await expect
      .poll(async () => (await services.experimentRepository.openRunIds(experimentId)).length)
      .toBe(2);
    const deps = {
      experimentRepository: services.experimentRepository,
      runLeases: services.runLeases,
      clock: services.clock,
    };
    // Its owner (this process) holds the queued runs' leases: alive, nothing ends.
    expect(await interruptAbandonedExperiments(deps, "process_starting")).toEqual({
      experiments: 0,
      runs: 0,
    });
    await services.prisma.experiment.update({
      where: { id: experimentId },
      data: { owner: "process_stopped" },
    });
    expect(await interruptAbandonedExperiments(deps, "process_starting")).toEqual({
      experiments: 1,
      runs: 2,
    });
    const experiment = await services.experimentRepository.get(experimentId);
    expect([experiment.status, experiment.statusDetail]).toEqual([
      "interrupted",
      ABANDONED_EXPERIMENT_DETAIL,
    ]);
    const runIds = await services.prisma.run.findMany({
      where: { experimentId },
      select: { status: true, statusDetail: true, startedAt: true },
    });
    expect(runIds).toEqual([
      { status: "interrupted", statusDetail: ABANDONED_EXPERIMENT_RUN_DETAIL, startedAt: null },
      { status: "interrupted", statusDetail: ABANDONED_EXPERIMENT_RUN_DETAIL, startedAt: null },
    ]);
    // Once ended, a second start finds nothing left to end.
    expect(await interruptAbandonedExperiments(deps, "process_starting")).toEqual({
      experiments: 0,
      runs: 0,
    });
    services.runQueue.resume();
    await services.experimentsInFlight.get(experimentId);
    expect((await services.experimentRepository.get(experimentId)).status).toBe("interrupted");
  });
});
