import { describe, expect, it } from "vitest";
import {
  mergeDebriefs,
  normalizeClaim,
  weakerConfidence,
  type MergeSource,
} from "./merge-debriefs";
import { renderForParent } from "./render-for-parent";
import { debriefItems, itemIdsInRendering } from "./debrief-items";
import { renderMergedForParent } from "./render-merged-for-parent";
import { researchResult } from "../testing/debrief-builders";

const direct: MergeSource = {
  agentId: "agent_a",
  agentName: "direct",
  result: researchResult({
    findings: [
      {
        claim: "16 merchants are configured for API v2.",
        provenance: ["merchants.api_version", "src/adapters/legacy-client.ts:11"],
        confidence: "verified",
      },
      {
        claim: "v2 is retired on 2027-03-31",
        provenance: ["docs/provider-changelog.md:12"],
        confidence: "reported",
      },
    ],
    assumptions: ["The api_version column is authoritative."],
    unresolved: [
      { question: "Do the override merchants send v2?", would_settle_it: "request logs" },
    ],
    coverage: {
      searched: ["merchants table", "src/adapters/legacy-client.ts"],
      not_searched: ["request logs", "src/adapters/sandbox-adapter.ts"],
    },
    effort: { tool_calls: 5, budget_exhausted: false },
    transcript_ref: "transcript:agent_a",
  }),
};

const fallback: MergeSource = {
  agentId: "agent_b",
  agentName: "fallback",
  result: researchResult({
    findings: [
      {
        claim: "Sixteen merchants are configured for API  V2",
        provenance: ["merchants.api_version", "merchants.sandbox"],
        confidence: "inferred",
      },
      {
        claim: "3 merchants reach v2 through the fallback path",
        provenance: ["src/adapters/primary-adapter.ts:92"],
        confidence: "inferred",
      },
    ],
    assumptions: ["the api_version column is authoritative", "The fallback fires on 5xx."],
    unresolved: [
      { question: "Do the override merchants send V2?", would_settle_it: "traffic samples" },
      { question: "When does the sandbox retire v2?", would_settle_it: "the sandbox notice" },
    ],
    coverage: {
      searched: ["Merchants table", "src/adapters/primary-adapter.ts"],
      not_searched: ["Request logs", "src/adapters/legacy-client.ts"],
    },
    effort: { tool_calls: 4, budget_exhausted: true },
    transcript_ref: "transcript:agent_b",
  }),
  guardsApplied: ["no findings and no unresolved items: budget_exhausted set to true"],
};

const changelog: MergeSource = {
  agentId: "agent_c",
  agentName: "changelog",
  result: researchResult({
    findings: [
      {
        claim: "V2 is retired on 2027-03-31.",
        provenance: ["docs/provider-changelog.md:12", "https://tessellate.example/changelog"],
        confidence: "verified",
      },
    ],
    coverage: { searched: ["provider changelog"], not_searched: ["request logs"] },
    effort: { tool_calls: 1, budget_exhausted: false },
    transcript_ref: "transcript:agent_c",
  }),
};

describe("normalizeClaim", () => {
  it("ignores case, whitespace, punctuation and number formatting", () => {
    expect(normalizeClaim("Nineteen  merchants: 1,200 calls (v2.0)!")).toBe(
      "19 merchants 1200 calls v2",
    );
    expect(normalizeClaim("19 merchants 1200 calls V2")).toBe("19 merchants 1200 calls v2");
    expect(normalizeClaim("m_0001, m_0002.")).toBe(normalizeClaim("M_0001 m_0002"));
    expect(normalizeClaim("1.05 is not 1")).toBe("1 05 is not 1");
    expect(normalizeClaim("   ")).toBe("");
  });

  it("orders confidence verified > inferred > reported", () => {
    expect(weakerConfidence("verified", "inferred")).toBe("inferred");
    expect(weakerConfidence("reported", "inferred")).toBe("reported");
    expect(weakerConfidence("verified", "verified")).toBe("verified");
  });
});

