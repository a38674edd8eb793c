import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AgentRecord, DebriefRecord } from "@/server/runtime/records";
import {
  answerClaimSources,
  parseAnswerClaims,
  resolveCitation,
  splitCaveatList,
} from "./answer-claims";

describe("reading a rendered contract answer", () => {
  it("splits claim lines and their citations; other text is plain Markdown", () => {
    expect(
      parseAnswerClaims(
        "- 16 merchants break. [rests on: direct-researcher/F1, fallback-researcher/F2]\n- A child was cancelled.",
      ),
    ).toEqual([
      {
        text: "16 merchants break.",
        restsOn: ["direct-researcher/F1", "fallback-researcher/F2"],
      },
      { text: "A child was cancelled.", restsOn: [] },
    ]);
    expect(parseAnswerClaims("# Answer\n\nSome **prose**.")).toBeNull();
    expect(parseAnswerClaims("")).toBeNull();
  });

  it("turns a long merged caveat into a list, leaves short ones alone", () => {
    const text = `Not searched, so the answer may be incomplete there: ${["the sandbox adapter source (outside this child's brief)", "db/generate-seed.ts (appeared in search hits, not read in full)", "request logs and live traffic"].join("; ")}`;
    expect(splitCaveatList(text)).toEqual({
      lead: "Not searched, so the answer may be incomplete there:",
      items: [
        "the sandbox adapter source (outside this child's brief)",
        "db/generate-seed.ts (appeared in search hits, not read in full)",
        "request logs and live traffic",
      ],
    });
    expect(splitCaveatList("Unresolved: a; b; c")).toBeNull();
    expect(
      splitCaveatList(
        "3 merchants break indirectly: they are configured for v3 on the primary adapter with fallback_enabled = 1 (inferred, not verified; sources: merchants.adapter; src/adapters/primary-adapter.ts:92)",
      ),
    ).toBeNull();
  });

  it("resolves a cited id to its child's finding row", () => {
    const child = { id: "agent_2", role: "child", name: "direct-researcher" } as AgentRecord;
    const agents = [{ id: "agent_1", role: "parent", name: "parent" } as AgentRecord, child];
    const debriefs = [{ id: "d1", agentId: "agent_2", createdAt: 1 } as DebriefRecord];
    const citation = resolveCitation(`${child.name}/F2`, agents, debriefs);
    expect([
      citation.agentId,
      citation.findingIndex,
      citation.anchor,
      citation.debrief?.id,
    ]).toEqual([child.id, 1, `finding-${child.id}-F2`, "d1"]);
    expect(resolveCitation(`${child.name}/U1`, agents, []).anchor).toBe(`agent-${child.id}`);
    expect(resolveCitation("nobody/F1", agents, []).anchor).toBe("");
  });

  it("lists a claim's sources with the keys of the debrief card's provenance checks", () => {
    const child = { id: "agent_2", role: "child", name: "direct-researcher" } as AgentRecord;
    const finding = (provenance: string[]) => ({ claim: "x", confidence: "reported", provenance });
    const debrief = {
      id: "d1",
      agentId: "agent_2",
      createdAt: 1,
      result: {
        transcript_ref: "transcript:agent_2",
        findings: [
          finding(["src/a.ts:1"]),
          finding(["src/a.ts:1", "src/adapters/sandbox-adapter.ts:9"]),
        ],
      },
    } as unknown as DebriefRecord;
    const cited = ["direct-researcher/F1", "direct-researcher/F2", "direct-researcher/U1"].map(
      (id) => resolveCitation(id, [child], [debrief]),
    );
    expect(answerClaimSources(cited)).toEqual([
      {
        entry: "src/a.ts:1",
        agentId: "agent_2",
        ref: "transcript:agent_2",
        debriefId: "d1",
        findingIndex: 0,
        entryIndex: 0,
      },
      {
        entry: "src/adapters/sandbox-adapter.ts:9",
        agentId: "agent_2",
        ref: "transcript:agent_2",
        debriefId: "d1",
        findingIndex: 1,
        entryIndex: 1,
      },
    ]);
  });
});

describe("reading claim lines: the citations mark", () => {
  /** The pattern the lines were read with before: lazy text, then optional citations. */
  const LAZY_CLAIM_LINE = /^- ([\s\S]*?)(?: \[rests on: ([^\]]+)\])?$/;

  it("reads every line as the lazy pattern does (earliest mark whose ids close the line)", () => {
    const piece = fc.constantFrom("- ", " [rests on: ", "]", "a", ", ", " ", "[", "b/F1");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const line = pieces.join("");
        fc.pre(line.trim() !== "");
        const match = LAZY_CLAIM_LINE.exec(line);
        expect(parseAnswerClaims(line)).toEqual(
          match === null
            ? null
            : [
                {
                  text: match[1],
                  restsOn: match[2] ? match[2].split(", ").map((id) => id.trim()) : [],
                },
              ],
        );
      }),
      { numRuns: 2000 },
    );
  });

  it("a 975,000-character line of unclosed marks is one claim's text (the pattern was quadratic on it: minutes)", () => {
    const text = " [rests on: a".repeat(75_000);
    expect(parseAnswerClaims(`- ${text}`)).toEqual([{ text, restsOn: [] }]);
    expect(parseAnswerClaims(`- ${text} [rests on: b/F1]`)).toEqual([
      { text: "", restsOn: [`a${text.slice(13)} [rests on: b/F1`] },
    ]);
  });

  it("a mark after the last inner `]` takes the ids; an empty id list leaves the line text", () => {
    expect(parseAnswerClaims("- x] [rests on: a/F1, b/F2]")).toEqual([
      { text: "x]", restsOn: ["a/F1", "b/F2"] },
    ]);
    expect(parseAnswerClaims("- x [rests on: ]")).toEqual([
      { text: "x [rests on: ]", restsOn: [] },
    ]);
  });
});
