import { beforeAll } from "vitest";
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
 * The fan-out debriefs for the calling test file: registers a `beforeAll` that runs the scripted
 * fan-out once and fills the returned array in place, so the file's tests see all four debriefs
 * (the array is empty until that hook has run: use it inside tests, not at module level).
 */
export function fanOutDebriefsBeforeAll(): AuditDebrief[] {
  const debriefs: AuditDebrief[] = [];
  beforeAll(async () => {
    debriefs.push(...(await fanOutDebriefs()));
  });
  return debriefs;
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

/**
 * The single-child answer's parts, each carrying its caveat, for reader tests that add one
 * wording to an otherwise faithful answer: the dated cutoff (attributed), the table's sixteen (its
 * authority assumed), the fallback three (probable, on its condition), the open questions.
 */
export const FAITHFUL_SINGLE_PARTS = {
  dated: "The cutoff is 2027-03-31, per the provider's changelog.",
  table: "Sixteen merchants use v2 in the merchants table, which we took as right.",
  fallback:
    "m_0005, m_0067 and m_0148 probably reach v2 too, if the fallback fires on timeouts and 5xx.",
  open: "Nobody knows what the five override merchants send. The sandbox twelve's date is open.",
} as const;
