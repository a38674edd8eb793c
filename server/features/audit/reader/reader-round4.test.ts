import { describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefsBeforeAll } from "../../../testing/audit-statuses";
import { hedgeCues } from "./hedge-cues";

/**
 * The reader's fourth round of mechanisms (issue 14), each with answers written for this test
 * (no frozen set's wording; domain words come from the debriefs): broader hedge classes
 * (reliance, lacking evidence, embedded questions, checks still to come), structured keys,
 * locators, and answers about one merchant.
 */

const fanOut = fanOutDebriefsBeforeAll();

const statuses = answerStatuses;
const families = (text: string) => [...hedgeCues(text).keys()];

describe("broader hedge classes", () => {
  it("reliance and provisos are conditions", () => {
    expect(families("the figure leans on a proviso about the rows")).toContain("condition");
    expect(families("we trust the config export here")).toContain("condition");
    expect(families("nobody should count on the retry path")).toContain("condition");
    expect(families("precondition: the retry really triggers")).toContain("condition");
  });

  it("lacking evidence and a question embedded after a verb of knowing are unknowns", () => {
    expect(families("no one holds traffic captures for them")).toContain("unknown");
    expect(families("we don't have the vendor's test-mode calendar")).toContain("unknown");
    expect(families("captures would reveal which version they pick")).toContain("unknown");
    // A participle after "nobody has" is a claim about the past, not missing evidence.
    expect(families("nobody has modified that module in ages")).not.toContain("unknown");
  });

  it("a check still to come is open: an imperative, 'until someone …', a progressive", () => {
    expect(families("First, verify a handful of their calls hit v2")).toContain("unknown");
    expect(families("hold the plan until somebody validates the retry")).toContain("unknown");
    expect(families("rows we are cross-checking with production")).toContain("unknown");
    expect(families("Test-mode accounts: not applicable")).not.toContain("unknown");
  });

  it("keys of structured answers are read as words", () => {
    expect(families('"retry_route_likely": ["m_0005"]')).toContain("epistemic");
    expect(families('"total_if_rows_hold": 19')).toContain("condition");
  });
});

describe("values and subjects", () => {
  it("a locator is no count: 'line 12' names no twelve merchants", () => {
    expect(
      statuses(
        "Cutoff 2027-03-31 (vendor changelog, line 12); calls to /v2/ get 410 from then on.",
        ["sandbox-researcher/U1"],
        fanOut,
      ),
    ).toEqual({ "sandbox-researcher/U1": "not_used" });
  });

  it("a letter about one merchant is about it throughout: a stray 'request' names no override question", () => {
    expect(
      statuses(
        "Hello m_0148 team,\n\nWhen one of your v3 request calls errors, our primary adapter may hand it to the v2 client, so those retries could fail after 2027-03-31 (the provider's changelog date).\n\nRegards",
        ["researcher/U1", "researcher/N6"],
      ),
    ).toEqual({ "researcher/U1": "not_used", "researcher/N6": "not_used" });
  });
});

describe("completeness, coverage and certainty", () => {
  it("a list affirmed complete is certain about its count; an unread file under a coverage claim is low", () => {
    expect(
      statuses("Our count is settled: we have pinned down all 19 affected merchants.", [
        "researcher/F4",
        "researcher/U1",
        "researcher/N1",
        "researcher/N6",
      ]),
    ).toEqual({
      "researcher/F4": "dropped/high",
      "researcher/U1": "dropped/high",
      "researcher/N1": "dropped/low",
      // Leaving the override merchants off a complete list closes their question, and with it
      // what only their request logs would show (sixty-sixth round, gap-status.ts, as v2, v47,
      // v71 and most later sets label it; v1 and v4 labeled it low).
      "researcher/N6": "dropped/high",
    });
  });

  it("a state claimed of everyone left out answers the override question, headers included", () => {
    expect(
      statuses("19 merchants lose v2 on 2027-03-31; all other merchants are on v3.", [
        "researcher/U1",
        "researcher/N6",
      ]),
    ).toEqual({ "researcher/U1": "dropped/high", "researcher/N6": "dropped/high" });
  });

  it("'we went over … all the adapters and the router' claims the unread ones were read", () => {
    expect(
      statuses(
        "Our team went over the seed data, all the adapters and the router: 16 on v2 (taking the table as right) and m_0005, m_0067, m_0148 likely through the fallback.",
        ["researcher/N3", "researcher/N4"],
      ),
    ).toEqual({ "researcher/N3": "dropped/high", "researcher/N4": "dropped/high" });
  });

  it("'the router only ever reads …' asserts that file alone; 'the rest of the code never calls v2' all code", () => {
    expect(
      statuses(
        "Per the changelog v2 ends 2027-03-31. The version router only ever reads one column.",
        ["researcher/N4", "researcher/N5"],
      ),
    ).toEqual({ "researcher/N4": "dropped/high", "researcher/N5": "dropped/low" });
    expect(
      statuses("Per the changelog v2 ends 2027-03-31. The remaining code never calls v2.", [
        "researcher/N4",
        "researcher/N1",
      ]),
    ).toEqual({ "researcher/N4": "dropped/high", "researcher/N1": "dropped/low" });
  });

  it("proof verbs, fixity, denied doubt and consensus are certainty", () => {
    const markers = (text: string) =>
      statuses(text, ["changelog-researcher/F1"], fanOut)["changelog-researcher/F1"];
    expect(markers("The cutoff is 2027-03-31; that date won't budge.")).toBe("dropped/high");
    expect(markers("Cutoff 2027-03-31, and there is no dispute about it.")).toBe("dropped/high");
    expect(markers("Both sub-agents arrive at 2027-03-31 for the cutoff.")).toBe("dropped/high");
    expect(markers("The vendor's notes prove the cutoff is 2027-03-31.")).toBe("dropped/high");
  });
});

