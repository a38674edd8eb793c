import { describe, expect, it } from "vitest";
import type { CorrectionRecord } from "../../runtime/records";
import { MAX_CORRECTION_LENGTH } from "../../shared/limits";
import { correctionMessage, MAX_CONTROL_PAYLOAD_BYTES } from "./run-control-channel";
import { handleRunControl, type RunControlHandlerDependencies } from "./run-control-handler";

const correction = (text: string): CorrectionRecord => ({
  id: "correction_1",
  runId: "run_1",
  agentId: "agent_1",
  sequence: 3,
  text,
  author: "human:ada@debrief.test",
  createdAt: 1_800_000_000_000,
});

/** Handler dependencies that record what the handler read and delivered. */
function recordingDeps(stored: CorrectionRecord | null) {
  const reads: string[] = [];
  const delivered: CorrectionRecord[] = [];
  const deps: RunControlHandlerDependencies = {
    manager: {
      isInFlight: () => true,
      cancelRun: () => undefined,
      cancelAgent: () => undefined,
      get: (agentId) => (agentId === "agent_1" ? ({} as never) : undefined),
      deliverStoredCorrection: (record) => {
        delivered.push(record);
        return Promise.resolve();
      },
    },
    runLeases: { cancelRequest: () => Promise.resolve(null) },
    storedCorrections: {
      find: (id) => {
        reads.push(id);
        return Promise.resolve(stored);
      },
      refuse: () => Promise.resolve(null),
    },
    clock: { now: () => 1_800_000_000_000 },
    report: () => undefined,
  };
  return { deps, reads, delivered };
}

describe("correction control messages", () => {
  it("carry the stored correction when it fits the NOTIFY payload", () => {
    const record = correction("Also list the sandbox adapter.");
    const message = correctionMessage(record);
    expect(message).toEqual({
      kind: "correction",
      agentId: "agent_1",
      correctionId: "correction_1",
      correction: record,
    });
    expect(Buffer.byteLength(JSON.stringify(message))).toBeLessThanOrEqual(
      MAX_CONTROL_PAYLOAD_BYTES,
    );
  });

  it("carry only the id when the longest correction would pass the payload limit", () => {
    const message = correctionMessage(correction("é\n".repeat(MAX_CORRECTION_LENGTH / 2)));
    expect(message).toEqual({
      kind: "correction",
      agentId: "agent_1",
      correctionId: "correction_1",
    });
  });

  it("the holder delivers a carried correction without reading the database", async () => {
    const record = correction("Also list the sandbox adapter.");
    const { deps, reads, delivered } = recordingDeps(null);
    await handleRunControl(deps, correctionMessage(record));
    expect(reads).toEqual([]);
    expect(delivered).toEqual([record]);
  });

  it("the holder reads a correction that came by id, and ignores an agent it does not hold", async () => {
    const record = correction("Also list the sandbox adapter.");
    const { deps, reads, delivered } = recordingDeps(record);
    await handleRunControl(deps, {
      kind: "correction",
      agentId: "agent_1",
      correctionId: record.id,
    });
    await handleRunControl(deps, { kind: "correction", agentId: "agent_9", correctionId: "c_9" });
    expect(reads).toEqual([record.id]);
    expect(delivered).toEqual([record]);
  });
});
