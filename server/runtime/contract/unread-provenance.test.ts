import { describe, expect, it } from "vitest";
import type { TranscriptItem } from "../transcript/transcript-item";
import { applyContractGuards } from "./contract-enforcement";
import type { ResearchResult } from "./research-result";
import {
  citedFilePath,
  notSearchedEntryFor,
  toolExchangeText,
  verifiedOnUnreadFiles,
} from "./unread-provenance";

/** Newcomer report: F5 verified on src/adapters/sandbox-adapter.ts:9, listed as not read. */
const NOT_SEARCHED = [
  "src/adapters/sandbox-adapter.ts (appeared in search hits, not read in full)",
  "request logs and live traffic (per-request X-Provider-Version values)",
];
const F5 = {
  claim: "The sandbox adapter pins API v2 in code, independently of the table.",
  provenance: ["src/adapters/sandbox-adapter.ts:9", "merchants.sandbox"],
  confidence: "verified" as const,
};

function result(findings: ResearchResult["findings"]): ResearchResult {
  return {
    findings,
    assumptions: [],
    unresolved: [],
    coverage: { searched: ['code search "API_VERSION"'], not_searched: NOT_SEARCHED },
    effort: { tool_calls: 3, budget_exhausted: false },
    transcript_ref: "transcript:agent_1",
  };
}

describe("citedFilePath", () => {
  it("names the path of path:line and path:line-line entries only", () => {
    expect(citedFilePath("src/adapters/sandbox-adapter.ts:9")).toBe(
      "src/adapters/sandbox-adapter.ts",
    );
    expect(citedFilePath("./docs/changelog.md:12-14")).toBe("docs/changelog.md");
    expect(citedFilePath("merchants.sandbox")).toBeNull();
    expect(citedFilePath("https://example.com/changelog:443")).toBeNull();
    expect(citedFilePath("merchants.api_version=v2")).toBeNull();
  });
});

describe("notSearchedEntryFor", () => {
  it("finds the entry naming the file by path or file name, not by a longer name", () => {
    expect(notSearchedEntryFor("src/adapters/sandbox-adapter.ts", NOT_SEARCHED)).toBe(
      NOT_SEARCHED[0],
    );
    expect(notSearchedEntryFor("src/adapters/adapter.ts", NOT_SEARCHED)).toBeUndefined();
  });
});

describe("verifiedOnUnreadFiles", () => {
  it("applies when every cited file is listed as not searched (table columns do not read a file)", () => {
    expect(verifiedOnUnreadFiles(F5, NOT_SEARCHED)).toBe(
      'every file it cites was not read by the child: src/adapters/sandbox-adapter.ts:9 (coverage.not_searched lists "src/adapters/sandbox-adapter.ts (appeared in search hits, not read in full)")',
    );
  });

  it("applies when the transcript never mentions the cited file", () => {
    expect(
      verifiedOnUnreadFiles({ ...F5, provenance: ["src/other.ts:3"] }, [], "read_file a.ts"),
    ).toBe(
      "every file it cites was not read by the child: src/other.ts:3 (no tool call or tool result of the child mentions it)",
    );
  });

  it("does not apply to inferred findings, findings without files, or when one cited file was read", () => {
    expect(verifiedOnUnreadFiles({ ...F5, confidence: "inferred" }, NOT_SEARCHED)).toBeNull();
    expect(
      verifiedOnUnreadFiles({ ...F5, provenance: ["merchants.sandbox"] }, NOT_SEARCHED),
    ).toBeNull();
    expect(
      verifiedOnUnreadFiles(
        { ...F5, provenance: [...F5.provenance, "src/adapters/legacy-client.ts:11"] },
        NOT_SEARCHED,
        "src/adapters/legacy-client.ts:11: const LEGACY_API_VERSION",
      ),
    ).toBeNull();
    // Unknown transcript: only coverage.not_searched decides.
    expect(verifiedOnUnreadFiles({ ...F5, provenance: ["src/other.ts:3"] }, [])).toBeNull();
  });
});

describe("toolExchangeText", () => {
  const base = { id: "i", agentId: "a", iteration: 1, createdAt: 0 };
  const call: TranscriptItem = {
    ...base,
    sequence: 1,
    kind: "tool_call",
    callId: "c1",
    providerCallId: "c1",
    idSource: "provider",
    name: "read_file",
    argumentsText: '{"path":"src/a.ts"}',
    argumentsFormat: "string",
    parsedArguments: { path: "src/a.ts" },
    acceptance: "accepted",
    rejectionReason: null,
  };
  const resultItem = (status: "ok" | "error", content: string): TranscriptItem => ({
    ...base,
    sequence: 2,
    kind: "tool_result",
    toolUseId: "c1",
    toolName: "read_file",
    status,
    content,
    uncertainty: null,
    preventedByCorrection: null,
  });

  it("joins call arguments and ok results; a failed result is no evidence", () => {
    expect(toolExchangeText([call, resultItem("ok", "src/a.ts (lines 1-2 of 2)")])).toBe(
      '{"path":"src/a.ts"}\nsrc/a.ts (lines 1-2 of 2)',
    );
    expect(toolExchangeText([call, resultItem("error", "src/b.ts not found")])).toBe(
      '{"path":"src/a.ts"}',
    );
  });

  it("is unknown (null) once part of the transcript was compacted", () => {
    expect(
      toolExchangeText([
        { ...base, sequence: 3, kind: "compaction", fromSequence: 1, toSequence: 2, text: "…" },
      ]),
    ).toBeNull();
  });
});

describe("the contract guard on verified findings over unread files", () => {
  it("lowers F5 to inferred and records why; other findings are unchanged", () => {
    const read = {
      claim: "16 merchants pin v2",
      provenance: ["src/adapters/legacy-client.ts:11"],
      confidence: "verified" as const,
    };
    const guarded = applyContractGuards(result([read, F5]), {
      actualToolCalls: 3,
      budgetExhausted: false,
      toolExchangeText: "src/adapters/legacy-client.ts:11 src/adapters/sandbox-adapter.ts:9",
    });
    expect(guarded.result.findings.map((finding) => finding.confidence)).toEqual([
      "verified",
      "inferred",
    ]);
    expect(guarded.guardsApplied).toEqual([
      'finding F2 lowered from verified to inferred: every file it cites was not read by the child: src/adapters/sandbox-adapter.ts:9 (coverage.not_searched lists "src/adapters/sandbox-adapter.ts (appeared in search hits, not read in full)") (verified means read out of a file)',
    ]);
  });
});
