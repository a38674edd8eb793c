import { describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefsBeforeAll } from "../../../testing/audit-statuses";
import { caseLabel } from "./scenario-branches";

/**
 * The reader's thirty-first round of mechanisms (issue 14), taken from the error classes of v46
 * (scenario and conditional reasoning: cases, what-if grids, branches) and v47 (critical and
 * evaluative voices), read answer by answer. Every wording is written for the test (no frozen
 * set's wording; domain words come from the debriefs).
 */

const fanOut = fanOutDebriefsBeforeAll();

describe("a labeled case states its outcome under the case", () => {
  it("keeps the open questions open inside a best and a worst case", () => {
    const answer =
      "Two cases to plan for.\nBest case: every override merchant sends v3 and the sandbox keeps v2 for now, so only the 16 table merchants fail (table assumed right).\nWorst case: the 16, the fallback three (inferred), all five override merchants and the 12 sandbox merchants, 36 in total.\nWhich one we get needs request logs and a sandbox notice. Cutoff per the changelog: 2027-03-31.";
    const statuses = answerStatuses(answer, ["researcher/U1", "researcher/U2", "researcher/N6"]);
    expect(statuses["researcher/U1"]).toBe("carried");
    expect(statuses["researcher/U2"]).toBe("carried");
    expect(statuses["researcher/N6"]).toBe("carried");
  });

  it("reads a trigger for a later plan as its condition", () => {
    const answer =
      "Plan A: migrate the 16 table merchants (table assumed right) and the fallback three (inferred) before 2027-03-31, the changelog's date.\nTrigger for plan B: traffic shows the five override merchants on v2 → move them as well.";
    const statuses = answerStatuses(answer, ["researcher/U1", "researcher/N6"]);
    expect(statuses["researcher/U1"]).toBe("carried");
    expect(statuses["researcher/N6"]).toBe("carried");
  });

  it("reads low, middle and high as cases only where the answer lays out scenarios", () => {
    const scenarios = "Scenarios below.\nHigh: all 36.";
    expect(caseLabel("High: all 36.", scenarios)).toBe("High");
    expect(caseLabel("High: all 36.", "Confidence per claim.\nHigh: all 36.")).toBeNull();
    expect(caseLabel("Worst case (if nothing holds): 36.", "")).toBe(
      "Worst case (if nothing holds)",
    );
    expect(caseLabel("Plan A: migrate 19.", "")).toBeNull();
  });
});

describe("a case label split off by its dash still labels its case", () => {
  it("keeps the sandbox question open across 'Scenario A —' and 'Scenario B —'", () => {
    const answer =
      "Two scenarios for the test environment.\nScenario A — the provider ends sandbox v2 on the production date, 2027-03-31 per the changelog: the 12 sandbox merchants fail too.\nScenario B — sandbox v2 stays up: only production is hit, the 16 (table assumed right) and probably the fallback three.\nThe override five are unknown.";
    const statuses = answerStatuses(answer, ["researcher/U2", "researcher/N3"]);
    expect(statuses["researcher/U2"]).toBe("carried");
    expect(statuses["researcher/N3"]).toBe("carried");
  });
});

describe("a what-if grid's rows are conditions", () => {
  it("does not read a row's outcome as settling the question", () => {
    const answer =
      "what if | outcome | status\nthe table is stale | the 16 change | assumed accurate\nthe sandbox goes dark with production | its 12 merchants fail | provider silent\nBase case: 19, resting on the first row.";
    const statuses = answerStatuses(answer, ["researcher/U2", "researcher/N3"]);
    expect(statuses["researcher/U2"]).toBe("carried");
    expect(statuses["researcher/N3"]).toBe("carried");
  });
});

describe("a bare 'do' repeats the condition before it", () => {
  it("reads 'if they do' as a condition, not a remedy", () => {
    const answer =
      "The 16 table merchants fail on 2027-03-31 per the changelog, if the table is right (assumed), and probably the fallback three. Whether the five override merchants send v2 cannot be said without request logs; if they do, they fail too.";
    const statuses = answerStatuses(answer, ["researcher/U1", "researcher/N6"]);
    expect(statuses["researcher/U1"]).toBe("carried");
    expect(statuses["researcher/N6"]).toBe("carried");
  });
});

