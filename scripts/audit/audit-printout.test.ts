import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  auditAnswer,
  type AnswerAuditView,
} from "../../server/features/audit/answer-audit-service";
import { inProcessPastedAnswerAuditor } from "../../server/features/audit/pasted-answer-auditor";
import { auditAnswerInputSchema } from "../../server/shared/audit-inputs";
import { auditPrintout } from "./audit-printout";

/** The audit `npm run audit -- --answer … --debriefs …` makes, without a database. */
async function auditAgainstDebriefs(answer: string, json: string): Promise<AnswerAuditView> {
  const input = auditAnswerInputSchema.parse({ answer, source: { kind: "debriefs", json } });
  return auditAnswer(
    {
      runRepository: {
        findRun: () => Promise.resolve(null),
        findAgent: () => Promise.resolve(null),
        findRunIdsStartingWith: () => Promise.resolve([]),
      },
      auditRepository: { listDebriefs: () => Promise.resolve([]) },
      manager: { get: () => undefined },
      pastedAnswerAuditor: inProcessPastedAnswerAuditor,
      answerAuditLimiter: { take: () => undefined },
    },
    input,
    { id: "command-line" },
  );
}

describe("npm run audit's printout", () => {
  it("prints the counts, each flag and every hedge of an audited answer", async () => {
    const json = readFileSync("datasets/audit/v1/debriefs-single.json", "utf8");
    const view = await auditAgainstDebriefs("Every merchant is affected. Nothing else.", json);
    expect(view.report.status).toBe("audited");
    const lines = auditPrintout(view);
    expect(lines[0]).toMatch(/^Caveat audit \(free-text reader\) against the debriefs file: \S/);
    expect(lines[1]).toMatch(/^Status: audited — /);
    expect(lines[2]).toMatch(/^Hedges \d+: carried \d+, dropped \d+/);
    expect(lines).toContain("\nEvery hedge:");
    expect(lines.filter((line) => /^\n\d+\. (HIGH|MEDIUM|LOW) /.test(line))).toHaveLength(
      view.report.flags.length,
    );
  });

  it("says 'not audited' with the reason, and no 'flags 0', when there was nothing to check", async () => {
    const json = readFileSync("datasets/audit/v1/debriefs-single.json", "utf8");
    const view = await auditAgainstDebriefs("Every merchant is affected.", json);
    const nothing: AnswerAuditView = {
      ...view,
      children: [],
      report: {
        ...view.report,
        status: "no_debriefs",
        statusDetail: "the run has no child debriefs to audit against",
        hedges: [],
        flags: [],
        counts: { ...view.report.counts, hedges: 0, flags: 0, high: 0, medium: 0, low: 0 },
      },
    };
    expect(auditPrintout(nothing)).toEqual([
      "Caveat audit (free-text reader) against the debriefs file: no child debriefs",
      "Status: not audited (no debriefs) — the run has no child debriefs to audit against",
    ]);
  });
});
