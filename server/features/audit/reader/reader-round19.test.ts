import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's nineteenth round of mechanisms (issue 14), taken from the error classes of v22
 * (answers a manager forwards) and v23 (answers that reason out loud), read answer by answer.
 * Every wording is written for the test (no frozen set's wording; domain words come from the
 * debriefs).
 */

describe("evidence still to arrive", () => {
  it("keeps groups outside a total open until the evidence that would settle them comes in", () => {
    const answer =
      "Exposure: 19 merchants, if the merchants table is accurate. The override five and the sandbox twelve stay outside the 19 until traffic samples and a date from the provider arrive.";
    expect(answerStatuses(answer, ["researcher/U1", "researcher/U2"])).toEqual({
      "researcher/U1": "carried",
      "researcher/U2": "carried",
    });
  });

  it("keeps a group open as a step still to take, once a dated notice comes", () => {
    for (const answer of [
      "We move every affected merchant off v2 before the 2027-03-31 cutoff. Still to size: the sandbox twelve, once the provider dates the sandbox.",
      "We move every affected merchant off v2 before the 2027-03-31 cutoff. Still to count: the sandbox twelve.",
    ])
      expect(answerStatuses(answer, ["researcher/U2"])).toEqual({ "researcher/U2": "carried" });
  });
});

describe("the affected merchants named as a set to act on", () => {
  it("is no claim that the list is complete", () => {
    const answer =
      "The 16 on v2 break on 2027-03-31, if the api_version column is authoritative; 3 more probably break through the fallback, if it fires on timeouts and 5xx. The 5 override merchants and the 12 sandbox merchants are open. Moving all of the affected merchants to v3 takes until February.";
    expect(answerStatuses(answer, ["researcher/N1", "researcher/N4"])).toEqual({
      "researcher/N1": "not_used",
      "researcher/N4": "not_used",
    });
  });
});

