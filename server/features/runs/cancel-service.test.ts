import { describe, expect, it } from "vitest";
import { ConflictError } from "../../runtime/errors";
import { buildRunFixture } from "../../runtime/testing/record-fixtures";
import { cancelRun, type CancelServiceDependencies } from "./cancel-service";

/**
 * cancelRun's outcomes by what the lease repository reports (the atomic store itself is tested
 * in leases/lease-keeper.test.ts): of concurrent cancels one is applied and logged, the others
 * get a ConflictError and log nothing.
 */

const ACTOR = { id: "user_ann", email: "ann@debrief.test", name: "Ann Ops" };

function dependencies(
  request: Awaited<ReturnType<CancelServiceDependencies["runLeases"]["requestCancel"]>>,
) {
  const fixture = buildRunFixture("cancelsvc");
  const log: string[] = [];
  const deps: CancelServiceDependencies = {
    runRepository: {
      findRun: () => Promise.resolve({ ...fixture.run, status: "running" }),
      findAgent: () => Promise.resolve(null),
    },
    manager: {
      get: () => undefined,
      cancelAgent: () => undefined,
      cancelRun: (runId) => log.push(`manager cancels ${runId}`),
      isInFlight: () => true,
    },
    runLeases: {
      end: () => Promise.resolve(false),
      requestCancel: () => Promise.resolve(request),
    },
    events: { emit: () => undefined },
    clock: { now: () => 0 },
    actionLogRepository: {
      insert: (entry) => {
        log.push(`logged ${entry.action} ${entry.targetId}`);
        return Promise.resolve({
          id: "log_1",
          at: 0,
          actorUserId: entry.actor.id,
          actorEmail: entry.actor.email,
          action: entry.action,
          targetType: entry.targetType,
          targetId: entry.targetId,
          details: entry.details ?? {},
        });
      },
    },
  };
  return { deps, log, runId: fixture.run.id };
}

describe("cancelRun", () => {
  it("applies and logs the cancellation it stored", async () => {
    const { deps, log, runId } = dependencies({ outcome: "stored" });
    expect(await cancelRun(deps, { runId }, ACTOR)).toEqual({ runId });
    expect(log).toEqual([`manager cancels ${runId}`, `logged run.cancel ${runId}`]);
  });

  it("refuses a cancellation another request stored first, and logs nothing", async () => {
    const { deps, log, runId } = dependencies({
      outcome: "already",
      reason: "run cancelled by human:Ben",
    });
    const refused = cancelRun(deps, { runId }, ACTOR);
    await expect(refused).rejects.toThrow(
      new ConflictError(
        `Run ${runId} is already being cancelled (run cancelled by human:Ben): there is nothing more to do`,
      ),
    );
    await expect(refused).rejects.toBeInstanceOf(ConflictError);
    expect(log).toEqual([]);
  });
});
