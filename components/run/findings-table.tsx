import type { Finding } from "@/server/runtime/contract/research-result";
import type { TranscriptItem } from "@/server/runtime/transcript/transcript-item";
import { ConfidenceBadge } from "./confidence-badge";
import { ProvenanceCheckBadge } from "./provenance-check-badge";
import { ProvenanceLink } from "./provenance-link";
import { findingAnchor } from "./answer-claims";

/**
 * A debrief's findings: claim, confidence badge, and provenance entries as span links, each
 * with its check badge (line matches / column exists / no match / …). A table from 640 px up;
 * below, each finding is a stacked card so confidence and provenance stay visible.
 */
export function FindingsTable({
  debriefId,
  agentId,
  findings,
  transcriptRef,
  transcript,
}: {
  debriefId: string;
  /** The child's id: each row gets the anchor the final answer's links jump to. */
  agentId?: string;
  findings: Finding[];
  transcriptRef: string;
  transcript: TranscriptItem[] | undefined;
}) {
  if (findings.length === 0) {
    return <p className="text-sm text-zinc-500 italic">No findings.</p>;
  }
  return (
    // Narrow screens (under 640 px): each finding is a stacked card (claim, then confidence and
    // provenance, labelled), never a table scrolled sideways with its last columns cut.
    <div className="sm:overflow-x-auto">
      <table className="w-full text-left text-sm max-sm:block sm:min-w-[560px] sm:table-fixed">
        <thead className="text-xs tracking-wide text-zinc-500 uppercase max-sm:sr-only">
          <tr className="border-b border-zinc-200">
            <th scope="col" className="w-7 py-1.5 pr-2 font-medium">
              #
            </th>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              Claim
            </th>
            <th scope="col" className="w-24 py-1.5 pr-3 font-medium">
              Confidence
            </th>
            <th scope="col" className="w-[38%] py-1.5 font-medium">
              Provenance
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100 max-sm:block">
          {findings.map((finding, index) => (
            <tr
              key={index}
              id={agentId ? findingAnchor(agentId, index) : undefined}
              data-testid="finding"
              data-confidence={finding.confidence}
              className="scroll-mt-4 align-top target:bg-violet-50 max-sm:grid max-sm:grid-cols-[1.75rem_minmax(0,1fr)] max-sm:gap-y-1 max-sm:py-2"
            >
              <td className="py-2 pr-2 text-xs text-zinc-400 tabular-nums max-sm:py-0">
                {index + 1}
              </td>
              <td className="py-2 pr-3 leading-snug break-words max-sm:py-0">{finding.claim}</td>
              <td className="py-2 pr-3 max-sm:col-start-2 max-sm:py-0">
                <span className="mr-1.5 text-xs text-zinc-500 sm:hidden">Confidence</span>
                <ConfidenceBadge confidence={finding.confidence} />
              </td>
              <td className="py-2 max-sm:col-start-2 max-sm:py-0">
                <span className="mb-0.5 block text-xs text-zinc-500 sm:hidden">Provenance</span>
                {finding.provenance.length === 0 ? (
                  <span className="text-xs font-medium text-red-700">no source given</span>
                ) : (
                  <ul className="flex flex-col items-start gap-1">
                    {finding.provenance.map((entry, i) => (
                      <li key={`${i}:${entry}`} className="flex flex-wrap items-center gap-1">
                        <ProvenanceLink
                          entry={entry}
                          transcriptRef={transcriptRef}
                          transcript={transcript}
                        />
                        <ProvenanceCheckBadge
                          debriefId={debriefId}
                          findingIndex={index}
                          entryIndex={i}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
