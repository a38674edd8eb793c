import { describe, expect, it } from "vitest";
import type { TranscriptItem } from "@/server/runtime/transcript/transcript-item";
import { correctionEffect, describeToolCall } from "./correction-effects";

const call = (callId: string, name: string, args: unknown) =>
  ({ kind: "tool_call", callId, name, argumentsText: JSON.stringify(args) }) as TranscriptItem;

describe("what a consumed correction changed", () => {
  it("names prevented calls by tool and arguments and gives the next step", () => {
    const items = [
      call("sc_3_0", "read_changelog", {}),
      {
        kind: "correction",
        correctionSequence: 1,
        author: "human:ana",
        text: "Also check the sandbox merchants.",
      } as TranscriptItem,
      call("sc_4_0", "read_file", { path: "src/adapters/sandbox-adapter.ts" }),
    ];
    expect(
      correctionEffect(items, {
        correctionId: "c1",
        agentId: "agent_2",
        sequence: 1,
        iteration: 4,
        consumedAt: 0,
        preventedCallIds: ["sc_3_0", "sc_9_9"],
      }),
    ).toEqual({
      prevented: ["read_changelog()", "sc_9_9"],
      nextStep: 'read_file(path: "src/adapters/sandbox-adapter.ts")',
    });
    expect(describeToolCall({ name: "x", argumentsText: "not json" })).toBe("x(not json)");
  });
});
