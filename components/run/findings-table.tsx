import type { Finding } from "@/server/runtime/contract/research-result";
import type { TranscriptItem } from "@/server/runtime/transcript/transcript-item";
import { ConfidenceBadge } from "./confidence-badge";
import { ProvenanceCheckBadge } from "./provenance-check-badge";
import { ProvenanceLink } from "./provenance-link";
import { findingAnchor } from "./answer-claims";

/**
 * A debrief's findings: claim, confidence badge, and provenance entries as span links, each
 * with its check badge (line matches / column exists / no match / …).
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
    <div className="overflow-x-auto">
      <table className="w-full min-w-[560px] table-fixed text-left text-sm">
        <thead className="text-xs uppercase tracking-wide text-zinc-500">
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
        <tbody className="divide-y divide-zinc-100">
          {findings.map((finding, index) => (
            <tr
              key={index}
              id={agentId ? findingAnchor(agentId, index) : undefined}
              data-testid="finding"
              data-confidence={finding.confidence}
              className="scroll-mt-4 align-top target:bg-violet-50"
            >
              <td className="py-2 pr-2 text-xs tabular-nums text-zinc-400">{index + 1}</td>
              <td className="py-2 pr-3 leading-snug">{finding.claim}</td>
              <td className="py-2 pr-3">
                <ConfidenceBadge confidence={finding.confidence} />
              </td>
              <td className="py-2">
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
