import { describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefsBeforeAll } from "../../../testing/audit-statuses";
import { hedgeCues, labelKind } from "./hedge-cues";
import { certaintyMarkers, dismissals, listCompleteness } from "./overstatement-cues";
import { withoutRetractions } from "./retractions";
import { legendDefinitions } from "./status-legend";

/**
 * The reader's eleventh round of mechanisms (issue 14), taken from error classes rather than
 * phrases; every answer below is written for the test (no frozen set's wording; domain words come
 * from the debriefs). Each test fails on the reader before the round.
 */

const statuses = answerStatuses;

const fanOut = fanOutDebriefsBeforeAll();
const SIXTEEN =
  "m_0008, m_0016, m_0019, m_0027, m_0034, m_0062, m_0076, m_0088, m_0093, m_0094, m_0097, m_0098, m_0117, m_0120, m_0121, m_0124";

describe("retractions: struck-through text and 'scratch that' withdraw what they name", () => {
  it("a struck-through certainty line is no claim; the hedged line that replaces it carries", () => {
    const read = statuses(
      `~~All 19 accounts are verified to fail on 2027-03-31.~~ Revised: per the vendor changelog, 2027-03-31 is the retirement date, and 19 accounts fail then, provided the api_version column is accurate and the fallback really triggers on timeouts and 5xx (we only read the code). The 16: ${SIXTEEN}; the fallback 3 (inferred): m_0005, m_0067, m_0148. ~~Nobody else is touched.~~ Still open: the five header-override accounts and the sandbox date.`,
      ["researcher/F1", "researcher/F4", "researcher/N1", "researcher/N4"],
    );
    expect(read).toEqual({
      "researcher/F1": "carried",
      "researcher/F4": "carried",
      "researcher/N1": "not_used",
      "researcher/N4": "not_used",
    });
  });

  it("a struck hedge word leaves its claim stated plainly", () => {
    const read = statuses(
      `16 accounts on v2 if the api_version column is accurate: ${SIXTEEN}. And ~~maybe~~ m_0005, m_0067, m_0148 too, through the primary adapter's fallback. Cut-off 2027-03-31 per the vendor changelog; header-override and sandbox accounts still open.`,
      ["researcher/F3"],
    );
    expect(read["researcher/F3"]).toMatch(/^dropped/);
  });

  it("'Strike that' withdraws the sentence before it, and what it quotes asserts nothing", () => {
    expect(withoutRetractions("It is certain. Strike that, it is likely.")).toBe(
      "               Strike that, it is likely.".replace("Strike that", "           "),
    );
    const read = statuses(
      `Every debrief agrees: 19 merchants fail on 2027-03-31.\n\nStrike that — "every debrief agrees" overstated it. The vendor changelog gives 2027-03-31; 16 merchants are on v2 if the api_version column is accurate (${SIXTEEN}), 19 in all, and m_0005, m_0067 and m_0148 are an inference from the fallback code, which assumes it triggers on timeouts and 5xx. The header-override five and the sandbox date are open.`,
      ["researcher/F1", "researcher/F4"],
    );
    expect(read["researcher/F1"]).toBe("carried");
    expect(read["researcher/F4"]).not.toMatch(/^dropped/);
  });

  it("retracting a quoted hedge word states what it hedged", () => {
    expect(withoutRetractions('It is likely late. Scratch the "likely": it is late.')).toBe(
      `It is ${" ".repeat(6)} late. ${" ".repeat('Scratch the "likely"'.length)}: it is late.`,
    );
  });
});

