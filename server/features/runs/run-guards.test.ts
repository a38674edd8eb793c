import { describe, expect, it } from "vitest";
import type { RunRecord } from "../../runtime/records";
import { InputValidationError, NotFoundError } from "../../runtime/errors";
import { resolveRun } from "./run-guards";

/** A repository over stored run ids (newest first), answering as RunRepository does. */
function repository(ids: string[]) {
  return {
    runRepository: {
      findRun: async (runId: string) =>
        ids.includes(runId) ? ({ id: runId } as unknown as RunRecord) : null,
      findRunIdsStartingWith: async (start: string, limit: number) =>
        ids.filter((id) => id.startsWith(start)).slice(0, limit),
    },
  };
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a rejection");
}

describe("resolveRun", () => {
  const deps = repository(["run_3515c3a0-9c5", "run_3515ffff-000", "run_8f76a1b2-c3d"]);

  it("finds a run by its full id, its short form or a longer start of it", async () => {
    expect((await resolveRun(deps, "run_3515c3a0-9c5")).id).toBe("run_3515c3a0-9c5");
    expect((await resolveRun(deps, "3515c3a0")).id).toBe("run_3515c3a0-9c5");
    expect((await resolveRun(deps, "3515c3a0-9c5")).id).toBe("run_3515c3a0-9c5");
    expect((await resolveRun(deps, "run_8f76")).id).toBe("run_8f76a1b2-c3d");
  });

  it("says which runs a short form shared by several names", async () => {
    const error = await rejection(resolveRun(deps, "3515"));
    expect(error).toBeInstanceOf(InputValidationError);
    expect(error.message).toBe(
      "run id 3515 matches 2 runs: run_3515c3a0-9c5, run_3515ffff-000; enter more of it",
    );
    const many = repository(["run_a1", "run_a2", "run_a3", "run_a4", "run_a5", "run_a6", "run_a7"]);
    expect((await rejection(resolveRun(many, "a"))).message).toBe(
      "run id a matches more than 5 runs: run_a1, run_a2, run_a3, run_a4, run_a5; enter more of it",
    );
  });

  it("answers a short form that names no run with unknown run", async () => {
    const error = await rejection(resolveRun(deps, "deadbeef"));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toBe("unknown run: deadbeef");
  });
});
