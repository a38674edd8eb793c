"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useTRPC } from "@/trpc/react";
import { ErrorMessage } from "@/components/ui/error-message";
import { exampleFolder, rootsSentence } from "./workspace-roots-text";

const INPUT =
  "w-full rounded-md border border-zinc-300 bg-white px-2.5 py-1.5 text-sm shadow-xs aria-invalid:border-red-400";

/**
 * Registers a workspace folder (and optionally a SQLite database) for runs to research. A
 * missing name or folder is said below the fields; that field is marked invalid and takes the
 * focus, and an earlier refusal from the server is cleared (it no longer describes the input).
 */
export function RegisterWorkspaceForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const uid = useId();
  const [name, setName] = useState("");
  const [rootPath, setRootPath] = useState("");
  const [databasePath, setDatabasePath] = useState("");
  // The form's own check: the sentence, and the field it is about.
  const [clientError, setClientError] = useState<{
    field: "name" | "root";
    sentence: string;
  } | null>(null);
  const roots = useQuery(trpc.workspaces.roots.queryOptions());
  const example = exampleFolder(roots.data ?? []);

  const register = useMutation(
    trpc.workspaces.register.mutationOptions({
      onSuccess: async () => {
        setName("");
        setRootPath("");
        setDatabasePath("");
        await queryClient.invalidateQueries({ queryKey: trpc.workspaces.list.queryKey() });
      },
    }),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem =
      name.trim() === ""
        ? ({ field: "name", sentence: "Give the workspace a name." } as const)
        : rootPath.trim() === ""
          ? ({ field: "root", sentence: "Enter the workspace folder's absolute path." } as const)
          : null;
    setClientError(problem);
    if (problem) {
      register.reset();
      document.getElementById(`${uid}-${problem.field}`)?.focus();
      return;
    }
    register.mutate({
      name: name.trim(),
      rootPath: rootPath.trim(),
      ...(databasePath.trim() ? { databasePath: databasePath.trim() } : {}),
    });
  }

  return (
    <section
      aria-labelledby={`${uid}-heading`}
      className="rounded-md border border-zinc-200 bg-white p-4 shadow-xs"
    >
      <h2 id={`${uid}-heading`} className="mb-3 text-sm font-semibold text-zinc-800">
        Register a workspace
      </h2>
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-3"
        data-testid="register-workspace-form"
      >
        <div>
          <label htmlFor={`${uid}-name`} className="mb-1 block text-xs font-medium text-zinc-700">
            Name
          </label>
          <input
            id={`${uid}-name`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            className={INPUT}
            aria-invalid={clientError?.field === "name"}
          />
        </div>
        <div>
          <label htmlFor={`${uid}-root`} className="mb-1 block text-xs font-medium text-zinc-700">
            Folder (absolute path, inside a workspace root)
          </label>
          <input
            id={`${uid}-root`}
            value={rootPath}
            onChange={(e) => setRootPath(e.target.value)}
            placeholder={example}
            className={`${INPUT} font-mono`}
            aria-invalid={clientError?.field === "root"}
            aria-describedby={`${uid}-roots`}
          />
          <p
            id={`${uid}-roots`}
            className="mt-1 text-xs text-zinc-500"
            data-testid="workspace-roots"
          >
            {roots.isError
              ? "The workspace roots could not be read; the folder must lie inside one of them."
              : rootsSentence(roots.data ?? null)}
          </p>
        </div>
        <div>
          <label htmlFor={`${uid}-db`} className="mb-1 block text-xs font-medium text-zinc-700">
            SQLite database or .sql seed{" "}
            <span className="font-normal text-zinc-500">(optional)</span>
          </label>
          <input
            id={`${uid}-db`}
            value={databasePath}
            onChange={(e) => setDatabasePath(e.target.value)}
            placeholder={`${example}/merchants.db`}
            className={`${INPUT} font-mono`}
          />
        </div>
        {clientError ? <ErrorMessage error={clientError.sentence} compact /> : null}
        {register.isError ? (
          <ErrorMessage error={register.error} title="The workspace was not registered" compact />
        ) : null}
        {register.isSuccess ? (
          <p role="status" className="text-xs text-emerald-700">
            Registered “{register.data.name}”.
          </p>
        ) : null}
        <div className="flex justify-end">
          <button
            type="submit"
            disabled={register.isPending}
            className="rounded-md bg-zinc-900 px-3.5 py-1.5 text-sm font-medium text-white hover:bg-zinc-700 disabled:bg-zinc-400"
          >
            {register.isPending ? "Registering…" : "Register"}
          </button>
        </div>
      </form>
    </section>
  );
}
