import type { StartRunInput as RuntimeStartRunInput } from "../../runtime/agent/agent-manager";
import { InputValidationError, NotFoundError } from "../../runtime/errors";
import { redactText } from "../../runtime/redaction/redaction";
import type { StartRunInput } from "../../shared/run-inputs";
import {
  loadEscalationHistory,
  renderEscalationHistory,
  type EscalationHistory,
} from "../experiments/escalation-history";
import type { WorkspaceRegistry } from "../workspaces/workspace-registry";

/** The history text a run's parent starts with, as the runtime takes it. */
export type ResolvedHistory = NonNullable<RuntimeStartRunInput["history"]>;

/** Label of a history the user attached. */
export const ATTACHED_HISTORY_LABEL = "attached history";

/** Questions compared as the sample index states them: case, spacing and end punctuation aside. */
function sameQuestion(a: string, b: string): boolean {
  const normal = (text: string) =>
    text
      .trim()
      .toLowerCase()
      .replace(/\s+/g, " ")
      .replace(/[?.!\s]+$/, "");
  return normal(a) === normal(b);
}

/** The workspace's escalation-history folder, or null when it has none (NotFoundError). */
async function workspaceHistory(
  workspaces: Pick<WorkspaceRegistry, "list">,
  workspaceId: string,
): Promise<EscalationHistory | null> {
  const workspace = (await workspaces.list()).find((entry) => entry.id === workspaceId);
  if (workspace === undefined) throw new NotFoundError(`unknown workspace: ${workspaceId}`);
  try {
    return loadEscalationHistory(workspace.rootPath);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/**
 * The escalation history a run starts with (issue 11), redacted at ingestion like every text
 * that enters a transcript (keys, tokens, card numbers, emails): `{text}` the user's own;
 * `"sample"` the workspace's `escalation-history/` (InputValidationError when it has none);
 * `"none"` none; absent: the workspace's history when the question is the one it leads up to
 * (the sample question on ledgerline gets ESC-0932's), else none. Errors: NotFoundError for an
 * unknown workspace, InputValidationError for a malformed history folder.
 */
export async function resolveRunHistory(
  workspaces: Pick<WorkspaceRegistry, "list">,
  input: Pick<StartRunInput, "history" | "question" | "workspaceId">,
): Promise<ResolvedHistory | null> {
  const choice = input.history;
  if (choice === "none") return null;
  if (typeof choice === "object") {
    return { text: redactText(choice.text), source: "attached", label: ATTACHED_HISTORY_LABEL };
  }
  const history = await workspaceHistory(workspaces, input.workspaceId);
  if (history === null) {
    if (choice === "sample") {
      throw new InputValidationError(
        `workspace ${input.workspaceId} has no escalation history (escalation-history/index.json); attach one or choose none`,
      );
    }
    return null;
  }
  if (choice === undefined && !sameQuestion(history.index.question, input.question)) return null;
  return {
    text: redactText(renderEscalationHistory(history)),
    source: "sample",
    label: history.index.escalation,
  };
}
