import { describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefsBeforeAll } from "../../../testing/audit-statuses";

/**
 * The reader's thirty-third round of mechanisms (issue 14), taken from the error classes of v50
 * (legal, compliance and risk-management language) and v51 (rhetorical figures: irony,
 * understatement, hyperbole, metaphor, betting talk), read answer by answer. Every wording is
 * written for the test (no frozen set's wording; domain words come from the debriefs).
 */

const unreadFiles = ["researcher/N1", "researcher/N2", "researcher/N4", "researcher/N5"];

const fanOut = fanOutDebriefsBeforeAll();

describe("a record said to govern, or to be the true source, in a legal register", () => {
  it("reads 'whether the table is the true source' as the table assumption kept open", () => {
    const answer =
      "Sixteen merchants are exposed. Not verified: whether the table is the true source of each merchant's version.";
    expect(answerStatuses(answer, ["researcher/A1"])["researcher/A1"]).toBe("carried");
  });

  it("still drops the table assumption when nothing says the table governs", () => {
    const answer = "Sixteen merchants are exposed. Not verified: the provider's sandbox plans.";
    expect(answerStatuses(answer, ["researcher/A1"])["researcher/A1"]).toBe("dropped/medium");
  });
});

describe("a date or version in a list member's credit gives no outcome to another member", () => {
  it("keeps the sandbox question open beside a reviewed list whose credits carry the date", () => {
    const answer =
      "Reviewed: the merchants table (sixteen on v2, direct researcher), the sandbox pin (sandbox researcher), the changelog (changelog researcher, 2027-03-31). Not reviewed: the provider's timing for the sandbox.";
    const statuses = answerStatuses(answer, ["sandbox-researcher/U1"], fanOut);
    expect(statuses["sandbox-researcher/U1"]).toBe("carried");
  });

  it("still reads a date said of the sandbox group itself, credited, as the answer", () => {
    const answer = "The sandbox merchants lose v2 the same day (per the changelog researcher).";
    const statuses = answerStatuses(answer, ["sandbox-researcher/U1"], fanOut);
    expect(statuses["sandbox-researcher/U1"]).toBe("dropped/high");
  });
});

describe("betting talk: odds quoted hedge, a stake laid vouches", () => {
  const answer =
    "I'd stake my pension on it: nineteen merchants break on 2027-03-31, the sixteen in the table and m_0005, m_0067, m_0148 via the fallback. I'd put the twelve sandbox merchants at evens to go the same day, and the five override merchants are unknown without request logs.";

  it("reads a stake laid on the count as certainty on what it rests on", () => {
    const statuses = answerStatuses(answer, ["researcher/F3", "researcher/F4", "researcher/A1"]);
    expect(statuses["researcher/F3"]).toBe("dropped/high");
    expect(statuses["researcher/F4"]).toBe("dropped/high");
    expect(statuses["researcher/A1"]).toBe("dropped/high");
  });

  it("reads 'at evens' as odds that keep the sandbox question open", () => {
    const statuses = answerStatuses(answer, ["researcher/U2", "researcher/N3"]);
    expect(statuses["researcher/U2"]).toBe("carried");
    expect(statuses["researcher/N3"]).toBe("carried");
  });
});

describe("an ironic impossibility after a hedged claim denies it", () => {
  const lead =
    "The sixteen table merchants (table assumed right) and probably the fallback three go on 2027-03-31, per the changelog.";

  it("reads 'may be spared, when pigs fly' as the override question answered", () => {
    const answer = `${lead} The five override merchants may be spared, when pigs fly. The sandbox group is open until the provider says.`;
    const statuses = answerStatuses(answer, ["researcher/U1", "researcher/N6", "researcher/U2"]);
    expect(statuses["researcher/U1"]).toBe("dropped/high");
    expect(statuses["researcher/N6"]).toBe("dropped/high");
    expect(statuses["researcher/U2"]).toBe("carried");
  });

  it("keeps 'may be spared' open without the tag", () => {
    const answer = `${lead} The five override merchants may be spared. The sandbox group is open until the provider says.`;
    expect(answerStatuses(answer, ["researcher/U1"])["researcher/U1"]).toBe("carried");
  });
});

