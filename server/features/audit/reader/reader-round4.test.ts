import { beforeAll, describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefs } from "../../../testing/audit-statuses";
import type { AuditDebrief } from "./debrief-model";
import { hedgeCues } from "./hedge-cues";

/**
 * The reader's fourth round of mechanisms (issue 14), each with answers written for this test
 * (no frozen set's wording; domain words come from the debriefs): broader hedge classes
 * (reliance, lacking evidence, embedded questions, checks still to come), structured keys,
 * locators, and answers about one merchant.
 */

let fanOut: AuditDebrief[] = [];
beforeAll(async () => {
  fanOut = await fanOutDebriefs();
});

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
