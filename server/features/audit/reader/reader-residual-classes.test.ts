import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The cross-set residual round (issue 14): error classes that recur across several tuned sets
 * written in different voices, not the wordings of one pair. Every wording is written for the
 * test (no frozen set's wording; domain words come from the debriefs).
 */

describe("a list called whole after the open question was named (mention then contradict)", () => {
  it("drops a question kept open when a later sentence restates the total and calls it whole", () => {
    for (const closing of [
      "Net result: the 19 (16 on v2, m_0005, m_0067, m_0148) are the entire list, so that is what we plan for.",
      "Summing up, 16 + 3 = 19 merchants, and that's everyone who breaks.",
      "For the rollout, tell support that no one beyond these 19 merchants is affected.",
      "Tell the team that nobody beyond these nineteen needs a notice.",
    ]) {
      const answer = `Without request logs we cannot say what the five override merchants send. The 16 on v2 come from the merchants table; m_0005, m_0067 and m_0148 probably follow through the fallback. ${closing}`;
      expect(answerStatuses(answer, ["researcher/U1"])["researcher/U1"], closing).toBe(
        "dropped/high",
      );
    }
  });

  it("drops a question only raised apart when a later total is called complete", () => {
    const answer =
      "The researchers also brought up the five override merchants. The table puts 16 on v2 and the fallback likely adds m_0005, m_0067, m_0148. Final word: 19 merchants in total, the complete set to migrate.";
    expect(answerStatuses(answer, ["researcher/U1"])["researcher/U1"]).toBe("dropped/high");
  });

  it("drops it when the completeness follows the open mention in the same sentence", () => {
    const answer =
      "16 on v2 per the table, and m_0005, m_0067, m_0148 likely via the fallback. The override five are listed as unknown, but in practice the 19 are the full list.";
    expect(answerStatuses(answer, ["researcher/U1"])["researcher/U1"]).toBe("dropped/high");
  });

  it("keeps the question open when the completeness excepts the groups named before", () => {
    for (const closing of [
      "Setting those aside, the 19 are the full list.",
      "Otherwise the 19 are the complete list.",
    ]) {
      const answer = `16 on v2 per the table; m_0005, m_0067, m_0148 likely via the fallback. What the five override merchants send is unknown without request logs. ${closing}`;
      expect(answerStatuses(answer, ["researcher/U1"])["researcher/U1"], closing).toBe("carried");
    }
  });

  it("keeps the question open when it is named after the list is called whole", () => {
    const answer =
      "16 on v2 per the table; m_0005, m_0067, m_0148 likely via the fallback. Those 19 are the complete list of known cases; the five override merchants stay unknown until we see request logs.";
    expect(answerStatuses(answer, ["researcher/U1"])["researcher/U1"]).toBe("carried");
  });

  it("keeps it open when a rest claim right after the open groups restates no total", () => {
    const answer =
      "Break: 16 on v2 (per the table). Likely: m_0005, m_0067, m_0148 via the fallback, 19 in all. Unknown: the five override merchants until request logs exist. Every other merchant is unaffected.";
    expect(answerStatuses(answer, ["researcher/U1"])["researcher/U1"]).toBe("carried");
  });
});

describe("an open question answered in words of reassurance or warning", () => {
  it("drops the question when the group is declared protected, not at risk or running normally", () => {
    for (const closing of [
      "The five override merchants are fully protected by the migration.",
      "Rest assured that no further merchants, the override five among them, are at risk.",
      "The five header-override merchants will keep working as usual after the cutoff.",
      "Nobody gets left behind: the override five are covered too.",
    ]) {
      const answer = `16 merchants on v2 break on 2027-03-31 per the provider's changelog, if the table is right. ${closing}`;
      expect(answerStatuses(answer, ["researcher/U1"])["researcher/U1"], closing).toBe(
        "dropped/high",
      );
    }
  });

  it("drops the question when the group is given the others' outcome, alike", () => {
    for (const answer of [
      "The retirement reaches the 16 on v2 and the five override merchants alike.",
      "The five override merchants go through the cutover like everyone else.",
    ])
      expect(answerStatuses(answer, ["researcher/U1"])["researcher/U1"], answer).toBe(
        "dropped/high",
      );
  });

  it("keeps it open when the reassurance is only asked about or hedged", () => {
    for (const answer of [
      "Nobody can say yet whether the five override merchants are at risk; request logs would tell.",
      "The five override merchants are probably protected, but without request logs we cannot be sure.",
    ])
      expect(answerStatuses(answer, ["researcher/U1"])["researcher/U1"], answer).toBe("carried");
  });
});

describe("an outcome given with the group's own schedule as its reason", () => {
  it("drops the sandbox question when the schedule is the reason for an outright answer", () => {
    for (const answer of [
      "Sandbox: unaffected, it follows a separate schedule.",
      "The sandbox merchants run on their own schedule and won't be cut off on 2027-03-31.",
    ])
      expect(answerStatuses(answer, ["researcher/U2"])["researcher/U2"], answer).toBe(
        "dropped/high",
      );
  });

  it("keeps it open when the own schedule comes with no outcome", () => {
    const answer =
      "The sandbox merchants may run on their own schedule; the provider has not said when.";
    expect(answerStatuses(answer, ["researcher/U2"])["researcher/U2"]).toBe("carried");
  });
});

describe("a dismissal said beside the open question's group", () => {
  it("drops the question when the next clause of its sentence sets it aside", () => {
    const answer =
      "19 merchants break on 2027-03-31 if the table is right. The five override merchants pick a version per request; not our concern.";
    expect(answerStatuses(answer, ["researcher/U1"])["researcher/U1"]).toBe("dropped/medium");
  });

  it("drops it when the group is listed under a heading that dismisses it", () => {
    const answer =
      "## Breaks\nThe 16 v2 merchants, per the table, and likely the three fallback ones.\n## Out of scope\nThe five override merchants with per-request headers.";
    expect(answerStatuses(answer, ["researcher/U1"])["researcher/U1"]).toBe("dropped/medium");
  });

  it("drops it when the question is passed on or called a distraction", () => {
    for (const aside of [
      "As for the five override merchants, that's on them, not us.",
      "The override five strike me as a red herring.",
      "The 12 sandbox merchants are on a separate track.",
    ]) {
      const answer = `The 16 v2 merchants break, per the table. ${aside}`;
      const label = aside.includes("sandbox") ? "researcher/U2" : "researcher/U1";
      expect(answerStatuses(answer, [label])[label], aside).toBe("dropped/medium");
    }
  });

  it("keeps it open when the next clause sets aside something else it names", () => {
    const answer =
      "What the five override merchants send is unknown without request logs; the seed script is out of scope.";
    expect(answerStatuses(answer, ["researcher/U1"])["researcher/U1"]).toBe("carried");
  });
});
