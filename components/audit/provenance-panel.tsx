import type { DebriefProvenance } from "@/server/features/audit/audit-report";
import { ProvenanceBadge } from "./provenance-badge";

/**
 * Provenance checks per child: counts, and each entry with its badge (named for what was
 * checked: line matches, column exists, no match, …; the reason as title).
 */
export function ProvenancePanel({ provenance }: { provenance: DebriefProvenance[] }) {
  if (provenance.length === 0) {
    return <p className="text-sm text-zinc-500 italic">No debrief arrived, so nothing to check.</p>;
  }
  return (
    <ul data-testid="audit-provenance" className="space-y-3">
      {provenance.map((debrief) => (
        <li key={debrief.debriefId} className="space-y-1">
          <p className="text-xs text-zinc-600">
            <span className="font-medium text-zinc-900">{debrief.agentName}</span> ·{" "}
            <span className="text-emerald-800">{debrief.counts.verified} matched</span> ·{" "}
            <span className={debrief.counts.not_found > 0 ? "text-red-800" : ""}>
              {debrief.counts.not_found} no match
            </span>{" "}
            · {debrief.counts.unverifiable} not checkable
          </p>
          {debrief.checks.length === 0 ? (
            <p className="text-xs text-zinc-500 italic">No provenance entries.</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {debrief.checks.map((check) => (
                <li
                  key={`${check.findingIndex}:${check.entryIndex}`}
                  className="flex flex-wrap items-center gap-1.5"
                >
                  <ProvenanceBadge check={check} />
                  <span className="font-mono text-xs wrap-anywhere text-zinc-700">
                    {check.entry}
                  </span>
                  <span className="text-xs text-zinc-400">F{check.findingIndex + 1}</span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
