import fc from "fast-check";
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

  it("a rewritten duplicate id never takes an id seen in the response or the transcript", () => {
    const ids = (providerIds: string[], transcript = new Transcript("a", manualClock())) =>
      acceptToolCalls(
        providerIds.map((id) => ({ providerCallId: id, name: "ping", arguments: "" })),
        transcript,
        tools,
        3,
      ).map((entry) => [entry.item.callId, entry.item.acceptance]);
    // The provider's own id equals the rewrite's first choice: the rewrite takes the next free one.
    expect(ids(["a#dup-3-2", "a", "a"])).toEqual([
      ["a#dup-3-2", "accepted"],
      ["a", "accepted"],
      ["a#dup-3-2-2", "duplicate_id"],
    ]);
    // A genuinely unique id that a rewrite would have taken is accepted as sent.
    expect(ids(["a", "a", "a#dup-3-1"])).toEqual([
      ["a", "accepted"],
      ["a#dup-3-1-2", "duplicate_id"],
      ["a#dup-3-1", "accepted"],
    ]);
    // Against the transcript too: an earlier turn's ids, the counter's choices included.
    const transcript = new Transcript("a", manualClock());
    for (const id of ["a", "a#dup-3-0", "a#dup-3-0-2"]) {
      transcript.append(
        acceptToolCalls(
          [{ providerCallId: id, name: "ping", arguments: "" }],
          transcript,
          tools,
          1,
        )[0]!.item,
        1,
      );
    }
    expect(ids(["a"], transcript)).toEqual([["a#dup-3-0-3", "duplicate_id"]]);
  });

  it("property: every call gets its own id, a first-seen free provider id is kept, and the result is deterministic", () => {
    const idArbitrary = fc.oneof(
      fc.constantFrom("a", "b", "a#dup-2-0", "a#dup-2-1", "a#dup-2-1-2", "b#dup-2-0", "call_2_0"),
      fc.constantFrom("", null),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(idArbitrary, { maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        (turns) => {
          const run = () => {
            const transcript = new Transcript("a", manualClock());
            const turnIds: string[][] = [];
            turns.forEach((providerIds, turn) => {
              const iteration = turn + 1;
              const accepted = acceptToolCalls(
                providerIds.map((id) => ({ providerCallId: id, name: "ping", arguments: "" })),
                transcript,
                tools,
                iteration,
              );
              const earlier = new Set(turnIds.flat());
              const firstSeen = new Set<string>();
              accepted.forEach((entry, index) => {
                const id = providerIds[index] ?? null;
                const isNew = id !== null && id !== "" && !earlier.has(id) && !firstSeen.has(id);
                if (isNew) {
                  expect(entry.item).toMatchObject({ callId: id, acceptance: "accepted" });
                } else {
                  expect(entry.item.callId).not.toBe(id);
                }
                if (id) firstSeen.add(id);
              });
              for (const entry of accepted) transcript.append(entry.item, iteration);
              turnIds.push(accepted.map((entry) => entry.item.callId));
            });
            const all = turnIds.flat();
            expect(new Set(all).size).toBe(all.length);
            return turnIds;
          };
          expect(run()).toEqual(run());
        },
      ),
      { numRuns: 300, seed: 20261201 },
    );
  });
});
