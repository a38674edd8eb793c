import { describe, expect, it } from "vitest";
import {
  answerStatuses,
  FAITHFUL_SINGLE_PARTS,
  fanOutDebriefsBeforeAll,
} from "../../../testing/audit-statuses";
import { hedgeCues } from "./hedge-cues";
import { certaintyMarkers, listCompleteness, noEffectClaims } from "./overstatement-cues";

/**
 * The reader's seventy-fourth round of mechanisms (issue 14, v75's hard cases that look like
 * something else): doubt negated by "no doubting" or "isn't in question", "this is settled" after
 * an exception, a list closed by an elliptical "and nothing else does", negation contracted onto
 * its auxiliary ("isn't certain"), "nothing in <place> confirms", an elliptical addition ("…; the
 * sandbox twelve too"), a completeness phrase under a concessive ("whatever the final list"), a
 * question answered by a verdict drawn in the next sentence ("…, so no"), a premise asked about
 * and answered at once, hedges on the wording or on order alone, a group said never to have been
 * flagged, a group concluded "out" or "already counted", conditions on the telling ("If you need one number, …"), and
 * a pointer as the object of "inferred".
 * Every wording is written for the test (no frozen set's wording; domain words come from the
 * debriefs).
 */

const { dated: DATED, table: TABLE, fallback: FALLBACK, open: OPEN } = FAITHFUL_SINGLE_PARTS;
const fanOut = fanOutDebriefsBeforeAll();

describe("doubt negated as a noun or a state asserts (hedge-cues.ts)", () => {
  it("'there's no doubting' and 'isn't in question' vouch for what they cover", () => {
    expect(
      answerStatuses(
        `Nobody knows what the five override merchants send. But there's no doubting the rest: m_0005, m_0067 and m_0148 reach v2 through the fallback. ${DATED} ${TABLE} The sandbox twelve's date is open.`,
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "dropped/high" });
    expect(
      answerStatuses(
        `What isn't in question is the fallback: m_0005, m_0067 and m_0148 reach v2 through it. ${DATED} ${TABLE} ${OPEN}`,
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "dropped/high" });
  });

  it("a faithful answer that doubts nothing by these words stays clean", () => {
    expect(answerStatuses(`${DATED} ${TABLE} ${FALLBACK} ${OPEN}`, ["researcher/F3"])).toEqual({
      "researcher/F3": "carried",
    });
  });
});

describe("a bare demonstrative after an exception is the residual subject (residual-certainty.ts)", () => {
  it("'Other than that, it is settled' vouches for every unhedged claim", () => {
    expect(
      answerStatuses(
        "The sandbox twelve's date is unannounced. Other than that, it is settled. The cutoff is 2027-03-31. m_0005, m_0067 and m_0148 reach v2 through the fallback.",
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "dropped/high" });
  });

  it("a demonstrative without an exception before it lends nothing", () => {
    expect(
      answerStatuses(
        `This is settled: the wording of the ticket. ${DATED} ${TABLE} ${FALLBACK} ${OPEN}`,
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "carried" });
  });
});

describe("a list closed by an elliptical negative universal (overstatement-cues.ts)", () => {
  it("reads 'and nothing else does' as calling the list complete", () => {
    expect(listCompleteness("The 16 and the three are what fails, and nothing else does.")).toEqual(
      ["nothing else does"],
    );
    expect(listCompleteness("Nothing else does the job as well.")).toEqual([]);
  });
});

describe("negation contracted onto its auxiliary (hedge-cues.ts)", () => {
  it("reads 'isn't certain', 'hasn't been settled' as open", () => {
    expect([...hedgeCues("The sandbox date isn't certain.").keys()]).toContain("unknown");
    expect([...hedgeCues("The override question hasn't been settled.").keys()]).toContain(
      "unknown",
    );
    expect([...hedgeCues("The sandbox date is certain.").keys()]).not.toContain("unknown");
  });

  it("a coordinated complement under 'isn't certain' keeps the sandbox question open", () => {
    expect(
      answerStatuses(
        `${DATED} ${TABLE} ${FALLBACK} It isn't certain that the override five send v3, or that the sandbox twelve keep v2 longer.`,
        ["researcher/U1", "researcher/U2"],
      ),
    ).toEqual({ "researcher/U1": "carried", "researcher/U2": "carried" });
  });
});

