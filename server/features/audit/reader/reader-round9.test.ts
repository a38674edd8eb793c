import { describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefsBeforeAll } from "../../../testing/audit-statuses";
import { hedgeCues } from "./hedge-cues";
import { codeCompleteness, dismissals, listCompleteness } from "./overstatement-cues";
import { datesIn } from "./values";

/**
 * The reader's ninth round of mechanisms (issue 14), taken from error classes rather than
 * phrases; every answer below is written for the test (no frozen set's wording; domain words come
 * from the debriefs): a coverage claim scoped to a named folder, and "nothing more" as an
 * appositive that limits a source rather than calling a list complete.
 */

const statuses = answerStatuses;
const families = (text: string) => [...hedgeCues(text).keys()];

const fanOut = fanOutDebriefsBeforeAll();

describe("a coverage claim about a named folder covers that folder alone", () => {
  it("files under the folder are asserted; files elsewhere are not flagged", () => {
    // direct-researcher/N4 db/generate-seed.ts, N5 db/merchants.sql, N9 src/config/merchant-config.ts
    // lie outside src/adapters/; N8 src/adapters/version-router.ts lies inside it.
    const read = statuses(
      "Between them the researchers went through every file in src/adapters/, so the adapter code is settled. 16 merchants are on v2 if the merchants table is right; m_0005, m_0067 and m_0148 probably follow via the fallback. The date is the changelog's 2027-03-31. Open: the header-override merchants (request logs) and the sandbox date.",
      [
        "direct-researcher/N4",
        "direct-researcher/N5",
        "direct-researcher/N8",
        "direct-researcher/N9",
      ],
      fanOut,
    );
    expect(read["direct-researcher/N4"]).toBe("not_used");
    expect(read["direct-researcher/N5"]).toBe("not_used");
    expect(read["direct-researcher/N9"]).toBe("not_used");
    expect(read["direct-researcher/N8"]).toBe("dropped/high");
  });
});

describe("'nothing more' as an appositive limits a claim, it does not close a list", () => {
  it("', nothing more' at the end of a clause is no completeness claim", () => {
    expect(listCompleteness("The retirement date is a vendor blog post, nothing more.")).toEqual(
      [],
    );
    expect(listCompleteness("It is one log line, nothing more")).toEqual([]);
    expect(
      listCompleteness("There is nothing more to add: these are the affected ones."),
    ).not.toEqual([]);
    expect(listCompleteness("Those 16, nothing more, will break.")).not.toEqual([]);
  });
});

describe("a negative universal over the code, and files said never to do otherwise", () => {
  it("'no other code …' and 'neither a.ts nor b.ts ever … anything but' are coverage claims", () => {
    expect(codeCompleteness("No other code touches the old client.")).not.toEqual([]);
    expect(
      codeCompleteness(
        "Neither primary-adapter.ts nor version-router.ts ever sends anything but v3.",
      ),
    ).not.toEqual([]);
    expect(codeCompleteness("The router could send anything, we did not look.")).toEqual([]);
  });

  it("each file the claim names is asserted, not only the first", () => {
    // researcher/N4 is src/adapters/version-router.ts, N5 src/config/merchant-config.ts.
    const read = statuses(
      "16 merchants on v2 per the table (not checked against traffic); m_0005, m_0067 and m_0148 probably too if the fallback fires (inferred). Date 2027-03-31 per the changelog. Open: header-override merchants and the sandbox date. Either version-router.ts or merchant-config.ts could matter, but neither merchant-config.ts nor version-router.ts ever picks anything other than v3.",
      ["researcher/N4", "researcher/N5"],
    );
    expect(read["researcher/N4"]).toBe("dropped/high");
    expect(read["researcher/N5"]).toBe("dropped/high");
  });
});