describe("status markers defined by a legend qualify the rows they open", () => {
  it("reads the symbols a legend line defines", () => {
    expect(
      legendDefinitions("Key — 🟢 = seen in the data · 🟡 = inferred only · ⛔ = unknown"),
    ).toEqual(
      new Map([
        ["🟢", "seen in the data"],
        ["🟡", "inferred only"],
        ["⛔", "unknown"],
      ]),
    );
  });

  it("a row under a hedging symbol carries; a row under a 'verified' symbol is stated as established", () => {
    const hedged = statuses(
      `Key: 🟢 straight from a source · 🟡 inferred, never seen happening\n\n| | who | why |\n|---|---|---|\n| 🟢 | ${SIXTEEN} | api_version = v2 in the merchants table |\n| 🟡 | m_0005, m_0067, m_0148 | v3, yet the primary adapter's fallback would route them to the v2 client on a timeout or 5xx |\n\n🟡 The 16 hold only as far as the api_version column is accurate. Cut-off 2027-03-31, per the vendor changelog. Open: header-override five, sandbox date.`,
      ["researcher/F3", "researcher/A2"],
    );
    expect(hedged).toEqual({ "researcher/F3": "carried", "researcher/A2": "carried" });
    const certain = statuses(
      `Key: 🟢 verified · 🟡 open\n\n| | who | why |\n|---|---|---|\n| 🟢 | m_0005, m_0067, m_0148 | the primary adapter's fallback routes them to the v2 client |\n\nCut-off 2027-03-31, per the vendor changelog. 16 more on v2 if the table is accurate. Open: header-override five, sandbox date.`,
      ["researcher/F3"],
    );
    expect(certain["researcher/F3"]).toBe("dropped/high");
  });
});

describe("evidence still needed keeps a claim open, and certainty it awaits is not asserted", () => {
  it("'we would have to … to be certain' hedges; it states nothing as established", () => {
    const read = statuses(
      `Working figure: 16 merchants on v2 (${SIXTEEN}) plus probably m_0005, m_0067, m_0148 via the fallback, from 2027-03-31 as the vendor changelog has it.\n\nBefore this is final:\n- we would have to observe the fallback triggering on a timeout or 5xx before anyone lists the three as confirmed;\n- you'd need live traffic set against the api_version column to back the 16;\n- header-override five and sandbox date: open.`,
      ["researcher/F3", "researcher/A1", "researcher/A2"],
    );
    expect(read).toEqual({
      "researcher/F3": "carried",
      "researcher/A1": "carried",
      "researcher/A2": "carried",
    });
  });
});

describe("certainty denied across a contraction, the need to hedge denied, caveats pointed back to", () => {
  it("'not anything we've verified' is no certainty; 'no call for a hedge' is", () => {
    expect(certaintyMarkers("The date is the vendor's, not anything we've verified.")).toEqual([]);
    expect(certaintyMarkers("So the three stand, no call for a hedge there.")).not.toEqual([]);
    expect(certaintyMarkers("No caveat is necessary on the fallback.")).not.toEqual([]);
  });

  it("a total given 'with those caveats' carries the hedges stated above it", () => {
    expect([...hedgeCues("Net: 19, with those caveats.").keys()]).toContain("condition");
    expect([...hedgeCues("Net: 19 (provisos noted).").keys()]).toContain("condition");
  });
});

describe("coverage of every file in the code, paths called complete, the rest said unaffected", () => {
  it("'opened every file in the repo' claims the unread files were read (high)", () => {
    const read = statuses(
      `16 merchants on v2 if the api_version column is accurate (${SIXTEEN}); m_0005, m_0067, m_0148 probably too via the fallback, an inference. 2027-03-31 per the vendor changelog. Header-override five and sandbox date: open. Coverage: the researcher opened each source file of the project.`,
      ["researcher/N1", "researcher/N4"],
    );
    expect(read).toEqual({ "researcher/N1": "dropped/high", "researcher/N4": "dropped/high" });
  });

  it("'those are all the routes into v2' and 'every other merchant is fine' call the list complete", () => {
    expect(listCompleteness("Beyond that, those are all the routes into v2.")).not.toEqual([]);
    expect(listCompleteness("Every other merchant is fine.")).not.toEqual([]);
    const read = statuses(
      `16 merchants on v2 if the api_version column is accurate (${SIXTEEN}); m_0005, m_0067, m_0148 probably too via the fallback, an inference. 2027-03-31 per the vendor changelog. Header-override five and sandbox date: open. Every other merchant is fine.`,
      ["researcher/N4"],
    );
    expect(read["researcher/N4"]).toBe("dropped/low");
  });
});

