import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { AgentManager, type StartRunInput } from "../runtime/agent/agent-manager";
import { MemoryRunStore } from "../runtime/memory-store";
import type { ModelProvider, ModelRequest } from "../runtime/providers/model-provider";
import type { Clock } from "../runtime/ports";
import { createSequentialIdGenerator } from "../runtime/system-clock";
import { manualClock } from "../runtime/testing/manual-clock";
import { workspaceTools } from "../runtime/tools/workspace/workspace-tools";
import { o200kTokenCounter } from "../runtime/window/token-counter";
import { resolveRunHistory, type ResolvedHistory } from "../features/runs/run-history";
import { FileWorkspace } from "../features/workspaces/file-workspace";
import type { ReturnMode } from "../runtime/records";
import { computeWindowFigures } from "../shared/window-figures";
import { SAMPLE_QUESTION } from "../samples/ledgerline/sample-question";
import { SampleScriptedProvider } from "../samples/scripted-samples";
import { RecordingEvents } from "../runtime/testing/recording-events";

const repoRoot = path.resolve(import.meta.dirname, "../..");

/**
 * The tools the scripted ledgerline child calls on the sample question, in order: two code
 * searches, the changelog, the merchant table, two adapter files, one more search for the
 * fallback path, then its debrief.
 */
export const LEDGERLINE_CHILD_CALLS = [
  "search_code",
  "search_code",
  "read_changelog",
  "query_sql",
  "read_file",
  "read_file",
  "search_code",
  "research_result",
] as const;

/** The confidence of each finding in the scripted ledgerline child's debrief, in order. */
export const LEDGERLINE_FINDING_CONFIDENCES = [
  "reported",
  "verified",
  "inferred",
  "inferred",
  // F5 cites only the sandbox adapter, which the default child saw in search hits, not read.
  "inferred",
] as const;

/** A private copy of the ledgerline sample (tests may change its data). */
export function copyLedgerline(): { root: string; seed: string; database: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "ledgerline-"));
  const root = path.join(dir, "ledgerline");
  cpSync(path.join(repoRoot, "workspaces", "ledgerline"), root, { recursive: true });
  return {
    root,
    seed: path.join(root, "db", "merchants.sql"),
    database: path.join(dir, "ledgerline.db"),
  };
}

/**
 * The ledgerline sample history (ESC-0932) as a run receives it for the sample question:
 * resolved and redacted by the runs feature from the folder `root` (default: the sample).
 */
export async function ledgerlineSampleHistory(
  root = path.join(repoRoot, "workspaces", "ledgerline"),
): Promise<ResolvedHistory> {
  const workspace = { id: "ledgerline", name: "ledgerline", rootPath: root };
  const history = await resolveRunHistory(
    { list: async () => [{ ...workspace, hasDatabase: true, source: "sample" }] },
    { question: SAMPLE_QUESTION, workspaceId: "ledgerline" },
  );
  if (history === null) throw new Error(`no escalation history under ${root}`);
  return history;
}

/**
 * A manager over a MemoryRunStore and a ledgerline copy, ready to start runs (tests). It runs
 * on `clock`, by default a manual clock no one advances: no timer (a bounded wait, a model
 * call's deadline) fires by itself, so only events the test can name end a wait or a call.
 */
export function ledgerlineHarness(copy = copyLedgerline(), clock: Clock = manualClock()) {
  const store = new MemoryRunStore();
  const events = new RecordingEvents();
  const manager = new AgentManager({
    store,
    clock,
    ids: createSequentialIdGenerator(),
    events,
    tokenCounter: o200kTokenCounter,
  });
  const workspace = new FileWorkspace({
    id: "ledgerline",
    name: "ledgerline",
    rootPath: copy.root,
    seedSqlPath: copy.seed,
    databasePath: copy.database,
  });
  let runs = 0;
  return {
    copy,
    store,
    events,
    manager,
    workspace,
    /** Start a run (contract mode and no history unless `options` say otherwise). */
    start(
      question: string,
      provider: ModelProvider,
      scenario: string | null = null,
      options: Pick<StartRunInput, "returnMode" | "history" | "parentFinish"> = {
        returnMode: "contract",
      },
    ) {
      runs += 1;
      return manager.startRun({
        runId: `run_${runs}`,
        question,
        workspaceId: "ledgerline",
        workspace,
        provider,
        scenario,
        workspaceTools,
        ...options,
      });
    },
  };
}

/**
 * The sample escalation on the scripted model in one return mode (`auto`: one child,
 * `fan-out`: four), with `history` as the parent's opening context: the finished run, the
 * memory store holding every record, and the run's window figures.
 */
export async function runLedgerlineInMode(
  mode: ReturnMode,
  scenario: "auto" | "fan-out",
  history: ResolvedHistory | null,
) {
  const harness = ledgerlineHarness();
  const handle = await harness.start(
    SAMPLE_QUESTION,
    new SampleScriptedProvider({ scenario }),
    scenario,
    { returnMode: mode, history },
  );
  const run = await handle.done;
  const { store } = harness;
  const figures = computeWindowFigures(store.agents, store.windowSamples, store.debriefs);
  return { run, store, figures };
}

/** The correction an operator sends the ledgerline child in correctedAtChildIteration3. */
export const SANDBOX_CORRECTION = "Also check the sandbox merchants.";

/**
 * `inner`, with an operator who queues SANDBOX_CORRECTION for the child (once) as the child's
 * iteration-3 model call starts: the answer to that call is still used, so the call it makes
 * (sc_3_0 on the scripted model) is prevented, and the correction is consumed at iteration 4.
 */
export function correctedAtChildIteration3(
  manager: Pick<AgentManager, "queueCorrection">,
  inner: ModelProvider,
): ModelProvider {
  return correctingChildAt(manager, inner, 3, SANDBOX_CORRECTION);
}

/** `inner`, with an operator who queues `text` for the child (once) as its `iteration` model call starts. */
export function correctingChildAt(
  manager: Pick<AgentManager, "queueCorrection">,
  inner: ModelProvider,
  iteration: number,
  text: string,
): ModelProvider {
  let sent = false;
  return {
    name: inner.name,
    defaultModel: inner.defaultModel,
    async complete(request: ModelRequest) {
      if (!sent && request.agentRole === "child" && request.iteration === iteration) {
        sent = true;
        await manager.queueCorrection({ agentId: request.agentId, text, author: "human:operator" });
      }
      return inner.complete(request);
    },
  };
}

/**
 * The sample question on a fresh ledgerline harness, the child getting `text` as a person's
 * correction as its iteration-2 model call starts; `inner` answers every call. Returns the
 * harness, the finished run (its status for the caller to check) and the child.
 */
export async function runWithChildCorrection(
  text: string,
  inner: ModelProvider = new SampleScriptedProvider(),
) {
  const harness = ledgerlineHarness();
  const provider = correctingChildAt(harness.manager, inner, 2, text);
  const run = await (await harness.start(SAMPLE_QUESTION, provider)).done;
  const child = harness.store.agents.find((agent) => agent.role === "child")!;
  return { harness, run, child };
}
