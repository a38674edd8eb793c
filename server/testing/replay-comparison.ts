import { expect } from "vitest";
import type { MemoryRunStore } from "../runtime/memory-store";
import { recordedRunFrom, type RecordedRun } from "../runtime/replay/recorded-run";
import { managerReplayControl, ReplaySession } from "../runtime/replay/replay-session";
import { replayStartInput } from "../runtime/replay/replay-start";
import { workspaceTools } from "../runtime/tools/workspace/workspace-tools";
import type { TranscriptItem } from "../runtime/transcript/transcript-item";
import { ledgerlineHarness } from "./ledgerline-fixture";

/**
 * The fields a replay must reproduce, item for item (ids, agent ids and times differ by
 * design; spawn results keep the recorded child ids because they are recorded content).
 */
export function comparable(item: TranscriptItem): Record<string, unknown> {
  const common = { kind: item.kind, sequence: item.sequence, iteration: item.iteration };
  switch (item.kind) {
    case "message":
      return { ...common, role: item.role, text: item.text, providerData: item.providerData };
    case "tool_call":
      return {
        ...common,
        name: item.name,
        callId: item.callId,
        providerCallId: item.providerCallId,
        idSource: item.idSource,
        argumentsText: item.argumentsText,
        argumentsFormat: item.argumentsFormat,
        acceptance: item.acceptance,
        rejectionReason: item.rejectionReason,
        providerData: item.providerData,
      };
    case "tool_result":
      return {
        ...common,
        toolUseId: item.toolUseId,
        toolName: item.toolName,
        status: item.status,
        content: item.content,
        uncertainty: item.uncertainty,
        preventedByCorrection: item.preventedByCorrection,
      };
    case "correction":
      return {
        ...common,
        correctionSequence: item.correctionSequence,
        author: item.author,
        text: item.text,
      };
    case "notice":
      return { ...common, source: item.source, text: item.text };
    case "compaction":
      return { ...common, text: item.text, from: item.fromSequence, to: item.toSequence };
    case "legacy_text":
      return { ...common, text: item.text };
  }
}

/** Replay a run recorded in a MemoryRunStore on a fresh manager, offline; returns both recordings. */
export async function replayFromStore(store: MemoryRunStore, runId: string) {
  const original = recordedRunFrom(store, runId);
  const harness = ledgerlineHarness();
  const session = new ReplaySession(original, managerReplayControl(harness.manager));
  const handle = await harness.manager.startRun({
    runId: "run_replay",
    ...replayStartInput(original, session, workspaceTools),
  });
  const run = await handle.done;
  return { run, session, original, replayed: recordedRunFrom(harness.store, "run_replay") };
}

/** Same agents (role, status, detail) in the same order, and every transcript equal item for item. */
export function expectSameTranscripts(original: RecordedRun, replayed: RecordedRun): void {
  expect(replayed.agents.map((agent) => [agent.role, agent.status, agent.statusDetail])).toEqual(
    original.agents.map((agent) => [agent.role, agent.status, agent.statusDetail]),
  );
  original.agents.forEach((agent, index) => {
    const copy = replayed.agents[index]!;
    expect(replayed.transcripts[copy.id]!.map(comparable)).toEqual(
      original.transcripts[agent.id]!.map(comparable),
    );
  });
}