describe("a group left out on purpose is set aside, not kept open", () => {
  it("'deliberately omitted' dismisses the question it names", () => {
    expect(dismissals("Sandbox deliberately omitted.")).not.toEqual([]);
    expect(dismissals("Header overrides kept out for now.")).not.toEqual([]);
  });
});

describe("what would change the answer, and a question left to its source, keep items open", () => {
  it("bullets under 'What could overturn this' are kept open, not answered", () => {
    expect(labelKind("What could overturn this")).toBe("specific");
    expect(labelKind("What would change the answer")).toBe("specific");
    const read = statuses(
      `Verdict: from 2027-03-31 the direct-researcher's 16 (${SIXTEEN}) stop working, and probably the fallback-researcher's m_0005, m_0067, m_0148 as well.\n\nWhat could overturn this:\n- the api_version column turning out not to match real traffic (both counting researchers took it as given);\n- request logs showing the five header-override merchants on v2, which would grow the list;\n- the provider's sandbox notice putting the 12 sandbox merchants on the same day.`,
      ["direct-researcher/A1", "direct-researcher/U1", "sandbox-researcher/U1"],
      fanOut,
    );
    expect(read).toEqual({
      "direct-researcher/A1": "carried",
      "direct-researcher/U1": "carried",
      "sandbox-researcher/U1": "carried",
    });
  });

  it("'is for the vendor to say' and 'gets its own notice' are unknowns", () => {
    expect([...hedgeCues("Whether they share it is for the vendor to say.").keys()]).toContain(
      "unknown",
    );
    expect([...hedgeCues("The sandbox gets its own notice.").keys()]).toContain("unknown");
  });
});

describe("odds and chances hedge like 'probably'", () => {
  it("odds words are epistemic hedges", () => {
    for (const text of [
      "Fair odds the three go too.",
      "It's a coin toss whether sandbox follows.",
      "Odds-on the date holds.",
      "Chance the three break as well: moderate.",
    ])
      expect([...hedgeCues(text).keys()]).toContain("epistemic");
  });
});

describe("what a verification pointing back was made against is its basis, not a claim", () => {
  it("'verified this against … the v2 client' states the sentence before it, not a sibling's finding", () => {
    const read = statuses(
      `On the table side: 16 merchants have api_version = v2 (${SIXTEEN}), assuming that column is accurate. That researcher verified this against the table and the v2 client (legacy-client.ts:11).\n\nOn the fallback side: m_0005, m_0067 and m_0148 probably break too, an inference from primary-adapter.ts that assumes the fallback triggers on timeouts and 5xx.\n\nDate: 2027-03-31 per the vendor changelog. Open: the header-override five and the sandbox date.`,
      ["fallback-researcher/F1", "fallback-researcher/A2"],
      fanOut,
    );
    expect(read).toEqual({
      "fallback-researcher/F1": "carried",
      "fallback-researcher/A2": "carried",
    });
  });
});

describe("certainty in a bet, after a spoken filler, and after a dash", () => {
  it("betting everything on a claim, or calling it a sure thing, is certainty", () => {
    expect(certaintyMarkers("I'd bet the farm on that number.")).not.toEqual([]);
    expect(certaintyMarkers("The fallback three are a sure thing.")).not.toEqual([]);
    expect(certaintyMarkers("It's a safe bet if the column holds.")).toEqual([]);
  });

  it("'yeah, they certainly …' after a filler points back at the clause before it", () => {
    const read = statuses(
      `So everything here rests on the merchants table being accurate. 16 merchants are on v2. Then m_0005, m_0067, m_0148 through the fallback — yeah, they certainly fail as well. Cut-off 2027-03-31, that's the vendor changelog. Override five and sandbox: no idea yet.`,
      ["researcher/F3"],
    );
    expect(read["researcher/F3"]).toBe("dropped/high");
  });

  it("'X — certainly, no doubt there' after a dash vouches for X", () => {
    const read = statuses(
      `Cut-off: v2 ends 2027-03-31 — certainly, no doubt there. 16 merchants on v2 if the api_version column is accurate (${SIXTEEN}); m_0005, m_0067, m_0148 probably too (inferred from the fallback code). Open: override five, sandbox date.`,
      ["researcher/F1"],
    );
    expect(read["researcher/F1"]).toBe("dropped/high");
  });
});

