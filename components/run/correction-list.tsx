import type { CorrectionView } from "@/server/features/runs/run-views";
import type { TranscriptItem } from "@/server/runtime/transcript/transcript-item";
import { CorrectionItem } from "./correction-item";

/** An agent's corrections in sequence order (human and agent authored). */
export function CorrectionList({
  corrections,
  agentNames,
  transcript,
}: {
  corrections: CorrectionView[];
  agentNames: Record<string, string>;
  transcript?: TranscriptItem[] | undefined;
}) {
  if (corrections.length === 0) {
    return <p className="text-xs text-zinc-500">No corrections sent to this agent.</p>;
  }
  const sorted = [...corrections].sort((a, b) => a.correction.sequence - b.correction.sequence);
  return (
    <ol data-testid="correction-list" className="space-y-1.5">
      {sorted.map((view) => (
        <CorrectionItem
          key={view.correction.id}
          view={view}
          agentNames={agentNames}
          transcript={transcript}
        />
      ))}
    </ol>
  );
}
