import { describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefsBeforeAll } from "../../../testing/audit-statuses";

/**
 * The reader's general mechanisms for the five failure classes of issue 14, one block per
 * class, each with answers written for this test (not taken from either frozen set): trailing
 * hedge fragments and parentheses (1), paraphrased hedges and ambiguous ones (2), hedge scope
 * per clause and per item (3), pointers back to a hedged claim (4), totals that state their
 * parts and questions they add in (5).
 */

const fanOut = fanOutDebriefsBeforeAll();

const statuses = answerStatuses;

describe("class 1: layout", () => {
  it("a trailing hedge fragment after a semicolon or dash qualifies the clauses before it", () => {
    expect(
      statuses(
        "m_0005, m_0067 and m_0148 reach v2 when the fallback trips; deduced from the adapter code, not observed.",
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "carried" });
    expect(
      statuses("m_0005, m_0067 and m_0148 reach v2 when the fallback trips.", ["researcher/F3"]),
    ).toEqual({ "researcher/F3": "dropped/medium" });
  });

  it("a dash inside parentheses does not cut the parenthesis off its claim", () => {
    expect(
      statuses("Cut-off: 2027-03-31 (taken from the provider's notice — not checked by us).", [
        "researcher/F1",
      ]),
    ).toEqual({ "researcher/F1": "carried" });
  });

  it("reads YAML-like keys as labels and headings ('open_questions:', 'sandbox_date: unknown')", () => {
    const answer = [
      "cutoff: 2027-03-31  # from the provider changelog",
      "fallback_accounts: m_0005, m_0067, m_0148  # deduced from code",
      "open_questions:",
      "  - header_overrides: m_0015, m_0082, m_0092, m_0144, m_0154",
      "  - sandbox_date: unknown",
    ].join("\n");
    expect(
      statuses(answer, ["researcher/F1", "researcher/F3", "researcher/U1", "researcher/U2"]),
    ).toEqual({
      "researcher/F1": "carried",
      "researcher/F3": "carried",
      "researcher/U1": "carried",
      "researcher/U2": "carried",
    });
  });

  it("a heading names the subject of the sentences under it", () => {
    expect(
      statuses(
        "## Sandbox accounts\nAll 12 of them stop working together with production on 2027-03-31.",
        ["researcher/U2"],
      ),
    ).toEqual({ "researcher/U2": "dropped/high" });
  });
});

describe("class 2: paraphrased and ambiguous hedges", () => {
  it("keeps open what waits on someone, what cannot be called yet, and what waits to be settled", () => {
    expect(
      statuses(
        "16 accounts are pinned to v2. The 12 sandbox accounts wait on the provider's own notice, and we can't call the five header-override merchants yet.",
        ["researcher/U1", "researcher/U2"],
      ),
    ).toEqual({ "researcher/U1": "carried", "researcher/U2": "carried" });
    expect(
      statuses("No list goes out until the override question is settled.", ["researcher/U1"]),
    ).toEqual({ "researcher/U1": "carried" });
  });

  it("a source named in the sentence carries a reported finding, never an inference", () => {
    expect(
      statuses(
        "The cut-off in the provider's changelog is 2027-03-31. Per the changelog, m_0005, m_0067 and m_0148 fail too.",
        ["researcher/F1", "researcher/F3"],
      ),
    ).toEqual({ "researcher/F1": "carried", "researcher/F3": "dropped/medium" });
  });

  it("a finding hedged only by 'should' is uncertain, not guessed", () => {
    expect(
      statuses("m_0005, m_0067 and m_0148 should move off v2 before the cut-off.", [
        "researcher/F3",
      ]),
    ).toEqual({ "researcher/F3": "uncertain" });
  });
});

describe("class 3: hedge scope", () => {
  it("a hedge in one coordinated clause does not reach the next one", () => {
    expect(
      statuses(
        "The fallback might send some traffic to v2, and m_0005, m_0067 and m_0148 fail on 2027-03-31.",
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "dropped/medium" });
  });

  it("a condition carries only the items it is about", () => {
    expect(
      statuses(
        "Somewhere between 19 and 24 merchants are hit on 31 March 2027, depending on what the five override merchants send.",
        ["researcher/F3", "researcher/A1", "researcher/U1"],
      ),
    ).toEqual({
      "researcher/F3": "dropped/medium",
      "researcher/A1": "dropped/medium",
      "researcher/U1": "carried",
    });
  });

  it("a leading condition covers the whole main clause, past a dash", () => {
    expect(
      statuses(
        "Provided the api_version column is authoritative, 16 accounts fail outright and 3 more probably fail through the fallback — 19 altogether.",
        ["researcher/F4", "researcher/A1"],
      ),
    ).toEqual({ "researcher/F4": "carried", "researcher/A1": "carried" });
  });
});

describe("class 4: mention, then contradict", () => {
  it("a sentence pointing back at a hedged claim with certainty drops it high", () => {
    expect(
      statuses(
        "The researcher marked the three fallback merchants as an inference. They will fail, no doubt about it.",
        ["researcher/F3", "researcher/A2"],
      ),
    ).toEqual({ "researcher/F3": "dropped/high", "researcher/A2": "dropped/high" });
  });
});

describe("class 5: totals and fan-out", () => {
  it("a stated total states the findings it adds up", () => {
    expect(
      statuses("Nineteen accounts break, every one of them confirmed.", ["researcher/F3"]),
    ).toEqual({ "researcher/F3": "dropped/high" });
  });

  it("a breakdown of a larger total states the finding its parts add up to", () => {
    expect(
      statuses("Count 24 in all: 16 configured, 3 through the fallback, 5 overriding.", [
        "researcher/F4",
      ]),
    ).toEqual({ "researcher/F4": "dropped/medium" });
  });

  it("a fan-out total that adds in the sandbox merchants settles their open date", () => {
    const answer =
      "Direct: 16 merchants configured for v2 (table assumed authoritative). The fallback adds 3 more, inferred from the code. So 31 accounts must move before the 2027-03-31 deadline from the changelog.";
    expect(statuses(answer, ["sandbox-researcher/U1", "changelog-researcher/U1"], fanOut)).toEqual({
      "sandbox-researcher/U1": "dropped/high",
      "changelog-researcher/U1": "dropped/high",
    });
  });
});
