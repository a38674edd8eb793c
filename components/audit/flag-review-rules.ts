import type { FlagReviewRecord } from "@/server/features/audit/audit-report";
import type { ReviewDecision } from "@/server/shared/audit-terms";
import { actorDisplayName } from "@/server/shared/human-actor";
import { flagItemKey } from "./flag-kind";

/**
 * Flag review rules (pure): a decision that overturns the latest one (a dismiss after a confirm,
 * or back) is asked for again before it is sent, naming the decision it overturns with its note —
 * a later note-less Dismiss silently replaced a Confirm and its note. And the earlier decisions
 * stay readable under the latest one.
 */

/**
 * Who decided, as people see it: the reviewer's account name, or their stored identity (an
 * email; a "human:"/"cli:" tag shown as actorDisplayName shows it) when no account has a name.
 */
export function reviewerLabel(review: Pick<FlagReviewRecord, "reviewer" | "reviewerName">): string {
  const name = review.reviewerName?.trim();
  return name ? name : actorDisplayName(review.reviewer);
}

/**
 * The accessible name of one flag's review controls, so that a screen reader moving through
 * thirteen "Confirm" buttons hears which flag each belongs to: "Review the flag on
 * changelog-researcher's hedged finding F1". `hedgeId` is the item's id (`<child>/<key>`).
 */
export function flagReviewGroupLabel(flag: {
  agentName: string;
  kindLabel: string;
  hedgeId: string;
}): string {
  return `Review the flag on ${flag.agentName}'s ${flag.kindLabel} ${flagItemKey(flag.hedgeId)}`;
}

/** What pressing Confirm or Dismiss does now. */
export type ReviewStep =
  | { kind: "send" }
  /** Overturning: ask again, saying what is overturned. */
  | { kind: "ask"; message: string };

/**
 * The step for `decision` given the flag's `latest` decision and whether the same overturn was
 * already asked (`asked`: the decision the person was asked about, null when none). The
 * decision overturned is "your earlier decision" when the signed-in reviewer (`viewerEmail`)
 * made it, else its reviewer's name.
 */
export function reviewStep(input: {
  latest: Pick<FlagReviewRecord, "decision" | "note" | "reviewer" | "reviewerName"> | null;
  decision: ReviewDecision;
  note: string;
  asked: ReviewDecision | null;
  viewerEmail?: string | null;
}): ReviewStep {
  const { latest, decision } = input;
  if (latest === null || latest.decision === decision || input.asked === decision) {
    return { kind: "send" };
  }
  const earlier = latest.note.trim() === "" ? "" : ` (“${latest.note.trim()}”)`;
  const verb = decision === "confirmed" ? "Confirm" : "Dismiss";
  const why =
    input.note.trim() === ""
      ? `Add a note saying why, then press ${verb} again, or press ${verb} again to overturn without one.`
      : `Press ${verb} again to overturn it; your note is kept with the decision.`;
  const own =
    input.viewerEmail != null &&
    latest.reviewer.trim().toLowerCase() === input.viewerEmail.trim().toLowerCase();
  const whose = own ? "your earlier decision" : `${reviewerLabel(latest)}'s decision`;
  return {
    kind: "ask",
    message: `This overturns ${whose}: ${latest.decision}${earlier}. ${why}`,
  };
}

/**
 * The decision Enter in the note saves, as a press of its button would: the overturn the
 * person was asked about, else the flag's latest decision (the note is added to it); null
 * for a flag not reviewed yet (Enter cannot choose between Confirm and Dismiss).
 */
export function enterDecision(input: {
  latest: Pick<FlagReviewRecord, "decision"> | null;
  asked: ReviewDecision | null;
}): ReviewDecision | null {
  return input.asked ?? input.latest?.decision ?? null;
}

/** The decisions before the latest one, newest first (the history kept visible). */
export function earlierDecisions(
  history: readonly FlagReviewRecord[],
  flagId: string,
): FlagReviewRecord[] {
  const own = history
    .filter((review) => review.flagId === flagId)
    .sort((a, b) => a.createdAt - b.createdAt);
  return own.slice(0, -1).reverse();
}
