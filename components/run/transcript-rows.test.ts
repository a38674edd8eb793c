import { describe, expect, it } from "vitest";
import type { TranscriptItem } from "@/server/runtime/transcript/transcript-item";
import { groupByIteration } from "./transcript-rows";

function message(sequence: number, iteration: number): TranscriptItem {
  return {
    id: `a:${sequence}`,
    agentId: "a",
    sequence,
    iteration,
    createdAt: sequence,
    kind: "message",
    role: "assistant",
    text: `item ${sequence}`,
  };
}

describe("groupByIteration", () => {
  it("heads each run of one iteration with its item count", () => {
    const rows = groupByIteration([message(0, 0), message(1, 1), message(2, 1), message(3, 2)]);
    expect(
      rows.map((row) => (row.type === "iteration" ? `it${row.iteration}×${row.items}` : row.key)),
    ).toEqual(["it0×1", "a:0", "it1×2", "a:1", "a:2", "it2×1", "a:3"]);
  });

  it("gives nothing for no items, and unique keys when an iteration comes back", () => {
    expect(groupByIteration([])).toEqual([]);
    const rows = groupByIteration([message(0, 1), message(1, 2), message(2, 1)]);
    const keys = rows.map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
