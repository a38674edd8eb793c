"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useTRPC } from "@/trpc/react";
import { ErrorMessage } from "@/components/ui/error-message";
import { FileTextPicker } from "@/components/ui/file-text-picker";
import { pluralize } from "@/components/ui/plural";

/**
 * Import JSONL (one case per line, from a file or pasted) as a new dataset version: alone, or
 * appended to `basedOn`'s cases. Every line is checked on the server; bad lines are named.
 */
export function ImportCasesForm({
  basedOn,
  onImported,
}: {
  basedOn: string;
  onImported: (version: string) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const uid = useId();
  const [text, setText] = useState("");
  const [append, setAppend] = useState(false);
  const importCases = useMutation(
    trpc.datasets.import.mutationOptions({
      onSuccess: async (made) => {
        setText("");
        await queryClient.invalidateQueries({ queryKey: trpc.datasets.list.queryKey() });
        onImported(made.version);
      },
    }),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    importCases.mutate({ jsonl: text, ...(append ? { basedOn } : {}) });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2" data-testid="import-cases-form">
      <FileTextPicker
        label="Choose a JSONL file…"
        accept=".jsonl,.ndjson,application/x-ndjson,text/plain"
        onText={setText}
      />
      <label htmlFor={`${uid}-text`} className="block text-xs font-medium text-zinc-700">
        or paste the lines
      </label>
      <textarea
        id={`${uid}-text`}
        rows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="w-full rounded-md border border-zinc-300 px-2 py-1 font-mono text-xs"
      />
      <label className="flex items-center gap-1.5 text-xs">
        <input type="checkbox" checked={append} onChange={(e) => setAppend(e.target.checked)} />
        append to {basedOn}&apos;s cases (else the import alone)
      </label>
      {importCases.isError ? (
        <ErrorMessage error={importCases.error} title="Nothing was imported" compact />
      ) : null}
      {importCases.isSuccess ? (
        <p role="status" className="text-xs text-emerald-700">
          Imported as version {importCases.data.version} (
          {pluralize(importCases.data.caseCount, "case")}).
        </p>
      ) : null}
      <div className="flex justify-end">
        <button
          type="submit"
          disabled={importCases.isPending || text.trim() === ""}
          className="rounded-md border border-zinc-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-zinc-50 disabled:opacity-50"
        >
          {importCases.isPending ? "Checking…" : "Import as a new version"}
        </button>
      </div>
    </form>
  );
}
