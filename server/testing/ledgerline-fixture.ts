import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { AgentManager } from "../runtime/agent/agent-manager";
import { MemoryRunStore } from "../runtime/memory-store";
import type { ModelProvider, ModelRequest } from "../runtime/providers/model-provider";
import type { Clock } from "../runtime/ports";
import { createSequentialIdGenerator } from "../runtime/system-clock";
import { manualClock } from "../runtime/testing/manual-clock";
import { workspaceTools } from "../runtime/tools/workspace/workspace-tools";
import { o200kTokenCounter } from "../runtime/window/token-counter";
import { FileWorkspace } from "../features/workspaces/file-workspace";
import { RecordingEvents } from "../runtime/testing/recording-events";

const repoRoot = path.resolve(__dirname, "../..");

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
  "verified",
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
  let sent = false;
  return {
    name: inner.name,
    defaultModel: inner.defaultModel,
    async complete(request: ModelRequest) {
      if (!sent && request.agentRole === "child" && request.iteration === 3) {
        sent = true;
        await manager.queueCorrection({
          agentId: request.agentId,
          text: SANDBOX_CORRECTION,
          author: "human:operator",
        });
      }
      return inner.complete(request);
    },
  };
}