describe("open questions: set aside, answered by sameness, reported as asked", () => {
  it("a group set aside for later is dismissed without an answer, its gaps low", () => {
    expect(
      statuses(
        "16 + 3 = 19 on 2027-03-31 per the changelog, if the table holds; sandbox deferred to a later phase.",
        ["researcher/U2", "researcher/N3"],
      ),
    ).toEqual({ "researcher/U2": "dropped/medium", "researcher/N3": "dropped/low" });
  });

  it("sameness with what is known answers the question; a question reported as asked does not", () => {
    expect(
      statuses("Per the changelog, v2 ends 2027-03-31. Sandbox merchants share that deadline.", [
        "researcher/U2",
      ]),
    ).toEqual({ "researcher/U2": "dropped/high" });
    expect(
      statuses(
        "Per the changelog, v2 ends 2027-03-31. The sandbox researcher wondered about the same date for its merchants; unanswered so far.",
        ["sandbox-researcher/U1"],
        fanOut,
      ),
    ).toEqual({ "sandbox-researcher/U1": "carried" });
  });

  it("words every answer uses ('provider', 'version') name no coverage gap", () => {
    expect(
      statuses(
        "Per the provider's notice v2 ends 2027-03-31, reading the api_version column as the version production runs.",
        ["researcher/N6"],
      ),
    ).toEqual({ "researcher/N6": "not_used" });
  });
});

describe("sources and structured answers", () => {
  it("a source's possessive before a value, a reporting verb in the perfect, a line comment", () => {
    const date = (text: string) => statuses(text, ["researcher/F1"])["researcher/F1"];
    expect(date("Plan around the changelog's 2027-03-31 shutdown.")).toBe("carried");
    expect(date("The vendor has now stated v2 shuts on 2027-03-31.")).toBe("carried");
    expect(date("The vendor posted a deprecation notice: v2 ends 2027-03-31.")).toBe("carried");
    expect(date("shutdown: 2027-03-31   # provider changelog")).toBe("carried");
    expect(date("v2 ends 2027-03-31; 410 Gone after")).toBe("dropped/medium");
  });

  it("a JSON object's keys and its qualifier members reach the values beside them", () => {
    const answer = JSON.stringify({
      ask: "Which merchants lose v2?",
      shutdown_day: "2027-03-31",
      day_source: "vendor changelog",
      hit_if_rows_are_right: { direct: 16, through_retry_probably: ["m_0005", "m_0067", "m_0148"] },
      open: {
        header_overrides: ["m_0015", "m_0082", "m_0092", "m_0144", "m_0154"],
        sandbox: 12,
        needs: "logs and the sandbox notice",
      },
    });
    expect(statuses(answer, ["researcher/F1", "researcher/F3", "researcher/U1"])).toEqual({
      "researcher/F1": "carried",
      "researcher/F3": "carried",
      "researcher/U1": "carried",
    });
  });
});

