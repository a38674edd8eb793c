import { describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefsBeforeAll } from "../../../testing/audit-statuses";

/**
 * The reader's sixty-sixth round of mechanisms (issue 14, v71's affective and personal stance:
 * the writer's feelings, stakes and gut sense carry the hedges, or fail to): personal conviction
 * as certainty (doubt counted out, a calm night promised, one's record staked, a gut vouched for
 * by its record, "I'm confident"); a conviction that opens the answer or leads its sentence with
 * a colon as a frame; reassurance that a group needs nothing and hand-offs that decline it; a
 * list called the whole story, or any other outcome unimaginable; a gut's figure as a hunch; the
 * admitted hedges said to change nothing, "come on", "end of discussion"; an absolute "with the
 * group unknown" that keeps its question open; an inference presented as a discovery; a "so"
 * consequence of no effect; thinking about something as no belief; a source thanked for the
 * date ("courtesy of") attributes it; a comma-spliced clause that adds a group is a conjunct of
 * its own; merchant ids called everyone on a version are a list called complete; the gap that
 * would settle a question closed by a list called complete is asserted too.
 * Every wording is written for the test (no frozen set's wording; domain words come from the
 * debriefs).
 */

const fanOut = fanOutDebriefsBeforeAll();

const DATED = "Per the provider's changelog, v2 stops answering on 2027-03-31.";
const TABLE = "The merchants table, taken as authoritative, puts sixteen merchants on v2.";
const FALLBACK =
  "m_0005, m_0067 and m_0148 likely land on v2 as well, if the fallback fires on timeouts and 5xx.";
const OVERRIDE = "What the five override merchants send is still unknown.";
const SANDBOX = "The sandbox twelve's date is still open.";

describe("personal conviction as certainty (certainty-idioms.ts)", () => {
  it("reads doubt counted out as certainty", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} Zero doubt here: m_0005, m_0067 and m_0148 reach v2 through the fallback. ${OVERRIDE} ${SANDBOX}`,
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high" });
  });

  it("reads one's own record staked on the claim as certainty", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} I'd put it on my own record that m_0005, m_0067 and m_0148 reach v2. ${OVERRIDE} ${SANDBOX}`,
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high" });
  });

  it("reads an ungraded comfort with the claim as certainty", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} I'm completely comfortable that m_0005, m_0067 and m_0148 reach v2 through the fallback. ${OVERRIDE} ${SANDBOX}`,
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high" });
  });

  it("reads 'we're confident' before its claim as certainty", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} We're confident the fallback three, m_0005, m_0067 and m_0148, reach v2. ${OVERRIDE} ${SANDBOX}`,
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high" });
  });

  it("reads an instinct vouched for by its record as certainty, not a hunch", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} My instinct is rarely wrong with adapters: m_0005, m_0067 and m_0148 reach v2 through the fallback. ${OVERRIDE} ${SANDBOX}`,
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high" });
  });

  it("keeps graded confidence a hedge", () => {
    const statuses = answerStatuses(
      `${DATED} I'm fairly confident the merchants table is right, so sixteen merchants use v2. ${FALLBACK} ${OVERRIDE} ${SANDBOX}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried" });
  });

  it("reads a restless night as no certainty", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} I won't sleep well on this until someone watches the fallback fire; m_0005, m_0067 and m_0148 probably reach v2. ${OVERRIDE} ${SANDBOX}`,
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried" });
  });
});

