import { describe, expect, it } from "vitest";
import { researchResult } from "../../runtime/testing/debrief-builders";
import { nearIdenticalGaps, regroupGaps } from "./gap-groups";
import { areaWords, buildItems } from "./reader/debrief-model";

function gap(text: string) {
  return { text, topic: areaWords(text) };
}

describe("nearIdenticalGaps: only the same caveat merges", () => {
  it("merges identical texts and the same reason over the same topic words", () => {
    expect(
      nearIdenticalGaps(
        gap("the sandbox adapter source (outside this child's brief)"),
        gap("The sandbox adapter source (outside the child's brief)"),
      ),
    ).toBe(true);
    expect(
      nearIdenticalGaps(
        gap("db/generate-seed.ts (appeared in search hits, not read in full)"),
        gap("scripts/db/generate-seed.ts (not read in full)"),
      ),
    ).toBe(true);
  });

  it("keeps apart a scope gap and an unread file, and a part and its whole", () => {
    expect(
      nearIdenticalGaps(
        gap("the sandbox adapter source (outside this child's brief)"),
        gap("src/adapters/sandbox-adapter.ts (appeared in search hits, not read in full)"),
      ),
    ).toBe(false);
    expect(
      nearIdenticalGaps(
        gap("the primary adapter's fallback path (outside this child's brief)"),
        gap("the primary adapter (outside this child's brief)"),
      ),
    ).toBe(false);
  });
});

describe("regroupGaps", () => {
  it("groups each gap with its first near-identical gap; other kinds keep their groups", () => {
    const items = buildItems(
      ["direct", "fallback"].map((name) => ({
        agentId: `agent_${name}`,
        agentName: name,
        result: researchResult({
          assumptions: ["The merchants table is authoritative."],
          coverage: {
            searched: [],
            not_searched: [
              "the sandbox adapter source (outside this child's brief)",
              "src/adapters/sandbox-adapter.ts (appeared in search hits, not read in full)",
            ],
          },
        }),
      })),
    );
    const regrouped = regroupGaps(items);
    expect(regrouped.map((item) => [item.label, item.group])).toEqual([
      ["direct/A1", "agent_direct/A1"],
      ["direct/N1", "agent_direct/N1"],
      ["direct/N2", "agent_direct/N2"],
      ["fallback/A1", "agent_direct/A1"],
      ["fallback/N1", "agent_direct/N1"],
      ["fallback/N2", "agent_direct/N2"],
    ]);
  });
});
