/**
 * Completeness said in a directive (issue 14, forty-fourth round): "send it to these and
 * you've covered everyone", "email them and you'll have reached everybody", "nothing further
 * is needed from anyone". Telling the reader that acting on the list reaches everyone
 * or that nobody needs anything more calls the list complete, as "that's the complete list"
 * does: read as a list-completeness claim (overstatement-cues.ts's listCompleteness), which
 * answers the open questions that could add to the list and leaves the unread code unchecked.
 * The source is v61's labeling decision on completeness in a directive (`high` on both
 * questions, the four unread files `low`). Said as what is not yet so ("you haven't covered
 * everyone", "before we can say we've covered everyone", "until the logs are in, don't assume
 * nothing further is needed") it is no claim.
 */

/**
 * Acting on the list said to reach everyone, in the second person the directive speaks in
 * ("… and you've covered everyone"), or nothing more asked of anyone. A statement about the
 * list in the third person ("that covers everyone", "nobody else needs a heads-up") is not a
 * directive: earlier sets (v14) label it as answering the questions without the unread code.
 */
const COVERED_EVERYONE =
  /\b(?:(?:you've|you have|you’ve|you'll have|you will have|you’ll have)\s+(?:then\s+|now\s+|already\s+)?(?:covered|reached|got)\s+(?:everyone|everybody|every (?:merchant|account|customer|one of them)|all of them|them all)|(?:nothing|no action|no work)\s+(?:further|more|else)\s+(?:is\s+|will be\s+)?(?:needed|required)\s+(?:from|of|by)\s+(?:anyone|anybody|any team|either team))/gi;

/** A denial, a wait or a warning just before ("haven't", "before we can say", "don't assume"). */
const NOT_YET_BEFORE =
  /(?:\b(?:not|never|no|before|until|unless|once|if|whether|assume|say|claim)\b|n't|n’t)[^.;:!?]{0,25}$/i;

/** The phrases of `text` that call the list complete in a directive (module comment). */
export function coveredEveryone(text: string): string[] {
  return [...text.matchAll(COVERED_EVERYONE)]
    .filter(
      (match) =>
        !NOT_YET_BEFORE.test(text.slice(Math.max(0, (match.index ?? 0) - 40), match.index)),
    )
    .map((match) => match[0].toLowerCase());
}
