import type { AnswerClause } from "./answer-clauses";

/**
 * An open question declared closed (issue 14, forty-seventh round): "so the override question is
 * closed", "the open question is settled", "that unknown is resolved now", "the researchers'
 * open point can be put to rest". Naming a question as open only to say it is closed gives it
 * no openness: the clause is contradicted (its hedges reach nothing and what it names is
 * stated as established), as a hedge judged excessive is (rejected-hedges.ts), so the open
 * question it names is answered (question-status.ts). Said as not yet so ("the question isn't
 * closed", "neither question can be closed", "until the logs arrive the question stays open", "before the question is settled")
 * or as what would close it ("the logs would settle the question") it keeps the question open.
 */

/** A question or unknown as the subject, then a passive of closing. */
const DECLARED_CLOSED =
  /\b(?:question|unknown|uncertainty|open (?:point|item|issue|thread))s?\s+(?:(?:is|are|was|were|has been|have been|can be|is now|are now|now|gets?|got)\s+){1,2}(?:now\s+|therefore\s+|thus\s+|effectively\s+)?(?:closed|settled|resolved|answered|moot|put to (?:rest|bed)|off the table|dealt with|cleared up|disposed of)\b/i;

/**
 * A question that closes by itself, after a relative clause of who raised it ("the question the
 * two of them raised closes itself", "that unknown answers itself", "the open point falls away":
 * sixty-fourth round).
 */
const CLOSES_ITSELF =
  /\b(?:question|unknown|uncertainty|open (?:point|item|issue|thread))s?\b(?:\s+(?:that\s+|which\s+)?[^.;:,!?]{0,40}?)?\s+(?:(?:then|now|therefore|thus|simply|just|effectively)\s+)?(?:(?:closes|answers|resolves|settles|close|answer|resolve|settle)\s+(?:itself|themselves)|takes? care of (?:itself|themselves)|(?:falls?|goes|go) away|(?:dissolves?|evaporates?|disappears?|vanish(?:es)?))\b/i;

/** A denial, a wait or a condition before the closing ("isn't", "until", "once", "would"). */
const NOT_CLOSED =
  /(?:\b(?:not|never|no|neither|nor|none|until|till|before|unless|once|if|whether|would|could|might|should)\b|n't|n’t)[^.;:!?]{0,40}$/i;

/** Mark the clauses that declare an open question closed as contradicted (module comment). */
export function contradictClosedQuestions(clauses: AnswerClause[]): void {
  for (const clause of clauses) {
    if (clause.role !== "assert") continue;
    const match = DECLARED_CLOSED.exec(clause.text) ?? CLOSES_ITSELF.exec(clause.text);
    if (!match) continue;
    if (NOT_CLOSED.test(clause.text.slice(Math.max(0, match.index - 40), match.index))) continue;
    // ("… won't answer itself": a denial inside the match, contracted onto its verb, too.)
    if (/\b(?:not|never|cannot)\b|n['’]t\b/i.test(match[0])) continue;
    clause.contradicted = true;
  }
}
