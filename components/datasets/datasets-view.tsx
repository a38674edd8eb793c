"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/trpc/react";
import { IfCan } from "@/components/auth/if-can";
import { download } from "@/components/ui/download";
import { ErrorMessage } from "@/components/ui/error-message";
import { Skeleton } from "@/components/ui/skeleton";
import { AddCaseForm } from "./add-case-form";
import { ImportCasesForm } from "./import-cases-form";
import { defaultDatasetVersion } from "@/components/experiments/default-dataset";
import { actorDisplayName } from "@/server/shared/human-actor";
import { pluralize } from "@/components/ui/plural";

/**
 * The eval set's versions: the repository's (read-only) and those users made; the chosen
 * version's cases, its JSONL export, and (with datasets:edit) adding a case or importing JSONL,
 * each of which makes a new version.
 */
export function DatasetsView() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const versions = useQuery(trpc.datasets.list.queryOptions());
  const [chosen, setChosen] = useState<string | null>(null);
  const version = chosen ?? (defaultDatasetVersion(versions.data ?? []) || null);
  const dataset = useQuery({
    ...trpc.datasets.get.queryOptions({ version: version ?? "v1" }),
    enabled: version !== null,
  });
  const [exportError, setExportError] = useState<unknown>(null);

  async function onExport() {
    if (version === null) return;
    try {
      const file = await queryClient.fetchQuery(trpc.datasets.export.queryOptions({ version }));
      download(file.filename, file.contentType, file.body);
    } catch (error) {
      setExportError(error);
    }
  }

  if (versions.isError)
    return <ErrorMessage error={versions.error} title="Could not load datasets" />;
  if (versions.isPending || version === null)
    return <Skeleton lines={4} label="Loading datasets…" />;
  return (
    <div className="space-y-3">
      <h1 className="text-lg font-semibold">Datasets</h1>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        <section aria-labelledby="dataset-heading" className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="dataset-heading" className="text-sm font-semibold text-zinc-800">
              Version
            </h2>
            <select
              aria-label="Dataset version"
              data-testid="dataset-version"
              value={version}
              onChange={(e) => setChosen(e.target.value)}
              className="rounded border border-zinc-300 bg-white px-2 py-1 text-sm"
            >
              {versions.data.map((v) => (
                <option key={v.version} value={v.version}>
                  {v.version} — {pluralize(v.caseCount, "case")} (
                  {v.source === "repository"
                    ? "repository, read-only"
                    : `${v.origin} by ${v.createdByName ?? actorDisplayName(v.createdByEmail ?? "someone")}`}
                  )
                </option>
              ))}
            </select>
            <button
              type="button"
              data-testid="dataset-export"
              onClick={() => void onExport()}
              className="rounded-md border border-zinc-300 bg-white px-2.5 py-1 text-xs font-medium hover:bg-zinc-50"
            >
              Export JSONL
            </button>
          </div>
          {exportError ? <ErrorMessage error={exportError} title="Export failed" compact /> : null}
          {dataset.isError ? (
            <ErrorMessage error={dataset.error} compact />
          ) : dataset.data ? (
            <div className="overflow-x-auto rounded-md border border-zinc-200 bg-white">
              <table className="w-full text-left text-xs" data-testid="dataset-cases">
                <thead className="border-b border-zinc-200 bg-zinc-50 text-zinc-600">
                  <tr>
                    <th className="px-2 py-2 font-medium">Case</th>
                    <th className="px-2 py-2 font-medium">Question</th>
                    <th className="px-2 py-2 font-medium">Truth</th>
                    <th className="px-2 py-2 font-medium">Required caveats</th>
                  </tr>
                </thead>
                <tbody>
                  {dataset.data.cases.map((c) => (
                    <tr key={c.id} className="border-b border-zinc-100 align-top last:border-0">
                      <td className="px-2 py-1.5 font-mono">
                        {c.id}
                        <span className="block text-zinc-500">
                          {c.workspace} · {c.kind}
                        </span>
                      </td>
                      <td className="px-2 py-1.5">{c.question}</td>
                      <td className="px-2 py-1.5">
                        {c.truth.map((t) => `${t.key} (${t.kind})`).join(", ")}
                      </td>
                      <td className="px-2 py-1.5">
                        {c.caveats.map((cv) => cv.id).join(", ") || "—"}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <Skeleton lines={4} label="Loading cases…" />
          )}
        </section>
        <IfCan permission="datasets:edit">
          <div className="space-y-5">
            <section className="rounded-md border border-zinc-200 bg-white p-4 shadow-xs">
              <h2 className="mb-3 text-sm font-semibold text-zinc-800">Add a case</h2>
              <AddCaseForm basedOn={version} onAdded={setChosen} />
            </section>
            <section className="rounded-md border border-zinc-200 bg-white p-4 shadow-xs">
              <h2 className="mb-3 text-sm font-semibold text-zinc-800">Import JSONL</h2>
              <ImportCasesForm basedOn={version} onImported={setChosen} />
            </section>
          </div>
        </IfCan>
      </div>
    </div>
  );
}
