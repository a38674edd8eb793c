"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useTRPC } from "@/trpc/react";
import { ErrorMessage } from "@/components/ui/error-message";
import { CASE_KINDS, escalationCaseSchema } from "@/server/shared/escalation-case-schema";
import { TEMPLATE_WORKSPACE, TRUTH_TEMPLATE } from "./case-template";
import { issueSentences } from "@/components/ui/form-problem";
import { pluralize } from "@/components/ui/plural";

const INPUT =
  "w-full rounded-md border border-zinc-300 bg-white px-2.5 py-1.5 text-sm shadow-xs aria-invalid:border-red-400";

/**
 * Add a case to a dataset version (a new version holds its cases and this one): the case's
 * fields, its ground truth and required caveats as JSON. Checked with the shared case schema
 * here; the server also recomputes the truth from the workspace and names what differs.
 */
export function AddCaseForm({
  basedOn,
  onAdded,
}: {
  basedOn: string;
  onAdded: (version: string) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const uid = useId();
  const workspaces = useQuery(trpc.workspaces.list.queryOptions());
  const [id, setId] = useState("");
  const [workspace, setWorkspace] = useState(TEMPLATE_WORKSPACE);
  const [kind, setKind] = useState<string>("count");
  const [question, setQuestion] = useState("");
  const [history, setHistory] = useState("");
  const [truth, setTruth] = useState(TRUTH_TEMPLATE);
  const [caveats, setCaveats] = useState("[]");
  const [problems, setProblems] = useState<string[]>([]);

  const add = useMutation(
    trpc.datasets.addCase.mutationOptions({
      onSuccess: async (made) => {
        await queryClient.invalidateQueries({ queryKey: trpc.datasets.list.queryKey() });
        onAdded(made.version);
      },
    }),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const json = (label: string, text: string): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        throw new Error(`${label}: not valid JSON`);
      }
    };
    let candidate: unknown;
    try {
      candidate = {
        id: id.trim(),
        workspace,
        kind,
        question: question.trim(),
        history: history.trim() === "" ? null : history.trim(),
        truth: json("Ground truth", truth),
        caveats: json("Required caveats", caveats),
      };
    } catch (error) {
      setProblems([error instanceof Error ? error.message : String(error)]);
      return;
    }
    const parsed = escalationCaseSchema.safeParse(candidate);
    if (!parsed.success) {
      setProblems(issueSentences(parsed.error.issues, "case"));
      return;
    }
    setProblems([]);
    add.mutate({ basedOn, case: parsed.data });
  }

  const label = "mb-1 block text-xs font-medium text-zinc-700";
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2" data-testid="add-case-form">
      <div className="grid grid-cols-2 gap-2">
        <div>
          <label htmlFor={`${uid}-id`} className={label}>
            Case id (kebab-case)
          </label>
          <input
            id={`${uid}-id`}
            value={id}
            onChange={(e) => setId(e.target.value)}
            className={`${INPUT} font-mono`}
          />
        </div>
        <div>
          <label htmlFor={`${uid}-workspace`} className={label}>
            Workspace
          </label>
          <select
            id={`${uid}-workspace`}
            value={workspace}
            onChange={(e) => setWorkspace(e.target.value)}
            className={INPUT}
          >
            {(workspaces.data ?? [{ id: "ledgerline", name: "ledgerline" }]).map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${uid}-kind`} className={label}>
            Kind
          </label>
          <select
            id={`${uid}-kind`}
            value={kind}
            onChange={(e) => setKind(e.target.value)}
            className={INPUT}
          >
            {CASE_KINDS.map((k) => (
              <option key={k}>{k}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${uid}-history`} className={label}>
            History folder <span className="font-normal text-zinc-500">(blank: none)</span>
          </label>
          <input
            id={`${uid}-history`}
            value={history}
            placeholder="escalation-history"
            onChange={(e) => setHistory(e.target.value)}
            className={`${INPUT} font-mono`}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${uid}-question`} className={label}>
          Question
        </label>
        <textarea
          id={`${uid}-question`}
          rows={2}
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          className={INPUT}
        />
      </div>
      <div>
        <label htmlFor={`${uid}-truth`} className={label}>
          Ground truth (JSON list of elements: id_set, count, boolean, version, date, value,
          location)
        </label>
        <textarea
          id={`${uid}-truth`}
          rows={5}
          value={truth}
          onChange={(e) => setTruth(e.target.value)}
          className={`${INPUT} font-mono text-xs`}
        />
      </div>
      <div>
        <label htmlFor={`${uid}-caveats`} className={label}>
          Required caveats (JSON list of {"{ id, description, mentions }"})
        </label>
        <textarea
          id={`${uid}-caveats`}
          rows={3}
          value={caveats}
          onChange={(e) => setCaveats(e.target.value)}
          className={`${INPUT} font-mono text-xs`}
        />
      </div>
      {problems.length > 0 ? (
        <ErrorMessage error="The case is not valid" compact>
          <ul className="mt-1 list-disc pl-5 text-xs">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </ErrorMessage>
      ) : null}
      {add.isError ? (
        <ErrorMessage error={add.error} title="The case was not added" compact />
      ) : null}
      {add.isSuccess ? (
        <p role="status" className="text-xs text-emerald-700">
          Added as version {add.data.version} ({pluralize(add.data.caseCount, "case")}).
        </p>
      ) : null}
      <div className="flex justify-end">
        <button
          type="submit"
          disabled={add.isPending}
          className="rounded-md bg-zinc-900 px-3.5 py-1.5 text-sm font-medium text-white hover:bg-zinc-700 disabled:bg-zinc-400"
        >
          {add.isPending ? "Checking…" : `Add to ${basedOn} as a new version`}
        </button>
      </div>
    </form>
  );
}
