import { describe, expect, it } from "vitest";
import { areaTopic, coversArea, sameArea } from "./area-coverage";
import { mergeDebriefs, sameQuestion } from "./merge-debriefs";
import { researchResult } from "../testing/debrief-builders";

describe("areas compared by meaning", () => {
  it("drops boilerplate, filler and paths down to topic words", () => {
    expect([...areaTopic("the provider changelog (outside this child's brief)")]).toEqual([
      "provider",
      "changelog",
    ]);
    expect([...areaTopic("read src/adapters/primary-adapter.ts")]).toEqual(["primary", "adapter"]);
    expect([...areaTopic("merchants table (query_sql, every row)")]).toEqual(["merchant", "table"]);
  });

  it("matches the same area in other words, not different ones", () => {
    expect(
      sameArea("the provider changelog (outside this child's brief)", "provider changelog"),
    ).toBe(true);
    expect(
      sameArea("the primary adapter's fallback path", "read src/adapters/primary-adapter.ts"),
    ).toBe(true);
    expect(
      sameArea("the sandbox adapter source", "src/adapters/sandbox-adapter.ts (not read in full)"),
    ).toBe(true);
    expect(sameArea("src/adapters/version-router.ts", 'code search "API_VERSION"')).toBe(false);
    expect(sameArea("db/merchants.sql", "merchants table (query_sql, every row)")).toBe(false);
    expect(sameArea("the sandbox adapter source", "read src/adapters/primary-adapter.ts")).toBe(
      false,
    );
  });

  it("a file the sibling cited counts as read unless the sibling lists it as not read", () => {
    const sibling = {
      searched: [],
      notSearched: [],
      provenance: ["src/adapters/legacy-client.ts:11"],
    };
    expect(coversArea(sibling, "src/adapters/legacy-client.ts (not read in full)")).toBe(true);
    expect(
      coversArea(
        { ...sibling, notSearched: ["src/adapters/legacy-client.ts (not read in full)"] },
        "src/adapters/legacy-client.ts",
      ),
    ).toBe(false);
  });
});

describe("the merge's gaps and open questions", () => {
  it("not_searched is what no child covered; the others name who covered them", () => {
    const merged = mergeDebriefs([
      {
        agentId: "a",
        agentName: "changelog-researcher",
        result: researchResult({
          coverage: {
            searched: ["provider changelog"],
            not_searched: [
              "the primary adapter's fallback path (outside this child's brief)",
              "request logs",
            ],
          },
        }),
      },
      {
        agentId: "b",
        agentName: "fallback-researcher",
        result: researchResult({
          coverage: {
            searched: ["read src/adapters/primary-adapter.ts", 'code search "legacyCharge"'],
            not_searched: ["the provider changelog (outside this child's brief)", "Request logs."],
          },
        }),
      },
    ]);
    expect(merged.coverage.not_searched).toEqual([
      {
        area: "request logs",
        sources: [
          { agentId: "a", agentName: "changelog-researcher" },
          { agentId: "b", agentName: "fallback-researcher" },
        ],
        itemIds: ["changelog-researcher/N2", "fallback-researcher/N2"],
      },
    ]);
    expect(
      merged.coverage.covered_by_sibling.map((gap) => [
        gap.itemIds.join(),
        gap.searchedBy.map((child) => child.agentName).join(),
      ]),
    ).toEqual([
      ["changelog-researcher/N1", "fallback-researcher"],
      ["fallback-researcher/N1", "changelog-researcher"],
    ]);
  });

  it("merges open questions asked in other words", () => {
    expect(
      sameQuestion(
        "Are the 12 sandbox merchants affected on the same date?",
        "Are the sandbox merchants affected on the same date?",
      ),
    ).toBe(true);
    expect(
      sameQuestion("Are the sandbox merchants affected?", "When does the sandbox retire v2?"),
    ).toBe(false);
    const merged = mergeDebriefs(
      [
        "Are the 12 sandbox merchants affected on the same date?",
        "Are the sandbox merchants affected on the same date?",
      ].map((question, index) => ({
        agentId: `c${index}`,
        agentName: `child${index}`,
        result: researchResult({ unresolved: [{ question, would_settle_it: `source ${index}` }] }),
      })),
    );
    expect(merged.unresolved).toEqual([
      {
        question: "Are the 12 sandbox merchants affected on the same date?",
        would_settle_it: ["source 0", "source 1"],
        sources: [
          { agentId: "c0", agentName: "child0" },
          { agentId: "c1", agentName: "child1" },
        ],
        itemIds: ["child0/U1", "child1/U1"],
      },
    ]);
  });
});
