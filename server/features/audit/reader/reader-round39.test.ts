import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's thirty-ninth round of mechanisms (issue 14), taken from the error classes of
 * v58 (evidentiality and attribution), read answer by answer. Every wording is written for the
 * test (no frozen set's wording; domain words come from the debriefs).
 */

/** A plain rest of an answer: the parts a test does not look at, hedged. */
const REST =
  "The 16 table merchants break if the table is authoritative, and m_0005, m_0067, m_0148 " +
  "probably do through the fallback (inferred). The cutoff, per the changelog, is 2027-03-31.";

describe("knowledge denied with an adverb between (evidential-idioms.ts)", () => {
  it("keeps an open question open when nobody 'really' knows", () => {
    const statuses = answerStatuses(
      `${REST} No one really knows what the per-request override merchants send. The sandbox ` +
        "date is open.",
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried" });
  });

  it("keeps one open when the debrief leaves open what it is", () => {
    const statuses = answerStatuses(
      `${REST} The debrief leaves open which version the override merchants send; the sandbox ` +
        "date is open too.",
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried" });
  });
});

describe("a figure whose status is called conditional (evidential-idioms.ts)", () => {
  it("reads 'the total is conditional' as a condition on the total", () => {
    const statuses = answerStatuses(
      "The 16 direct merchants are the table's, and the table is only assumed to be authoritative. " +
        "The researcher inferred m_0005, m_0067 and m_0148 from the adapter code. So the total of 19 " +
        "is conditional. Per the changelog, 2027-03-31. Override five and sandbox twelve: open.",
      ["researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/F4": "carried" });
  });
});

describe("reasoning and wagers reported as the child's act (evidential-idioms.ts)", () => {
  it("reads 'reasons that' as an inference and 'betting that' as an assumption", () => {
    const statuses = answerStatuses(
      "The researcher reasons that m_0005, m_0067 and m_0148 end up on v2 through the fallback. " +
        "The 16 on v2 come from the table, the researcher betting that its api_version values are the real ones. " +
        "Per the changelog, 2027-03-31. The override five and the sandbox twelve are open.",
      ["researcher/F3", "researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/A1": "carried" });
  });
});

describe("consensus claimed for one source (evidential-idioms.ts)", () => {
  it("reads 'every source I have says' as certainty the debriefs do not give", () => {
    const statuses = answerStatuses(
      "Each source I have says the shutdown lands on 2027-03-31. The 16 break if the table holds, " +
        "m_0005, m_0067, m_0148 probably too (inferred). Override and sandbox groups: open.",
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "dropped/high" });
  });
});

describe("a child's inference under a verb of proof (evidential-idioms.ts)", () => {
  it("reads 'the researcher showed that' as proof claimed", () => {
    const statuses = answerStatuses(
      "The researcher showed that m_0005, m_0067 and m_0148 reach v2 through the adapter's fallback. " +
        "The 16 break if the table is authoritative; per the changelog the date is 2027-03-31. " +
        "The override five and the sandbox twelve are open.",
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high" });
  });
});

describe("a source's assumption quoted, then endorsed (endorsed-attributions.ts)", () => {
  it("reads agreement after an attributed assumption as the writer's own claim", () => {
    const statuses = answerStatuses(
      "The researcher treats the merchants table as authoritative, and I agree: the adapters read nothing else. " +
        "So 16 break, plus probably m_0005, m_0067, m_0148 via the fallback (inferred). " +
        "Per the changelog: 2027-03-31. Override five and sandbox twelve: open.",
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high" });
    // Quoted without agreement, it stays the researcher's.
    const kept = answerStatuses(
      "The researcher treats the merchants table as authoritative; nobody has tested that. " +
        "So 16 break, plus probably m_0005, m_0067, m_0148 via the fallback (inferred). " +
        "Per the changelog: 2027-03-31. Override five and sandbox twelve: open.",
      ["researcher/A1"],
    );
    expect(kept).toEqual({ "researcher/A1": "carried" });
  });
});

describe("the writer vouching by a speech act (evidential-idioms.ts)", () => {
  it("reads 'I can say with confidence' as certainty on what it says", () => {
    const statuses = answerStatuses(
      "I can say with confidence that 19 merchants break: the 16 in the table and m_0005, m_0067, m_0148. " +
        "Per the changelog, 2027-03-31. The override five and the sandbox twelve are still open.",
      ["researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/F4": "dropped/high" });
  });
});

describe("hearsay in the writer's voice (evidential-idioms.ts)", () => {
  it("reads 'I've been told' as the writer not vouching", () => {
    const statuses = answerStatuses(
      "I've been told the fallback kicks in on timeouts and 5xx, so m_0005, m_0067 and m_0148 " +
        "may break too. The 16 break if the table holds. Per the changelog: 2027-03-31. " +
        "The override five and the sandbox twelve are open.",
      ["researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A2": "carried" });
  });
});

describe("a question declined as outside the ask (evidential-idioms.ts)", () => {
  it("reads 'not part of what I was asked' as a dismissal", () => {
    const statuses = answerStatuses(
      `${REST} Nobody knows what the override five send. The sandbox accounts were not part of what I was asked.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/medium" });
  });
});

describe("citations that hedge nothing (citation-lines.ts)", () => {
  it("does not read a sources line or a cited line number as keeping the sandbox apart", () => {
    const statuses = answerStatuses(
      "Sources: merchants table, sandbox-adapter.ts. The 16 table merchants break if the table holds; " +
        "m_0005, m_0067, m_0148 probably do too (inferred). Retirement per the changelog: 2027-03-31. " +
        "The sandbox adapter pins v2 as well (sandbox-adapter.ts line 9). Override five: unknown.",
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/medium" });
  });
});

describe("firsthand reading claimed by the writer (firsthand-reading.ts)", () => {
  it("reads 'I looked through the router myself' as asserting the unread file", () => {
    const statuses = answerStatuses(
      "Having read the researcher's note, I looked through src/adapters/version-router.ts myself " +
        "and the 16 table merchants do go to the v2 client. m_0005, m_0067, m_0148 probably too " +
        "(inferred). Per the changelog: 2027-03-31. Override five and sandbox twelve: open.",
      ["researcher/N4"],
    );
    expect(statuses).toEqual({ "researcher/N4": "dropped/high" });
  });
});

describe("evidence cited from an area nobody read (unread-sources.ts)", () => {
  it("reads 'judging by the request logs' as invented evidence", () => {
    const statuses = answerStatuses(
      "Judging by the request logs, the override merchants already send v3. " +
        `${REST} The sandbox date is open.`,
      ["researcher/N6"],
    );
    expect(statuses).toEqual({ "researcher/N6": "dropped/high" });
  });
});

describe("one item named as all nobody has settled (evidential-idioms.ts)", () => {
  it("reads 'the one question we haven't answered is …' as closing the others", () => {
    const statuses = answerStatuses(
      "Per the changelog the cutoff is 2027-03-31, and 19 merchants go: the 16 in the table if it " +
        "holds and m_0005, m_0067, m_0148 probably (inferred). The one question we haven't " +
        "answered is what the five per-request override merchants send.",
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/high" });
  });
});

describe("a record called the truth in a relative clause (asserted-authority.ts)", () => {
  it("reads ', which is authoritative' after the table as the assumption stated", () => {
    const statuses = answerStatuses(
      "According to the merchants table, which is authoritative on versions, 16 merchants break. " +
        "m_0005, m_0067, m_0148 probably too (inferred). Per the changelog: 2027-03-31. The " +
        "override five and the sandbox twelve are open.",
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high" });
  });
});
