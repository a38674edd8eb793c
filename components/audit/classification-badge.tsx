import type { HedgeClassification } from "@/server/features/audit/audit-report";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const TONE: Record<HedgeClassification, BadgeTone> = {
  carried: "green",
  dropped: "red",
  not_used: "grey",
  uncertain: "amber",
};
const LABEL: Record<HedgeClassification, string> = {
  carried: "carried",
  dropped: "dropped",
  not_used: "not used",
  uncertain: "uncertain",
};

/**
 * How the answer treated a child's hedge: carried green, dropped red, not used grey, uncertain
 * amber (the free-text reader could not tell and does not guess).
 */
export function ClassificationBadge({ classification }: { classification: HedgeClassification }) {
  return (
    <Badge tone={TONE[classification]} data-state={classification}>
      {LABEL[classification]}
    </Badge>
  );
}
