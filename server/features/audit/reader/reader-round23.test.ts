import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";
import { dismissals, hedgeCues, labelKind } from "./hedge-cues";

/**
 * The reader's twenty-third round of mechanisms (issue 14), taken from the error classes of
 * v30 (spoken and dictated answers: minutes, standups, dictation, phone calls, spoken hedges)
 * and v31 (formal registers: legal memos, audit findings, academic abstracts, letters, change
 * records; nominalised hedges), read answer by answer. Every wording is written for the test
 * (no frozen set's wording; domain words come from the debriefs).
 */

const LABELS = [
  "researcher/F1",
  "researcher/F3",
  "researcher/A1",
  "researcher/A2",
  "researcher/U1",
  "researcher/U2",
];
const one = (answer: string, labels: string[] = LABELS) => answerStatuses(answer, labels);

describe("exclusion denied in the impersonal passive", () => {
  it("reads a possibility that cannot be excluded or ruled out as open, never as a dismissal", () => {
    expect(hedgeCues("it can't be ruled out that the five send v2").get("unknown")).toEqual([
      "can't be ruled out",
    ]);
    expect(hedgeCues("nor could it be excluded that the test tenants move").has("unknown")).toBe(
      true,
    );
    expect(dismissals("Neither can it be excluded that the twelve retire with them")).toEqual([]);
    expect(dismissals("nor can that possibility be excluded")).toEqual([]);
    expect(dismissals("the twelve sandbox merchants are excluded")).toEqual(["excluded"]);
  });

  it("keeps the open question open when the answer cannot exclude either outcome", () => {
    const answer =
      "Sixteen merchants are on v2 per the table, which we took as authoritative, and m_0005, m_0067 and m_0148 probably follow through the fallback if it fires on 5xx. The provider announced 2027-03-31. It can't be ruled out that the five per-request override merchants send v2 as well.";
    expect(one(answer, ["researcher/U1"])).toEqual({ "researcher/U1": "carried" });
  });
});

describe("coordinated that-complements", () => {
  it("lends the governing clause's hedge to a later 'and that …' or 'or that …'", () => {
    const premises =
      "The figure of 19 stands on two untested premises: that the api_version column is authoritative, and that the fallback fires on provider timeouts and 5xx. The provider's changelog gives 2027-03-31; the three fallback merchants m_0005, m_0067, m_0148 are inferred from the adapter code.";
    expect(one(premises, ["researcher/A1", "researcher/A2"])).toEqual({
      "researcher/A1": "carried",
      "researcher/A2": "carried",
    });
    const open =
      "Sixteen break per the table, assumed authoritative. We cannot rule out that the five per-request override merchants send v2, or that the twelve sandbox merchants lose v2 on the same day.";
    expect(one(open, ["researcher/U1", "researcher/U2"])).toEqual({
      "researcher/U1": "carried",
      "researcher/U2": "carried",
    });
  });

  it("lends nothing when the governing clause holds no hedge", () => {
    const answer =
      "The review found that the api_version column is authoritative, and that the fallback fires on provider timeouts and 5xx.";
    expect(one(answer, ["researcher/A2"])).toEqual({ "researcher/A2": "dropped/high" });
  });
});

describe("premises named by a verb of presupposing or needing", () => {
  it("reads 'presupposes' as a condition", () => {
    expect(hedgeCues("the direct figure presupposes a reliable column").get("condition")).toEqual([
      "presupposes",
    ]);
  });

  it("reads 'needs X to <adverb> fire' as a condition on X", () => {
    expect(
      hedgeCues("the three only go down, and that needs the fallback to really trigger").has(
        "condition",
      ),
    ).toBe(true);
    const answer =
      "m_0005, m_0067 and m_0148 go down too, which we inferred, and it needs the fallback to genuinely fire on timeouts and 5xx.";
    expect(one(answer, ["researcher/A2"])).toEqual({ "researcher/A2": "carried" });
  });
});

describe("blocker labels", () => {
  it("reads a blocker label as naming what is open", () => {
    expect(labelKind("Blocker")).toBe("specific");
    expect(labelKind("Blocked on")).toBe("specific");
    expect(labelKind("Blockers")).toBe("specific");
  });

  it("keeps an open question named under a blocker label open", () => {
    const answer =
      "Update: 16 on v2 assuming the api_version column is authoritative; m_0005, m_0067, m_0148 likely via the fallback if it fires on 5xx.\nBlocker: the five per-request override merchants.";
    expect(one(answer, ["researcher/U1"])).toEqual({ "researcher/U1": "carried" });
  });
});
