import { describe, expect, it } from "vitest";
import type { TranscriptItem } from "../../transcript/transcript-item";
import { testRequest, TranscriptBuilder } from "./__fixtures__/transcript-builder";
import { convertedEvents, WIRE_CONVERSIONS } from "./__fixtures__/wire-pairing";

/** A legacy string transcript, a compacted span and a live call/result pair, in one history. */
function mixedTranscript(): TranscriptItem[] {
  const builder = new TranscriptBuilder().user("Which merchants break?");
  builder.items.push(
    {
      id: "agent_t:1",
      agentId: "agent_t",
      sequence: 1,
      iteration: 0,
      createdAt: 0,
      kind: "legacy_text",
      text: "(historical) searched adapters; found a v2 pin",
    },
    {
      id: "agent_t:2",
      agentId: "agent_t",
      sequence: 2,
      iteration: 1,
      createdAt: 0,
      kind: "compaction",
      fromSequence: 3,
      toSequence: 8,
      text: "3 calls: search_code x2, read_file (see transcript:agent_t)",
    },
  );
  return builder
    .call(4, "call_live", "search_code", '{"query":"fallback"}')
    .result(4, "call_live", "search_code", "1 match")
    .correction(4, 1, "Check sandbox too.").items;
}

describe("mixed and compacted transcripts through every conversion", () => {
  it.each(WIRE_CONVERSIONS)(
    "$name: legacy text and compaction go as user text, never as invented calls; live pairs stay paired",
    (conversion) => {
      const request = testRequest(mixedTranscript(), { toolChoice: { type: "auto" } });
      const events = convertedEvents(conversion, request).filter(
        (event) => event.kind !== "assistant_end",
      );
      expect(events).toEqual([
        { kind: "user", text: "Which merchants break?" },
        { kind: "user", text: "(historical) searched adapters; found a v2 pin" },
        {
          kind: "user",
          text: "[earlier transcript, items 3-8, compacted] 3 calls: search_code x2, read_file (see transcript:agent_t)",
        },
        {
          kind: "call",
          id: "call_live",
          name: "search_code",
          arguments: '{"query":"fallback"}',
        },
        expect.objectContaining({ kind: "result", id: "call_live", content: "1 match" }),
        { kind: "user", text: "Correction #1 from human:operator: Check sandbox too." },
      ]);
    },
  );
});