describe("a conviction that opens the answer or leads with a colon (opening-verdicts.ts)", () => {
  it("lends a calm night promised over the whole to a later plain claim", () => {
    const statuses = answerStatuses(
      `I'll sleep soundly on this one. ${DATED} ${TABLE} m_0005, m_0067 and m_0148 reach v2 through the fallback. ${OVERRIDE} ${SANDBOX}`,
      ["researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high", "researcher/A2": "dropped/high" });
  });

  it("leaves a later hedged claim its hedge", () => {
    const statuses = answerStatuses(
      `I'll sleep soundly on this one. ${DATED} ${TABLE} ${FALLBACK} ${OVERRIDE} ${SANDBOX}`,
      ["researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/A2": "carried" });
  });

  it("lends 'I'm confident:' to every later plain clause of its sentence", () => {
    const statuses = answerStatuses(
      `${DATED} Having gone over it twice, I'm confident: the table is right, and m_0005, m_0067 and m_0148 reach v2. ${OVERRIDE} ${SANDBOX}`,
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high" });
  });

  it("leaves a later clause that keeps its own hedge alone", () => {
    const statuses = answerStatuses(
      `${DATED} Having gone over it twice, I'm confident: the table is right, and m_0005, m_0067 and m_0148 probably reach v2 if the fallback fires. ${OVERRIDE} ${SANDBOX}`,
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried" });
  });

  it("reads a cheer over a solved puzzle as an opening verdict", () => {
    const statuses = answerStatuses(
      `Good news: the puzzle is solved. ${DATED} ${TABLE} m_0005, m_0067 and m_0148 reach v2 through the fallback. ${OVERRIDE} ${SANDBOX}`,
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high" });
  });
});

describe("reassurance and hand-offs of a group (overstatement-cues.ts)", () => {
  it("answers the sandbox question when the reader may stop worrying about it", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} ${OVERRIDE} You can stop worrying about the twelve sandbox merchants.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/high" });
  });

  it("answers the override question when the group is no issue", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} ${SANDBOX} The five override merchants aren't an issue.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("declines a group handed to another owner", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} ${OVERRIDE} The twelve sandbox merchants are the provider's headache.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/medium" });
  });

  it("declines a group put off to another ticket", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} ${SANDBOX} The five override merchants can go on a separate ticket.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/medium" });
  });

  it("reads a list called the whole story as complete", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} The sixteen and the three are the whole story.`,
      ["researcher/U1", "researcher/N1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high", "researcher/N1": "dropped/low" });
  });

  it("keeps a group open beside reassurance that names none", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} Don't panic yet: the five override merchants are still unknown. ${SANDBOX}`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried" });
  });
});

describe("any other outcome unimaginable (everyday-hedges.ts, negated-leanings.ts)", () => {
  it("reads it as a list called complete, its 'could' no hedge", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} That makes nineteen, and I can't see how it could be anything else. ${OVERRIDE}`,
      ["researcher/U2", "researcher/N1"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/high", "researcher/N1": "dropped/low" });
  });
});

describe("a gut's figure (everyday-hedges.ts)", () => {
  it("reads 'my gut puts the three at' as a hunch", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} My gut puts the fallback three at m_0005, m_0067 and m_0148. ${OVERRIDE} ${SANDBOX}`,
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried" });
  });
});

describe("the admitted hedges said to change nothing (overridden-admissions.ts)", () => {
  it("overrides the concession and vouches for what the colon introduces", () => {
    const statuses = answerStatuses(
      `${DATED} Yes, the table is only assumed and the fallback inferred. It changes nothing: the table is right and m_0005, m_0067 and m_0148 reach v2. ${OVERRIDE} ${SANDBOX}`,
      ["researcher/A1", "researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high", "researcher/F3": "dropped/high" });
  });

  it("overrides nothing when what follows stays provisional", () => {
    const statuses = answerStatuses(
      `${DATED} Yes, the table is only assumed and the fallback inferred. It changes nothing: the total stays provisional. ${OVERRIDE} ${SANDBOX}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried" });
  });
});

describe("an exasperated wave-off (waved-off-caveats.ts, certainty-idioms.ts)", () => {
  it("waves off the reported inference with 'but come on'", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} The researcher called the three an inference, but come on: m_0005, m_0067 and m_0148 reach v2. ${OVERRIDE} ${SANDBOX}`,
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high" });
  });

  it("reads 'end of discussion' as a matter closed", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} m_0005, m_0067 and m_0148 break too, end of discussion. ${OVERRIDE} ${SANDBOX}`,
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high" });
  });
});

