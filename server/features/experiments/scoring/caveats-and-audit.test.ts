import { describe, expect, it } from "vitest";
import { researchResult } from "../../../runtime/testing/debrief-builders";
import { auditAnswer } from "./caveat-audit-adapter";
import { scoreRequiredCaveats } from "./required-caveats";

describe("scoreRequiredCaveats", () => {
  const caveats = [
    {
      id: "override-header",
      description: "per-request overrides nobody logs",
      mentions: [
        ["X-Provider-Version", "override"],
        ["m_0015", "five merchants"],
      ],
    },
    { id: "sandbox-date", description: "no sandbox date", mentions: [["sandbox"], ["announced"]] },
  ];

  it("carries a caveat when every group of its mentions has a term (any case)", () => {
    expect(
      scoreRequiredCaveats("The FIVE MERCHANTS with an Override may still send v2.", caveats),
    ).toEqual({ required: 2, carried: 1, missing: ["sandbox-date"] });
  });

  it("misses a caveat when one group is absent, and everything for no answer", () => {
    expect(scoreRequiredCaveats("The sandbox pins v2. Overrides exist.", caveats)).toEqual({
      required: 2,
      carried: 0,
      missing: ["override-header", "sandbox-date"],
    });
    expect(scoreRequiredCaveats(null, caveats).carried).toBe(0);
    expect(scoreRequiredCaveats("anything", [])).toEqual({ required: 0, carried: 0, missing: [] });
  });
});

/** A summary run's answer: no debrief ids reached its parent, so it is read as free text. */
function freeText(finalAnswer: string | null) {
  return { run: { returnMode: "summary" as const, finalAnswer }, items: [] };
}

describe("auditAnswer (the adapter over the caveat audit)", () => {
  const debriefs = [
    {
      agentId: "agent_2",
      agentName: "researcher",
      result: researchResult({
        findings: [
          {
            claim:
              "Merchants m_0005, m_0067 and m_0148 reach API v2 through the fallback path in primary-adapter.ts.",
            provenance: ["src/adapters/primary-adapter.ts:47"],
            confidence: "inferred",
          },
          {
            claim: "The provider retires API v2 on 2027-03-31.",
            provenance: ["docs/provider-changelog.md:12"],
            confidence: "verified",
          },
        ],
        assumptions: [
          "The merchants table is authoritative: nothing overrides a merchant's API version per request.",
        ],
        unresolved: [
          {
            question: "Do the five override merchants send X-Provider-Version: v2?",
            would_settle_it: "request logs",
          },
        ],
      }),
    },
  ];
  const overstatedAnswer =
    "Merchants m_0005, m_0067 and m_0148 definitely reach API v2 through the fallback path; this is verified. The provider retires API v2 on 2027-03-31.";
  const carefulAnswer =
    "Merchants m_0005, m_0067 and m_0148 likely reach API v2 through the fallback path (inferred from primary-adapter.ts). The provider retires API v2 on 2027-03-31. This assumes the merchants table is authoritative; whether the five override merchants send X-Provider-Version: v2 is unresolved (request logs would settle it).";

  it("counts the hedges an answer carries and the claims that overstate one", () => {
    expect(auditAnswer(freeText(carefulAnswer), debriefs)).toEqual({
      hedges: 3,
      carried: 3,
      dropped: 0,
      notUsed: 0,
      overstated: 0,
      flags: [],
    });
    expect(auditAnswer(freeText(overstatedAnswer), debriefs)).toEqual({
      hedges: 3,
      carried: 0,
      dropped: 1,
      notUsed: 2,
      overstated: 1,
      flags: [
        {
          severity: "high",
          claim:
            "Merchants m_0005, m_0067 and m_0148 definitely reach API v2 through the fallback path",
          childText:
            "Merchants m_0005, m_0067 and m_0148 reach API v2 through the fallback path in primary-adapter.ts.",
          reason: "stated as established (definitely) although the child hedged it",
        },
      ],
    });
  });

  it("audits no answer as nothing carried", () => {
    expect(auditAnswer(freeText(null), debriefs)).toMatchObject({
      carried: 0,
      dropped: 0,
      overstated: 0,
    });
  });
});
