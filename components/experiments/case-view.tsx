"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/trpc/react";
import { Badge } from "@/components/ui/badge";
import { ErrorMessage } from "@/components/ui/error-message";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDuration, formatNumber } from "@/components/ui/format";
import type { ExperimentRunView } from "@/server/features/experiments/experiment-views";
import { withActorNames } from "@/server/shared/human-actor";

/**
 * One case of an experiment: the question, its ground truth and required caveats, then every run
 * it made (mode × trial) with a link to the run and its audit, whether its children were held
 * constant, each truth element's score, the caveats it missed, the audit's flags and the figures.
 */
export function CaseView({ experimentId, caseId }: { experimentId: string; caseId: string }) {
  const trpc = useTRPC();
  const view = useQuery(trpc.experiments.case.queryOptions({ experimentId, caseId }));
  if (view.isError) return <ErrorMessage error={view.error} title="Could not load the case" />;
  if (view.isPending) return <Skeleton lines={5} label="Loading the case…" />;
  const { escalationCase, runs } = view.data;
  return (
    <div className="space-y-4" data-testid="experiment-case">
      <nav className="text-xs">
        <Link href={`/experiments/${experimentId}`} className="text-sky-700 underline">
          ← experiment {experimentId}
        </Link>
      </nav>
      <header>
        <h1 className="font-mono text-base font-semibold text-zinc-900">{escalationCase.id}</h1>
        <p className="text-sm text-zinc-800">{escalationCase.question}</p>
        <p className="text-xs text-zinc-500">
          {escalationCase.workspace} · {escalationCase.kind} · history{" "}
          {escalationCase.history ?? "none"} · truth:{" "}
          {escalationCase.truth.map((element) => `${element.key} (${element.kind})`).join(", ")} ·
          required caveats: {escalationCase.caveats.map((c) => c.id).join(", ") || "none"}
        </p>
      </header>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        {runs.map((run) => (
          <RunCard key={run.id} run={run} />
        ))}
      </div>
    </div>
  );
}

function RunCard({ run }: { run: ExperimentRunView }) {
  const scores = run.scores;
  return (
    <article
      className="rounded-md border border-zinc-200 bg-white p-3 text-sm"
      data-testid="case-run"
      data-mode={run.mode}
    >
      <header className="mb-2 flex flex-wrap items-center gap-2">
        <h2 className="font-semibold">
          {run.mode} <span className="font-normal text-zinc-500">trial {run.trial}</span>
        </h2>
        <Badge tone={run.status === "succeeded" ? "green" : "amber"}>{run.status}</Badge>
        <Badge
          tone={run.held === "held" ? "violet" : "grey"}
          title={run.heldDetail ?? undefined}
          data-testid="case-run-held"
        >
          {run.role === "recording"
            ? "recording"
            : run.held === "held"
              ? "children held constant"
              : run.held === "partial"
                ? "partly held"
                : "not held constant"}
        </Badge>
        {run.runId ? (
          <span className="ml-auto flex gap-2 text-xs">
            <Link
              href={`/runs/${run.runId}`}
              className="text-sky-700 underline"
              data-testid="case-run-link"
            >
              run
            </Link>
            <Link href={`/runs/${run.runId}/audit`} className="text-sky-700 underline">
              audit
            </Link>
          </span>
        ) : null}
      </header>
      {run.heldDetail ? <p className="mb-2 text-xs text-zinc-500">{run.heldDetail}</p> : null}
      {run.statusDetail && run.status !== "succeeded" ? (
        <p className="mb-2 text-xs text-amber-800">{withActorNames(run.statusDetail)}</p>
      ) : null}
      {scores ? (
        <>
          <table className="mb-2 w-full text-xs">
            <thead className="text-left text-zinc-500">
              <tr>
                <th className="font-medium">truth element</th>
                <th className="font-medium">expected</th>
                <th className="font-medium">answer</th>
                <th className="font-medium">score</th>
              </tr>
            </thead>
            <tbody>
              {scores.answer.elements.map((element) => (
                <tr
                  key={element.key}
                  className="border-t border-zinc-100"
                  title={element.detail ?? undefined}
                >
                  <td className="font-mono">{element.key}</td>
                  <td>{element.expected}</td>
                  <td>{element.found}</td>
                  <td className={element.correct ? "text-emerald-700" : "text-red-700"}>
                    {element.status === "unscored"
                      ? "unscored"
                      : element.precision !== null || element.recall !== null
                        ? `P ${fraction(element.precision)} · R ${fraction(element.recall)}`
                        : element.correct
                          ? "correct"
                          : "wrong"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="grid grid-cols-2 gap-x-3 gap-y-0.5 text-xs text-zinc-700">
            <dt>required caveats</dt>
            <dd>
              {scores.requiredCaveats.carried}/{scores.requiredCaveats.required}
              {scores.requiredCaveats.missing.length > 0
                ? ` (missing ${scores.requiredCaveats.missing.join(", ")})`
                : ""}
            </dd>
            <dt>hedges carried / dropped</dt>
            <dd>
              {scores.audit.carried}/{scores.audit.hedges} · {scores.audit.dropped} dropped ·{" "}
              {scores.audit.overstated} overstated
            </dd>
            <dt>parent before / peak / after</dt>
            <dd>
              {tokens(scores.window.beforeSpawn)} / {tokens(scores.window.peak)} /{" "}
              {tokens(scores.window.afterReturn)}
            </dd>
            <dt>child peak</dt>
            <dd>{tokens(scores.window.childPeak)}</dd>
            <dt>tokens in / out ({scores.tokens.source})</dt>
            <dd>
              {formatNumber(scores.tokens.input)} / {formatNumber(scores.tokens.output)}
            </dd>
            <dt>latency · span fetches</dt>
            <dd>
              {formatDuration(scores.latencyMs)} · {scores.spanFetches}
            </dd>
          </dl>
          {scores.audit.flags.length > 0 ? (
            <ul className="mt-2 space-y-1 text-xs" data-testid="case-run-flags">
              {scores.audit.flags.map((flag) => (
                <li
                  key={`${flag.claim}-${flag.childText}`}
                  className="rounded bg-red-50 p-1.5 text-red-900"
                >
                  <strong>{flag.severity}</strong>: “{flag.claim}” — the child said “
                  {flag.childText}”
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p className="text-xs text-zinc-500">Not scored yet.</p>
      )}
    </article>
  );
}

function fraction(value: number | null): string {
  return value === null ? "—" : `${Math.round(value * 100)}%`;
}

function tokens(value: number | null): string {
  return value === null ? "—" : formatNumber(value);
}
