/**
 * Completeness said as nothing left to pursue (issue 14, forty-seventh round): "there's nothing
 * else to chase", "nothing more to look into", "that leaves nothing to follow up". (Nothing to
 * add, "nothing else to add to it", is the writer's remark on their own answer, not a claim
 * about the inquiry: v18 labels it so.) Saying the inquiry has nothing left in it closes every open question
 * that could still add to the answer and leaves the unread areas unchecked, as "that's the
 * complete list" does: read as a list-completeness claim (overstatement-cues.ts's
 * listCompleteness). Scoped to one group ("nothing to chase for the sandbox accounts", "nothing
 * to check there") it dismisses that group only (the dismissals of overstatement-cues.ts), and
 * held for later ("nothing more to chase until the logs arrive") or denied ("not that there's
 * nothing to chase") it is no claim.
 */

/** The inquiry said to have nothing left: a verb of pursuing or adding after "nothing … to". */
const NOTHING_LEFT =
  /\bnothing(?:\s+(?:else|more|further|left|remaining))?\s+(?:left\s+)?(?:for\s+(?:us|me|anyone|the team)\s+)?to\s+(?:chase(?:\s+(?:down|up))?|pursue|follow\s+up(?:\s+on)?|look\s+into|dig\s+into|investigate|run\s+down|track\s+down|find|uncover)\b(?:\s+(?:to|on)\s+(?:it|that|this|them|the\s+(?:list|count|set|tally|answer|findings?)))?/gi;

/** Words after the phrase that scope it to one group ("… for the sandbox", "… there"). */
const SCOPED_AFTER =
  /^\s*(?:(?:for|about|on|with|in|among)\s+(?!(?:now|today|it|that|this|us|me)\b)\w|there\b|(?:until|till|before|unless|once|pending)\b)/i;

/** A denial, a wait or a condition just before ("not that", "until", "if", "before we say"). */
const NOT_YET_BEFORE =
  /(?:\b(?:not|never|no|before|until|unless|if|whether|assume|say|claim|can|could)\b|n't|n’t)[^.;:!?]{0,20}$/i;

/** The phrases of `text` that say the inquiry has nothing left to pursue (module comment). */
export function nothingLeftToChase(text: string): string[] {
  NOTHING_LEFT.lastIndex = 0;
  return [...text.matchAll(NOTHING_LEFT)]
    .filter((match) => {
      const start = match.index ?? 0;
      return (
        !NOT_YET_BEFORE.test(text.slice(Math.max(0, start - 30), start)) &&
        !SCOPED_AFTER.test(text.slice(start + match[0].length, start + match[0].length + 40))
      );
    })
    .map((match) => match[0].toLowerCase());
}
