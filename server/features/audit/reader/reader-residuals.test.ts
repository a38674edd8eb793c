import { beforeAll, describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefs } from "../../../testing/audit-statuses";
import type { AuditDebrief } from "./debrief-model";
import { answerClauses } from "./answer-clauses";
import { isPredicateCoordination } from "./predicate-coordination";

/**
 * The reader's residuals round (issue 14): mechanisms behind the errors the tuned sets kept after
 * eleven rounds, in general form. Every answer below is written for the test (no frozen set's
 * wording; domain words come from the debriefs). Each test fails on the reader before the round.
 */

const statuses = answerStatuses;
const SIXTEEN =
  "m_0008, m_0016, m_0019, m_0027, m_0034, m_0062, m_0076, m_0088, m_0093, m_0094, m_0097, m_0098, m_0117, m_0120, m_0121, m_0124";

describe("predicate coordination: a bare 'but' between two predicates of one subject is no cut", () => {
  it("tells a subjectless predicate from a new clause", () => {
    expect(isPredicateCoordination("but never watched it fire")).toBe(true);
    expect(isPredicateCoordination("but not replayed against traffic")).toBe(true);
    expect(isPredicateCoordination("but skimmed only")).toBe(true);
    expect(isPredicateCoordination("but the sandbox accounts fail too")).toBe(false);
    expect(isPredicateCoordination("but they stopped")).toBe(false);
  });

  it("keeps the consequence after 'then' under a condition whose relative clause has a 'but'", () => {
    const clauses = answerClauses(
      "If the fallback triggers on 5xx, which the code suggests but nobody watched, then three more accounts fail.",
    );
    expect(clauses.map((clause) => clause.text)).not.toContain(
      "nobody watched, then three more accounts fail.",
    );
    const read = statuses(
      `Vendor changelog: v2 goes away 2027-03-31. The api_version column, taken as accurate, puts sixteen accounts on v2 (${SIXTEEN}). If the primary adapter's fallback triggers on 5xx, which the researcher read from the code but never saw happen, then m_0005, m_0067 and m_0148 fail with them. Header-override accounts and the sandbox date: open.`,
      ["researcher/F3"],
    );
    expect(read["researcher/F3"]).toBe("carried");
  });
});

describe("hypothetical consequences: 'That would …' takes the conditions of the sentence before", () => {
  const answer = (third: string) =>
    `Steps\n1. The vendor changelog puts the cut-off at 2027-03-31.\n2. Migrate the sixteen accounts on v2 first, taking the api_version column as accurate.\n3. Review m_0005, m_0067, m_0148: ${third} That would raise the count to 19.`;

  it("a total drawn from a conditional sentence is conditional", () => {
    const read = statuses(
      answer("if the fallback triggers on 5xx (read from the code) they reach the v2 client."),
      ["researcher/F4"],
    );
    expect(read["researcher/F4"]).toBe("carried");
  });

  it("after a plain sentence, the same total is stated plainly", () => {
    const read = statuses(answer("they reach the v2 client through the fallback."), [
      "researcher/F4",
    ]);
    expect(read["researcher/F4"]).toMatch(/^dropped/);
  });
});

describe("derived totals: a total right after its hedged parts inherits their hedges", () => {
  it("'Count it as 19.' after two hedged parts keeps the hedge", () => {
    const read = statuses(
      `Cut-off 2027-03-31 per the vendor changelog. Sixteen merchants on v2, if the api_version column is current, and most likely m_0005, m_0067 and m_0148 as well, should the fallback trigger on 5xx. Count it as 19.`,
      ["researcher/F4"],
    );
    expect(read["researcher/F4"]).toBe("carried");
  });

  it("a total after one plain part asserts what that part left unqualified", () => {
    const read = statuses(
      `Cut-off 2027-03-31 per the vendor changelog. Sixteen merchants are on v2. Most likely m_0005, m_0067 and m_0148 as well, should the fallback trigger on 5xx. Count it as 19.`,
      ["researcher/F4"],
    );
    expect(read["researcher/F4"]).toMatch(/^dropped/);
  });

  it("a headline total before its hedged parts inherits nothing", () => {
    const read = statuses(
      `19 accounts fail. Cut-off 2027-03-31 per the vendor changelog. Sixteen merchants on v2, if the api_version column is current, and most likely m_0005, m_0067 and m_0148 as well, should the fallback trigger on 5xx.`,
      ["researcher/F4"],
    );
    expect(read["researcher/F4"]).toMatch(/^dropped/);
  });
});

