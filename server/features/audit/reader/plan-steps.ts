/**
 * Plan steps (issue 14, twenty-ninth reader round; operational plans): a step that orders work on
 * what a finding names ("Move m_0007 and m_0031 to v3", "(Owner: Ana) migrate them in wave 2")
 * acts on it; what it says of the finding is said by the clause that gives the step's reason.
 * Where its own sentence states the finding with its hedge ("Move m_0007; they reach v1 only
 * through the retry path, which is inferred"), the step is no flat claim beside the hedged one.
 */

/** A clause that opens with an imperative verb of plan work, after a label or a parenthesis. */
const PLAN_ACTION =
  /^[\s*_>•-]*(?:\([^()]{0,60}\)\s*)?(?:[\w ,'-]{1,30}(?:\([^()]{0,60}\)\s*)?:\s+)?(?:then\s+|and\s+|so\s+)?(?:move|migrate|schedule|upgrade|switch|cut over|notify|contact|email|queue|book|fix|patch|pin|flip|roll out|put)\s+(?!(?:is|are|was|were|to be)\b)\S/i;

/** Does the clause only order work on what it names (see the module comment)? */
export function ordersWork(text: string): boolean {
  return PLAN_ACTION.test(text);
}
