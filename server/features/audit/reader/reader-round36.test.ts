import { beforeAll, describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefs } from "../../../testing/audit-statuses";
import type { AuditDebrief } from "./debrief-model";

/**
 * The reader's thirty-sixth round of mechanisms (issue 14), taken from the error classes of v55
 * (comparisons, rankings and bounds), read answer by answer. Every wording is written for the
 * test (no frozen set's wording; domain words come from the debriefs).
 */

const unreadFiles = ["researcher/N1", "researcher/N2", "researcher/N4", "researcher/N5"];

describe("a ceiling on the count claims the list complete", () => {
  it("reads 'at most N' and 'N at most' as ruling out anyone beyond the count", () => {
    for (const answer of [
      "Taking the table as right, the fallback trio m_0005, m_0067, m_0148 probably joins the sixteen, so at most 19 merchants lose v2 on 2027-03-31 per the changelog.",
      "Nineteen at most: sixteen from the table (if it's accurate) and probably m_0005, m_0067, m_0148 through the fallback; the changelog gives 2027-03-31.",
    ]) {
      const statuses = answerStatuses(answer, unreadFiles);
      expect(Object.values(statuses)).toEqual(Array(4).fill("dropped/low"));
    }
  });

  it("reads a ceiling confined to what a source shows as claiming nothing of the rest", () => {
    const statuses = answerStatuses(
      "No more than 19 merchants as far as we can tell from the table (if it's accurate), the fallback trio m_0005, m_0067, m_0148 probably among them; the changelog gives 2027-03-31.",
      unreadFiles,
    );
    expect(Object.values(statuses)).toEqual(Array(4).fill("not_used"));
  });

  it("reads the top of a range given with its floor as the range's width, not completeness", () => {
    const tail =
      "the table's sixteen (if it's accurate), maybe the fallback trio m_0005, m_0067, m_0148, and the override five and sandbox twelve if they turn out exposed; the changelog gives 2027-03-31.";
    const ranged = answerStatuses(
      `A range, at least 16 merchants and at most 36: ${tail}`,
      unreadFiles,
    );
    expect(Object.values(ranged)).toEqual(Array(4).fill("not_used"));
    const spoken = answerStatuses(
      `Thirty-six at the outside, sixteen at the inside: ${tail}`,
      unreadFiles,
    );
    expect(Object.values(spoken)).toEqual(Array(4).fill("not_used"));
    const capped = answerStatuses(`A cap, at most 36 merchants: ${tail}`, unreadFiles);
    expect(Object.values(capped)).toEqual(Array(4).fill("dropped/low"));
  });

  it("reads a tally called complete as a list called complete", () => {
    const statuses = answerStatuses(
      "Sixteen direct (if the table is accurate) and probably m_0005, m_0067, m_0148: nineteen, and that is the complete tally. The changelog gives 2027-03-31.",
      unreadFiles,
    );
    expect(Object.values(statuses)).toEqual(Array(4).fill("dropped/low"));
  });
});

describe("a list of code parts a child is said to have read", () => {
  let fanOut: AuditDebrief[];
  beforeAll(async () => {
    fanOut = await fanOutDebriefs();
  });

  it("reads the child named as its subject reading the parts as claimed coverage of them", () => {
    const statuses = answerStatuses(
      "The researcher went through the legacy client, the primary adapter and the version router; the sixteen (if the table is accurate) plus probably m_0005, m_0067, m_0148 stand, and the changelog gives 2027-03-31.",
      ["researcher/N4"],
    );
    expect(statuses).toEqual({ "researcher/N4": "dropped/high" });
  });

  it("reads 'the researcher read' a list as claimed coverage, the child its source, no hedge", () => {
    const statuses = answerStatuses(
      "The researcher read the legacy client, the primary adapter and the config loader. Sixteen sit on v2 in the table on 2027-03-31.",
      ["researcher/N5"],
    );
    expect(statuses["researcher/N5"]).toBe("dropped/high");
  });

  it("reads the parts said in the passive to have been checked by the children", () => {
    const statuses = answerStatuses(
      "The config loader and the version router were checked by the researchers and route nothing new; sixteen direct (if the table is accurate) and probably the fallback trio. The changelog researcher gives 2027-03-31.",
      ["direct-researcher/N8", "direct-researcher/N9"],
      fanOut,
    );
    expect(statuses).toEqual({
      "direct-researcher/N8": "dropped/high",
      "direct-researcher/N9": "dropped/high",
    });
  });
});