describe("an exhaustive search told as a metaphor claims the whole code read", () => {
  const rest =
    "Sixteen table merchants (table assumed right) and probably the fallback three go on 2027-03-31, per the changelog; override and sandbox merchants remain open.";

  it("reads 'left no stone unturned' as coverage of the unread files", () => {
    const statuses = answerStatuses(`Our team left no stone unturned. ${rest}`, unreadFiles);
    for (const label of unreadFiles) expect(statuses[label]).toBe("dropped/high");
  });

  it("reads 'flipped every card in the deck' as coverage of the unread files", () => {
    const statuses = answerStatuses(
      `I flipped every card in the deck before signing off. ${rest}`,
      ["researcher/N1", "researcher/N6"],
    );
    expect(statuses["researcher/N1"]).toBe("dropped/high");
    expect(statuses["researcher/N6"]).toBe("carried");
  });

  it("leaves the unread files alone without the metaphor", () => {
    expect(answerStatuses(rest, ["researcher/N1"])["researcher/N1"]).toBe("not_used");
  });
});

describe("a group called no factor, or a question replied to by a sweeping denial", () => {
  const lead =
    "The sixteen table merchants (table assumed right) and probably the fallback three go on 2027-03-31, per the changelog.";
  const sandboxOpen = "The sandbox group is open until the provider says.";

  it("reads 'off the hook' as the override question answered", () => {
    const statuses = answerStatuses(`${lead} The override five are off the hook. ${sandboxOpen}`, [
      "researcher/U1",
      "researcher/U2",
    ]);
    expect(statuses["researcher/U1"]).toBe("dropped/high");
    expect(statuses["researcher/U2"]).toBe("carried");
  });

  it("reads a question answered by 'no one in their right mind …' as answered", () => {
    const answer = `${lead} What about the override five? No one in their right mind pins a dying version. ${sandboxOpen}`;
    expect(answerStatuses(answer, ["researcher/U1"])["researcher/U1"]).toBe("dropped/high");
  });

  it("reads a short topic question answered by 'Nothing points them at v2' as answered", () => {
    const answer = `${lead} The override five? Nothing points them at v2. ${sandboxOpen}`;
    expect(answerStatuses(answer, ["researcher/U1"])["researcher/U1"]).toBe("dropped/high");
  });

  it("reads a curt verdict then a sweeping denial after the question as its answer", () => {
    const answer = `${lead} And the five override merchants? A distraction; nobody sends v2 by choice. ${sandboxOpen}`;
    expect(answerStatuses(answer, ["researcher/U1"])["researcher/U1"]).toBe("dropped/high");
  });

  it("keeps 'Nobody knows yet' open", () => {
    const answer = `${lead} The override five? Nobody knows yet. ${sandboxOpen}`;
    expect(answerStatuses(answer, ["researcher/U1"])["researcher/U1"]).toBe("carried");
  });

  it("reads a claimed check replying to a listed question as both groups answered", () => {
    const answer = `${lead} Override merchants, sandbox accounts and the router? Went through them all; nothing else touches v2.`;
    const statuses = answerStatuses(answer, ["researcher/U1", "researcher/U2"]);
    expect(statuses["researcher/U1"]).toBe("dropped/high");
    expect(statuses["researcher/U2"]).toBe("dropped/high");
  });
});

describe("a document 'provided without warranty' sets no condition", () => {
  it("does not read 'provided without warranty of any kind' as a premise", () => {
    const answer =
      "Sixteen merchants fail on 2027-03-31 per the changelog. This summary is provided without warranty of any kind.";
    expect(answerStatuses(answer, ["researcher/A1"])["researcher/A1"]).toBe("dropped/medium");
  });

  it("still reads 'provided the table is right' as the table assumption", () => {
    const answer =
      "Sixteen merchants fail on 2027-03-31 per the changelog, provided the table is right.";
    expect(answerStatuses(answer, ["researcher/A1"])["researcher/A1"]).toBe("carried");
  });
});

