import { withoutRevisedQuotes } from "./quoted-revisions";
import { withoutSupersededPasses } from "./superseded-passes";
import { withoutWithdrawnCertainty } from "./withdrawn-certainty";

/**
 * What an answer's own revisions set aside (issue 14, thirty-fourth reader round), read as
 * blank in this order: an earlier pass a later one supersedes (superseded-passes.ts), quoted
 * wordings a revision replaces or corrects (quoted-revisions.ts), and a line a correction calls
 * too sure (withdrawn-certainty.ts).
 */
export function withoutRevisedWording(answer: string): string {
  return [withoutSupersededPasses, withoutRevisedQuotes, withoutWithdrawnCertainty].reduce(
    (text, step) => step(text),
    answer,
  );
}
