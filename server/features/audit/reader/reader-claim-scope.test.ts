import { describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefsBeforeAll } from "../../../testing/audit-statuses";
import { datesIn, sameDate } from "./values";

/**
 * What a claim covers and what reaches it (issue 14, classes 1–5), with answers written for
 * this test (not taken from any frozen set): which claims rest on an assumption (a list rests on
 * the findings it states, a total restates its parts, a one-merchant sentence is no list), what
 * a clause is about (a sentence naming other merchants is not about an open question's
 * merchants), and which hedges reach a clause (a source label, a "needs X to fire" condition,
 * "announced separately", a clause pointing back, a fragment before a dash, a confidence line).
 */

const fanOut = fanOutDebriefsBeforeAll();

const statuses = answerStatuses;

describe("which claims rest on an assumption", () => {
  it("a count of the directly configured merchants does not rest on the fallback firing", () => {
    expect(
      statuses(
        "We count 16 merchants set to v2 in the table. Separately, m_0005, m_0067 and m_0148 probably break as well (our inference).",
        ["researcher/A2"],
      ),
    ).toEqual({ "researcher/A2": "carried" });
  });

  it("a total restates parts hedged elsewhere; called confirmed, it overstates the total and its hedged part", () => {
    const parts =
      "Sixteen merchants are set to v2, if the table is right. Maybe three more (m_0005, m_0067, m_0148) reach v2 when their fallback trips.";
    expect(
      statuses(`${parts} Grand total: 16 + 3 = 19 accounts to warn.`, ["researcher/A2"]),
    ).toEqual({ "researcher/A2": "carried" });
    // Round 3 (datasets/audit/README.md, v3's judgment calls) labeled certainty on a total whose
    // parts keep their hedge in their own sentences once, on the total; since the fifteenth
    // round the certainty reaches the hedged part too (mention then contradict), as v7, v11,
    // v12, v13 and v15 label it; the part's assumption stays carried where it is restated.
    expect(
      statuses(`${parts} Confirmed total: 16 + 3 = 19 merchants to warn.`, [
        "researcher/A2",
        "researcher/F3",
        "researcher/F4",
      ]),
    ).toEqual({
      "researcher/A2": "carried",
      "researcher/F3": "dropped/high",
      "researcher/F4": "dropped/high",
    });
    // Parts stated plainly beside a confirmed total are inside the certain claim.
    expect(
      statuses(
        "Confirmed: 19 merchants break — the 16 on v2 and m_0005, m_0067, m_0148 through the fallback.",
        ["researcher/A2", "researcher/F3"],
      ),
    ).toEqual({ "researcher/A2": "dropped/high", "researcher/F3": "dropped/high" });
  });

  it("a letter about one merchant is no list the open questions could extend", () => {
    expect(
      statuses(
        "Hello, we looked at your account (m_0094). Our records, which we have not yet matched against your traffic, show it calling v2.",
        ["researcher/U1", "researcher/U2"],
      ),
    ).toEqual({ "researcher/U1": "not_used", "researcher/U2": "not_used" });
  });
});

describe("what a clause is about", () => {
  it("a sentence about other merchants does not answer the override question by one shared word", () => {
    expect(
      statuses(
        "m_0005, m_0067 and m_0148 sit on v3, but their client retries a failed v3 request on v2, so they probably break too. The five merchants that set a version per request are unknown until we see logs.",
        ["researcher/U1"],
      ),
    ).toEqual({ "researcher/U1": "carried" });
  });
});

