import { describe, expect, it } from "vitest";
import type { TranscriptItem } from "@/server/runtime/transcript/transcript-item";
import { findProvenanceCall, isCitedLine, parseProvenance } from "./provenance";

const base = { agentId: "child-1", iteration: 1, createdAt: 0 };
let sequence = 0;

function call(callId: string, name: string, args: unknown): TranscriptItem {
  sequence += 1;
  return {
    ...base,
    id: `item-${sequence}`,
    sequence,
    kind: "tool_call",
    callId,
    providerCallId: null,
    idSource: "assigned",
    name,
    argumentsText: JSON.stringify(args),
    argumentsFormat: "string",
    parsedArguments: args,
    acceptance: "accepted",
    rejectionReason: null,
  };
}

function result(toolUseId: string, toolName: string, content: string): TranscriptItem {
  sequence += 1;
  return {
    ...base,
    id: `item-${sequence}`,
    sequence,
    kind: "tool_result",
    toolUseId,
    toolName,
    status: "ok",
    content,
    uncertainty: null,
    preventedByCorrection: null,
  };
}

const transcript: TranscriptItem[] = [
  call("call_1", "search_code", { query: "api_version" }),
  result(
    "call_1",
    "search_code",
    '2 matches for "api_version"\nsrc/config/merchant-config.ts:7: api_version: string;\nsrc/adapters/legacy-client.ts:30: const v = "2023-01";',
  ),
  call("call_2", "query_sql", { sql: "SELECT api_version, count(*) FROM merchants GROUP BY 1" }),
  result("call_2", "query_sql", '{"columns":["api_version","count(*)"],"rows":[["2023-01",19]]}'),
  call("call_3", "read_file", { path: "src/adapters/legacy-client.ts" }),
  result(
    "call_3",
    "read_file",
    "src/adapters/legacy-client.ts (lines 1-14 of 14)\n   1| import x\n  12| const pinned = '2023-01';\n  13| export {}",
  ),
];

describe("parseProvenance", () => {
  it("splits path:line, table.column and leaves urls alone", () => {
    expect(parseProvenance("src/a.ts:12")).toMatchObject({
      kind: "path",
      target: "src/a.ts",
      line: 12,
    });
    expect(parseProvenance("src/a.ts:12-14")).toMatchObject({ line: 12, lineEnd: 14 });
    expect(parseProvenance("merchants.api_version")).toMatchObject({
      kind: "column",
      target: "merchants",
      column: "api_version",
    });
    expect(parseProvenance("CHANGELOG.md")).toMatchObject({ kind: "path", target: "CHANGELOG.md" });
    expect(parseProvenance("https://x.example/a retrieved 2026-01-01").kind).toBe("other");
  });
});

describe("findProvenanceCall", () => {
  it("prefers the result that shows the cited line", () => {
    expect(findProvenanceCall(transcript, "src/adapters/legacy-client.ts:12")).toBe("call_3");
    expect(findProvenanceCall(transcript, "src/adapters/legacy-client.ts:30")).toBe("call_1");
  });
  it("finds the query that read a table.column", () => {
    expect(findProvenanceCall(transcript, "merchants.api_version")).toBe("call_2");
  });
  it("falls back to any mention, then to null", () => {
    expect(findProvenanceCall(transcript, "src/config/merchant-config.ts")).toBe("call_1");
    expect(findProvenanceCall(transcript, "docs/nowhere.md:3")).toBeNull();
    expect(findProvenanceCall(undefined, "src/a.ts:1")).toBeNull();
  });
});

describe("isCitedLine", () => {
  const cite = parseProvenance("src/a.ts:12");
  it("matches numbered lines and path:line, not neighbours", () => {
    expect(isCitedLine("  12| const x = 1;", cite)).toBe(true);
    expect(isCitedLine("src/a.ts:12: const x", cite)).toBe(true);
    expect(isCitedLine("src/a.ts:120: const x", cite)).toBe(false);
    expect(isCitedLine("  13| next", cite)).toBe(false);
    expect(isCitedLine("  12| x", parseProvenance("merchants.api_version"))).toBe(false);
  });
});