describe("naming a hedge as a premise or as taken on trust carries it", () => {
  it("'on trust', 'on faith' and 'a premise' are conditions", () => {
    expect(families("The team accepted the api_version column on faith.")).toContain("condition");
    expect(families("That the retry path fires is a premise of the count.")).toContain("condition");
    expect(families("The deadline is public.")).not.toContain("condition");
  });

  it("an answer that says the column was taken on trust carries the assumption", () => {
    const read = statuses(
      "16 merchants show v2 in the merchants table, which the researcher accepted on trust rather than checking traffic. m_0005, m_0067 and m_0148 probably join them via the fallback (inferred). Retirement: 2027-03-31 per the changelog. Open: the override merchants and the sandbox date.",
      ["researcher/A1"],
    );
    expect(read["researcher/A1"]).toBe("carried");
  });
});

describe("'without a … check' names a claim as unverified", () => {
  it("a missing check, comparison or verification is an inferred-family cue", () => {
    expect(families("We kept the column without any log comparison.")).toContain("inferred");
    expect(families("The table is used without a live-traffic verification.")).toContain(
      "inferred",
    );
    expect(families("The table was checked against traffic.")).not.toContain("inferred");
  });

  it("an answer that keeps the table without a check carries the assumption", () => {
    const read = statuses(
      "We count 16 merchants from the merchants table, kept without a traffic check. m_0005, m_0067 and m_0148 might follow via the fallback (inferred). Changelog date: 2027-03-31. Open: override merchants and the sandbox date.",
      ["researcher/A1"],
    );
    expect(read["researcher/A1"]).toBe("carried");
  });
});

describe("a bare imperative dismissal closing a line", () => {
  it("'…, ignore' or '…: skip for now' at the end of a line dismisses; inside a sentence it does not", () => {
    expect(dismissals("staging accounts: not real money, skip for now")).not.toEqual([]);
    expect(dismissals("legacy webhooks → noise, disregard :shrug:")).not.toEqual([]);
    expect(dismissals("We cannot ignore the sandbox merchants.")).toEqual([]);
    expect(dismissals("Skip the header merchants until logs arrive.")).toEqual([]);
  });
});

describe("a subjectless claimed check settles an open question", () => {
  const base =
    "16 merchants are on v2 per the table (assumed; not compared with traffic); m_0005, m_0067 and m_0148 may break too if the fallback fires. Date 2027-03-31 per the changelog. The sandbox date is still open. ";

  it("'Done: confirmed the … merchants — … —' answers it even with the outcome across dashes", () => {
    const read = statuses(
      `${base}Done: confirmed the five per-request override merchants — every one on v3 — nothing to migrate there.`,
      ["researcher/U1"],
    );
    expect(read["researcher/U1"]).toBe("dropped/high");
  });

  it("a check still to do keeps it open", () => {
    const read = statuses(
      `${base}Next: confirm the five per-request override merchants from request logs.`,
      ["researcher/U1"],
    );
    expect(read["researcher/U1"]).toBe("carried");
  });
});

describe("written date forms chrono does not read by itself", () => {
  it("a Roman-numeral month and a day counted within its year become ISO keys", () => {
    expect(datesIn("cut-over on 15-VI-2028, per the notice").map((date) => date.key)).toEqual([
      "2028-06-15",
    ]);
    expect(datesIn("due 1.xii.2027").map((date) => date.key)).toEqual(["2027-12-01"]);
    expect(datesIn("the hundredth day of 2028").map((date) => date.key)).toEqual(["2028-04-09"]);
    expect(datesIn("day 32 of 2027").map((date) => date.key)).toEqual(["2027-02-01"]);
  });

  it("no calendar date, no key", () => {
    expect(datesIn("30-II-2027")).toEqual([]);
    expect(datesIn("the 400th day of 2027")).toEqual([]);
  });
});

describe("'no further' before a kind of work closes the work, not a list", () => {
  it("'no further review/checks needed' is no completeness claim; 'no further merchants' is", () => {
    expect(listCompleteness("count: 21  # settled, no further checks required")).toEqual([]);
    expect(listCompleteness("No more digging needed on this one.")).toEqual([]);
    expect(listCompleteness("No further accounts are exposed.")).not.toEqual([]);
  });
});
