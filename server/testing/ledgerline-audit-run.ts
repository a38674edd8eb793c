import type { ResearchResult } from "../runtime/contract/research-result";
import { SampleScriptedProvider } from "../samples/scripted-samples";
import { SAMPLE_QUESTION } from "../samples/ledgerline/sample-question";
import { ledgerlineHarness } from "./ledgerline-fixture";
import type { AuditDebrief } from "../features/audit/hedges";

/** What the audit fixtures keep of one scripted ledgerline run. */
export interface LedgerlineAuditFixture {
  question: string;
  debriefs: (AuditDebrief & { result: ResearchResult })[];
  /** The wait_for_agents results the parent received, joined as the scripted parent joins them. */
  received: string;
  /** The scripted parent's final answer (it carries every caveat). */
  finalAnswer: string;
}

/**
 * Run the ledgerline escalation on the scripted model over a MemoryRunStore and a private
 * copy of the sample (tests, the fixture generator, the labeled-set bench). Throws when the
 * run does not succeed.
 */
export async function runLedgerlineForAudit(): Promise<LedgerlineAuditFixture> {
  const harness = ledgerlineHarness();
  const handle = await harness.start(
    SAMPLE_QUESTION,
    new SampleScriptedProvider({ scenario: "auto" }),
  );
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
  return { question: SAMPLE_QUESTION, debriefs, received, finalAnswer: run.finalAnswer };
}