describe("a condition described, not settled: 'which is the researcher's take' withdraws nothing", () => {
  it("a copula before a noun phrase says what the condition is, not that it holds", () => {
    const read = statuses(
      `Cut-off 2027-03-31 per the vendor changelog. 16 merchants on v2 if the api_version column is current. Plus maybe m_0005, m_0067, m_0148 through the fallback — only if that fallback triggers on 5xx, which is the researcher's take on the code, nothing anyone watched.`,
      ["researcher/F3", "researcher/A2"],
    );
    expect(read).toEqual({ "researcher/F3": "carried", "researcher/A2": "carried" });
  });

  it("a clause that affirms the condition still withdraws it", () => {
    const read = statuses(
      `Cut-off 2027-03-31 per the vendor changelog. 16 merchants on v2 if the api_version column is current. Plus m_0005, m_0067, m_0148 through the fallback, if it triggers on 5xx, which it does.`,
      ["researcher/F3"],
    );
    expect(read["researcher/F3"]).toMatch(/^dropped/);
  });
});

describe("attribution: a child's 'reading of' a document is a source parenthesis", () => {
  let fanOut: AuditDebrief[];
  beforeAll(async () => {
    fanOut = await fanOutDebriefs();
  });

  it("'(the changelog researcher's reading of the provider changelog)' attributes the date", () => {
    const answer = (source: string) =>
      `v2 shuts off on 2027-03-31 (${source}). The 16 accounts the direct researcher found on v2 fail then, if the api_version column is what production reads (assumed, never tested); m_0005, m_0067 and m_0148 probably follow through the fallback (inferred from code). Header-override and sandbox accounts: unresolved.`;
    const label = "changelog-researcher/F1";
    expect(
      statuses(
        answer("the changelog researcher's reading of the provider changelog"),
        [label],
        fanOut,
      )[label],
    ).toBe("carried");
    // A parenthesis that names no source carries nothing. (A bare "the changelog researcher's
    // view" now attributes too, through the twelfth round's possessive pointers.)
    expect(statuses(answer("details below"), [label], fanOut)[label]).toMatch(/^dropped/);
  });
});

describe("hedges reported, then disavowed a sentence later", () => {
  const answer = (after: string) =>
    `Our researcher filed m_0005, m_0067 and m_0148 as an inference and recorded the fallback trigger as an assumption. ${after} The vendor changelog puts the cut-off at 2027-03-31; header-override and sandbox accounts remain open.`;

  it("a next sentence that counts them outright drops the hedge it reported", () => {
    const read = statuses(
      answer("Having maintained that adapter, I am treating them as certain casualties."),
      ["researcher/F3", "researcher/A2"],
    );
    expect(read["researcher/F3"]).toBe("dropped/high");
    expect(read["researcher/A2"]).toBe("dropped/high");
  });

  it("without the disavowal, the report keeps the hedge", () => {
    const read = statuses(answer("Nobody has watched it fire yet."), ["researcher/F3"]);
    expect(read["researcher/F3"]).toBe("carried");
  });
});

describe("restated questions state no finding", () => {
  it("'The question being which merchants …' is no claim about the date", () => {
    const read = statuses(
      "The question being which merchants lose service when the provider retires API v2. Sixteen merchants on v2 and, if the fallback triggers on 5xx (inferred), three more; the override and sandbox accounts are open.",
      ["researcher/F1"],
    );
    expect(read["researcher/F1"]).toBe("not_used");
  });
});
