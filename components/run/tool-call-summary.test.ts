import { describe, expect, it } from "vitest";
import { summarizeToolCall } from "./tool-call-summary";

describe("summarizeToolCall", () => {
  it("names what the agent did and the tool, never the raw arguments", () => {
    const debrief = JSON.stringify({ findings: [{ claim: "a".repeat(500) }] });
    expect(summarizeToolCall({ name: "research_result", argumentsText: debrief })).toEqual({
      description: "returned its debrief",
      tool: "research_result",
    });
    expect(
      summarizeToolCall({ name: "search_code", argumentsText: '{"query":"API_VERSION"}' }),
    ).toEqual({
      description: 'searched the code for "API_VERSION"',
      tool: "search_code",
    });
    expect(summarizeToolCall({ name: "read_file", argumentsText: "not json" })).toEqual({
      description: "read a file",
      tool: "read_file",
    });
    expect(summarizeToolCall({ name: "custom_tool", argumentsText: "{}" })).toEqual({
      description: "called a tool",
      tool: "custom_tool",
    });
  });
});
