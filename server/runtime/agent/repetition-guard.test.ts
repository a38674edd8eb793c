import { describe, expect, it } from "vitest";
import type { ToolCallItem, ToolResultItem } from "../transcript/transcript-item";
import { RepetitionGuard } from "./repetition-guard";

let sequence = 0;
function cycle(name: string, args: string, content: string): [ToolCallItem[], ToolResultItem[]] {
  sequence += 1;
  const callId = `c${sequence}`;
  const base = { id: callId, agentId: "a", sequence, iteration: sequence, createdAt: 0 };
  return [
    [
      {
        ...base,
        kind: "tool_call",
        callId,
        providerCallId: callId,
        idSource: "provider",
        name,
        argumentsText: args,
        argumentsFormat: "string",
        parsedArguments: JSON.parse(args),
        acceptance: "accepted",
        rejectionReason: null,
      },
    ],
    [
      {
        ...base,
        kind: "tool_result",
        toolUseId: callId,
        toolName: name,
        status: "ok",
        content,
        uncertainty: null,
        preventedByCorrection: null,
      },
    ],
  ];
}

describe("RepetitionGuard", () => {
  it("counts argument order as the same call", () => {
    const guard = new RepetitionGuard();
    expect(guard.observe(...cycle("poll", '{"a":1,"b":2}', "x"))).toBe("continue");
    expect(guard.observe(...cycle("poll", '{"b":2,"a":1}', "x"))).toBe("continue");
    expect(guard.observe(...cycle("poll", '{"a":1,"b":2}', "x"))).toBe("warn");
    expect(guard.observe(...cycle("poll", '{"a":1,"b":2}', "x"))).toBe("terminate");
  });

  it("never counts wait_for_agents, even when every snapshot is the same (case 14)", () => {
    const guard = new RepetitionGuard();
    for (let index = 0; index < 10; index += 1) {
      expect(
        guard.observe(...cycle("wait_for_agents", '{"agent_ids":["x"]}', "same snapshot")),
      ).toBe("continue");
    }
    expect(guard.currentStreak).toBe(0);
  });

  it("resets when the result changes (case 13 and 14)", () => {
    const guard = new RepetitionGuard();
    guard.observe(...cycle("poll", "{}", "running"));
    guard.observe(...cycle("poll", "{}", "running"));
    expect(guard.observe(...cycle("poll", "{}", "done"))).toBe("continue");
    expect(guard.currentStreak).toBe(1);
  });
});
