import { showBidiControls } from "@/server/shared/bidi-controls";
import type { AnswerAuditView } from "@/server/features/audit/answer-audit-service";
import {
  answerFenceLines,
  claimLines,
  flagEvidenceLines,
  flagHeading,
  hedgeTableLines,
} from "@/server/shared/audit-export-sections";
import { inline } from "@/server/shared/markdown-text";

/**
 * The exports of a pasted answer's audit (an answer from another system, audited on the Audit
 * page against a run's debriefs or debriefs given as JSON): nothing of it is stored, so the
 * browser writes these files from the result it holds. Markdown as a run's audit exports it
 * (flags with the child's text and the claim that dropped it, the hedges, the
 * claims, the answer; server/features/audit/audit-export.ts) without reviews or provenance, which a pasted answer has none of; JSON is
 * the whole result. Bidirectional controls are shown as markers in both (bidi-controls.ts).
 */

/** "audit-answer-2026-12-03T12-40-05Z.md": the file name of an export made at `at` (epoch ms). */
export function answerAuditFilename(at: number, format: "markdown" | "json"): string {
  const stamp = new Date(at)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/:/g, "-");
  return `audit-answer-${stamp}.${format === "markdown" ? "md" : "json"}`;
}

/** The audit of a pasted answer as a Markdown document, audited at `at` (epoch ms). */
export function renderAnswerAuditMarkdown(view: AnswerAuditView, at: number): string {
  const { report } = view;
  const { counts } = report;
  const against =
    view.source.kind === "run"
      ? `run ${view.source.runId} (${inline(view.source.question)})`
      : "debriefs given as JSON";
  const out: string[] = [
    "# Caveat audit of an answer",
    "",
    `- Audited ${new Date(at).toISOString()} against ${against}`,
    `- Children: ${view.children.length > 0 ? inline(view.children.join(", ")) : "none"}`,
    `- Read as: ${report.mode === "contract" ? "the answer contract (final_answer record, exact)" : "free text (the free-text reader)"}${report.modeDetail ? `; ${inline(report.modeDetail)}` : ""}`,
    `- Audit status: ${report.status === "audited" ? "audited" : "not audited"} (${inline(report.statusDetail)})`,
  ];
  if (report.status === "audited") {
    out.push(
      `- Flags: ${counts.flags} (high ${counts.high}, medium ${counts.medium}, low ${counts.low})`,
      `- Hedges: ${counts.hedges} (carried ${counts.carried}, dropped ${counts.dropped}, not used ${counts.notUsed}, uncertain ${counts.uncertain}); claims ${counts.claims}, caveat sentences ${counts.caveats}`,
    );
  }
  out.push("", "## Flags", "");
  if (report.flags.length === 0) out.push("No caveat was dropped.", "");
  report.flags.forEach((flag, index) => {
    out.push(flagHeading(flag, index + 1), "", ...flagEvidenceLines(flag), "");
  });
  out.push("## Hedges", "", ...hedgeTableLines(report), "");
  out.push("## Claims", "", ...claimLines(report), "");
  out.push("## Answer", "", ...answerFenceLines(view.answer), "");
  return showBidiControls(out.join("\n"));
}

/** The audit of a pasted answer as JSON (two-space indent, final newline), with `auditedAt`. */
export function renderAnswerAuditJson(view: AnswerAuditView, at: number): string {
  const document = { auditedAt: new Date(at).toISOString(), ...view };
  return showBidiControls(`${JSON.stringify(document, null, 2)}\n`);
}
