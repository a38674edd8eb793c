import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { AgentManager } from "../runtime/agent/agent-manager";
import { MemoryRunStore } from "../runtime/memory-store";
import type { ModelProvider } from "../runtime/providers/model-provider";
import type { Clock } from "../runtime/ports";
import { createSequentialIdGenerator } from "../runtime/system-clock";
import { manualClock } from "../runtime/testing/manual-clock";
import { workspaceTools } from "../runtime/tools/workspace/workspace-tools";
import { o200kTokenCounter } from "../runtime/window/token-counter";
import { FileWorkspace } from "../features/workspaces/file-workspace";
import { RecordingEvents } from "../runtime/testing/recording-events";

const repoRoot = path.resolve(__dirname, "../..");

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
    start(question: string, provider: ModelProvider, scenario: string | null = null) {
      runs += 1;
      return manager.startRun({
        runId: `run_${runs}`,
        question,
        workspaceId: "ledgerline",
        workspace,
        provider,
        returnMode: "contract",
        scenario,
        workspaceTools,
      });
    },
  };
}