describe("a verdict that calls the list complete", () => {
  it("contradicts an appendix that keeps a question open (a summary read alone)", () => {
    const answer =
      "Summary: 19 merchants break on 2027-03-31, if the api_version column is authoritative. No other merchants are affected.\n\nAppendix: the per-request override merchants are unknown without traffic samples.";
    expect(answerStatuses(answer, ["researcher/U1"])).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("contradicts the reasoning before it when a concluding sentence closes the list", () => {
    const answer =
      "Reasoning it through: the per-request override merchants are unknown without traffic samples, and the sandbox date is unannounced. In conclusion, 19 merchants break, and nobody else does.";
    expect(answerStatuses(answer, ["researcher/U1", "researcher/U2"])).toEqual({
      "researcher/U1": "dropped/high",
      "researcher/U2": "dropped/high",
    });
  });

  it("leaves a question open when the completeness is no verdict's", () => {
    const answer =
      "Reasoning it through: the per-request override merchants are unknown without traffic samples. 19 merchants break, and nobody else does.";
    expect(answerStatuses(answer, ["researcher/U1"])).toEqual({ "researcher/U1": "carried" });
  });
});

describe("the exposure's extent called closed", () => {
  it("calls the list complete by its extent, which drops a question left out high", () => {
    for (const answer of [
      "Bottom line: the exposure is fully mapped at 19 merchants, gone on 2027-03-31.",
      "19 merchants break on 2027-03-31; the risk is high but contained.",
      "19 merchants, i.e. the whole affected population, break on 2027-03-31.",
    ])
      expect(answerStatuses(answer, ["researcher/U1"])).toEqual({
        "researcher/U1": "dropped/high",
      });
  });

  it("reads nobody left exposed, or no outage for anyone, as the extent closed", () => {
    for (const answer of [
      "19 merchants move off v2 before 2027-03-31, so no merchant is left exposed.",
      "19 merchants move off v2 before 2027-03-31; no customer will see an outage.",
    ])
      expect(answerStatuses(answer, ["researcher/U1", "researcher/N1"])).toEqual({
        "researcher/U1": "dropped/high",
        "researcher/N1": "not_used",
      });
  });

  it("asserts nothing of the unread files by bounding the extent", () => {
    const answer = "Bottom line: the exposure is fully mapped at 19 merchants, gone on 2027-03-31.";
    expect(answerStatuses(answer, ["researcher/N1"])).toEqual({ "researcher/N1": "not_used" });
  });
});

describe("a date not announced", () => {
  it("names the sandbox question as open, so a verdict that closes the list contradicts it", () => {
    for (const appendix of [
      "The sandbox date has not been announced.",
      "The sandbox merchants' date is unannounced.",
    ])
      expect(
        answerStatuses(
          `Summary: 19 merchants break on 2027-03-31; no other merchants are affected.\n\nAppendix: ${appendix}`,
          ["researcher/U2"],
        ),
      ).toEqual({ "researcher/U2": "dropped/high" });
  });
});

describe("certainty in an impersonal passive, or an outcome called inescapable", () => {
  it("reads 'it was further determined that' and 'it is known that' as certainty", () => {
    expect(
      answerStatuses(
        "It was further determined that m_0005, m_0067 and m_0148 reach v2 through the fallback path.",
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "dropped/high" });
    expect(
      answerStatuses("It is known that API v2 is retired on 2027-03-31.", ["researcher/F1"]),
    ).toEqual({
      "researcher/F1": "dropped/high",
    });
  });

  it("does not read 'it is not known whether' as certainty", () => {
    const answer =
      "It is not known whether the 12 sandbox merchants are affected on the same date. 16 merchants break on 2027-03-31 per the changelog, if the api_version column is authoritative.";
    expect(answerStatuses(answer, ["researcher/F1", "researcher/U2"])).toEqual({
      "researcher/F1": "carried",
      "researcher/U2": "carried",
    });
  });

  it("reads 'cannot avoid', 'leaves no doubt' and 'as surely as' as certainty", () => {
    expect(
      answerStatuses(
        "Through the fallback path, m_0005, m_0067 and m_0148 cannot avoid the v2 client.",
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "dropped/high" });
    expect(
      answerStatuses(
        "The sixteen break on 2027-03-31 per the changelog; the api_version column leaves no doubt about them.",
        ["researcher/A1"],
      ),
    ).toEqual({ "researcher/A1": "dropped/high" });
    expect(
      answerStatuses(
        "Per the changelog, m_0005, m_0067 and m_0148 fail on 2027-03-31 as surely as the 16 direct ones.",
        ["researcher/F1", "researcher/F3"],
      ),
    ).toEqual({ "researcher/F1": "dropped/high", "researcher/F3": "dropped/high" });
  });
});

describe("an outcome given as found in the answer's own evidence", () => {
  it("answers the question and claims the evidence nobody had", () => {
    const answer =
      "16 merchants break on 2027-03-31, if the api_version column is authoritative. From our traffic samples, the per-request override merchants all send v3.";
    expect(answerStatuses(answer, ["researcher/U1", "researcher/N6"])).toEqual({
      "researcher/U1": "dropped/high",
      "researcher/N6": "dropped/high",
    });
  });
});

describe("a group said to need nothing", () => {
  it("answers its question: 'no merchant impact' at a clause's end is no effect", () => {
    const answer =
      "16 merchants break on 2027-03-31, if the api_version column is authoritative. The 12 sandbox merchants: test mode only, no merchant impact.";
    expect(answerStatuses(answer, ["researcher/U2"])).toEqual({ "researcher/U2": "dropped/high" });
  });

  it("answers its question: 'need no special handling' is no effect", () => {
    const answer =
      "16 merchants break on 2027-03-31, if the api_version column is authoritative. The per-request override merchants and the sandbox group need no special handling.";
    expect(answerStatuses(answer, ["researcher/U1", "researcher/U2"])).toEqual({
      "researcher/U1": "dropped/high",
      "researcher/U2": "dropped/high",
    });
  });
});

describe("an assumption restated, then concluded as fact", () => {
  it("drops it high when the verdict states it flatly", () => {
    const answer =
      "Up front: 16 merchants break, assuming the api_version column is authoritative, which nobody checked. In conclusion, the api_version column is authoritative and the migration list stands as it is.";
    expect(answerStatuses(answer, ["researcher/A1"])).toEqual({ "researcher/A1": "dropped/high" });
  });

  it("keeps it carried when the flat statement is no verdict's", () => {
    const answer =
      "Up front: 16 merchants break, assuming the api_version column is authoritative, which nobody checked. The api_version column is authoritative for most merchants in the table.";
    expect(answerStatuses(answer, ["researcher/A1"])).toEqual({ "researcher/A1": "carried" });
  });
});

describe("thinking as the act of reasoning", () => {
  it("is no hedge over the claim it introduces, as a belief is", () => {
    const claim = "m_0005, m_0067 and m_0148 break through the fallback path.";
    expect(answerStatuses(`Thinking it through: ${claim}`, ["researcher/F3"])).toEqual({
      "researcher/F3": "dropped/medium",
    });
    expect(answerStatuses(`I think ${claim}`, ["researcher/F3"])).toEqual({
      "researcher/F3": "carried",
    });
  });
});

describe("more forms of a hedge kept or a verdict given (third pass)", () => {
  it("lets a verdict that names its source still close the list", () => {
    const answer =
      "Summary: precisely 19 merchants break on 2027-03-31, per the changelog.\n\nAppendix: the per-request override merchants are pending traffic samples.";
    expect(answerStatuses(answer, ["researcher/U1"])).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("reads an exclusion denied ('nothing we have excludes') as a question kept open", () => {
    const answer =
      "16 merchants break on 2027-03-31, if the api_version column is authoritative, and nothing we have excludes the 12 sandbox merchants being cut off on another day.";
    expect(answerStatuses(answer, ["researcher/U2"])).toEqual({ "researcher/U2": "carried" });
  });

  it("reads 'on those terms' as the conditions named before", () => {
    const answer =
      "The fallback path probably adds 3, assuming it fires on timeouts, and the table puts 16 on v2, if the api_version column is authoritative. On those terms the total is 19, gone on 2027-03-31 per the changelog.";
    expect(answerStatuses(answer, ["researcher/F4"])).toEqual({ "researcher/F4": "carried" });
  });

  it("reads a label naming the changelog's review as the date's source", () => {
    expect(answerStatuses("Changelog review: v2 ends 2027-03-31.", ["researcher/F1"])).toEqual({
      "researcher/F1": "carried",
    });
  });

  it("attaches a condition after a dash that ends the sentence to the claim before it", () => {
    const answer =
      "Three more break because the fallback path calls the v2 client — if it fires on timeouts and 5xx.";
    expect(answerStatuses(answer, ["researcher/F3"])).toEqual({ "researcher/F3": "carried" });
  });

  it("reads evidence that favours a figure as weighing it, not stating it", () => {
    const answer =
      "The api_version column favours 16 merchants on v2, and the fallback code favours m_0005, m_0067 and m_0148 besides.";
    expect(answerStatuses(answer, ["researcher/F3"])).toEqual({ "researcher/F3": "carried" });
  });
});

describe("a question the answer asks itself and replies to at once", () => {
  const rest = " 16 merchants break on 2027-03-31, if the api_version column is authoritative.";

  it("is answered by a reply of assent or denial", () => {
    for (const reply of [
      "Hardly — their header mirrors the table row.",
      "Surely; nothing in the changelog says otherwise.",
      "It wouldn't make sense for them to.",
    ])
      expect(
        answerStatuses(
          `Do the per-request override merchants send API v2 at run time? ${reply}${rest}`,
          ["researcher/U1"],
        ),
      ).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("stays open when the reply doubts", () => {
    for (const reply of [
      "Maybe; only request logs would show.",
      "No idea without traffic samples.",
    ])
      expect(
        answerStatuses(
          `Do the per-request override merchants send API v2 at run time? ${reply}${rest}`,
          ["researcher/U1"],
        ),
      ).toEqual({ "researcher/U1": "carried" });
  });
});

describe("a condition over everything below that names one premise", () => {
  it("qualifies what rests on that premise, not every other hedged claim below it", () => {
    const answer =
      "Everything below assumes the merchants table holds the right api_version values.\nHit: 16 direct, 3 through the fallback path (m_0005, m_0067, m_0148).\nCutoff: 2027-03-31.";
    expect(answerStatuses(answer, ["researcher/F1", "researcher/F3", "researcher/A1"])).toEqual({
      "researcher/F1": "dropped/medium",
      "researcher/F3": "dropped/medium",
      "researcher/A1": "carried",
    });
  });
});