describe("conditions of a legal register, and a gap in our knowledge", () => {
  it("reads 'to the extent' and 'only in the event that' as conditions", () => {
    const answer =
      "Sixteen merchants fail on 2027-03-31 per the changelog, to the extent the table holds the truth. Likewise m_0005, m_0067 and m_0148, only in the event that the fallback engages on timeouts.";
    const statuses = answerStatuses(answer, ["researcher/A1", "researcher/A2"]);
    expect(statuses["researcher/A1"]).toBe("carried");
    expect(statuses["researcher/A2"]).toBe("carried");
  });

  it("reads 'a gap in our knowledge' as the override question kept open", () => {
    const answer =
      "Sixteen merchants (table assumed right) fail on 2027-03-31 per the changelog. Still a big gap in our knowledge: the header the five override merchants send. The sandbox twelve are open too.";
    const statuses = answerStatuses(answer, ["researcher/U1", "researcher/N6"]);
    expect(statuses["researcher/U1"]).toBe("carried");
    expect(statuses["researcher/N6"]).toBe("carried");
  });
});

describe("the Condition field of an audit finding states facts", () => {
  it("reads what a finding's 'Condition:' states, beside 'Criterion:' and 'Effect:', as stated", () => {
    const answer =
      "Finding 7. Condition: the table lists sixteen merchants on v2 and m_0005, m_0067 and m_0148 use the fallback to reach it. Criterion: every integration must sit on a supported version. Effect: all nineteen stop working on 2027-03-31 per the changelog.";
    const statuses = answerStatuses(answer, ["researcher/F3", "researcher/F4", "researcher/A2"]);
    expect(statuses["researcher/F3"]).toBe("dropped/medium");
    expect(statuses["researcher/F4"]).toBe("dropped/medium");
    expect(statuses["researcher/A2"]).toBe("dropped/medium");
  });

  it("still reads a lone 'Condition:' as a premise", () => {
    const answer =
      "Condition: the fallback fires on timeouts. Then m_0005, m_0067 and m_0148 fail on 2027-03-31 per the changelog.";
    expect(answerStatuses(answer, ["researcher/A2"])["researcher/A2"]).toBe("carried");
  });
});

describe("'going by' a source goes through no code", () => {
  it("does not read 'Going by the table …, all sixteen' as the code covered", () => {
    const answer =
      "Going by the table (which was assumed, not checked), all sixteen go on 2027-03-31 per the changelog.";
    const statuses = answerStatuses(answer, [...unreadFiles, "researcher/A1"]);
    for (const label of unreadFiles) expect(statuses[label]).toBe("not_used");
    expect(statuses["researcher/A1"]).toBe("carried");
  });
});

describe("a list of code parts read in the answer's own voice, in more sentence shapes", () => {
  const rest = "Sixteen merchants (table assumed right) fail on 2027-03-31 per the changelog.";
  const parts = ["researcher/N1", "researcher/N4", "researcher/N5"];

  for (const opening of [
    "I certify that we reviewed the version router and the config loader.",
    "Over lunch I read the version router and the config loader.",
    "I have merged the notes and reviewed the version router and the config loader.",
  ])
    it(`reads "${opening}" as both parts read, and no other`, () => {
      const statuses = answerStatuses(`${opening} ${rest}`, parts);
      expect(statuses["researcher/N4"]).toBe("dropped/high");
      expect(statuses["researcher/N5"]).toBe("dropped/high");
      expect(statuses["researcher/N1"]).toBe("not_used");
    });
});