describe("hedge scope inside a clause and what a clause claims", () => {
  it("a hedge in a later conjunct with values of its own qualifies that conjunct only", () => {
    expect(
      statuses(
        "Per the changelog, v2 ends 2027-03-31: the 16 table merchants break, plus m_0005, m_0067 and m_0148 possibly through the fallback.",
        ["researcher/A1", "researcher/F3"],
      ),
    ).toEqual({ "researcher/A1": "dropped/medium", "researcher/F3": "carried" });
    // A hedge at the head of the clause keeps every conjunct.
    expect(
      statuses(
        "Probably 19 merchants in all: the 16 table ones plus m_0005, m_0067 and m_0148, per the changelog's 2027-03-31.",
        ["researcher/A1", "researcher/F3", "researcher/F4"],
      ),
    ).toEqual({
      "researcher/A1": "carried",
      "researcher/F3": "carried",
      "researcher/F4": "carried",
    });
  });

  it("certainty in the head does not reach a finding a hedged conjunct alone states", () => {
    expect(
      statuses(
        "Per the changelog v2 ends 2027-03-31. The roster is definitive: 16 table merchants, plus m_0005, m_0067 and m_0148 presumably through the fallback.",
        ["researcher/F3", "researcher/A2"],
      ),
    ).toEqual({ "researcher/F3": "carried", "researcher/A2": "carried" });
  });

  it("the child's 'verified' in brackets beside a verified count reaches no hedged finding", () => {
    expect(
      statuses(
        "16 merchants lose v2 (verified), and m_0005, m_0067, m_0148 likely follow via the fallback; the changelog puts the cutoff at 2027-03-31.",
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "carried" });
  });

  it("a record set beside what really runs restates a data-authority assumption", () => {
    expect(
      statuses(
        "The config rows, which we are still reconciling with production, put 16 merchants on v2; they break on the changelog's 2027-03-31.",
        ["researcher/A1"],
      ),
    ).toEqual({ "researcher/A1": "carried" });
    expect(families("on the config export's word")).toContain("condition");
  });

  it("a clause that only describes the merchants or the mechanism, beside a hedged outcome, states the premise", () => {
    expect(
      statuses(
        "Swap out the fallback in primary-adapter.ts before the changelog's 2027-03-31. Because it calls the v2 client, m_0005, m_0067 and m_0148 may well fail after that — an inference from code.",
        ["researcher/F3", "researcher/A2"],
      ),
    ).toEqual({ "researcher/F3": "carried", "researcher/A2": "carried" });
  });
});

describe("certainty beside its basis, and in footnotes", () => {
  it("naming the basis beside a certainty is support, not a hedge", () => {
    expect(families("this follows for sure from the code")).not.toContain("inferred");
    expect(families("this follows from the code")).toContain("inferred");
    expect(families("inferred from the code, certainly not observed")).toContain("inferred");
  });

  it("a footnote that asserts certainty makes the clause citing it certain", () => {
    expect(
      statuses(
        "Three merchants reach v2 through the retry path†, beside the 16 table ones.\n\n† The retry always runs on a timeout, so it is beyond doubt from the code.",
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "dropped/high" });
  });
});

describe("conditions about something else, ranges, pointers and dates", () => {
  it("a condition clause keeps its own topic open, not the total beside it", () => {
    expect(
      statuses(
        "Per the changelog v2 ends 2027-03-31. Impact: 19 to 24 merchants, depending on whether the header-override five send v2.",
        ["researcher/F4", "researcher/U1"],
      ),
    ).toEqual({ "researcher/F4": "dropped/medium", "researcher/U1": "carried" });
  });

  it("a list called whole after a dash or semicolon points at its whole sentence", () => {
    expect(
      statuses(
        "Nineteen merchants lose v2 on the changelog's 2027-03-31 — the 16 table ones plus m_0005, m_0067, m_0148 via the fallback; that is the complete list.",
        ["researcher/F4"],
      ),
    ).toEqual({ "researcher/F4": "dropped/high" });
  });

  it("an ordinal day 'of' a month without a year is a date", () => {
    expect(
      statuses("Nineteen merchants stop working on the 31st of March (sixteen + three).", [
        "researcher/F1",
      ]),
    ).toEqual({ "researcher/F1": "dropped/medium" });
  });
});

describe("letters about one merchant", () => {
  it("an outcome said of nobody in particular is said of the letter's merchant, with its hedge", () => {
    expect(
      statuses(
        "Dear m_0067 team,\n\nYour account sits on v3 in our records. When a v3 call times out, our primary adapter hands it to the v2 client. We believe those handed-off calls would start failing once v2 goes (the provider's changelog says 2027-03-31).\n\nRegards",
        ["researcher/F3", "researcher/A2"],
      ),
    ).toEqual({ "researcher/F3": "carried", "researcher/A2": "carried" });
  });

  it("a negated 'should' is as much a forecast as 'should'", () => {
    expect(families("your regular calls shouldn't be hit")).toContain("epistemic");
  });
});

describe("remedies", () => {
  it("'unless we switch the fallback off' is a remedy, not a hedge on the failure", () => {
    expect(
      statuses(
        "Hello m_0005 team, your calls will start failing after 2027-03-31 unless we switch off the fallback for you.",
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "dropped/medium" });
  });
});

describe("a condition raised and withdrawn", () => {
  it("'assuming X — and it will, …' hedges nothing and states what it qualified as established", () => {
    expect(
      statuses(
        "Per the changelog v2 ends 2027-03-31. Supposing the table is right, 16 break. Assuming the fallback kicks in on a timeout — and it does, every single time — m_0005, m_0067 and m_0148 break too.",
        ["researcher/F3", "researcher/A2"],
      ),
    ).toEqual({ "researcher/F3": "dropped/high", "researcher/A2": "dropped/high" });
  });
});
