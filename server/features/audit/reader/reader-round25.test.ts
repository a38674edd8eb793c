import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";
import { withoutOverriddenQuotes } from "./quoted-replies";
import { withoutRetractions } from "./retractions";

/**
 * The reader's twenty-fifth round of mechanisms (issue 14), taken from the error classes of
 * v34 (community and forum posts: edits, quoted replies, sarcasm, signatures, answer badges)
 * and v35 (journalism and press releases: attribution, unverified claims, corrections), read
 * answer by answer. Every wording is written for the test (no frozen set's wording; domain words
 * come from the debriefs).
 */

describe("a quoted claim the reply disagrees with", () => {
  it("masks the quote when the reply pushes back on it or disagrees", () => {
    const quote = "> someone wrote: all 16 on v2 certainly stop working on 2027-03-31\n\n";
    for (const reply of [
      "I have to push back on that. The date is only the provider's changelog.",
      "I disagree with the certainty here: the date is only announced.",
      "Not so sure about that — the count comes from an unchecked table.",
    ]) {
      const masked = withoutOverriddenQuotes(quote + reply);
      expect(masked).not.toContain("certainly");
      expect(masked.endsWith(reply)).toBe(true);
    }
  });

  it("masks the quote when the reply opens by denying that its sources agree", () => {
    const quote = "> @dev: every report says the same, so 19 it is for sure\n\n";
    for (const reply of [
      "Those reports do not agree on any total; the three are inferred.",
      "The reports don't agree on 19; each is hedged.",
    ])
      expect(withoutOverriddenQuotes(quote + reply)).not.toContain("for sure");
  });

  it("keeps a quote the reply only answers or agrees with", () => {
    const answer =
      "> does the sandbox move on the same date?\n\nI'd agree it is worth asking; nobody knows.";
    expect(withoutOverriddenQuotes(answer)).toBe(answer);
  });

  it("does not flag the date when the certain wording sits only in a disputed quote", () => {
    const answer =
      "> quoting the thread: the 16 v2 merchants are definitely cut off on 2027-03-31\n\nI'd push back on \"definitely\". The 16 are from the merchants table's api_version column, unchecked, and the date is what the provider's changelog announced, not observed. m_0005, m_0067 and m_0148 likely join them if the fallback fires on timeouts/5xx (inferred from code). Nobody knows about the 5 override merchants or the 12 sandbox accounts yet.";
    const statuses = answerStatuses(answer, ["researcher/F1", "researcher/F3"]);
    expect(statuses["researcher/F1"]).toBe("carried");
    expect(statuses["researcher/F3"]).toBe("carried");
  });
});

describe("a note that reports what an earlier version said", () => {
  it("masks the reported claim and keeps what the note says now", () => {
    const answer =
      "Editor's note: A previous version of this story said the 16 v2 merchants would certainly be cut off on 2027-03-31. That date is what the provider's changelog announces, and the 16 rest on the merchants table, which nobody checked.";
    const masked = withoutRetractions(answer);
    expect(masked).not.toContain("certainly");
    expect(masked).toContain("Editor's note:");
    expect(masked).toContain("which nobody checked.");
    expect(answerStatuses(answer, ["researcher/F1", "researcher/A1"])).toEqual({
      "researcher/F1": "carried",
      "researcher/A1": "carried",
    });
  });

  it("leaves a sentence about a version of the API alone", () => {
    const answer = "The previous version of the API said nothing about retirement dates.";
    expect(withoutRetractions(answer)).toBe(answer);
  });
});
