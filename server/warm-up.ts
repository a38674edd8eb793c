import { auditRun } from "./features/audit/caveat-audit";
import type { AuditDebrief } from "./features/audit/reader/debrief-model";
import { correctAgentTool } from "./runtime/tools/builtin/correct-agent";
import { fetchTranscriptSpanTool } from "./runtime/tools/builtin/fetch-transcript-span";
import { finalAnswerTool } from "./runtime/tools/builtin/final-answer";
import { researchResultTool } from "./runtime/tools/builtin/research-result";
import { spawnAgentTool } from "./runtime/tools/builtin/spawn-agent";
import { waitForAgentsTool } from "./runtime/tools/builtin/wait-for-agents";
import type { AnyTool } from "./runtime/tools/tool";
import { toToolDefinition } from "./runtime/tools/tool-definitions";
import { workspaceTools } from "./runtime/tools/workspace/workspace-tools";
import { o200kTokenCounter } from "./runtime/window/token-counter";

/** What warmUpRunPaths paid for, in ms each (the process's clock; figures, not behaviour). */
export interface WarmUpFigures {
  toolDefinitionsMs: number;
  tokenCounterMs: number;
  auditMs: number;
}

/** Every tool an agent of this build can be given (their JSON Schemas are cached per schema). */
const ALL_TOOLS: readonly AnyTool[] = [
  ...(workspaceTools as AnyTool[]),
  spawnAgentTool as AnyTool,
  waitForAgentsTool as AnyTool,
  correctAgentTool as AnyTool,
  fetchTranscriptSpanTool as AnyTool,
  researchResultTool as AnyTool,
  finalAnswerTool as AnyTool,
];

/** A made-up debrief (nothing of a real workspace) that takes the reader through its lexicons. */
export const SAMPLE_DEBRIEF: AuditDebrief = {
  agentId: "agent_warm_up",
  agentName: "researcher",
  result: {
    findings: [
      {
        claim: "3 accounts call the old billing API: a_1, a_2, a_3.",
        provenance: ["accounts.billing_version"],
        confidence: "verified",
      },
      {
        claim: "The vendor's notice says the old API shuts down on 2031-06-30.",
        provenance: ["docs/notice.md:2"],
        confidence: "reported",
      },
    ],
    assumptions: ["The accounts table is current."],
    unresolved: [
      {
        question: "Does the retry queue still call the old API?",
        would_settle_it: "the retry queue's request logs",
      },
    ],
    coverage: { searched: ["src/"], not_searched: ["request logs"] },
    effort: { tool_calls: 2, budget_exhausted: false },
    transcript_ref: "transcript:agent_warm_up",
  },
};

export const SAMPLE_ANSWER =
  "Three accounts definitely break on June 30th, 2031, assuming the accounts table is current. " +
  "We could not read the request logs; whether the retry queue calls the old API is still open?";

/**
 * Pays, once and before the process takes runs, the one-time costs its first runs would pay in
 * the middle of the load (issue 10 item 8: a worker taking 25 runs at once stalled its event
 * loop for hundreds of ms on its first audits, which delayed every correction and cancel it was
 * told of meanwhile): the tools' JSON Schemas (zod conversion, cached per schema), the o200k
 * tokenizer's tables, and the caveat audit's lexicons, number and date parsers (built on first
 * use). Synchronous; returns what each part took (ms, by `now`).
 */
export function warmUpRunPaths(now: () => number = () => performance.now()): WarmUpFigures {
  const began = now();
  for (const tool of ALL_TOOLS) toToolDefinition(tool);
  const toolsDone = now();
  o200kTokenCounter.count(SAMPLE_ANSWER);
  const tokensDone = now();
  auditRun({ finalAnswer: SAMPLE_ANSWER, debriefs: [SAMPLE_DEBRIEF] });
  const auditDone = now();
  return {
    toolDefinitionsMs: toolsDone - began,
    tokenCounterMs: tokensDone - toolsDone,
    auditMs: auditDone - tokensDone,
  };
}
