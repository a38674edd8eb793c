import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";
import { hedgeCues } from "./hedge-cues";
import { certaintyMarkers, dismissals } from "./overstatement-cues";
import { withEnglishCues } from "./second-language-cues";

/**
 * The reader's twenty-fourth round of mechanisms (issue 14), taken from the error classes of
 * v32 (non-native, translated and code-switching English: hedges and false friends from other
 * languages) and v33 (teaching and advice voices: imperatives, runbooks, tips), read answer by
 * answer. Every wording is written for the test (no frozen set's wording; domain words come
 * from the debriefs).
 */

const LABELS = [
  "researcher/F1",
  "researcher/F3",
  "researcher/A1",
  "researcher/A2",
  "researcher/U1",
  "researcher/U2",
];
const one = (answer: string, labels: string[] = LABELS) => answerStatuses(answer, labels);

describe("exclusion denied with an impersonal 'it is not excluded that'", () => {
  it("reads the possibility as open and never as a dismissal", () => {
    expect(hedgeCues("it is not excluded that the five also send v2").has("unknown")).toBe(true);
    expect(hedgeCues("It isn't ruled out that the test tenants move").has("unknown")).toBe(true);
    expect(dismissals("it is not excluded that the twelve retire with them")).toEqual([]);
    // A group that is not left out is not a possibility kept open.
    expect(hedgeCues("the sandbox merchants are not excluded from the count").has("unknown")).toBe(
      false,
    );
  });

  it("keeps the override question open when the answer says it is not excluded", () => {
    const answer =
      "Sixteen merchants are on v2 per the table, which we did not verify, and m_0005, m_0067 and m_0148 probably follow via the fallback if it fires on 5xx (read from the code). The provider changelog gives 2027-03-31. It is not excluded that the five per-request override merchants call v2 too; no request logs to tell.";
    expect(one(answer, ["researcher/U1"])).toEqual({ "researcher/U1": "carried" });
  });
});

describe("code-switched Hindi and an 'a priori' count", () => {
  it("reads Hindi hedges, certainty and 'not verified' as their English equivalents", () => {
    expect(withEnglishCues("shayad the fallback fires")).toBe("maybe the fallback fires");
    expect(withEnglishCues("the table is pakka")).toBe("the table is certainly");
    expect(withEnglishCues("column sahi hai, check nahi kiya")).toBe(
      "column sahi hai, not checked",
    );
    expect(withEnglishCues("confirm nahi hua abhi")).toBe("not confirmed abhi");
    expect(withEnglishCues("sandbox date pata nahi")).toBe("sandbox date not known");
  });

  it("reads a leading 'a priori' before a count as 'presumably'", () => {
    expect(withEnglishCues("A priori 19 merchants break")).toBe("presumably 19 merchants break");
    expect(hedgeCues("A priori 19 merchants break").has("epistemic")).toBe(true);
  });
});

describe("advice against committing to what is still open", () => {
  it("reads a prohibition to promise, quote or settle, or to act 'yet', as an open item", () => {
    expect(hedgeCues("Don't: commit to the March date for the test tenants").has("unknown")).toBe(
      true,
    );
    expect(hedgeCues("do not quote a total to the client").has("unknown")).toBe(true);
    expect(hedgeCues("never promise the cutover for the sandbox").has("unknown")).toBe(true);
    expect(hedgeCues("don't move the test tenants onto that deadline yet").has("unknown")).toBe(
      true,
    );
    // A prohibition of an action with no commitment in it is not a hedge.
    expect(hedgeCues("don't touch the adapter config").has("unknown")).toBe(false);
  });

  it("keeps the sandbox question open under a 'don't … yet' with the production date beside it", () => {
    const answer =
      "If you own the migration: plan on the 16 merchants the table shows on v2 (the table was taken as authoritative, unchecked) and probably m_0005, m_0067 and m_0148 through the fallback, inferred from the code, if it fires on 5xx; get the five override merchants checked against request logs. Don't schedule the twelve sandbox merchants for that deadline yet: the provider changelog says 2027-03-31 for v2, but the sandbox has an announcement of its own.";
    expect(one(answer, ["researcher/U2"])).toEqual({ "researcher/U2": "carried" });
  });
});

