import type { Confidence } from "@/server/runtime/contract/research-result";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const TONE: Record<Confidence, BadgeTone> = {
  verified: "green",
  inferred: "amber",
  reported: "grey",
};
const MEANING: Record<Confidence, string> = {
  verified: "read directly from a source",
  inferred: "inferred across sources, not read directly",
  reported: "asserted by a source (e.g. a changelog), not checked",
};

/** A finding's confidence: verified green, inferred amber, reported grey. */
export function ConfidenceBadge({ confidence }: { confidence: Confidence }) {
  return (
    <Badge tone={TONE[confidence]} title={MEANING[confidence]} data-state={confidence}>
      {confidence}
    </Badge>
  );
}
