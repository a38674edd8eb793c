import type { AnswerAuditView } from "../../server/features/audit/answer-audit-service";

/**
 * What `npm run audit` prints for one audit (pure): the source and the children, the status,
 * the hedge and flag counts, each flag, then every hedge. An audit that had nothing to check
 * (no answer, no debriefs, no claims) says "not audited" with the reason and prints no counts
 * ("flags 0" there would read as a clean audit, which the app's grey "not audited" badge
 * avoids); the "Every hedge" list is left out when there is no hedge.
 */
export function auditPrintout(view: AnswerAuditView): string[] {
  const { report } = view;
  const lines: string[] = [];
  const against =
    view.source.kind === "run"
      ? `run ${view.source.runId} (${view.source.question})`
      : "the debriefs file";
  const children = view.children.length > 0 ? view.children.join(", ") : "no child debriefs";
  lines.push(
    `Caveat audit (${report.mode === "contract" ? "answer contract, exact" : "free-text reader"}) against ${against}: ${children}`,
  );
  const audited = report.status === "audited";
  lines.push(
    audited
      ? `Status: audited — ${report.statusDetail}`
      : `Status: not audited (${report.status.replace(/_/g, " ")}) — ${report.statusDetail}`,
  );
  const counts = report.counts;
  if (audited || counts.flags > 0)
    lines.push(
      `Hedges ${counts.hedges}: carried ${counts.carried}, dropped ${counts.dropped}, not used ${counts.notUsed}, uncertain ${counts.uncertain}; flags ${counts.flags} (high ${counts.high}, medium ${counts.medium}, low ${counts.low})`,
    );
  report.flags.forEach((flag, index) => {
    lines.push(
      `\n${index + 1}. ${flag.severity.toUpperCase()} ${flag.hedgeLabel}${flag.alsoFrom.length > 0 ? ` (also ${flag.alsoFrom.join(", ")})` : ""}`,
    );
    lines.push(`   child: ${flag.childText}`);
    if (flag.claimText) lines.push(`   claim: ${flag.claimText}`);
    lines.push(`   why:   ${flag.reason}`);
  });
  if (report.hedges.length > 0) {
    lines.push("\nEvery hedge:");
    for (const hedge of report.hedges)
      lines.push(
        `  ${hedge.label.padEnd(28)} ${hedge.classification}${hedge.severity ? ` (${hedge.severity})` : ""}: ${hedge.reason}`,
      );
  }
  return lines;
}
