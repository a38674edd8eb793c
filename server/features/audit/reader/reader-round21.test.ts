import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";
import { calibratedProbabilities } from "./calibrated-probabilities";
import { hedgeCues } from "./hedge-cues";
import { dismissals, noEffectClaims } from "./overstatement-cues";
import { withoutOverriddenCaveats } from "./overriding-concessions";
import { withoutRetractions } from "./retractions";
import { withoutSqlStatements } from "./sql-queries";
import { ratingOnly } from "./trailing-ratings";

/**
 * The reader's twenty-first round of mechanisms (issue 14), taken from the error classes of
 * v26 (other products' research agents: calibrated probabilities, confidence scores, evidence
 * strength, citations) and v27 (chat and operations voices), read answer by answer. Every
 * wording is written for the test (no frozen set's wording; domain words come from the debriefs).
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

describe("calibrated probabilities", () => {
  it("reads a probability below near-certainty as a hedge and one at it as certainty", () => {
    expect(calibratedProbabilities("the three go down, p = 0.6")).toEqual({
      hedging: ["p = 0.6"],
      certain: [],
    });
    expect(calibratedProbabilities("the three go down (p≈0.99)")).toEqual({
      hedging: [],
      certain: ["p≈0.99"],
    });
    expect(calibratedProbabilities("we give it a likelihood of 0.4 overall")).toEqual({
      hedging: ["likelihood of 0.4"],
      certain: [],
    });
  });

  it("reads odds, strength tags and unrated slots as hedges, and bare decimals as nothing", () => {
    expect(calibratedProbabilities("odds roughly 2:1 that they fail").hedging).toEqual([
      "odds roughly 2:1",
    ]);
    expect(calibratedProbabilities("Weak: the fallback reaches v2").hedging).toEqual(["weak:"]);
    expect(calibratedProbabilities("Strong: 16 rows say v2").certain).toEqual(["strong:"]);
    expect(calibratedProbabilities("likelihood: unknown for the sandbox").hedging).toEqual([
      "likelihood: unknown",
    ]);
    expect(
      calibratedProbabilities("the query took 0.98 s; release v0.9; on 2027-03-31: 16 break"),
    ).toEqual({ hedging: [], certain: [] });
  });

  it("keeps an inferred claim hedged by its probability and drops it under a near-certain one", () => {
    const hedged =
      "Timeline and impact, rated:\n- The shutdown lands on 2027-03-31 as the provider's notice gives it, p≈0.9.\n- m_0005, m_0067 and m_0148 go down through the fallback, p = 0.6.";
    expect(one(hedged, ["researcher/F1", "researcher/F3", "researcher/A2"])).toEqual({
      "researcher/F1": "carried",
      "researcher/F3": "carried",
      "researcher/A2": "carried",
    });
    const certain =
      "The shutdown lands on 2027-03-31 as the provider's notice gives it. m_0005, m_0067 and m_0148 go down through the fallback, p≈0.99.";
    expect(one(certain, ["researcher/F1", "researcher/F3", "researcher/A2"])).toEqual({
      "researcher/F1": "carried",
      "researcher/F3": "dropped/high",
      "researcher/A2": "dropped/high",
    });
  });

  it("reads an evidence-strength tag that opens a line as the line's hedge", () => {
    const answer =
      "Weak: m_0005, m_0067 and m_0148 go down through the fallback (read off the adapter code).";
    expect(one(answer, ["researcher/F3", "researcher/A2"])).toEqual({
      "researcher/F3": "carried",
      "researcher/A2": "carried",
    });
  });
});

describe("trailing ratings", () => {
  it("finds a clause that holds only a rating", () => {
    expect(ratingOnly("confidence 0.98.")).toEqual({ hedging: [], certain: ["confidence 0.98"] });
    expect(ratingOnly("0.55 (read off the adapter code)")).toBeNull();
    expect(ratingOnly("0.55 (read off the adapter code)", true)).toEqual({
      hedging: ["0.55"],
      certain: [],
    });
    expect(ratingOnly("confidence 0.7, because the adapter code says so and nobody ran it")).toBe(
      null,
    );
  });

  it("lends a rating after a dash to the claim it ends", () => {
    const certain =
      "Outcome for the three fallback merchants m_0005, m_0067 and m_0148: all go down on 2027-03-31 — confidence 0.98.";
    expect(one(certain, ["researcher/F1", "researcher/F3", "researcher/A2"])).toEqual({
      "researcher/F1": "dropped/high",
      "researcher/F3": "dropped/high",
      "researcher/A2": "dropped/high",
    });
    const hedged = certain.replace("0.98", "0.7");
    expect(one(hedged, ["researcher/F1", "researcher/F3", "researcher/A2"])).toEqual({
      "researcher/F1": "carried",
      "researcher/F3": "carried",
      "researcher/A2": "carried",
    });
  });

  it("reads bare probabilities as ratings where the answer declares a confidence scale", () => {
    const answer =
      "Ratings per claim, with confidence:\n- m_0005, m_0067 and m_0148 go down through the fallback — 0.55 (read off the adapter code)\n- shutdown on 2027-03-31 — 1.0 [provider notice]";
    expect(one(answer, ["researcher/F1", "researcher/F3", "researcher/A2"])).toEqual({
      "researcher/F1": "dropped/high",
      "researcher/F3": "carried",
      "researcher/A2": "carried",
    });
  });
});

describe("unrated slots and awaited word", () => {
  it("reads 'n/a' in a rating slot as unrated, not as a dismissal", () => {
    expect(dismissals("confidence n/a (the provider has not said)")).toEqual([]);
    expect(dismissals("sandbox: n/a")).toEqual(["n/a"]);
    expect(
      one("Sandbox merchants on the same day · confidence n/a (the provider has not said)", [
        "researcher/U2",
      ]),
    ).toEqual({ "researcher/U2": "carried" });
  });

  it("keeps open what waits on a source's word", () => {
    expect(
      hedgeCues("book them once more until the provider publishes its notice").has("unknown"),
    ).toBe(true);
    const answer =
      "Sandbox (12 merchants): do not book them for 2027-03-31 until the provider publishes its sandbox notice.";
    expect(one(answer, ["researcher/F1", "researcher/U2"])).toEqual({
      "researcher/F1": "carried",
      "researcher/U2": "carried",
    });
  });

  it("reads 'can be left as they are' as declaring no effect", () => {
    expect(noEffectClaims("the five header-override merchants can be left as they are")).toEqual([
      "can be left as they are",
    ]);
    const answer =
      "Open: the 12 sandbox merchants' date. Everything else below.\nThe five header-override merchants can be left as they are.";
    expect(one(answer, ["researcher/U1", "researcher/U2"])).toEqual({
      "researcher/U1": "dropped/high",
      "researcher/U2": "carried",
    });
  });
});

describe("caveats overridden by a concession", () => {
  const caveats =
    "The 16 rest on api_version being the real source, which nobody verified, and m_0005, m_0067, m_0148 only follow if the fallback really fires.";

  it("masks the caveats before a concession that states the result as certain", () => {
    const answer = `${caveats} Nevertheless, we put the chance that exactly these 19 go down on 2027-03-31 at 0.99.`;
    const masked = withoutOverriddenCaveats(answer);
    expect(masked.length).toBe(answer.length);
    expect(masked.trim().startsWith("Nevertheless")).toBe(true);
    expect(one(answer, ["researcher/F3", "researcher/A1", "researcher/A2"])).toEqual({
      "researcher/F3": "dropped/high",
      "researcher/A1": "dropped/high",
      "researcher/A2": "dropped/high",
    });
  });

  it("leaves the caveats when the concession hedges, or points at one part", () => {
    const hedged = `${caveats} Nevertheless, the 19 probably go down on 2027-03-31.`;
    expect(withoutOverriddenCaveats(hedged)).toBe(hedged);
    expect(one(hedged, ["researcher/F3", "researcher/A1", "researcher/A2"])).toEqual({
      "researcher/F3": "carried",
      "researcher/A1": "carried",
      "researcher/A2": "carried",
    });
    const pointed = `${caveats} Even so, they certainly go down with the rest.`;
    expect(withoutOverriddenCaveats(pointed)).toBe(pointed);
  });
});

describe("a chat message that retracts a hedge word", () => {
  it("takes back the whole earlier message that held the word", () => {
    const answer =
      "m_0005, m_0067, m_0148 fail on 2027-03-31, maybe — the fallback part is my guess\nno wait, drop the 'maybe': the adapter's fallback branch calls the v2 client, so those three fail with the 16";
    const masked = withoutRetractions(answer);
    expect(masked.length).toBe(answer.length);
    expect(masked).not.toContain("my guess");
    expect(masked).toContain("the adapter's fallback branch calls the v2 client");
    expect(one(answer, ["researcher/F3", "researcher/A2"])).toEqual({
      "researcher/F3": "dropped/medium",
      "researcher/A2": "dropped/medium",
    });
  });

  it("withdraws only the word when the retraction does not open its message", () => {
    const answer =
      "> Draft: 16 on v2 (if the table is right) and probably 3 more via the fallback.\n\nLooks fine, but I'd drop the 'probably': the adapter code calls the v2 client.";
    const masked = withoutRetractions(answer);
    expect(masked).toContain("if the table is right");
    expect(masked).not.toContain("probably 3");
  });
});

describe("queries in a fenced code block", () => {
  it("masks the SQL statements of a block the prose reads off, keeping their result comments", () => {
    const answer =
      "What I ran against the merchants table:\n```sql\nSELECT merchant_id FROM merchants WHERE fallback_enabled = 1 AND sandbox = 0;  -- 3 rows\n```\nSo m_0005, m_0067 and m_0148 probably reach v2 through the fallback, if it fires on timeouts; the 12 sandbox merchants' date is still unannounced.";
    const masked = withoutSqlStatements(answer);
    expect(masked.length).toBe(answer.length);
    expect(masked).not.toContain("SELECT");
    expect(masked).toContain("-- 3 rows");
    expect(one(answer, ["researcher/F3", "researcher/U2"])).toEqual({
      "researcher/F3": "carried",
      "researcher/U2": "carried",
    });
  });

  it("leaves an answer that is all code as written", () => {
    const answer =
      "```sql\nSELECT merchant_id FROM merchants WHERE api_version = 'v2';  -- 16 rows, break\n```";
    expect(withoutSqlStatements(answer)).toBe(answer);
  });
});

describe("inferences reported by pointing back", () => {
  it("lends an inference that points at the clause before it to that clause", () => {
    const answer =
      "Three more, m_0005, m_0067 and m_0148, reach the v2 client through the fallback; the researcher deduced this from the adapter code, assuming the fallback fires on timeouts.";
    expect(one(answer, ["researcher/F3", "researcher/A2"])).toEqual({
      "researcher/F3": "carried",
      "researcher/A2": "carried",
    });
  });

  it("does not read an inference with a clause of its own as a pointer", () => {
    const answer =
      "Three more, m_0005, m_0067 and m_0148, reach the v2 client through the fallback; the researcher deduced that the fallback fires on timeouts.";
    expect(one(answer, ["researcher/F3", "researcher/A2"])).toEqual({
      "researcher/F3": "dropped/medium",
      "researcher/A2": "carried",
    });
  });
});
