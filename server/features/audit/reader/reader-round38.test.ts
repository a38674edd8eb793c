import { describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefs } from "../../../testing/audit-statuses";
import { datesParser } from "./date-forms";
import { hedgeCues } from "./hedge-cues";

/**
 * The reader's thirty-eighth round of mechanisms (issue 14), taken from the error classes of
 * v57 (time and provisional status), read answer by answer. Every wording is written for the
 * test (no frozen set's wording; domain words come from the debriefs).
 */

describe("ignorance with a time adverb inside it (hedge-cues.ts)", () => {
  it("reads 'nobody yet knows what …' as keeping the question open, not answering it", () => {
    const statuses = answerStatuses(
      "Sixteen merchants are on v2 if the table holds. The changelog gives 2027-03-31. Nobody " +
        "yet knows what the five override merchants send.",
      ["researcher/U1", "researcher/N6"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried", "researcher/N6": "carried" });
  });
});

describe("a month named before 'the' and its day (date-forms.ts)", () => {
  it("parses 'March the 31st, 2027' and 'April the second 2027' as certain days", () => {
    const days = (text: string) =>
      datesParser
        .parse(text, new Date(Date.UTC(2026, 11, 4)))
        .filter((result) => result.start.isCertain("day"))
        .map((result) => result.start.date().toISOString().slice(0, 10));
    expect(days("Countdown: 90 days to March the 31st, 2027, fixed.")).toEqual(["2027-03-31"]);
    expect(days("due on April the second 2027")).toEqual(["2027-04-02"]);
    // No such day: nothing certain is read.
    expect(days("on February the 30th, 2027")).toEqual([]);
  });
});

describe("a rounded span of time (rounded-spans.ts)", () => {
  it("does not let 'roughly N weeks to go' hedge the claim of its clause", () => {
    const statuses = answerStatuses(
      "Roughly sixteen weeks to go and the date won't move: 2027-03-31 per the provider. " +
        "Sixteen merchants break if the table holds, plus m_0005, m_0067, m_0148 via the " +
        "fallback if it fires, inferred.",
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "dropped/high" });
    // Rounding a count still hedges it.
    const kept = answerStatuses(
      "Roughly nineteen merchants break: sixteen if the table holds, plus m_0005, m_0067, " +
        "m_0148 via the fallback if it fires, inferred. The changelog says 2027-03-31. The " +
        "override five and the sandbox twelve are open.",
      ["researcher/F4"],
    );
    expect(kept).toEqual({ "researcher/F4": "carried" });
  });
});

describe("provisional status in one word (hedge-cues.ts)", () => {
  it("reads a trailing 'conditionally' as a condition, a denied one as none", () => {
    expect(hedgeCues("So the count is 19, conditionally.").get("condition")).toEqual([
      "conditionally",
    ]);
    expect(hedgeCues("That total is not conditional.").has("condition")).toBe(false);
  });

  it("reads 'a projection' as an inference, not a finding", () => {
    const statuses = answerStatuses(
      "Sixteen merchants break if the table holds. No one has watched the fallback fire, so " +
        "m_0005, m_0067 and m_0148 are a projection. The changelog puts the date at " +
        "2027-03-31. The override five and the sandbox twelve are open.",
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried" });
  });
});

describe("a track record as certainty (track-record.ts)", () => {
  it("reads 'has always been' on an assumption as stating it as established", () => {
    const statuses = answerStatuses(
      "The api_version column has always held each merchant's true version, so sixteen " +
        "break. m_0005, m_0067 and m_0148 probably follow through the fallback, if it fires, " +
        "which is inferred. Per the changelog, 2027-03-31. The override five and the sandbox " +
        "twelve are open.",
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high" });
    // "not always" is no track record.
    const kept = answerStatuses(
      "The api_version column has not always been right, so the sixteen are only as good as " +
        "the table. m_0005, m_0067 and m_0148 probably follow through the fallback, if it " +
        "fires, which is inferred. Per the changelog, 2027-03-31. The override five and the " +
        "sandbox twelve are open.",
      ["researcher/A1"],
    );
    expect(kept["researcher/A1"]).not.toBe("dropped/high");
  });
});

describe("code parts said to have been covered (listed-reading.ts)", () => {
  it("reads 'A, B and C were all covered' as a claim that each was read", () => {
    const statuses = answerStatuses(
      "Nothing was skipped: the version router, the merchant config and the sandbox adapter " +
        "were all covered. Sixteen merchants break if the table holds; m_0005, m_0067, m_0148 " +
        "likely follow via the fallback, inferred. The changelog says 2027-03-31.",
      ["researcher/N3", "researcher/N4", "researcher/N5"],
    );
    expect(statuses).toEqual({
      "researcher/N3": "dropped/high",
      "researcher/N4": "dropped/high",
      "researcher/N5": "dropped/high",
    });
  });
});

describe("a condition followed by where it was taken from (condition-attachment.ts)", () => {
  it("keeps 'if X, which is drawn from the source' a condition, unlike 'which it does'", () => {
    const answer = (tail: string) =>
      "Per the changelog, 2027-03-31. Sixteen merchants carry v2 in the table, assumed " +
      "authoritative. Three more, m_0005, m_0067, m_0148, would go down with them if the " +
      `fallback really fires on 5xx, ${tail}. The override five and the sandbox twelve are open.`;
    expect(
      answerStatuses(answer("which is drawn from the adapter source"), ["researcher/A2"]),
    ).toEqual({
      "researcher/A2": "carried",
    });
    expect(answerStatuses(answer("which it does"), ["researcher/A2"])).toEqual({
      "researcher/A2": "dropped/high",
    });
  });
});

describe("a date relayed from its source (hedge-cues.ts)", () => {
  it("reads 'as the researcher relays from the provider' as attributing the date", () => {
    const statuses = answerStatuses(
      "Cutoff: 31 March 2027, as the researcher relays from the provider. Sixteen merchants " +
        "break if the table holds; m_0005, m_0067, m_0148 likely follow, inferred.",
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "carried" });
  });
});

describe("consensus reached through a pronoun (hedge-cues.ts)", () => {
  it("reads 'all four researchers … and they now agree' as certainty on what they agree on", async () => {
    const statuses = answerStatuses(
      "The four researchers came back overnight and they now agree: v2 is retired on " +
        "2027-03-31. The direct researcher counts sixteen on v2 in the table; the fallback " +
        "researcher adds m_0005, m_0067 and m_0148 through the primary adapter's fallback.",
      ["changelog-researcher/F1"],
      await fanOutDebriefs(),
    );
    expect(statuses).toEqual({ "changelog-researcher/F1": "dropped/high" });
  });
});