describe("mergeDebriefs", () => {
  const merged = mergeDebriefs([direct, fallback, changelog]);

  it("concatenates findings, deduplicating on the normalised claim", () => {
    expect(merged.findings.map((finding) => finding.claim)).toEqual([
      "16 merchants are configured for API v2.",
      "v2 is retired on 2027-03-31",
      "3 merchants reach v2 through the fallback path",
    ]);
    expect(merged.findings[0]!.sources.map((source) => [source.agentId, source.claim])).toEqual([
      ["agent_a", "16 merchants are configured for API v2."],
      ["agent_b", "Sixteen merchants are configured for API  V2"],
    ]);
    expect(merged.findings[2]!.sources.map((source) => source.agentName)).toEqual(["fallback"]);
  });

  it("keeps every provenance entry (exact duplicates once) in first-seen order", () => {
    expect(merged.findings[0]!.provenance).toEqual([
      "merchants.api_version",
      "src/adapters/legacy-client.ts:11",
      "merchants.sandbox",
    ]);
    expect(merged.findings[1]!.provenance).toEqual([
      "docs/provider-changelog.md:12",
      "https://tessellate.example/changelog",
    ]);
  });

  it("keeps the weakest confidence and records each disagreement", () => {
    expect(merged.findings.map((finding) => finding.confidence)).toEqual([
      "inferred",
      "reported",
      "inferred",
    ]);
    expect(merged.findings[0]!.disagreement).toEqual({
      confidences: [
        { agentId: "agent_a", agentName: "direct", confidence: "verified" },
        { agentId: "agent_b", agentName: "fallback", confidence: "inferred" },
      ],
      kept: "inferred",
    });
    expect(merged.findings[1]!.disagreement?.kept).toBe("reported");
    expect(merged.findings[2]!.disagreement).toBeNull();
    expect(merged.disagreements.map((entry) => entry.findingIndex)).toEqual([0, 1]);
  });

  it("unions assumptions and unresolved items with their sources", () => {
    expect(merged.assumptions).toEqual([
      {
        text: "The api_version column is authoritative.",
        sources: [
          { agentId: "agent_a", agentName: "direct" },
          { agentId: "agent_b", agentName: "fallback" },
        ],
        itemIds: ["direct/A1", "fallback/A1"],
      },
      {
        text: "The fallback fires on 5xx.",
        sources: [{ agentId: "agent_b", agentName: "fallback" }],
        itemIds: ["fallback/A2"],
      },
    ]);
    expect(merged.unresolved).toEqual([
      {
        question: "Do the override merchants send v2?",
        would_settle_it: ["request logs", "traffic samples"],
        sources: [
          { agentId: "agent_a", agentName: "direct" },
          { agentId: "agent_b", agentName: "fallback" },
        ],
        itemIds: ["direct/U1", "fallback/U1"],
      },
      {
        question: "When does the sandbox retire v2?",
        would_settle_it: ["the sandbox notice"],
        sources: [{ agentId: "agent_b", agentName: "fallback" }],
        itemIds: ["fallback/U2"],
      },
    ]);
  });

  it("unions searched; not_searched is what no child covered, the rest names who covered it", () => {
    expect(merged.coverage.searched.map((entry) => [entry.area, entry.sources.length])).toEqual([
      ["merchants table", 2],
      ["src/adapters/legacy-client.ts", 1],
      ["src/adapters/primary-adapter.ts", 1],
      ["provider changelog", 1],
    ]);
    expect(merged.coverage.not_searched).toEqual([
      {
        area: "request logs",
        sources: [
          { agentId: "agent_a", agentName: "direct" },
          { agentId: "agent_b", agentName: "fallback" },
          { agentId: "agent_c", agentName: "changelog" },
        ],
        itemIds: ["direct/N1", "fallback/N1", "changelog/N1"],
      },
      {
        area: "src/adapters/sandbox-adapter.ts",
        sources: [{ agentId: "agent_a", agentName: "direct" }],
        itemIds: ["direct/N2"],
      },
    ]);
    expect(merged.coverage.covered_by_sibling).toEqual([
      {
        area: "src/adapters/legacy-client.ts",
        sources: [{ agentId: "agent_b", agentName: "fallback" }],
        itemIds: ["fallback/N2"],
        searchedBy: [{ agentId: "agent_a", agentName: "direct" }],
      },
    ]);
    const twice = mergeDebriefs([
      direct,
      {
        ...changelog,
        result: {
          ...changelog.result,
          coverage: { searched: [], not_searched: ["src/adapters/sandbox-adapter.ts"] },
        },
      },
      {
        agentId: "agent_x",
        agentName: "x",
        result: researchResult({ coverage: { searched: [], not_searched: ["other"] } }),
      },
    ]);
    expect(twice.coverage.covered_by_sibling).toEqual([]);
    expect(
      twice.coverage.not_searched.map((gap) => [gap.area, gap.sources.map((s) => s.agentName)]),
    ).toEqual([
      ["request logs", ["direct"]],
      ["src/adapters/sandbox-adapter.ts", ["direct", "changelog"]],
      ["other", ["x"]],
    ]);
  });

  it("sums effort and keeps each child's budget_exhausted", () => {
    expect(merged.effort.tool_calls).toBe(10);
    expect(merged.effort.any_budget_exhausted).toBe(true);
    expect(
      merged.effort.per_child.map((child) => [
        child.agentName,
        child.tool_calls,
        child.budget_exhausted,
      ]),
    ).toEqual([
      ["direct", 5, false],
      ["fallback", 4, true],
      ["changelog", 1, false],
    ]);
    expect(mergeDebriefs([direct, changelog]).effort.any_budget_exhausted).toBe(false);
  });

  it("handles no sources and empty debriefs", () => {
    const none = mergeDebriefs([]);
    expect(none.findings).toEqual([]);
    expect(none.coverage.not_searched).toEqual([]);
    expect(none.effort).toEqual({ tool_calls: 0, any_budget_exhausted: false, per_child: [] });
    const empty = mergeDebriefs([
      { agentId: "x", agentName: "x", result: researchResult({}) },
      { agentId: "y", agentName: "y", result: researchResult({}) },
    ]);
    expect(empty.findings).toEqual([]);
    expect(renderMergedForParent(empty)).toContain(
      "Findings (0, deduplicated on claim):\n  (none)",
    );
  });

  it("does not mutate its inputs", () => {
    const before = JSON.stringify([direct, fallback, changelog]);
    mergeDebriefs([direct, fallback, changelog]);
    expect(JSON.stringify([direct, fallback, changelog])).toBe(before);
  });
});

