import type { AuditHedge, HedgeClassification } from "@/server/features/audit/audit-report";
import { ConfidenceBadge } from "@/components/run/confidence-badge";
import { ClassificationBadge } from "./classification-badge";

const ORDER: Record<HedgeClassification, number> = {
  dropped: 0,
  uncertain: 1,
  carried: 2,
  not_used: 3,
};

/**
 * Every hedge the children raised and how the answer treated it (carried / dropped / not
 * used), with the answer text that carried or dropped it. Collapsed by default. A table from
 * 640 px up; on a phone each hedge stacks (child, text, "Answer:" badge, evidence) instead of
 * a 720 px table scrolled sideways.
 */
export function HedgesTable({
  hedges,
  counts,
}: {
  hedges: AuditHedge[];
  counts: { carried: number; dropped: number; notUsed: number };
}) {
  const ordered = [...hedges].sort((a, b) => ORDER[a.classification] - ORDER[b.classification]);
  return (
    <details
      data-testid="audit-hedges"
      className="rounded-md border border-zinc-200 bg-white p-3 shadow-xs"
    >
      <summary className="cursor-pointer text-xs font-semibold tracking-wide text-zinc-600 uppercase">
        Hedges ({hedges.length}){" "}
        <span className="font-normal tracking-normal normal-case text-zinc-500">
          · {counts.carried} carried · {counts.dropped} dropped · {counts.notUsed} not used
        </span>
      </summary>
      {hedges.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-500 italic">The children raised no hedge.</p>
      ) : (
        <div className="mt-2 sm:overflow-x-auto">
          <table className="block w-full text-left text-sm sm:table sm:min-w-[720px] sm:table-fixed">
            <thead className="hidden text-xs tracking-wide text-zinc-500 uppercase sm:table-header-group">
              <tr className="border-b border-zinc-200">
                <th scope="col" className="w-40 py-1.5 pr-3 font-medium">
                  Child · item
                </th>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  What the child said
                </th>
                <th scope="col" className="w-24 py-1.5 pr-3 font-medium">
                  Answer
                </th>
                <th scope="col" className="w-[34%] py-1.5 font-medium">
                  Evidence
                </th>
              </tr>
            </thead>
            <tbody className="block divide-y divide-zinc-100 sm:table-row-group">
              {ordered.map((hedge) => (
                <tr
                  key={hedge.id}
                  data-testid="audit-hedge"
                  data-classification={hedge.classification}
                  className="block py-1 align-top sm:table-row sm:py-0"
                >
                  <td className="block pt-2 pr-3 text-xs sm:table-cell sm:py-2">
                    <span className="font-medium text-zinc-800">{hedge.agentName}</span>{" "}
                    <span className="font-mono text-zinc-500">{hedge.key}</span>
                    <span className="block text-zinc-500">{hedge.kind.replace("_", " ")}</span>
                    {hedge.alsoFrom.length > 0 ? (
                      <span className="block text-zinc-400">
                        also {hedge.alsoFrom.map((other) => other.agentName).join(", ")}
                      </span>
                    ) : null}
                  </td>
                  <td className="block py-1 pr-3 leading-snug sm:table-cell sm:py-2">
                    {hedge.text}
                    {hedge.confidence ? (
                      <span className="ml-1.5">
                        <ConfidenceBadge confidence={hedge.confidence} />
                      </span>
                    ) : null}
                  </td>
                  <td className="block py-1 pr-3 sm:table-cell sm:py-2">
                    <span className="mr-1.5 text-xs text-zinc-500 sm:hidden">Answer:</span>
                    <ClassificationBadge classification={hedge.classification} />
                  </td>
                  <td className="block pb-2 text-xs text-zinc-600 sm:table-cell sm:py-2">
                    {hedge.evidence ? (
                      <p className="text-zinc-800">“{hedge.evidence.text}”</p>
                    ) : null}
                    <p className="mt-0.5 text-zinc-500">{hedge.reason}</p>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