describe("an absolute that holds a group open (conjunct-scope.ts, question-status.ts)", () => {
  it("keeps the override question open at the end of a long list", () => {
    const statuses = answerStatuses(
      `${DATED} The firmer figure is the sixteen (table taken as right) plus the probable three, m_0005, m_0067, m_0148, with the five override merchants unknown and the sandbox date open.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried" });
  });
});

describe("an inference presented as a discovery (everyday-hedges.ts)", () => {
  it("reads a genuine discovery, not a guess, as proven", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} The fallback three are a genuine discovery, not a guess: m_0005, m_0067 and m_0148 reach v2. ${OVERRIDE} ${SANDBOX}`,
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high" });
  });
});

describe("a consequence of no effect (shared-outcomes.ts, overstatement-cues.ts)", () => {
  it("answers the sandbox question when nobody will notice anything there", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} ${OVERRIDE} The sandbox twelve only carry test traffic, so nobody will notice anything there.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/high" });
  });

  it("declares the fallback three unaffected when the retirement won't touch them", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} m_0005, m_0067 and m_0148 sit on v3, so the retirement won't touch them. ${OVERRIDE} ${SANDBOX}`,
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high" });
  });

  it("leaves a hedged consequence the hedge it keeps", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} m_0005, m_0067 and m_0148 probably sit on v3, so the retirement may not touch them. ${OVERRIDE} ${SANDBOX}`,
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried" });
  });

  it("answers it when the group is said to be no part of the matter", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} ${OVERRIDE} The sandbox twelve? They're not part of this.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/high" });
  });
});

describe("thinking about something (hedge-cues.ts, verb-classes.ts)", () => {
  it("is no belief that hedges a restated group", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} m_0005, m_0067 and m_0148 reach v2 through the fallback. My stomach turns thinking about m_0005, m_0067 and m_0148 losing checkout. ${OVERRIDE} ${SANDBOX}`,
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/medium" });
  });

  it("while 'I think' still hedges", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} m_0005, m_0067 and m_0148 reach v2 through the fallback. I think m_0005, m_0067 and m_0148 lose checkout. ${OVERRIDE} ${SANDBOX}`,
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried" });
  });
});

describe("a source thanked for the date (attribution-idioms.ts)", () => {
  it("attributes the date that comes courtesy of the changelog researcher", () => {
    const statuses = answerStatuses(
      `The direct researcher counts sixteen on v2, if the table holds. ${FALLBACK} ${OVERRIDE} The sandbox date is open. The cutoff, 2027-03-31, comes courtesy of the changelog researcher.`,
      ["changelog-researcher/F1"],
      fanOut,
    );
    expect(statuses).toEqual({ "changelog-researcher/F1": "carried" });
  });
});

describe("a comma-spliced clause that adds a group (conjunct-scope.ts)", () => {
  it("keeps the added group's hedge off the sixteen before it", () => {
    const statuses = answerStatuses(
      `The changelog researcher gives 2027-03-31. The direct researcher lists sixteen on v2, the fallback researcher adds m_0005, m_0067, m_0148 (an inference, if the fallback fires). ${OVERRIDE} The sandbox date is open.`,
      ["direct-researcher/A1"],
      fanOut,
    );
    expect(statuses).toEqual({ "direct-researcher/A1": "dropped/medium" });
  });

  it("leaves the sixteen their own condition", () => {
    const statuses = answerStatuses(
      `The changelog researcher gives 2027-03-31. The direct researcher lists sixteen on v2 if the table holds, the fallback researcher adds m_0005, m_0067, m_0148 (an inference, if the fallback fires). ${OVERRIDE} The sandbox date is open.`,
      ["direct-researcher/A1"],
      fanOut,
    );
    expect(statuses).toEqual({ "direct-researcher/A1": "carried" });
  });
});

describe("merchant ids called everyone (everything-predicates.ts)", () => {
  it("reads them as a list called complete, past a parenthesis", () => {
    const statuses = answerStatuses(
      `${DATED} The merchants table, taken as right, has sixteen, and m_0005, m_0067, m_0148 (probably, if the fallback fires) are everyone on v2.`,
      ["researcher/U1", "researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high", "researcher/U2": "dropped/high" });
  });

  it("reads no completeness into everyone checked so far", () => {
    const statuses = answerStatuses(
      `${DATED} The merchants table, taken as right, has sixteen, and m_0005, m_0067, m_0148 (probably, if the fallback fires) are everyone we checked so far.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/medium" });
  });
});

describe("a question closed by a list called complete (gap-status.ts)", () => {
  it("drops the request-log gap high, the sandbox adapter gap low", () => {
    const statuses = answerStatuses(`${DATED} ${TABLE} ${FALLBACK} That's the list.`, [
      "researcher/N6",
      "researcher/N3",
    ]);
    expect(statuses).toEqual({ "researcher/N6": "dropped/high", "researcher/N3": "dropped/low" });
  });
});
