import type { AuditReport } from "../features/audit/audit-report";
import { auditRun } from "../features/audit/caveat-audit";
import { ledgerlineAuditFixture } from "../features/audit/labeled-set";
import type { AuditDebrief } from "../features/audit/reader/debrief-model";
import { runLedgerlineForAudit } from "./ledgerline-audit-run";

/** The scripted ledgerline run's one child debrief (the single-child variant of the audit tests). */
export const singleChildDebriefs: readonly AuditDebrief[] = ledgerlineAuditFixture().debriefs;

/** The four debriefs of the scripted fan-out run (the fan-out variant); run once per file. */
export async function fanOutDebriefs(): Promise<AuditDebrief[]> {
  return (await runLedgerlineForAudit("fan-out")).debriefs;
}

/**
 * `label → classification[/severity]` of the named hedges of a report ("carried",
 * "dropped/high", …). Throws when the report has no hedge of a label (a typo in a test).
 */
export function hedgeStatuses(report: AuditReport, labels: string[]): Record<string, string> {
  return Object.fromEntries(
    labels.map((label) => {
      const hedge = report.hedges.find((entry) => entry.label === label);
      if (!hedge) throw new Error(`no hedge ${label}`);
      return [
        label,
        hedge.severity ? `${hedge.classification}/${hedge.severity}` : hedge.classification,
      ];
    }),
  );
}

/** hedgeStatuses of the audit of `answer` against `debriefs` (default: the single child's). */
export function answerStatuses(
  answer: string,
  labels: string[],
  debriefs: readonly AuditDebrief[] = singleChildDebriefs,
): Record<string, string> {
  return hedgeStatuses(auditRun({ finalAnswer: answer, debriefs }), labels);
}
