import type { StartRunInput as RuntimeStartRunInput } from "../../runtime/agent/agent-manager";
import { InputValidationError, NotFoundError } from "../../runtime/errors";
import { redactText } from "../../runtime/redaction/redaction";
import type { StartRunInput } from "../../shared/run-inputs";
import { withoutTrailingRun } from "../../shared/trailing-run";
import { stat } from "node:fs/promises";
import type { Clock } from "../../runtime/ports";
import { systemClock } from "../../runtime/system-clock";
import path from "node:path";
import {
  DEFAULT_HISTORY_FOLDER,
  loadEscalationHistory,
  renderEscalationHistory,
  type EscalationHistory,
} from "../experiments/escalation-history";
import type { WorkspaceRegistry } from "../workspaces/workspace-registry";

/** The history text a run's parent starts with, as the runtime takes it. */
export type ResolvedHistory = NonNullable<RuntimeStartRunInput["history"]>;

/** Label of a history the user attached. */
export const ATTACHED_HISTORY_LABEL = "attached history";

/**
 * True when two questions are the same as the sample index states them: case, spacing and end
 * punctuation aside. Linear in the questions' length.
 */
export function sameQuestion(a: string, b: string): boolean {
  const normal = (text: string) =>
    withoutTrailingRun(text.trim().toLowerCase().replace(/\s+/g, " "), /[?.!\s]/);
  return normal(a) === normal(b);
}

/** A workspace's history as loaded, kept while the files it was read from are unchanged. */
interface KeptHistory {
  /** Size and modification time of each file in `files` when it was loaded. */
  signature: string;
  files: string[];
  history: EscalationHistory | null;
  /** When the signature was last found unchanged (clock ms). */
  checkedAt: number;
}

/**
 * How long a kept history is used without checking its files again (ms): a burst of run starts
 * checks them once, not once per start (each check is a stat per document). An edit to the
 * folder reaches runs started this long after it at most.
 */
export const HISTORY_RECHECK_AFTER_MS = 1_000;

/** Size and modification time of each file ("missing" for one that is not there). */
async function signatureOf(files: readonly string[]): Promise<string> {
  const stats = await Promise.all(
    files.map((file) =>
      stat(file).then(
        (found) => `${found.size}@${found.mtimeMs}`,
        () => "missing",
      ),
    ),
  );
  return stats.join("|");
}

/**
 * The escalation histories of workspaces, read once and kept while their files are unchanged
 * (issue 10 item 8: every run start read and parsed the whole history folder synchronously,
 * ~80 KB for ledgerline, in the web process and again in the worker). A read at least
 * `recheckAfterMs` after the last check (concurrent reads share one) checks the index and every
 * listed document with an asynchronous stat (size and modification time) and loads the folder
 * again when any differs; a workspace without a history is kept as null until
 * its index appears. A malformed folder is not kept: it throws on every read.
 */
export class EscalationHistoryCache {
  private readonly kept = new Map<string, KeptHistory>();
  /** Reads in progress per root: concurrent starts share one check. */
  private readonly reading = new Map<string, Promise<EscalationHistory | null>>();

  /**
   * `load`: reads a workspace's history folder (loadEscalationHistory; tests count calls);
   * `clock` and `recheckAfterMs`: how long a kept history is used before its files are checked.
   */
  constructor(
    private readonly load: (rootPath: string) => Promise<EscalationHistory> = loadEscalationHistory,
    private readonly clock: Pick<Clock, "now"> = systemClock,
    private readonly recheckAfterMs = HISTORY_RECHECK_AFTER_MS,
  ) {}

  /**
   * The history of the workspace at `rootPath`, or null when it has none. Errors: those of
   * loadEscalationHistory other than NotFoundError (InputValidationError for a malformed index).
   */
  read(rootPath: string): Promise<EscalationHistory | null> {
    const kept = this.kept.get(rootPath);
    if (kept !== undefined && this.clock.now() - kept.checkedAt < this.recheckAfterMs) {
      return Promise.resolve(kept.history);
    }
    const pending = this.reading.get(rootPath);
    if (pending !== undefined) return pending;
    const reading = this.check(rootPath).finally(() => this.reading.delete(rootPath));
    this.reading.set(rootPath, reading);
    return reading;
  }

  private async check(rootPath: string): Promise<EscalationHistory | null> {
    const directory = path.join(rootPath, DEFAULT_HISTORY_FOLDER);
    const index = path.join(directory, "index.json");
    const kept = this.kept.get(rootPath);
    if (kept !== undefined && (await signatureOf(kept.files)) === kept.signature) {
      kept.checkedAt = this.clock.now();
      return kept.history;
    }
    let history: EscalationHistory | null;
    try {
      history = await this.load(rootPath);
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      history = null;
    }
    const files = [
      index,
      ...(history?.documents ?? []).map((document) => path.join(directory, document.file)),
    ];
    const signature = await signatureOf(files);
    this.kept.set(rootPath, { signature, files, history, checkedAt: this.clock.now() });
    return history;
  }
}

/** A history's rendering, redacted, per loaded history (the cache keeps the same object). */
const renderedHistories = new WeakMap<EscalationHistory, string>();

/** renderEscalationHistory, redacted (redactText), computed once per loaded history. */
function redactedRendering(history: EscalationHistory): string {
  let text = renderedHistories.get(history);
  if (text === undefined) {
    text = redactText(renderEscalationHistory(history));
    renderedHistories.set(history, text);
  }
  return text;
}

/** The process's history cache (resolveRunHistory's default). */
const processHistories = new EscalationHistoryCache();

/** The workspace's escalation-history folder, or null when it has none (NotFoundError). */
async function workspaceHistory(
  workspaces: Pick<WorkspaceRegistry, "list">,
  workspaceId: string,
  histories: EscalationHistoryCache,
): Promise<EscalationHistory | null> {
  const workspace = (await workspaces.list()).find((entry) => entry.id === workspaceId);
  if (workspace === undefined) throw new NotFoundError(`unknown workspace: ${workspaceId}`);
  return histories.read(workspace.rootPath);
}

/**
 * The escalation history a run starts with (issue 11), redacted at ingestion like every text
 * that enters a transcript (keys, tokens, card numbers, emails): `{text}` the user's own;
 * `"sample"` the workspace's `escalation-history/` (InputValidationError when it has none);
 * `"none"` none; absent: the workspace's history when the question is the one it leads up to
 * (the sample question on ledgerline gets ESC-0932's), else none. Folders are read through
 * `histories` (the process's EscalationHistoryCache by default). Errors: NotFoundError for an
 * unknown workspace, InputValidationError for a malformed history folder.
 */
export async function resolveRunHistory(
  workspaces: Pick<WorkspaceRegistry, "list">,
  input: Pick<StartRunInput, "history" | "question" | "workspaceId">,
  histories: EscalationHistoryCache = processHistories,
): Promise<ResolvedHistory | null> {
  const choice = input.history;
  if (choice === "none") return null;
  if (typeof choice === "object") {
    return { text: redactText(choice.text), source: "attached", label: ATTACHED_HISTORY_LABEL };
  }
  const history = await workspaceHistory(workspaces, input.workspaceId, histories);
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
    text: redactedRendering(history),
    source: "sample",
    label: history.index.escalation,
  };
}
