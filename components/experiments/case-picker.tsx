"use client";

import { useId } from "react";
import { togglePicked } from "./experiment-start-check";

/** One case the picker lists: its id and question. */
export interface PickableCase {
  id: string;
  question: string;
}

const SMALL_BUTTON =
  "rounded border border-zinc-300 bg-white px-2 py-0.5 text-xs font-medium text-zinc-700 hover:bg-zinc-50 disabled:opacity-50";

/**
 * The experiment's case list: a checkbox per case (id and question; Tab and Space from the
 * keyboard), "Select all" / "Select none", and how many are chosen (announced politely).
 */
export function CasePicker({
  cases,
  picked,
  onChange,
  loading,
}: {
  cases: readonly PickableCase[];
  picked: readonly string[];
  onChange: (picked: string[]) => void;
  loading: boolean;
}) {
  const uid = useId();
  const listed = cases.map((escalationCase) => escalationCase.id);
  const chosen = new Set(picked);
  return (
    <div data-testid="experiment-cases" className="mt-2 space-y-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          data-testid="experiment-cases-all"
          disabled={loading || picked.length === listed.length}
          onClick={() => onChange(togglePicked(picked, listed, { kind: "all" }))}
          className={SMALL_BUTTON}
        >
          Select all
        </button>
        <button
          type="button"
          data-testid="experiment-cases-none"
          disabled={loading || picked.length === 0}
          onClick={() => onChange(togglePicked(picked, listed, { kind: "none" }))}
          className={SMALL_BUTTON}
        >
          Select none
        </button>
        <span
          id={`${uid}-count`}
          data-testid="experiment-cases-count"
          aria-live="polite"
          className="text-xs text-zinc-500"
        >
          {loading ? "Loading cases…" : `${picked.length} of ${listed.length} chosen`}
        </span>
      </div>
      <ul
        aria-label="Cases to run"
        aria-describedby={`${uid}-count`}
        className="max-h-56 space-y-0.5 overflow-y-auto rounded-md border border-zinc-300 bg-white p-1.5"
      >
        {cases.map((escalationCase) => (
          <li key={escalationCase.id}>
            <label className="flex items-start gap-2 rounded px-1 py-0.5 text-xs hover:bg-zinc-50">
              <input
                type="checkbox"
                data-testid="experiment-case"
                value={escalationCase.id}
                checked={chosen.has(escalationCase.id)}
                onChange={() =>
                  onChange(togglePicked(picked, listed, { kind: "one", id: escalationCase.id }))
                }
                className="mt-0.5"
              />
              <span className="min-w-0">
                <span className="font-mono">{escalationCase.id}</span>{" "}
                <span className="text-zinc-500">{escalationCase.question}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
