import { z } from "zod";
import { describe, expect, it } from "vitest";
import { Transcript } from "../transcript/transcript";
import { manualClock } from "../testing/manual-clock";
import type { AnyTool, Tool } from "../tools/tool";
import { acceptToolCalls, parseToolArguments } from "./tool-call-acceptance";

const search: Tool<{ q: string }> = {
  name: "search",
  description: "",
  inputSchema: z.object({ q: z.string() }),
  effect: "read",
  execute: () => Promise.resolve({ status: "ok", content: "" }),
};
const ping: Tool<Record<string, never>> = {
  name: "ping",
  description: "",
  inputSchema: z.object({}),
  effect: "read",
  execute: () => Promise.resolve({ status: "ok", content: "" }),
};
const tools = new Map<string, AnyTool>([
  ["search", search],
  ["ping", ping],
]);

describe("parseToolArguments", () => {
  it("parses objects, treats the empty string as {}, and rejects the rest", () => {
    expect(parseToolArguments('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseToolArguments("")).toEqual({ ok: true, value: {} });
    expect(parseToolArguments({ a: 1 })).toEqual({ ok: true, value: { a: 1 } });
    expect(parseToolArguments("[1]")).toEqual({
      ok: false,
      reason: "arguments must be a JSON object",
    });
    const truncated = parseToolArguments('{"a"');
    expect(truncated.ok).toBe(false);
    if (!truncated.ok) expect(truncated.reason).toMatch(/^arguments are not valid JSON/);
  });
});

describe("acceptToolCalls", () => {
  it("assigns distinct ids to calls without ids, keeping order (case 4)", () => {
    const transcript = new Transcript("a", manualClock());
    const accepted = acceptToolCalls(
      [
        { providerCallId: null, name: "search", arguments: '{"q":"x"}' },
        { providerCallId: null, name: "search", arguments: '{"q":"y"}' },
      ],
      transcript,
      tools,
      3,
    );
    expect(
      accepted.map((entry) => [entry.item.callId, entry.item.idSource, entry.item.parsedArguments]),
    ).toEqual([
      ["call_3_0", "assigned", { q: "x" }],
      ["call_3_1", "assigned", { q: "y" }],
    ]);
  });

  it("keeps the first of a duplicated id and rejects the duplicate deterministically (case 3)", () => {
    const transcript = new Transcript("a", manualClock());
    const first = acceptToolCalls(
      [
        { providerCallId: "terminal:0", name: "search", arguments: '{"q":"x"}' },
        { providerCallId: "terminal:0", name: "search", arguments: '{"q":"y"}' },
      ],
      transcript,
      tools,
      1,
    );
    expect(first.map((entry) => [entry.item.callId, entry.item.acceptance])).toEqual([
      ["terminal:0", "accepted"],
      ["terminal:0#dup-1-1", "duplicate_id"],
    ]);
    for (const entry of first) transcript.append(entry.item, 1);
    const later = acceptToolCalls(
      [{ providerCallId: "terminal:0", name: "search", arguments: '{"q":"z"}' }],
      transcript,
      tools,
      3,
    );
    expect(later[0]?.item.callId).toBe("terminal:0#dup-3-0");
    expect(later[0]?.item.providerCallId).toBe("terminal:0");
    expect(later[0]?.rejection).toBe(
      'duplicate call id "terminal:0": this call was not executed; call the tool again if it is still needed',
    );
  });

  it("never assigns an id the provider sent for another call of the same response", () => {
    const accepted = acceptToolCalls(
      [
        { providerCallId: null, name: "ping", arguments: "" },
        { providerCallId: "call_1_0", name: "ping", arguments: "" },
      ],
      new Transcript("a", manualClock()),
      tools,
      1,
    );
    expect(accepted.map((entry) => [entry.item.callId, entry.item.acceptance])).toEqual([
      ["call_1_0_", "accepted"],
      ["call_1_0", "accepted"],
    ]);
  });

  it("keeps Kimi ids byte for byte (case 5)", () => {
    const accepted = acceptToolCalls(
      [{ providerCallId: "functions.read_file:0", name: "ping", arguments: "" }],
      new Transcript("a", manualClock()),
      tools,
      1,
    );
    expect(accepted[0]?.item.callId).toBe("functions.read_file:0");
    expect(accepted[0]?.item.acceptance).toBe("accepted");
  });

  it("rejects malformed, invalid and unknown calls without losing their text (cases 7, 8)", () => {
    const accepted = acceptToolCalls(
      [
        { providerCallId: "c1", name: "search", arguments: '{"q"' },
        { providerCallId: "c2", name: "search", arguments: "" },
        { providerCallId: "c3", name: "nope", arguments: "{}" },
      ],
      new Transcript("a", manualClock()),
      tools,
      1,
    );
    expect(accepted.map((entry) => entry.item.acceptance)).toEqual([
      "malformed_arguments",
      "invalid_arguments",
      "unknown_tool",
    ]);
    expect(accepted[0]?.item.argumentsText).toBe('{"q"');
    expect(accepted[1]?.rejection).toBe(
      "invalid arguments for search: q: Invalid input: expected string, received undefined; the tool was not executed",
    );
    expect(accepted[2]?.rejection).toBe('unknown tool "nope"; available tools: search, ping');
  });

  it("stores object arguments serialised and marks their format (case 9)", () => {
    const accepted = acceptToolCalls(
      [{ providerCallId: "c1", name: "search", arguments: { q: "x" } }],
      new Transcript("a", manualClock()),
      tools,
      1,
    );
    expect(accepted[0]?.item.argumentsText).toBe('{"q":"x"}');
    expect(accepted[0]?.item.argumentsFormat).toBe("object");
  });
});
