import type { ResearchResult } from "../runtime/contract/research-result";
import { SampleScriptedProvider } from "../samples/scripted-samples";
import { SAMPLE_QUESTION } from "../samples/ledgerline/sample-question";
import { ledgerlineHarness } from "./ledgerline-fixture";
import type { AuditDebrief } from "../features/audit/reader/debrief-model";
import type { FinalAnswerRecord } from "../runtime/contract/final-answer";
import { acceptedFinalAnswer } from "../runtime/contract/final-answer-check";
import type { ScriptedScenario } from "../shared/run-settings";

/** What the audit fixtures keep of one scripted ledgerline run. */
export interface LedgerlineAuditFixture {
  question: string;
  debriefs: (AuditDebrief & { result: ResearchResult })[];
  /** The wait_for_agents results the parent received, joined as the scripted parent joins them. */
  received: string;
  /** The scripted parent's final answer (it carries every caveat), rendered from its record. */
  finalAnswer: string;
}

/** A scripted run's fixture and the parent's accepted final_answer record (issue 14). */
export type LedgerlineAuditRun = LedgerlineAuditFixture & { answerRecord: FinalAnswerRecord };

/**
 * Run the ledgerline escalation on the scripted model (in `scenario`) over a MemoryRunStore and
 * a private copy of the sample (tests, the fixture generator, the benches). Throws when the run
 * does not succeed or its final_answer was not accepted.
 */
export async function runLedgerlineForAudit(
  scenario: ScriptedScenario = "auto",
): Promise<LedgerlineAuditRun> {
  const harness = ledgerlineHarness();
  const handle = await harness.start(SAMPLE_QUESTION, new SampleScriptedProvider({ scenario }));
  const run = await handle.done;
  if (run.status !== "succeeded" || run.finalAnswer === null) {
    throw new Error(`ledgerline run ended ${run.status}: ${run.statusDetail ?? ""}`);
  }
  const agents = harness.store.agents;
  const parent = agents.find((agent) => agent.role === "parent");
  const waitCalls = new Set(
    harness.store.items
      .filter((item) => item.agentId === parent?.id && item.kind === "tool_call")
      .flatMap((item) =>
        item.kind === "tool_call" && item.name === "wait_for_agents" ? [item.callId] : [],
      ),
  );
  const received = harness.store.items
    .flatMap((item) =>
      item.kind === "tool_result" && item.agentId === parent?.id && waitCalls.has(item.toolUseId)
        ? [item.content]
        : [],
    )
    .join("\n");
  const debriefs = harness.store.debriefs.flatMap((debrief) => {
    const agent = agents.find((candidate) => candidate.id === debrief.agentId);
    return debrief.result
      ? [
          {
            agentId: debrief.agentId,
            agentName: agent?.name ?? debrief.agentId,
            result: debrief.result,
          },
        ]
      : [];
  });
  const answerRecord = acceptedFinalAnswer(
    harness.store.items.filter((item) => item.agentId === parent?.id),
  );
  if (answerRecord === null) throw new Error("the scripted parent's final_answer was not accepted");
  return {
    question: SAMPLE_QUESTION,
    debriefs,
    received,
    finalAnswer: run.finalAnswer,
    answerRecord,
  };
}