describe("a heading that files its items as established", () => {
  it("plain claims under 'Facts' are stated as established; hedged ones keep their hedge", () => {
    const read = statuses(
      `**Facts**\n- 16 merchants on v2: ${SIXTEEN}.\n- m_0005, m_0067 and m_0148 reach the v2 client via the primary adapter's fallback.\n- Cut-off 2027-03-31 (per the provider changelog).\n\n**Open**\n- the header-override five; the sandbox date.`,
      ["researcher/F1", "researcher/F3", "researcher/A2"],
    );
    expect(read).toEqual({
      "researcher/F1": "carried",
      "researcher/F3": "dropped/high",
      "researcher/A2": "dropped/high",
    });
  });
});

describe("hedges in nested sub-bullets qualify the bullets above them", () => {
  it("a sub-sub-bullet's hedge reaches its grandparent; a sibling bullet stays plain", () => {
    const read = statuses(
      `Affected merchants:\n- fallback group: m_0005, m_0067, m_0148\n  - v3 accounts whose primary adapter hands failures to the v2 client\n    - that hand-off is read from the code; nobody has seen it trigger on a timeout or 5xx\n- 16 merchants on v2: ${SIXTEEN}\n- cut-off 2027-03-31, per the provider changelog\n- open: header-override five, sandbox date`,
      ["researcher/F3", "researcher/A2", "researcher/A1"],
    );
    expect(read).toEqual({
      "researcher/F3": "carried",
      "researcher/A2": "carried",
      "researcher/A1": "dropped/medium",
    });
  });
});

describe("hearsay adverbs hedge like 'apparently'", () => {
  it("'supposedly', 'purportedly', 'ostensibly' are epistemic", () => {
    for (const text of [
      "They supposedly fail as well.",
      "The hand-off purportedly triggers on 5xx.",
      "Ostensibly the date holds.",
    ])
      expect([...hedgeCues(text).keys()]).toContain("epistemic");
  });
});

describe("a source given in apposition after a dash attributes the clause before it", () => {
  it("'… — the cut-off per the provider changelog' carries the date", () => {
    const read = statuses(
      `v2 goes dark on 2027-03-31 — the cut-off per the provider changelog. 16 merchants on v2 if the api_version column is accurate (${SIXTEEN}); m_0005, m_0067, m_0148 probably too (inferred from the fallback code). Open: override five, sandbox date.`,
      ["researcher/F1"],
    );
    expect(read["researcher/F1"]).toBe("carried");
  });
});

describe("a postscript hedging a claim it names qualifies it wherever the body stated it", () => {
  it("a PS naming the 19 and the fallback carries what the body stated plainly", () => {
    const read = statuses(
      `Hi Sam,\n\nv2 ends 2027-03-31 per the provider changelog. 19 merchants fail: the 16 on v2 (${SIXTEEN}) and m_0005, m_0067, m_0148, which the primary adapter hands to the v2 client. Open: override five, sandbox date.\n\nBest,\nKim\n\nPS: two caveats on the 19: the 16 assume the api_version column is accurate, and m_0005, m_0067, m_0148 are our reading of the code (nobody has watched the fallback trigger on a timeout or 5xx).`,
      ["researcher/F4", "researcher/A2"],
    );
    expect(read).toEqual({ "researcher/F4": "carried", "researcher/A2": "carried" });
  });
});

describe("an answer labelled as the best one available so far is hedged", () => {
  it("'Best available count:' and 'best present answer' are epistemic", () => {
    expect([...hedgeCues("Best available count: 19.").keys()]).toContain("epistemic");
    expect([...hedgeCues("Our best present answer is 19.").keys()]).toContain("epistemic");
  });
});