describe("which hedges reach a clause", () => {
  it("a source label ('changelog:') attributes the value after it", () => {
    expect(
      statuses(
        "Retirement (vendor changelog: 2027-03-31) affects 16 merchants, if the table is right.",
        ["researcher/F1"],
      ),
    ).toEqual({ "researcher/F1": "carried" });
  });

  it("'needs the fallback to fire' is a condition, not the assumption stated as fact", () => {
    expect(
      statuses(
        "Indirect: m_0005, m_0067, m_0148; inferred, and it requires the fallback to trigger on timeouts.",
        ["researcher/A2"],
      ),
    ).toEqual({ "researcher/A2": "carried" });
  });

  it("'to be announced separately' keeps the sandbox date open; a flat date for them does not", () => {
    expect(
      statuses(
        "| group | when | note |\n|---|---|---|\n| sandbox (12) | 2027-03-31 for production | their own date gets published separately |",
        ["researcher/U2"],
      ),
    ).toEqual({ "researcher/U2": "carried" });
    expect(
      statuses("The 12 sandbox merchants lose v2 on 2027-03-31 as well.", ["researcher/U2"]),
    ).toEqual({ "researcher/U2": "dropped/high" });
  });

  it("a clause pointing back ('after that date') continues the attributed claim before it", () => {
    expect(
      statuses(
        "The vendor's notice gives 2027-03-31 for the shutdown; after that date v2 calls get 410 Gone.",
        ["researcher/F1"],
      ),
    ).toEqual({ "researcher/F1": "carried" });
    expect(
      statuses(
        "The vendor's notice gives 2027-03-31 for the shutdown; v2 calls get 410 Gone on 2027-03-31.",
        ["researcher/F1"],
      ),
    ).toEqual({ "researcher/F1": "dropped/medium" });
  });

  it("a short fragment before a dash takes the hedges of the clause it introduces", () => {
    expect(
      statuses("fallback_group: 3 — m_0005 m_0067 m_0148 (deduced from the adapter code)", [
        "researcher/F3",
      ]),
    ).toEqual({ "researcher/F3": "carried" });
  });

  it("a confidence line qualifies the sentence before it", () => {
    expect(
      statuses(
        "- Fallback group: m_0005, m_0067, m_0148 go through the v2 client. Confidence: low, an inference from the code.",
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "carried" });
    expect(
      statuses("- Fallback group: m_0005, m_0067, m_0148 go through the v2 client.", [
        "researcher/F3",
      ]),
    ).toEqual({ "researcher/F3": "dropped/medium" });
  });
});

describe("claims over every merchant and verdicts in few words", () => {
  it("a date applied to every merchant leaves the sandbox date question out silently", () => {
    expect(
      statuses(
        "The provider turns v2 off on 2027-03-31. Each of our v2 integrations has to be migrated before the deadline.",
        ["researcher/U2", "researcher/N3"],
      ),
    ).toEqual({ "researcher/U2": "dropped/medium", "researcher/N3": "dropped/low" });
  });

  it("'n/a' next to an open group dismisses it without an answer", () => {
    expect(
      statuses("Impact: 19 accounts, if the table holds. Test-mode (sandbox) merchants: n/a.", [
        "researcher/U2",
      ]),
    ).toEqual({ "researcher/U2": "dropped/medium" });
  });

  it("'this list should be complete' claims completeness over the files nobody read", () => {
    expect(
      statuses(
        "Probably 19 merchants, if the table holds; the per-request and sandbox groups are still open. Beyond those two groups, this tally should be complete.",
        ["researcher/N1", "researcher/N5"],
      ),
    ).toEqual({ "researcher/N1": "dropped/low", "researcher/N5": "dropped/low" });
  });
});

describe("conditions and subjects across a sentence", () => {
  it("a condition closing a sentence reaches the head before its colon", () => {
    expect(
      statuses(
        "19 merchants stop working: the 16 set to v2, plus m_0005, m_0067 and m_0148, provided the api_version column matches reality.",
        ["researcher/F4"],
      ),
    ).toEqual({ "researcher/F4": "carried" });
  });

  it("an 'Open:' label keeps what it labels open, even where it names the versions", () => {
    expect(
      statuses(
        "Open: m_0015, m_0082, m_0092, m_0144 and m_0154 pick v2 or v3 per request, and we have not seen their traffic.",
        ["researcher/U1"],
      ),
    ).toEqual({ "researcher/U1": "carried" });
  });

  it("'no request data' keeps the override group open", () => {
    expect(
      statuses(
        "Note: m_0015, m_0082, m_0092, m_0144 and m_0154 pick v2 or v3 per request and we hold no request data on what they send.",
        ["researcher/U1"],
      ),
    ).toEqual({ "researcher/U1": "carried" });
  });
});

describe("subjects named apart from what is said of them", () => {
  it("a verbless list sentence takes the hedges of the next sentence pointing back at it", () => {
    expect(
      statuses(
        "Escalate gently (3): m_0005, m_0067, m_0148. They use the fallback path, so they'd see failures; that's our reading of the code.",
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "carried" });
    expect(
      statuses(
        "Escalate gently (3): m_0005, m_0067, m_0148. Should we also mail the 16 on v2? Our reading of the code says so.",
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "dropped/medium" });
  });

  it("a clause describing the merchants beside a hedged clause saying what happens to them states the premise", () => {
    expect(
      statuses(
        "m_0005, m_0067 and m_0148 run on v3 with fallback switched on, so they would probably fail when v3 times out.",
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "carried" });
    expect(
      statuses(
        "m_0005, m_0067 and m_0148 break on 2027-03-31, and they would probably fail when v3 times out.",
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "dropped/medium" });
  });
});

