import type { StartRunInput } from "../agent/agent-manager";
import type { AnyTool } from "../tools/tool";
import { offlineWorkspace } from "./offline-workspace";
import type { RecordedRun } from "./recorded-run";
import type { ReplaySession } from "./replay-session";

/**
 * The StartRunInput (all but the new run id) that replays `recorded` with `session`: the same
 * question, history (the parent's first message when the run had one), model, return mode and
 * budgets, the session's provider and recorded tool outcomes, an offline workspace, and
 * `scenario: "replay:<originalRunId>"`. A run recorded before the answer contract (no parent
 * request offered final_answer) replays with `parentFinish: "text"`, as it ran.
 * `workspaceTools`: the same tool list the original run had (for the tool definitions sent).
 */
export function replayStartInput(
  recorded: RecordedRun,
  session: ReplaySession,
  workspaceTools: readonly AnyTool[],
): Omit<StartRunInput, "runId"> {
  const { run } = recorded;
  const parent = recorded.agents.find((agent) => agent.role === "parent");
  const child = recorded.agents.find((agent) => agent.role === "child");
  const opening = parent ? recorded.transcripts[parent.id]?.[0] : undefined;
  const history =
    run.history && opening?.kind === "message"
      ? { text: opening.text, source: run.history.source, label: run.history.label }
      : null;
  // Recorded before the answer contract: the parent's requests never offered final_answer.
  const parentRequests = recorded.exchanges.filter((exchange) => exchange.agentId === parent?.id);
  const beforeContract =
    parentRequests.length > 0 &&
    !parentRequests.some((exchange) => exchange.requestBody.includes('"final_answer"'));
  return {
    question: run.question,
    workspaceId: run.workspaceId,
    workspace: offlineWorkspace(run.workspaceId),
    provider: session.provider,
    model: run.model,
    returnMode: run.returnMode,
    history,
    scenario: `replay:${run.id}`,
    workspaceTools,
    ...(parent ? { parentBudget: parent.budget } : {}),
    ...(child ? { childBudget: child.budget } : {}),
    toolOutcomeSourceFor: session.toolOutcomeSourceFor,
    ...(beforeContract ? { parentFinish: "text" as const } : {}),
  };
}
