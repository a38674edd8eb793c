import { describe, expect, it } from "vitest";
import { auditAnswerInputSchema } from "../../server/shared/audit-inputs";
import { UsageError } from "../command-line";
import { auditAnswerOrUsageError, auditExitCode } from "./audit-answer-command";

/** The command's dependencies with no run stored; `audit` is the auditor's answer. */
function dependencies(audit: () => Promise<never>) {
  return {
    runRepository: {
      findRun: () => Promise.resolve(null),
      findAgent: () => Promise.resolve(null),
      findRunIdsStartingWith: () => Promise.resolve([]),
    },
    auditRepository: { listDebriefs: () => Promise.resolve([]) },
    pastedAnswerAuditor: { audit },
    answerAuditLimiter: { take: () => undefined },
    manager: { get: () => undefined },
  };
}

const neverCalled = () => Promise.reject(new Error("the auditor was called"));

describe("npm run audit's errors", () => {
  it("reports an unknown run id as a usage error (exit 2), not as flags found", async () => {
    const input = auditAnswerInputSchema.parse({
      answer: "Nineteen merchants are affected.",
      source: { kind: "run", runId: "run_unknown" },
    });
    const error = await auditAnswerOrUsageError(dependencies(neverCalled), input, {
      id: "command-line",
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe("unknown run: run_unknown");
  });

  it("lets any other error through (exit 3)", async () => {
    const input = auditAnswerInputSchema.parse({
      answer: "Nineteen merchants are affected.",
      source: {
        kind: "debriefs",
        json: JSON.stringify([
          {
            agentName: "researcher",
            result: {
              findings: [],
              assumptions: [],
              unresolved: [],
              coverage: { searched: [], not_searched: [] },
              effort: { tool_calls: 0, tokens: 0 },
              transcript_ref: "t",
            },
          },
        ]),
      },
    });
    const error = await auditAnswerOrUsageError(
      dependencies(() => Promise.reject(new Error("the audit pool is down"))),
      input,
      { id: "command-line" },
    ).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe("the audit pool is down");
  });

  it("exits 0 for a clean audit, 1 for flags and 4 when nothing was audited", () => {
    expect(auditExitCode({ status: "audited", flags: [] })).toBe(0);
    expect(auditExitCode({ status: "audited", flags: [{}] })).toBe(1);
    expect(auditExitCode({ status: "no_claims", flags: [] })).toBe(4);
    expect(auditExitCode({ status: "no_debriefs", flags: [] })).toBe(4);
    expect(auditExitCode({ status: "no_answer", flags: [] })).toBe(4);
  });
});
