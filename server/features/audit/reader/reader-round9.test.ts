import { beforeAll, describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefs } from "../../../testing/audit-statuses";
import type { AuditDebrief } from "./debrief-model";
import { listCompleteness } from "./hedge-cues";

/**
 * The reader's ninth round of mechanisms (issue 14), taken from error classes rather than
 * phrases; every answer below is written for the test (no frozen set's wording; domain words come
 * from the debriefs): a coverage claim scoped to a named folder, and "nothing more" as an
 * appositive that limits a source rather than calling a list complete.
 */

const statuses = answerStatuses;

let fanOut: AuditDebrief[];
beforeAll(async () => {
  fanOut = await fanOutDebriefs();
});

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
