"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/trpc/react";
import { download } from "@/components/ui/download";
import { ErrorMessage } from "@/components/ui/error-message";
import type { AuditExportFormat } from "@/server/shared/audit-terms";

type Format = AuditExportFormat;

/** Export the audit (with its reviews, fetched fresh) as a Markdown or JSON download. */
export function ExportButtons({ runId }: { runId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Format | null>(null);
  const [error, setError] = useState<unknown>(null);

  async function onExport(format: Format) {
    setBusy(format);
    setError(null);
    try {
      const file = await queryClient.fetchQuery({
        ...trpc.audit.export.queryOptions({ runId, format }),
        staleTime: 0,
      });
      download(file.filename, file.contentType, file.content);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(null);
    }
  }

  const button =
    "rounded-md border border-zinc-300 bg-white px-2.5 py-1 text-xs font-medium text-zinc-800 hover:bg-zinc-50 disabled:opacity-50";
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <div className="flex items-center gap-1.5">
        <span className="text-xs text-zinc-500">Export</span>
        <button
          type="button"
          data-testid="audit-export-markdown"
          disabled={busy !== null}
          onClick={() => void onExport("markdown")}
          className={button}
        >
          {busy === "markdown" ? "Exporting…" : "Markdown"}
        </button>
        <button
          type="button"
          data-testid="audit-export-json"
          disabled={busy !== null}
          onClick={() => void onExport("json")}
          className={button}
        >
          {busy === "json" ? "Exporting…" : "JSON"}
        </button>
      </div>
      {error ? <ErrorMessage error={error} title="Export failed" compact /> : null}
    </div>
  );
}
