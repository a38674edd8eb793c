import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { AgentManager } from "../runtime/agent/agent-manager";
import { MemoryRunStore } from "../runtime/memory-store";
import type { ModelProvider } from "../runtime/providers/model-provider";
import { createSequentialIdGenerator, systemClock } from "../runtime/system-clock";
import { workspaceTools } from "../runtime/tools/workspace/workspace-tools";
import { o200kTokenCounter } from "../runtime/window/token-counter";
import { FileWorkspace } from "../features/workspaces/file-workspace";
import { RecordingEvents } from "../runtime/testing/recording-events";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

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