describe("paraphrased conditions and certainty", () => {
  it("'going by the table' and 'on the table's say-so' carry the table assumption", () => {
    expect(
      statuses("Going by the merchants table, sixteen merchants would break.", ["researcher/A1"]),
    ).toEqual({ "researcher/A1": "carried" });
    expect(
      statuses("Count: nineteen, on the table's say-so.", ["researcher/F4", "researcher/A1"]),
    ).toEqual({ "researcher/F4": "carried", "researcher/A1": "carried" });
  });

  it("'every researcher agrees' on a count states its assumptions as settled", () => {
    expect(
      statuses(
        "The provider's notice gives 2027-03-31. Every researcher agrees: 19 merchants break then.",
        ["researcher/F4", "researcher/A1"],
      ),
    ).toEqual({ "researcher/F4": "dropped/high", "researcher/A1": "dropped/high" });
  });
});

describe("fan-out: near-duplicate questions and the gaps that follow them", () => {
  const complete =
    "Both groups together: 19 merchants break on 2027-03-31, the 16 on v2 and m_0005, m_0067, m_0148 (inferred, if the fallback fires and the table is right). Nothing else is affected.";

  it("a list called complete denies the sandbox question however each child words it", () => {
    expect(
      statuses(complete, ["sandbox-researcher/U1", "changelog-researcher/U1"], fanOut),
    ).toEqual({
      "sandbox-researcher/U1": "dropped/high",
      "changelog-researcher/U1": "dropped/high",
    });
  });

  it("a gap that would settle a question denied by a complete list asserts what only it would show", () => {
    expect(statuses(complete, ["direct-researcher/N10", "sandbox-researcher/N8"], fanOut)).toEqual({
      // The request logs would settle the override question: high.
      "direct-researcher/N10": "dropped/high",
      // The sandbox adapter source only shares the sandbox question's subject: low.
      "sandbox-researcher/N8": "dropped/low",
    });
  });
});

describe("dates without a year or with the year in words", () => {
  it("a capitalised month without a year matches that month of any year", () => {
    expect(datesIn("Cut over by the end of April.").map((date) => date.key)).toEqual([
      "????-04-30",
    ]);
    expect(datesIn("they may 3 times retry")).toEqual([]);
    expect(sameDate("????-04-30", "2027-04-30")).toBe(true);
    expect(sameDate("????-04", "2027-03-31")).toBe(false);
  });

  it("a year said in words after the month is a year", () => {
    expect(
      datesIn("Due in June twenty thirty-one, per the notice.").map((date) => date.key),
    ).toEqual(["2031-06"]);
  });
});

describe("closing paragraphs and conditions that point back", () => {
  it("a condition on 'the points above' has no topic of its own: it qualifies its claim", () => {
    expect(
      statuses("planned_total: 19 (conditional on both points above)", [
        "researcher/F4",
        "researcher/A1",
      ]),
    ).toEqual({ "researcher/F4": "carried", "researcher/A1": "carried" });
  });

  it("a closing hedge that names everything above qualifies every claim before it", () => {
    const body = "Sixteen on v2 and m_0005, m_0067, m_0148 via the fallback: 19 in all.";
    expect(
      statuses(
        `${body} Everything above reads the merchants table as authoritative and is an inference from the code, not observed.`,
        ["researcher/F4"],
      ),
    ).toEqual({ "researcher/F4": "carried" });
    expect(
      statuses(`${body} The sandbox group is an inference from the code, not observed.`, [
        "researcher/F4",
      ]),
    ).toEqual({ "researcher/F4": "dropped/medium" });
  });
});

describe("completeness claims and the premises of a hedged outcome", () => {
  it("'that's everybody' claims completeness; it is no list resting on the fallback firing", () => {
    expect(
      statuses(
        "The 16 on v2 break, if the table is right. m_0005, m_0067 and m_0148 break too (our inference). The override and sandbox groups are still open. Beyond those, that's everybody.",
        ["researcher/A2"],
      ),
    ).toEqual({ "researcher/A2": "carried" });
  });

  it("describing the fallback merchants beside their hedged outcome does not drop the fallback assumption", () => {
    expect(
      statuses(
        "m_0005, m_0067 and m_0148 have fallback enabled, so they would probably break on v3 timeouts.",
        ["researcher/A2"],
      ),
    ).toEqual({ "researcher/A2": "carried" });
  });

  it("a list called complete without the fallback merchants declares them unaffected", () => {
    expect(
      statuses(
        "Only the 16 v2 merchants break, if the table is right: m_0008, m_0016, m_0019. That is the full list; the rest are on v3.",
        ["researcher/F3", "researcher/A2"],
      ),
    ).toEqual({ "researcher/F3": "dropped/high", "researcher/A2": "dropped/high" });
  });
});