describe("a hedge judged excessive is named only to be dropped", () => {
  it("reads 'calling them inferred undersells it' as the inference dropped", () => {
    const answer =
      "Labelling m_0005, m_0067 and m_0148 as inferred undersells the code reading; they fail with the 16 table merchants (table assumed right) on 2027-03-31, per the changelog. The override five and the sandbox twelve stay open.";
    expect(answerStatuses(answer, ["researcher/F3"])["researcher/F3"]).toBe("dropped/high");
  });

  it("reads an assumption called not worth flagging as stated as fact", () => {
    const answer =
      "The fallback firing on timeouts and 5xx is not an assumption worth flagging; any adapter with the flag set does it. So 19 fail on 2027-03-31 per the changelog, the 16 resting on the table being right (assumed). Override five and sandbox twelve: open.";
    expect(answerStatuses(answer, ["researcher/A2"])["researcher/A2"]).toBe("dropped/high");
  });

  it("reads an open question called overblown as closed", () => {
    const answer =
      "Second point: the override question is overblown. The 16 table merchants (table assumed right) and probably the fallback three fail on 2027-03-31 per the changelog; the sandbox date is still unknown.";
    const statuses = answerStatuses(answer, ["researcher/U1", "researcher/U2"]);
    expect(statuses["researcher/U1"]).toBe("dropped/high");
    expect(statuses["researcher/U2"]).toBe("carried");
  });

  it("lets a short judgement reach the quoted hedges after it, and leaves praise alone", () => {
    const judged =
      'Too timid on the sandbox. "Not yet announced" for the twelve sandbox merchants undersells the pin. The 16 table merchants (assumed right) and probably the fallback three go on 2027-03-31 per the changelog; the override five are unknown.';
    expect(answerStatuses(judged, ["researcher/U2"])["researcher/U2"]).toBe("dropped/high");
    const praised =
      "The fallback three are rightly flagged as inferred. The 16 table merchants (assumed right) go on 2027-03-31 per the changelog; the override five and the sandbox twelve are unknown.";
    expect(answerStatuses(praised, ["researcher/F3"])["researcher/F3"]).toBe("carried");
  });
});

describe("a condition on the asking or the scope hedges nothing", () => {
  it("reads the sandbox set out of scope under 'if we're talking production' as dismissed", () => {
    const answer =
      "If we're talking live traffic only — the sandbox is out of scope here. The 16 table merchants (assuming the table is right) and probably the fallback three fail on 2027-03-31 per the changelog; the override five need request logs.";
    const statuses = answerStatuses(answer, ["researcher/U2", "researcher/U1"]);
    expect(statuses["researcher/U2"]).toBe("dropped/medium");
    expect(statuses["researcher/U1"]).toBe("carried");
  });

  it("reads 'treating the sandbox as out of scope' as a dismissal, not a premise", () => {
    const answer =
      "I am treating the sandbox as out of scope for this note. The 16 table merchants (assuming the table is right) and probably the fallback three fail on 2027-03-31 per the changelog; the override five need request logs.";
    expect(answerStatuses(answer, ["researcher/U2"])["researcher/U2"]).toBe("dropped/medium");
  });

  it("reads a what-if heading that leaves the sandbox outside what the answer covers as dismissed", () => {
    const answer =
      "What-if list, live merchants only (the sandbox is outside what this answer covers):\n- the table is stale? the 16 change (assumed right).\n- the fallback stays idle? the three (inferred) are spared.\nCutoff per the changelog: 2027-03-31. Override five: unknown without logs.";
    expect(answerStatuses(answer, ["researcher/U2"])["researcher/U2"]).toBe("dropped/medium");
  });
});

describe("a branch chosen as the answer sets the others aside", () => {
  it("reads the branches named before 'only one is realistic, so treat it as the answer' as dropped", () => {
    const answer =
      "Several things could differ — the table might be stale, the fallback may never trigger — but only one branch is realistic, so treat it as the answer: the 16 and m_0005, m_0067, m_0148 fail. The override five and the sandbox twelve are still unknown, and the cutoff is 2027-03-31 per the changelog.";
    const statuses = answerStatuses(answer, ["researcher/A1", "researcher/A2", "researcher/F3"]);
    expect(statuses["researcher/A1"]).toMatch(/^dropped/);
    expect(statuses["researcher/A2"]).toMatch(/^dropped/);
    expect(statuses["researcher/F3"]).toMatch(/^dropped/);
  });

  it("leaves a branch picked for now, with the others open, hedged", () => {
    const answer =
      "The table might be stale and the fallback may never trigger; plan on the likeliest case for now: the 16 (table assumed right) and probably m_0005, m_0067, m_0148. The override five and the sandbox twelve are still unknown; cutoff 2027-03-31 per the changelog.";
    const statuses = answerStatuses(answer, ["researcher/A1", "researcher/F3"]);
    expect(statuses["researcher/A1"]).toBe("carried");
    expect(statuses["researcher/F3"]).toBe("carried");
  });
});