describe("'make sure' as an instruction to act, not a check to come", () => {
  it("reads 'make sure you …' or 'make sure the notice says …' as no pending check", () => {
    expect(hedgeCues("Make sure you move all nineteen before March").has("unknown")).toBe(false);
    expect(hedgeCues("Ensure the release note lists 19 merchants").has("unknown")).toBe(false);
    expect(hedgeCues("make sure nobody moves the test tenants").has("unknown")).toBe(false);
    // A check of a state is still one to come.
    expect(hedgeCues("Make sure the column is authoritative first").get("unknown")).toEqual([
      "make sure",
    ]);
    expect(hedgeCues("make sure they reflect what the merchants send").has("unknown")).toBe(true);
  });

  it("holds a count the answer tells its reader to publish as exact", () => {
    const answer =
      "Ensure the customer notice states precisely 19 merchants: the 16 the table lists on v2 plus m_0005, m_0067 and m_0148 via the fallback. The provider changelog gives 2027-03-31.";
    expect(one(answer, ["researcher/F3"])).toEqual({ "researcher/F3": "dropped/high" });
  });
});

describe("advice not to worry about an open group", () => {
  it("reads 'I wouldn't lose sleep over', 'don't worry about' as a dismissal", () => {
    expect(dismissals("I wouldn't lose any sleep over the test tenants")).toEqual([
      "can be ignored",
    ]);
    expect(dismissals("Don't bother about the override five, they follow the config")).toEqual([
      "can be ignored",
    ]);
    expect(dismissals("no need to worry about the sandbox group")).toEqual(["can be ignored"]);
    // Worry about an outcome that stays a question is not a dismissal.
    expect(dismissals("we do worry about the sandbox group")).toEqual([]);
  });

  it("drops the override question an answer tells its reader not to worry about", () => {
    const answer =
      "Plan on the 16 the table lists on v2, taking the table as authoritative without checking it, and probably m_0005, m_0067 and m_0148 via the fallback, inferred from the code, if it fires on 5xx. The provider changelog gives 2027-03-31. You needn't fret over the five per-request override merchants; their headers track the configured version. The sandbox date stays open.";
    expect(one(answer, ["researcher/U1"])).toEqual({ "researcher/U1": "dropped/medium" });
  });
});

describe("an assumption restated, then affirmed with certainty later on", () => {
  it("drops the assumption when a later clause calls its record definitely right", () => {
    const answer =
      "The table gives 16 merchants on v2, taking its api_version column as authoritative. m_0005, m_0067 and m_0148 probably follow via the fallback, inferred from the code, if it fires on 5xx. The five override merchants stay open. The changelog gives 2027-03-31. Start with the 16, since the table is certainly accurate, and do the three after.";
    expect(one(answer, ["researcher/A1"])).toEqual({ "researcher/A1": "dropped/high" });
  });

  it("keeps it carried when the later clause only restates it", () => {
    const answer =
      "The table gives 16 merchants on v2, taking its api_version column as authoritative. m_0005, m_0067 and m_0148 probably follow via the fallback, inferred from the code, if it fires on 5xx. The five override merchants stay open. The changelog gives 2027-03-31. Start with the 16, as long as the table is accurate, and do the three after.";
    expect(one(answer, ["researcher/A1"])).toEqual({ "researcher/A1": "carried" });
  });
});

describe("a directive to consider something settled, without 'as'", () => {
  it("reads 'consider the date fixed' and 'deem the list final' as certainty", () => {
    expect(certaintyMarkers("Consider 2027-03-31 fixed for every merchant")).toEqual(["is final"]);
    expect(certaintyMarkers("deem the count of nineteen final")).toEqual(["is final"]);
    expect(certaintyMarkers("consider asking the provider")).toEqual([]);
  });
});

describe("a premise stated impersonally, 'it is premised that'", () => {
  it("reads the complement as a condition", () => {
    expect(hedgeCues("it is premised that the column is correct").has("condition")).toBe(true);
    expect(hedgeCues("the count is premised on the table").has("condition")).toBe(true);
  });
});