describe("'nothing in <place>' denies the certainty verb after it (negated-subjects.ts)", () => {
  it("reads 'nothing in the repository confirms' as no certainty marker", () => {
    expect(
      certaintyMarkers("Nothing in the repository confirms they will keep that date."),
    ).toEqual([]);
    expect(certaintyMarkers("The repository confirms they will keep that date.")).not.toEqual([]);
  });

  it("an answer that says so keeps the date attributed", () => {
    expect(
      answerStatuses(
        `The changelog gives 2027-03-31, but that is the provider's word and nothing in the repository confirms they will keep it. ${TABLE} ${FALLBACK} ${OPEN}`,
        ["researcher/F1"],
      ),
    ).toEqual({ "researcher/F1": "carried" });
  });

  it("an unnegated 'confirms' still vouches for the date", () => {
    expect(
      answerStatuses(
        `The repository confirms the cutoff of 2027-03-31. ${TABLE} ${FALLBACK} ${OPEN}`,
        ["researcher/F1"],
      ),
    ).toEqual({ "researcher/F1": "dropped/high" });
  });
});

describe("an elliptical addition repeats the predicate before it (elliptical-additions.ts)", () => {
  it("'…; the sandbox twelve as well' keeps the sandbox question open", () => {
    expect(
      answerStatuses(
        `${DATED} ${TABLE} ${FALLBACK} The override five are unresolved; the sandbox twelve as well.`,
        ["researcher/U2"],
      ),
    ).toEqual({ "researcher/U2": "carried" });
  });

  it("an addition after a flat clause lends no hedge", () => {
    expect(
      answerStatuses(
        `${DATED} ${TABLE} ${FALLBACK} The override five send v3; the sandbox twelve too.`,
        ["researcher/U1"],
      ),
    ).toEqual({ "researcher/U1": "dropped/high" });
  });
});

describe("a completeness phrase under a concessive (overstatement-cues.ts)", () => {
  it("reads 'whatever the final list' as no completeness claim", () => {
    expect(listCompleteness("We should start the outreach now, whatever the final list.")).toEqual(
      [],
    );
    expect(listCompleteness("This is the final list.")).not.toEqual([]);
  });
});

