import { contentWords } from "../entities";
import { hedgeCues, type HedgeFamily } from "./hedge-cues";
import { GENERIC_SUBJECT } from "./item-mentions";

/**
 * A qualifier of a clause (an attached condition, a parenthesis, a footnote, a trailing hedge
 * fragment, a hedging label): its hedge families and its topic words. A condition qualifies
 * only the items it is about ("depending on the override merchants" does not carry the
 * fallback inference); other hedges ("inferred", "per the changelog") qualify the claim itself.
 */
export interface Qualifier {
  families: Set<HedgeFamily>;
  words: Set<string>;
  /**
   * An attached condition clause: every hedge in it is about its own topic ("depending on
   * whether the override merchants send v2" keeps the override question open, not the total).
   */
  scoped?: boolean;
  /** The qualifier's own words as written (qualifierOf), for tests its topic words lose. */
  text?: string;
}

/**
 * Words of hedge cues and pointers: no topic. (A condition on "the checks" coming back "clean",
 * seventeenth reader round, points at the checks named before it: no topic of its own.) (Nor do
 * the words of a condition's lead-in, "contingent on two things we took on trust", "rests on",
 * "hinges on": they say that what follows is a premise, not what it is about; seventy-seventh
 * round.)
 */
const QUALIFIER_FILLER = new Set(
  "assume assumed assuming if depend depending hold holds holding right correct true accurate note notes above below caveat caveats point points earlier previous conditional condition conditions two three both section sections part parts premise premises check checks clean come comes back result results outcome outcomes contingent trust rest rests resting relies rely relying hinge hinges hinging thing things"
    .split(" ")
    .flatMap((word) => [...contentWords(word)]),
);

/** A qualifier text read as a Qualifier: its hedge families and its topic words. */
export function qualifierOf(text: string): Qualifier {
  const cues = hedgeCues(text);
  // One-word hedges ("unverified", "guessing") say how sure, not what the condition is about.
  const cueWords = new Set(
    [...cues.values()]
      .flat()
      .filter((cue) => !/\s/.test(cue))
      .flatMap((cue) => [...contentWords(cue)]),
  );
  return {
    text,
    families: new Set(cues.keys()),
    words: new Set(
      [...contentWords(text)].filter(
        (word) => !QUALIFIER_FILLER.has(word) && !GENERIC_SUBJECT.has(word) && !cueWords.has(word),
      ),
    ),
  };
}
