"use client";

import type { AnswerAuditView } from "@/server/features/audit/answer-audit-service";
import {
  answerAuditFilename,
  renderAnswerAuditJson,
  renderAnswerAuditMarkdown,
} from "./answer-audit-export";
import { download } from "@/components/ui/download";

/** The two exports: label, content type and renderer of each format. */
const FORMATS = [
  {
    format: "markdown",
    label: "Markdown",
    type: "text/markdown",
    render: renderAnswerAuditMarkdown,
  },
  { format: "json", label: "JSON", type: "application/json", render: renderAnswerAuditJson },
] as const;

/**
 * Export a pasted answer's audit as a Markdown or JSON download. Nothing of such an audit is
 * stored, so the files are written here from the result shown (answer-audit-export.ts);
 * `auditedAt` (epoch ms) is when the audit answered.
 */
export function AnswerAuditExportButtons({
  view,
  auditedAt,
}: {
  view: AnswerAuditView;
  auditedAt: number;
}) {
  const button =
    "rounded-md border border-zinc-300 bg-white px-2.5 py-1 text-xs font-medium text-zinc-800 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600";
  return (
    <div className="flex items-center gap-1.5" data-testid="answer-audit-export">
      <span className="text-xs text-zinc-500">Export</span>
      {FORMATS.map(({ format, label, type, render }) => (
        <button
          key={format}
          type="button"
          data-testid={`answer-audit-export-${format}`}
          onClick={() =>
            download(answerAuditFilename(auditedAt, format), type, render(view, auditedAt))
          }
          className={button}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
