import { describe, expect, it } from "vitest";
import { testServicesForFile } from "@/server/testing/test-services";
import { namesNoRecord } from "./page-guard-errors";

/**
 * The page guards (trpc/server.ts: requireRun, requireExperiment, requireExperimentCase) answer
 * the 404 page when the address names no record. An id longer than the inputs allow (a
 * mangled or pasted-twice link: /runs/<300 characters>) names none either: it got HTTP 500
 * and the error page's "Minified React error #441" before.
 */
describe("page guard errors", () => {
  const setup = testServicesForFile();
  const longId = "x".repeat(300);

  async function errorOf(read: () => Promise<unknown>): Promise<unknown> {
    return read().then(
      () => null,
      (error: unknown) => error,
    );
  }

  it("reads an unknown run or experiment as naming no record", async () => {
    expect(
      namesNoRecord(await errorOf(() => setup.caller.runs.summary({ runId: "run_missing" }))),
    ).toBe(true);
    expect(
      namesNoRecord(
        await errorOf(() => setup.caller.experiments.progress({ experimentId: "exp_missing" })),
      ),
    ).toBe(true);
  });

  it("reads an id longer than the inputs allow as naming no record", async () => {
    expect(namesNoRecord(await errorOf(() => setup.caller.runs.summary({ runId: longId })))).toBe(
      true,
    );
    expect(namesNoRecord(await errorOf(() => setup.caller.runs.resolveId({ runId: longId })))).toBe(
      true,
    );
    expect(
      namesNoRecord(
        await errorOf(() => setup.caller.experiments.progress({ experimentId: longId })),
      ),
    ).toBe(true);
    expect(
      namesNoRecord(
        await errorOf(() =>
          setup.caller.experiments.case({ experimentId: "exp_missing", caseId: longId }),
        ),
      ),
    ).toBe(true);
  });

  it("leaves other errors to the error page", async () => {
    const signedOut = await errorOf(() => setup.signedOutCaller.runs.summary({ runId: "run_x" }));
    expect(namesNoRecord(signedOut)).toBe(false);
    expect(namesNoRecord(new Error("database unreachable"))).toBe(false);
    expect(namesNoRecord(null)).toBe(false);
  });
});