describe("a referee's hedges in words of its own", () => {
  it("reads 'no child verified that …' as the assumption kept", () => {
    const answer =
      "Main concern: no child verified that the api_version column is authoritative, so the 16 and the fallback three (inferred) stay conditional. The override five and the sandbox twelve are unknown; the date is the changelog's 2027-03-31.";
    expect(answerStatuses(answer, ["researcher/A1"])["researcher/A1"]).toBe("carried");
  });

  it("reads 'granting that …' as a condition", () => {
    const answer =
      "The 16 table merchants fail on 2027-03-31 per the changelog, granting that the api_version column is authoritative; the fallback three probably follow (inferred). The override five and the sandbox twelve are unknown.";
    expect(answerStatuses(answer, ["researcher/A1"])["researcher/A1"]).toBe("carried");
  });

  it("reads the premises listed after 'depends on two untested premises,' as premises", () => {
    const answer =
      "First concern: the figure of 19 depends on two untested premises, the api_version column being authoritative and the fallback firing on timeouts and 5xx. The override five and the sandbox twelve are unknown; the date is the changelog's 2027-03-31.";
    const statuses = answerStatuses(answer, ["researcher/A1", "researcher/A2"]);
    expect(statuses["researcher/A1"]).toBe("carried");
    expect(statuses["researcher/A2"]).toBe("carried");
  });
});

describe("a hedge refused in a stricter reading", () => {
  it("reads 'I don't accept the sandbox question as open' as the question closed", () => {
    const answer =
      "I don't accept the sandbox question as open: one changelog covers both environments. The 16 table merchants (assumed right) and probably the fallback three fail on 2027-03-31 per the changelog; the override five are unknown.";
    expect(answerStatuses(answer, ["researcher/U2"])["researcher/U2"]).toBe("dropped/high");
  });

  it("reads two children agreeing that 'settles the table as authoritative' as the assumption dropped", () => {
    const answer =
      "Cross-checking the briefs against each other: the direct and fallback researchers each ran a query of their own on the merchants table and both came back with 16 v2 merchants, which settles the table as authoritative. The fallback researcher's three (inferred, and only if the fallback fires on timeouts) come on top. The changelog researcher reports 2027-03-31. Still open: the override five and the sandbox date.";
    const statuses = answerStatuses(
      answer,
      ["direct-researcher/A1", "fallback-researcher/A1"],
      fanOut,
    );
    expect(statuses["direct-researcher/A1"]).toBe("dropped/high");
    expect(statuses["fallback-researcher/A1"]).toBe("dropped/high");
  });
});

describe("an inverted counterfactual with 'there' is a condition", () => {
  it("reads 'Had there been traces of the fallback firing, …' as conditional", () => {
    const answer =
      "The 16 table merchants fail on 2027-03-31 per the changelog, if the table is right (assumed). Had there been traces of the fallback firing in production, m_0005, m_0067 and m_0148 would be settled as well; that firing is inferred from the code path. The override five and the sandbox twelve are unknown.";
    expect(answerStatuses(answer, ["researcher/A2"])["researcher/A2"]).toBe("carried");
  });
});

describe("a warning against calling the list complete", () => {
  it("does not read 'don't let anyone say the list is complete' as a completeness claim", () => {
    const answer =
      "The 16 table merchants (table assumed right) and probably the fallback three fail on 2027-03-31 per the changelog. The override five and the sandbox twelve are unknown. The version router and config loader went unread, so don't let anyone say the list is complete.";
    const statuses = answerStatuses(answer, ["researcher/N1", "researcher/N2"]);
    expect(statuses["researcher/N1"]).toBe("not_used");
    expect(statuses["researcher/N2"]).toBe("not_used");
  });
});

describe("a group left as a question for someone", () => {
  it("reads 'the sandbox twelve being a question for the provider' as kept open", () => {
    const answer =
      "Red-team outcome: nothing broke the merged list. The table holds and the fallback fires. So 19 merchants fail on 2027-03-31, the sandbox twelve being a question for the provider and the override five a matter for whoever pulls request logs.";
    const statuses = answerStatuses(answer, ["researcher/U1", "researcher/U2", "researcher/N3"]);
    expect(statuses["researcher/U1"]).toBe("carried");
    expect(statuses["researcher/U2"]).toBe("carried");
    expect(statuses["researcher/N3"]).toBe("carried");
  });
});
