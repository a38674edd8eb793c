import { hedgeCues } from "./hedge-cues";

/**
 * A contrast that hedges back what its sentence just stated (issue 14, fifty-first round): "The
 * three break through the fallback, but they are inferred", "…; however, that is an
 * inference", "… adds the three, but only by inference", "…, so they are an inference". The
 * connective opens a clause whose subject points back ("they", "that", "it") or that is the
 * hedge itself ("only by inference"): its doubt is about the clause before it, which is no
 * longer stated flat.
 */

/** The connective of a contrast or consequence, with its comma. */
const CONNECTIVE = /^[\s("'“*_]*(?:but|however|yet|though|so|and so)\b[\s,]*/i;
/** A subject that points back at what was just stated. */
const POINTER =
  /^(?:(?:they|it|that|this|these|those|both|all three|each)\s+(?:are|is|was|were|remains?|stays?|still|only|rests?|rely|relies|comes?|depends?|needs?|was|were)\b|(?:they're|that's|it's|this is|that is|it is)\b)/i;
/** The hedge stated bare after the connective ("only by inference", "only as an inference"). */
const BARE_HEDGE = /^(?:only|just|merely)\s+(?:by|as|through|from|on)\s+(?:an?\s+)?/i;

/**
 * Does the clause, after a contrast connective, hedge what came before it (a pointer subject
 * with a hedge, or a bare hedge)? Conditions ("but only if …") are left to their own rules.
 */
export function hedgesBackAfterContrast(text: string): boolean {
  const connective = CONNECTIVE.exec(text);
  if (!connective) return false;
  const body = text.slice(connective[0].length);
  const families = [...hedgeCues(body).keys()].filter((family) => family !== "condition");
  if (families.length === 0) return false;
  if (POINTER.test(body)) return true;
  const bare = BARE_HEDGE.exec(body);
  if (!bare) return false;
  const rest = body.slice(bare[0].length).toLowerCase();
  return [...hedgeCues(body).entries()].some(
    ([family, cues]) => family !== "condition" && cues.some((cue) => rest.startsWith(cue)),
  );
}
