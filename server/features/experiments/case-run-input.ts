import { NotFoundError } from "../../runtime/errors";
import type { EscalationCase } from "../../shared/escalation-case-schema";
import type { HistoryInput, StartRunInput } from "../../shared/run-inputs";
import type { ReturnMode } from "../../shared/run-settings";
import type { WorkspaceRegistry } from "../workspaces/workspace-registry";
import {
  DEFAULT_HISTORY_FOLDER,
  loadEscalationHistory,
  renderEscalationHistory,
} from "./escalation-history";

/** The provider and model an experiment runs every case on. */
export interface ExperimentModel {
  provider: StartRunInput["provider"];
  model: string | undefined;
}

/**
 * The start-run input of one case in one return mode: the case's question on its workspace,
 * with its history (none; the workspace's escalation-history, as "sample"; or another folder of
 * the workspace, rendered as attached text). Scripted runs use the `auto` scenario.
 * Errors: NotFoundError (unknown workspace, missing history), InputValidationError (a malformed
 * history index).
 */
export async function caseRunInput(
  workspaces: Pick<WorkspaceRegistry, "list">,
  escalationCase: EscalationCase,
  mode: ReturnMode,
  model: ExperimentModel,
): Promise<StartRunInput> {
  return {
    question: escalationCase.question,
    workspaceId: escalationCase.workspace,
    provider: model.provider,
    ...(model.model === undefined ? {} : { model: model.model }),
    returnMode: mode,
    scenario: "auto",
    history: await caseHistory(workspaces, escalationCase),
  };
}

async function caseHistory(
  workspaces: Pick<WorkspaceRegistry, "list">,
  escalationCase: EscalationCase,
): Promise<HistoryInput> {
  if (escalationCase.history === null) return "none";
  if (escalationCase.history === DEFAULT_HISTORY_FOLDER) return "sample";
  const entry = (await workspaces.list()).find((w) => w.id === escalationCase.workspace);
  if (entry === undefined)
    throw new NotFoundError(`unknown workspace: ${escalationCase.workspace}`);
  const history = await loadEscalationHistory(entry.rootPath, escalationCase.history);
  return { text: renderEscalationHistory(history) };
}