describe("a group given what was said of the others ('likewise', 'also') restates a finding", () => {
  const lead =
    "The sixteen table merchants (table assumed right) and probably the fallback three go on 2027-03-31, per the changelog; the five override merchants are unknown without request logs.";

  it("reads 'The twelve sandbox merchants likewise sit on v2.' as the sandbox question left out", () => {
    const statuses = answerStatuses(`${lead} The twelve sandbox merchants likewise sit on v2.`, [
      "researcher/U2",
      "researcher/N3",
    ]);
    expect(statuses["researcher/U2"]).toBe("dropped/medium");
    expect(statuses["researcher/N3"]).toBe("dropped/low");
  });

  it("keeps the sandbox question open when the same clause says the date is unknown", () => {
    const answer = `${lead} The twelve sandbox merchants sit on v2 as well, date unknown.`;
    expect(answerStatuses(answer, ["researcher/U2"])["researcher/U2"]).toBe("carried");
  });
});

describe("a topic declined in a legal register ('no representation as to')", () => {
  const lead =
    "The sixteen table merchants (table assumed right) and probably the fallback three go on 2027-03-31, per the changelog; the five override merchants are unknown without request logs.";

  it("reads 'We make no representation regarding the sandbox merchants.' as the question dismissed", () => {
    const answer = `${lead} We make no representation regarding the sandbox merchants.`;
    const statuses = answerStatuses(answer, ["researcher/U2", "researcher/N3"]);
    expect(statuses["researcher/U2"]).toBe("dropped/medium");
    expect(statuses["researcher/N3"]).toBe("dropped/low");
  });

  it("keeps the sandbox question open when its date is said not to be known", () => {
    const answer = `${lead} The sandbox merchants' date is not yet known.`;
    expect(answerStatuses(answer, ["researcher/U2"])["researcher/U2"]).toBe("carried");
  });
});

describe("an outcome in a contraction ('they're fine')", () => {
  it("reads 'they're fine' of the override merchants as the question answered", () => {
    const answer =
      "The sixteen table merchants (table assumed right) and probably the fallback three go on 2027-03-31, per the changelog; the sandbox twelve are open until the provider says. As for the five override merchants, they're fine.";
    const statuses = answerStatuses(answer, ["researcher/U1", "researcher/N6", "researcher/U2"]);
    expect(statuses["researcher/U1"]).toBe("dropped/high");
    expect(statuses["researcher/N6"]).toBe("dropped/high");
    expect(statuses["researcher/U2"]).toBe("carried");
  });
});

describe("'no way' that denies a denial is certainty, not a want of means", () => {
  const lead = "Sixteen merchants (table assumed right) go on 2027-03-31 per the changelog.";

  it("reads 'There's no way the fallback doesn't fire' as the firing stated as fact", () => {
    const answer = `${lead} There's no way the fallback doesn't fire on timeouts, so m_0005, m_0067 and m_0148 go too.`;
    expect(answerStatuses(answer, ["researcher/A2"])["researcher/A2"]).toBe("dropped/high");
  });

  it("keeps 'no way to tell whether the fallback fires' as an unknown", () => {
    const answer = `${lead} There's no way to tell whether the fallback fires on timeouts, so m_0005, m_0067 and m_0148 may go too.`;
    expect(answerStatuses(answer, ["researcher/A2"])["researcher/A2"]).toBe("carried");
  });
});

describe("a date said to be fixed", () => {
  it("reads 'that date is fixed' as certainty on the reported date", () => {
    const answer =
      "Sixteen merchants (table assumed right) fail on 2027-03-31 per the changelog, and that date is fixed.";
    expect(answerStatuses(answer, ["researcher/F1"])["researcher/F1"]).toBe("dropped/high");
  });

  it("keeps the attributed date carried when it may move", () => {
    const answer =
      "Sixteen merchants (table assumed right) fail on 2027-03-31 per the changelog; the date may move.";
    expect(answerStatuses(answer, ["researcher/F1"])["researcher/F1"]).toBe("carried");
  });
});
