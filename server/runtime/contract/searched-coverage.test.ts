import { describe, expect, it } from "vitest";
import { applyContractGuards } from "./contract-enforcement";
import type { ResearchResult } from "./research-result";
import { searchedAfterAll, succeededCalls } from "./searched-coverage";
import type { TranscriptItem } from "../transcript/transcript-item";

/** A tool call and its result, as the transcript stores them. */
function exchange(callId: string, name: string, args: object, status: "ok" | "error") {
  const argumentsText = JSON.stringify(args);
  return [
    { kind: "tool_call", callId, name, argumentsText, parsedArguments: args },
    { kind: "tool_result", toolUseId: callId, toolName: name, status, content: "…" },
  ] as unknown as TranscriptItem[];
}

const transcript: TranscriptItem[] = [
  ...exchange("c1", "read_changelog", {}, "ok"),
  ...exchange("c2", "read_file", { path: "src/adapters/legacy-client.ts" }, "ok"),
  ...exchange("c3", "read_file", { path: "src/adapters/primary-adapter.ts" }, "error"),
];

const debrief: ResearchResult = {
  findings: [
    {
      claim: "v2 is retired on 2027-03-31",
      provenance: ["docs/provider-changelog.md:12"],
      confidence: "reported",
    },
  ],
  assumptions: [],
  unresolved: [],
  coverage: {
    searched: ["provider changelog"],
    not_searched: [
      "the changelog (skipped by correction #2)",
      "src/adapters/legacy-client.ts (appeared in search hits, not read in full)",
      "src/adapters/primary-adapter.ts — the call failed: no such file",
      "the sandbox adapter (skipped by correction #1)",
      "request logs and live traffic",
    ],
  },
  effort: { tool_calls: 3, budget_exhausted: false },
  transcript_ref: "transcript:agent_2",
};

describe("the searched-coverage guard", () => {
  it("removes the not_searched entries the child's own transcript refutes, with the reason", () => {
    const guarded = applyContractGuards(debrief, {
      actualToolCalls: 3,
      budgetExhausted: false,
      succeededCalls: succeededCalls(transcript),
    });
    expect(guarded.result.coverage.not_searched).toEqual([
      "src/adapters/primary-adapter.ts — the call failed: no such file",
      "the sandbox adapter (skipped by correction #1)",
      "request logs and live traffic",
    ]);
    expect(guarded.guardsApplied).toEqual([
      'coverage.not_searched entry "the changelog (skipped by correction #2)" removed: the child had already called read_changelog, which succeeded, before the skip (not_searched lists only what the child did not look at)',
      'coverage.not_searched entry "src/adapters/legacy-client.ts (appeared in search hits, not read in full)" removed: the child read src/adapters/legacy-client.ts (read_file) (not_searched lists only what the child did not look at)',
    ]);
  });

  it("keeps every entry when the transcript is unknown or compacted", () => {
    expect(searchedAfterAll("the changelog (skipped by correction #2)", null)).toBeNull();
    const compacted = [...transcript, { kind: "compaction" } as unknown as TranscriptItem];
    expect(succeededCalls(compacted)).toBeNull();
    const guarded = applyContractGuards(debrief, { actualToolCalls: 3, budgetExhausted: false });
    expect(guarded.result.coverage.not_searched).toEqual(debrief.coverage.not_searched);
    expect(guarded.guardsApplied).toEqual([]);
  });

  it("names a tool's subject only for skipped entries: other mentions of the changelog stay", () => {
    const calls = succeededCalls(transcript);
    expect(searchedAfterAll("the changelog's sandbox section (not published)", calls)).toBeNull();
    expect(searchedAfterAll("the merchants table (skipped by correction #3)", calls)).toBeNull();
  });
});
