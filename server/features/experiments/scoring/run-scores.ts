import type { TokenCounter } from "../../../runtime/window/token-counter";
import type { EscalationCase } from "../../../shared/escalation-case-schema";
import type { RunScores } from "../../../shared/experiment-scores";
import { scoreAnswer } from "./answer-scoring";
import { auditAnswer, type AuditedDebrief } from "./caveat-audit-adapter";
import { scoreRequiredCaveats } from "./required-caveats";
import {
  latencyMeasure,
  spanFetches,
  tokenMeasures,
  windowMeasures,
  type RunFacts,
} from "./run-measures";

/** What scoring one run of an experiment reads besides the run itself. */
export interface ScoringContext {
  escalationCase: EscalationCase;
  /** The recording's typed debriefs: every mode's answer is audited against the same children. */
  recordedDebriefs: readonly AuditedDebrief[];
  /** The run whose children this run replayed; null for the recording and inline runs. */
  recording: RunFacts | null;
  tokenCounter: TokenCounter;
}

/** Every score of one finished run (issue 11 "Scores per case and mode, all mechanical"). */
export function scoreRun(facts: RunFacts, context: ScoringContext): RunScores {
  const answer = facts.run.finalAnswer;
  return {
    answer: scoreAnswer(answer, context.escalationCase.truth),
    requiredCaveats: scoreRequiredCaveats(answer, context.escalationCase.caveats),
    audit: auditAnswer({ run: facts.run, items: parentItems(facts) }, context.recordedDebriefs),
    window: windowMeasures(facts),
    tokens: tokenMeasures(facts, context.tokenCounter),
    latencyMs: latencyMeasure(facts, context.recording),
    spanFetches: spanFetches(facts),
  };
}

/** The transcript of the run's parent (the agent without a parent): its final_answer calls. */
function parentItems(facts: Pick<RunFacts, "agents" | "transcripts">) {
  const parent = facts.agents.find((agent) => agent.parentAgentId === null);
  return parent ? (facts.transcripts[parent.id] ?? []) : [];
}

/** The typed debriefs of a run (contract returns that validated), named after their child. */
export function typedDebriefs(facts: Pick<RunFacts, "agents" | "debriefs">): AuditedDebrief[] {
  return facts.debriefs.flatMap((debrief) =>
    debrief.result
      ? [
          {
            agentId: debrief.agentId,
            agentName:
              facts.agents.find((agent) => agent.id === debrief.agentId)?.name ?? debrief.agentId,
            result: debrief.result,
          },
        ]
      : [],
  );
}
