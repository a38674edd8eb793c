"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTRPC } from "@/trpc/react";
import { ErrorMessage } from "@/components/ui/error-message";
import type { WorkspaceRow } from "./workspaces-table";

const INPUT =
  "w-full rounded border border-zinc-300 bg-white px-2 py-1 font-mono text-xs shadow-xs";
const BUTTON =
  "rounded border border-zinc-300 bg-white px-2 py-0.5 text-xs text-zinc-700 hover:bg-zinc-50 disabled:opacity-50";

/**
 * Edit and Remove for a workspace registered in this page (samples and DEBRIEF_WORKSPACES
 * entries are not editable). Edit opens the name, folder and database fields in place; the
 * server validates them like a registration (workspace roots, duplicates).
 */
export function WorkspaceRowActions({ workspace }: { workspace: WorkspaceRow }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(workspace.name);
  const [rootPath, setRootPath] = useState(workspace.rootPath);
  const [databasePath, setDatabasePath] = useState(workspace.databasePath ?? "");
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.workspaces.list.queryKey() });
  const update = useMutation(
    trpc.workspaces.update.mutationOptions({
      onSuccess: async () => {
        setEditing(false);
        await refresh();
      },
    }),
  );
  const remove = useMutation(trpc.workspaces.remove.mutationOptions({ onSuccess: refresh }));

  if (workspace.source !== "registered") return <span className="text-xs text-zinc-400">—</span>;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate({ id: workspace.id, name, rootPath, databasePath });
  }

  if (editing) {
    return (
      <form onSubmit={onSubmit} className="space-y-1.5" data-testid="workspace-edit-form">
        <input
          aria-label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          className={INPUT}
        />
        <input
          aria-label="Folder"
          value={rootPath}
          onChange={(e) => setRootPath(e.target.value)}
          className={INPUT}
        />
        <input
          aria-label="Database or .sql seed"
          value={databasePath}
          onChange={(e) => setDatabasePath(e.target.value)}
          placeholder="(none)"
          className={INPUT}
        />
        {update.isError ? <ErrorMessage error={update.error} compact /> : null}
        <div className="flex gap-1.5">
          <button type="submit" disabled={update.isPending} className={BUTTON}>
            Save
          </button>
          <button type="button" onClick={() => setEditing(false)} className={BUTTON}>
            Cancel
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <div className="flex gap-1.5">
        <button type="button" onClick={() => setEditing(true)} className={BUTTON}>
          Edit
        </button>
        <button
          type="button"
          data-testid="workspace-remove"
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(`Remove the workspace “${workspace.name}”? Its runs stay.`)) {
              remove.mutate({ id: workspace.id });
            }
          }}
          className={BUTTON}
        >
          Remove
        </button>
      </div>
      {remove.isError ? <ErrorMessage error={remove.error} compact /> : null}
    </div>
  );
}