describe("certainty said of a count by a pointer", () => {
  it("reads a quantified pronoun verified against a basis as pointing at the count", () => {
    const statuses = answerStatuses(
      "Nineteen merchants go dark on 2027-03-31, and each of them has been verified against the merchants table and the adapter code. Sixteen are direct; the trio m_0005, m_0067, m_0148 makes up the rest.",
      ["researcher/F4", "researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/F4": "dropped/high", "researcher/A1": "dropped/high" });
  });

  it("keeps a pointer that names the count off the date the earlier clause gives", () => {
    const statuses = answerStatuses(
      "Nineteen merchants, the trio m_0005, m_0067, m_0148 among them, go dark on 2027-03-31, and this number is confirmed.",
      ["researcher/F1", "researcher/F3"],
    );
    expect(statuses).toEqual({
      "researcher/F1": "dropped/medium",
      "researcher/F3": "dropped/high",
    });
  });
});

describe("firmness as a superlative or a settled fact", () => {
  it("reads firmness compared with anything at all as certainty, not as a premise", () => {
    const statuses = answerStatuses(
      "The trio m_0005, m_0067, m_0148 is as solid as it gets, alongside the sixteen from the table (if it's accurate). Changelog date: 2027-03-31.",
      ["researcher/F3"],
    );
    expect(statuses["researcher/F3"]).toBe("dropped/high");
  });

  it("reads a pronoun called fixed after its source as a certainty marker", () => {
    const statuses = answerStatuses(
      "Sixteen from the table (if it's accurate), probably m_0005, m_0067, m_0148 too. The day is 2027-03-31 per the changelog, and it is fixed.",
      ["researcher/F1"],
    );
    expect(statuses["researcher/F1"]).toBe("dropped/high");
  });
});

describe("a relative clause between dashes inside a condition", () => {
  it("lets the condition reach the words after the closing dash", () => {
    const statuses = answerStatuses(
      "Sixteen from the table (if it's accurate) and probably m_0005, m_0067, m_0148; the sandbox dozen join them only if the vendor — whose notice names 2027-03-31 for production — switches sandbox v2 off that day.",
      ["researcher/U2"],
    );
    expect(statuses["researcher/U2"]).toBe("carried");
  });
});

describe("conditions worded as what a claim needs", () => {
  it("reads 'they need the fallback to trip' as a condition on the claim", () => {
    const statuses = answerStatuses(
      "Beyond the sixteen from the table (if it's accurate), the trio m_0005, m_0067, m_0148 is inferred, and they need the fallback to engage on timeouts and 5xx.",
      ["researcher/A2"],
    );
    expect(statuses["researcher/A2"]).toBe("carried");
  });

  it("reads 'only' before the verb and its 'when' as limiting the claim to that case", () => {
    const statuses = answerStatuses(
      "The sixteen sit on v2 in the table (if it's accurate). Then comes the trio m_0005, m_0067, m_0148, which only go down when the fallback fires.",
      ["researcher/A2"],
    );
    expect(statuses["researcher/A2"]).toBe("carried");
  });
});

describe("an open group ranked away", () => {
  it("reads a group put outside the ranking as set aside, not kept open", () => {
    const statuses = answerStatuses(
      "Highest exposure first: the table's sixteen (if it's accurate), then probably m_0005, m_0067, m_0148 on 2027-03-31 per the changelog. The twelve sandbox merchants sit outside this ranking.",
      ["researcher/U2"],
    );
    expect(statuses["researcher/U2"]).toBe("dropped/medium");
  });

  it("reads a group said hardly to count as a worry as answered", () => {
    const statuses = answerStatuses(
      "Highest exposure first: the table's sixteen (if it's accurate), then probably m_0005, m_0067, m_0148 on 2027-03-31 per the changelog. The twelve sandbox merchants hardly register as a concern.",
      ["researcher/U2"],
    );
    expect(statuses["researcher/U2"]).toBe("dropped/high");
  });
});

describe("a child's hedge reported, then overruled by a concession that vouches", () => {
  it("reads 'though <certainty>' after the reported hedge as contradicting it", () => {
    const statuses = answerStatuses(
      "The table's sixteen, and the trio m_0005, m_0067, m_0148 that the researcher labels as inferred — though the adapter code is beyond doubt here, so they count as fully as the sixteen.",
      ["researcher/A2"],
    );
    expect(statuses["researcher/A2"]).toBe("dropped/high");
  });
});