describe("renderMergedForParent", () => {
  it("renders one source exactly as renderForParent", () => {
    expect(renderMergedForParent(mergeDebriefs([fallback]))).toBe(
      renderForParent("fallback", fallback.result, fallback.guardsApplied),
    );
  });

  it("never drops a caveat of any child", () => {
    const text = renderMergedForParent(mergeDebriefs([direct, fallback, changelog]));
    expect(text).toContain("MERGED DEBRIEF from 3 children (direct, fallback, changelog)");
    expect(text).toContain(
      "  direct/F1 = fallback/F1 [inferred] 16 merchants are configured for API v2.",
    );
    expect(text).toContain(
      "      provenance: merchants.api_version; src/adapters/legacy-client.ts:11; merchants.sandbox",
    );
    expect(text).toContain("      from: direct [verified]; fallback [inferred]");
    expect(text).toContain("the weakest (inferred) is kept");
    expect(text).toContain("  direct/F2 = changelog/F1 [reported] v2 is retired on 2027-03-31");
    expect(text).toContain(
      "  direct/A1 = fallback/A1 The api_version column is authoritative. (from: direct, fallback)",
    );
    expect(text).toContain("  fallback/A2 The fallback fires on 5xx. (from: fallback)");
    expect(text).toContain(
      "  direct/U1 = fallback/U1 Do the override merchants send v2? (from: direct, fallback)",
    );
    expect(text).toContain("      would settle it: request logs; or traffic samples");
    expect(text).toContain("  fallback/U2 When does the sandbox retire v2? (from: fallback)");
    expect(text).toContain(
      "  NOT searched by any child (2):\n    direct/N1 = fallback/N1 = changelog/N1 request logs\n    direct/N2 src/adapters/sandbox-adapter.ts",
    );
    expect(text).toContain(
      "  not searched by some children, but covered by a sibling (1):\n    fallback/N2 src/adapters/legacy-client.ts (not searched by fallback; covered by direct)",
    );
    expect(text).toContain(
      "Effort: 10 tool calls in all; budget exhausted: YES — fallback ran out of budget",
    );
    expect(text).toContain(
      "  fallback: 4 tool calls; budget exhausted: YES (fallback/B); transcript transcript:agent_b",
    );
    expect(text).toContain(
      "  Runtime guard (fallback): no findings and no unresolved items: budget_exhausted set to true",
    );
  });
});

describe("item ids across a merge (issue 14)", () => {
  it("every id a child's own rendering shows is shown by the merged rendering, and read back from it", () => {
    const sources = [direct, fallback, changelog];
    const merged = renderMergedForParent(mergeDebriefs(sources));
    const own = sources.flatMap((source) =>
      debriefItems(source.agentName, source.result).map((item) => item.id),
    );
    expect(own).toContain("fallback/B");
    expect([...itemIdsInRendering(merged)].sort()).toEqual([...own].sort());
    for (const source of sources)
      expect([...itemIdsInRendering(renderForParent(source.agentName, source.result))]).toEqual(
        debriefItems(source.agentName, source.result).map((item) => item.id),
      );
  });
});
