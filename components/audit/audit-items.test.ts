import { describe, expect, it } from "vitest";
import type { AuditClaim, AuditHedge } from "@/server/features/audit/audit-report";
import type { ResearchResult } from "@/server/runtime/contract/research-result";
import {
  claimTally,
  claimTallyText,
  highestSeverity,
  indexDebriefs,
  resolveItem,
  segmentAnswer,
  shownOverstatements,
  sortFlags,
} from "./audit-items";

function claim(id: string, start: number, end: number, answer: string): AuditClaim {
  return {
    id,
    text: answer.slice(start, end),
    start,
    end,
    role: "claim",
    hedgeCues: [],
    countOrList: false,
    overstatements: [],
    links: [],
  };
}

const result: ResearchResult = {
  findings: [
    { claim: "16 merchants use v2", provenance: ["merchants.api_version"], confidence: "verified" },
  ],
  assumptions: ["the table is authoritative"],
  unresolved: [{ question: "Do overrides send v2?", would_settle_it: "request logs" }],
  coverage: { searched: [], not_searched: ["request logs"] },
  effort: { tool_calls: 3, budget_exhausted: false },
  transcript_ref: "transcript:agent_a",
};

describe("segmentAnswer", () => {
  const answer = "One. Two. Three.";
  it("cuts the answer into text and claim spans that rebuild it exactly", () => {
    const segments = segmentAnswer(answer, [claim("c2", 5, 9, answer), claim("c1", 0, 4, answer)]);
    expect(segments.map((s) => s.kind)).toEqual(["claim", "text", "claim", "text"]);
    expect(segments.map((s) => (s.kind === "text" ? s.text : s.claim.text)).join("")).toBe(answer);
  });
  it("leaves overlapping and out-of-range claims as plain text", () => {
    const segments = segmentAnswer(answer, [
      claim("c1", 0, 9, answer),
      { ...claim("c2", 5, 9, answer) },
      { ...claim("c3", 10, 99, answer), text: "x" },
    ]);
    expect(segments.filter((s) => s.kind === "claim")).toHaveLength(1);
    expect(segments.map((s) => (s.kind === "text" ? s.text : s.claim.text)).join("")).toBe(answer);
  });
  it("handles an empty answer", () => {
    expect(segmentAnswer("", [])).toEqual([]);
  });
});

describe("flag order", () => {
  it("puts high first and keeps the audit's order within a severity", () => {
    const flags = [
      { id: "a", severity: "low" as const },
      { id: "b", severity: "high" as const },
      { id: "c", severity: "medium" as const },
      { id: "d", severity: "high" as const },
    ];
    expect(sortFlags(flags).map((f) => f.id)).toEqual(["b", "d", "c", "a"]);
    expect(highestSeverity(flags)).toBe("high");
    expect(highestSeverity([])).toBeNull();
  });
});

describe("shownOverstatements", () => {
  it("shows a dropped claim's overstatements and hides a supported claim's", () => {
    const overstating = { overstatements: ["stated as established"] };
    expect(shownOverstatements(overstating, "dropped")).toEqual(["stated as established"]);
    expect(shownOverstatements(overstating, "supported")).toEqual([]);
    expect(shownOverstatements(overstating, "caveat")).toEqual([]);
  });
});

describe("resolveItem", () => {
  const debriefs = indexDebriefs([{ agentId: "agent_a", createdAt: 1, result }], {
    agent_a: "direct-researcher",
  });
  const name = (id: string) => `?${id}`;
  it("reads findings, assumptions, questions and gaps out of the child's debrief", () => {
    expect(resolveItem("agent_a/F1", [], debriefs, name)).toMatchObject({
      agentName: "direct-researcher",
      key: "F1",
      kind: "finding",
      text: "16 merchants use v2",
      confidence: "verified",
    });
    expect(resolveItem("agent_a/A1", [], debriefs, name).text).toBe("the table is authoritative");
    expect(resolveItem("agent_a/U1", [], debriefs, name).text).toBe(
      "Do overrides send v2? (would settle it: request logs)",
    );
    expect(resolveItem("agent_a/N1", [], debriefs, name).kind).toBe("not_searched");
  });
  it("prefers the audit's hedge, and never throws on an unknown item", () => {
    const hedge = {
      id: "agent_a/A1",
      key: "A1",
      label: "direct-researcher/A1",
      agentId: "agent_a",
      agentName: "direct-researcher",
      kind: "assumption",
      text: "hedge text",
      confidence: null,
      alsoFrom: [],
      classification: "dropped",
      severity: "medium",
      coveredBy: null,
      evidence: null,
      reason: "",
      dependentClaimIds: [],
    } satisfies AuditHedge;
    expect(resolveItem("agent_a/A1", [hedge], debriefs, name)).toMatchObject({
      text: "hedge text",
      classification: "dropped",
    });
    expect(resolveItem("agent_b/F9", [], debriefs, name)).toMatchObject({
      agentName: "?agent_b",
      confidence: null,
    });
  });
});

describe("claimTally", () => {
  it("counts every highlighted claim, linked or not, apart from the answer's caveats", () => {
    const answer = "A. B. C. D. E. Maybe F.";
    const linked: AuditClaim = {
      ...claim("c1", 0, 2, answer),
      links: [{ itemId: "f0", kind: "finding", agentId: "a1", stated: true }],
    };
    const claims: AuditClaim[] = [
      linked,
      claim("c2", 3, 5, answer),
      claim("c3", 6, 8, answer),
      claim("c4", 9, 11, answer),
      claim("c5", 12, 14, answer),
      { ...claim("c6", 15, 23, answer), role: "caveat" },
    ];
    // The stored counts.claims said 1 here (linked claims only) while the panel listed 6 spans.
    expect(claimTally(claims)).toEqual({ claims: 5, caveats: 1 });
    expect(claimTallyText(claimTally(claims))).toBe("5 claims · 1 caveat");
  });

  it("leaves the caveats out of the text when there are none, in the singular for one", () => {
    expect(claimTallyText({ claims: 1, caveats: 0 })).toBe("1 claim");
    expect(claimTallyText({ claims: 0, caveats: 2 })).toBe("0 claims · 2 caveats");
    expect(claimTally([])).toEqual({ claims: 0, caveats: 0 });
  });
});
