import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { AgentManager, type StartRunInput } from "../runtime/agent/agent-manager";
import { MemoryRunStore } from "../runtime/memory-store";
import type { ModelProvider } from "../runtime/providers/model-provider";
import { createSequentialIdGenerator, systemClock } from "../runtime/system-clock";
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

/** A manager over a MemoryRunStore and a ledgerline copy, ready to start runs (tests). */
export function ledgerlineHarness(copy = copyLedgerline()) {
  const store = new MemoryRunStore();
  const events = new RecordingEvents();
  const manager = new AgentManager({
    store,
    clock: systemClock,
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
      options: Pick<StartRunInput, "returnMode" | "history"> = { returnMode: "contract" },
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
