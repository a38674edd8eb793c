import { provenanceCheckLabel } from "../../shared/audit-terms";
import { showBidiControls } from "../../shared/bidi-controls";
import { actorDisplayName } from "../../shared/human-actor";
import type { AuditView } from "./audit-views";
import {
  answerFenceLines,
  claimLines,
  flagEvidenceLines,
  flagHeading,
  hedgeTableLines,
} from "../../shared/audit-export-sections";
import { cell, inline, quote } from "../../shared/markdown-text";

/**
 * The Markdown export of an audit (issue 5: "Export of the audit as Markdown and JSON"):
 * summary, flags with the child text that was dropped and the claim that dropped it (and the
 * latest review, and every decision in order when there were several), every hedge's classification, provenance badges per debrief, the claims
 * with their links, and the final answer.
 */

type ReadyView = Extract<AuditView, { state: "ready" }>;

const MARK = { verified: "✓", not_found: "✗", unverifiable: "?" };

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The audit as a Markdown document (bidirectional controls shown as markers: bidi-controls.ts). */
export function renderAuditMarkdown(view: ReadyView): string {
  const { report, counts } = view;
  const out: string[] = [];
  out.push(`# Caveat audit: run ${view.runId}`, "");
  out.push(`- Question: ${inline(view.question)}`);
  out.push(`- Run status: ${view.runStatus}; audited ${iso(view.computedAt)}`);
  out.push(`- Run outcome: ${view.runOutcome.outcome} (${view.runOutcome.detail})`);
  out.push(`- Audit status: ${report.status} (${report.statusDetail})`);
  out.push(
    `- Read as: ${report.mode === "contract" ? "the answer contract (final_answer record, exact)" : "free text (the free-text reader)"}${report.modeDetail ? `; ${report.modeDetail}` : ""}`,
  );
  out.push(
    `- Flags: ${counts.flags} (high ${counts.high}, medium ${counts.medium}, low ${counts.low}); unreviewed ${counts.unreviewed}, confirmed ${counts.confirmed}, dismissed ${counts.dismissed}`,
  );
  out.push(
    `- Hedges: ${counts.hedges} (carried ${counts.carried}, dropped ${counts.dropped}, not used ${counts.notUsed}, uncertain ${counts.uncertain ?? 0}); claims ${counts.claims}, caveat sentences ${counts.caveats}`,
  );
  out.push("", "## Flags", "");
  if (view.flags.length === 0) out.push("No caveat was dropped.");
  view.flags.forEach((flag, index) => {
    const review = flag.review ? decisionLine(flag.review) : "not reviewed";
    const history = view.reviews
      .filter((record) => record.flagId === flag.id)
      .sort((a, b) => a.createdAt - b.createdAt);
    out.push(
      flagHeading(flag, index + 1),
      "",
      ...flagEvidenceLines(flag),
      "",
      `Review: ${review}`,
      ...(flag.review?.note ? [quote(flag.review.note)] : []),
      ...(history.length > 1
        ? [
            "",
            `History: ${history.length} decisions, oldest first:`,
            ...history.flatMap((record, position) => [
              `${position + 1}. ${decisionLine(record)}`,
              ...(record.note ? [indent(quote(record.note), "   ")] : []),
            ]),
          ]
        : []),
      ...(flag.judgement
        ? [
            "",
            `Judge (${inline(flag.judgement.provider)} ${inline(flag.judgement.model)}): ${flag.judgement.verdict}:`,
            quote(flag.judgement.explanation),
          ]
        : []),
      "",
    );
  });
  out.push("## Hedges", "", ...hedgeTableLines(report));
  out.push("", "## Provenance", "");
  if (view.provenance.length === 0) out.push("No debriefs.");
  for (const debrief of view.provenance) {
    const { counts: c } = debrief;
    out.push(
      `### ${inline(debrief.agentName)} (${debrief.agentId}): ${c.verified} matched, ${c.not_found} no match, ${c.unverifiable} not checkable`,
      "",
    );
    for (const check of debrief.checks) {
      out.push(
        `- ${MARK[check.status]} ${provenanceCheckLabel(check)} F${check.findingIndex + 1} \`${cell(check.entry, 120)}\`: ${cell(check.reason, 240)}`,
      );
    }
    out.push("");
  }
  out.push("## Claims", "", ...claimLines(report));
  out.push("", "## Final answer", "", ...answerFenceLines(view.finalAnswer), "");
  return showBidiControls(out.join("\n"));
}

/**
 * The audit as a JSON document (two-space indent, final newline), bidirectional controls
 * shown as markers: they only stand inside JSON strings, and a marker needs no escape.
 */
export function renderAuditJson(view: ReadyView): string {
  return showBidiControls(`${JSON.stringify(view, null, 2)}\n`);
}

/** One decision: what, by whom, when, and whether its note follows. */
function decisionLine(review: {
  decision: string;
  reviewer: string;
  reviewerName?: string | null;
  createdAt: number;
  note: string;
}): string {
  return `${review.decision} by ${inline(reviewerInExport(review))} at ${iso(review.createdAt)}${review.note ? "; the reviewer's note:" : ""}`;
}

/** Every line of `text` after `prefix` (a quote kept inside a numbered list item). */
function indent(text: string, prefix: string): string {
  return text
    .split("\n")
    .map((line) => `${prefix}${line}`)
    .join("\n");
}

/**
 * The reviewer as the export names them: the account name as the Audit page shows it, with the
 * stored identity (an email) beside it for the record, "Dana (dana@example.com)"; the stored
 * identity alone (as actorDisplayName reads it) when the account has no name.
 */
function reviewerInExport(review: { reviewer: string; reviewerName?: string | null }): string {
  const name = review.reviewerName?.trim();
  const stored = actorDisplayName(review.reviewer);
  return name && name !== stored ? `${name} (${stored})` : stored;
}