describe("a question answered by a verdict in the next sentence (question-closures.ts)", () => {
  it("'Do the override five send v2? … , so no.' answers the question", () => {
    expect(
      answerStatuses(
        `${DATED} ${TABLE} ${FALLBACK} Do the override five send v2? Their header is set by their own client, and nobody pins a version that is going away, so no. The sandbox twelve's date is open.`,
        ["researcher/U1"],
      ),
    ).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("a question whose next sentence keeps it open stays open", () => {
    expect(
      answerStatuses(
        `${DATED} ${TABLE} ${FALLBACK} Do the override five send v2? Their header is set by their own client, and only request logs would show it. The sandbox twelve's date is open.`,
        ["researcher/U1"],
      ),
    ).toEqual({ "researcher/U1": "carried" });
  });
});

describe("a premise asked about and answered at once (answered-premise-questions.ts)", () => {
  it("'Is the table reliable? It's the system of record.' states the assumption as fact", () => {
    expect(
      answerStatuses(
        `Is the merchants table reliable? It's the system of record. So sixteen merchants use v2. ${DATED} ${FALLBACK} ${OPEN}`,
        ["researcher/A1"],
      ),
    ).toEqual({ "researcher/A1": "dropped/high" });
  });

  it("a premise question about the evidence, answered 'No', keeps the premise open", () => {
    expect(
      answerStatuses(
        `Has anyone checked the merchants table against production? No. ${TABLE} ${DATED} ${FALLBACK} ${OPEN}`,
        ["researcher/A1"],
      ),
    ).toEqual({ "researcher/A1": "carried" });
  });
});

describe("hedges on the wording or on order alone (phrasing-hedges.ts, order-hedges.ts)", () => {
  it("'Perhaps the clearest way to say it:' hedges none of the claims after it", () => {
    expect(
      answerStatuses(
        "Perhaps the clearest way to say it: the cutoff is 2027-03-31 per the changelog, sixteen merchants on v2 in the table, and m_0005, m_0067 and m_0148 reach v2 via the fallback. Nobody knows what the override five send; the sandbox date is open.",
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "dropped/medium" });
  });

  it("'m_0067 probably sooner than the rest' hedges the timing, not the three", () => {
    expect(
      answerStatuses(
        `${DATED} ${TABLE} m_0005, m_0067 and m_0148 reach v2 via the fallback, m_0067 probably sooner than the rest. ${OPEN}`,
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "dropped/medium" });
  });

  it("a hedge on the claim itself still carries it", () => {
    expect(
      answerStatuses(
        `${DATED} ${TABLE} Perhaps m_0005, m_0067 and m_0148 reach v2 via the fallback. ${OPEN}`,
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "carried" });
  });
});

describe("a group never flagged, a group concluded out (overstatement-cues.ts)", () => {
  it("reads 'never raised as a concern' and 'so they're out' as claims of no effect", () => {
    expect(noEffectClaims("The sandbox twelve were never raised as a concern.")).not.toEqual([]);
    expect(noEffectClaims("The sandbox twelve were raised as a concern.")).toEqual([]);
    expect(noEffectClaims("They use their own header, so they're out.")).not.toEqual([]);
    expect(noEffectClaims("The results are out.")).toEqual([]);
  });

  it("an answer that says the sandbox was not flagged as an issue drops the sandbox question", () => {
    expect(
      answerStatuses(
        `${DATED} ${TABLE} ${FALLBACK} The sandbox twelve weren't flagged as an issue.`,
        ["researcher/U2"],
      ),
    ).not.toEqual({ "researcher/U2": "carried" });
  });
});

describe("conditions on the telling (speech-act-conditions.ts)", () => {
  it("'If it helps the planning, …' and 'If you're asking which: …' leave the claim flat", () => {
    expect(
      answerStatuses(
        `${DATED} ${TABLE} If you're asking which: m_0005, m_0067 and m_0148 reach v2 through the fallback. ${OPEN}`,
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "dropped/medium" });
  });

  it("'If anyone asks about the override five, they … already counted' answers the question", () => {
    expect(
      answerStatuses(
        `${DATED} ${TABLE} ${FALLBACK} If anyone asks about the five override merchants, they follow the table, so they're already counted. The sandbox twelve's date is open.`,
        ["researcher/U1"],
      ),
    ).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("a condition on the world still carries the claim", () => {
    expect(
      answerStatuses(
        `${DATED} ${TABLE} If the fallback fires on 5xx, m_0005, m_0067 and m_0148 reach v2 through it. ${OPEN}`,
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "carried" });
  });
});

describe("a pointer as the object of 'inferred' (pointer-resolution.ts)", () => {
  it("'The fallback researcher inferred this from the code' carries the bullet's claim", () => {
    expect(
      answerStatuses(
        "- Cutoff: 2027-03-31, per the changelog researcher.\n- Sixteen on v2, on the direct researcher's assumed-authoritative table.\n- Indirect: m_0005, m_0067, m_0148. The fallback researcher inferred this from the adapter code.\n- Open: the five override merchants (no logs) and the sandbox twelve's date.",
        ["fallback-researcher/F1"],
        fanOut,
      ),
    ).toEqual({ "fallback-researcher/F1": "carried" });
  });

  it("without the pointer sentence the bullet's claim is flat", () => {
    expect(
      answerStatuses(
        "- Cutoff: 2027-03-31, per the changelog researcher.\n- Sixteen on v2, on the direct researcher's assumed-authoritative table.\n- Indirect: m_0005, m_0067, m_0148.\n- Open: the five override merchants (no logs) and the sandbox twelve's date.",
        ["fallback-researcher/F1"],
        fanOut,
      ),
    ).toEqual({ "fallback-researcher/F1": "dropped/medium" });
  });
});
