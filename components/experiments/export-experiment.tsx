"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/trpc/react";
import { download } from "@/components/ui/download";
import { ErrorMessage } from "@/components/ui/error-message";

const BUTTON =
  "rounded-md border border-zinc-300 bg-white px-2.5 py-1 text-xs font-medium text-zinc-800 hover:bg-zinc-50 disabled:opacity-50";

/** Download the experiment's scores: CSV (one line per run) or JSON (everything). */
export function ExportExperiment({ experimentId }: { experimentId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<"csv" | "json" | null>(null);
  const [error, setError] = useState<unknown>(null);

  async function onExport(format: "csv" | "json") {
    setBusy(format);
    setError(null);
    try {
      const file = await queryClient.fetchQuery({
        ...trpc.experiments.export.queryOptions({ experimentId, format }),
        staleTime: 0,
      });
      download(file.filename, file.contentType, file.body);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex items-center gap-1.5">
        <span className="text-xs text-zinc-500">Export</span>
        {(["csv", "json"] as const).map((format) => (
          <button
            key={format}
            type="button"
            data-testid={`experiment-export-${format}`}
            disabled={busy !== null}
            onClick={() => void onExport(format)}
            className={BUTTON}
          >
            {busy === format ? "Exporting…" : format.toUpperCase()}
          </button>
        ))}
      </div>
      {error ? <ErrorMessage error={error} title="Export failed" compact /> : null}
    </div>
  );
}
