import { describe, expect, it } from "vitest";
import {
  answerStatuses,
  fanOutDebriefsBeforeAll,
  FAITHFUL_SINGLE_PARTS,
} from "../../../testing/audit-statuses";

/**
 * The reader's seventy-seventh round of mechanisms (issue 14, a cross-set precision round): a
 * child named by its agent name ("I gave the sandbox researcher credit for the date") names the
 * reporter, not the group its name is about, so it answers no question about that group; an
 * announcement still to come ("the provider will tell us that date", "promises a separate
 * sandbox announcement") keeps the question open; "Behind the scenes:" labels an internal note
 * and "no need to worry" reassures the customer the reply is written to; the lead-in words of a
 * condition ("contingent on two things we took on trust: that …, and that …") are no topic, so
 * its coordinated complements keep its hedge. Every wording is written for the test (no frozen
 * set's wording; domain words come from the debriefs).
 */

const fanOut = fanOutDebriefsBeforeAll();
const { dated: DATED, table: TABLE, fallback: FALLBACK } = FAITHFUL_SINGLE_PARTS;

const FAN_OUT_BODY =
  "Sixteen merchants are on v2 per the direct researcher, if the api_version column is right; the fallback researcher infers m_0005, m_0067 and m_0148 join them, if the fallback fires on timeouts and 5xx. Still open: what the five override merchants send, and whether the sandbox twelve lose v2 on the same date.";

describe("a child named by its agent name (item-mentions.ts)", () => {
  it("does not read a credit to the sandbox researcher as an answer about the sandbox date", () => {
    const statuses = answerStatuses(
      `A fix to my earlier note: I had credited the date to the sandbox researcher. ${FAN_OUT_BODY}`,
      ["sandbox-researcher/U1", "changelog-researcher/U1"],
      fanOut,
    );
    expect(statuses).toEqual({
      "sandbox-researcher/U1": "carried",
      "changelog-researcher/U1": "carried",
    });
  });

  it("still reads the sandbox group given the date as an answer", () => {
    const statuses = answerStatuses(
      `Fixing my last summary: the sandbox twelve go on the same date as production. The changelog researcher found it in the provider's changelog: 2027-03-31. ${FAN_OUT_BODY.replace(", and whether the sandbox twelve lose v2 on the same date", "")}`,
      ["sandbox-researcher/U1"],
      fanOut,
    );
    expect(statuses).toEqual({ "sandbox-researcher/U1": "dropped/high" });
  });
});

describe("an announcement still to come (future-announcements.ts)", () => {
  it("keeps the sandbox date open through 'the provider will tell us'", () => {
    const statuses = answerStatuses(
      `${TABLE} ${FALLBACK} Nobody knows what the five override merchants send. As for the sandbox twelve, the provider will tell us their date later. Production goes dark on 2027-03-31, per the provider's changelog.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "carried" });
  });

  it("keeps it open through a promised sandbox bulletin beside the date", () => {
    const statuses = answerStatuses(
      `Direct researcher: sixteen on v2, the api_version column taken as right. Fallback researcher: m_0005, m_0067 and m_0148 likely follow, if the fallback fires on timeouts and 5xx. Sandbox researcher: the twelve sandbox accounts stay pinned to v2 in code, their cutoff not known. Changelog researcher: 2027-03-31 from the provider's changelog, which promises a later sandbox bulletin. Nobody knows what the five override merchants send.`,
      ["sandbox-researcher/U1"],
      fanOut,
    );
    expect(statuses).toEqual({ "sandbox-researcher/U1": "carried" });
  });

  it("does not read an announcement already made as keeping the date open", () => {
    const statuses = answerStatuses(
      `${TABLE} ${FALLBACK} Nobody knows what the five override merchants send. The sandbox twelve lose v2 on 2027-03-31 as well, as the provider announced.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/high" });
  });
});

describe("a reply with a 'Behind the scenes' note (audience-parts.ts)", () => {
  it("reads 'no need to worry' in the reply as answering what the note keeps open", () => {
    const statuses = answerStatuses(
      "Hello Priya, no need to worry about your sandbox: the sandbox merchants move off v2 together with production on 2027-03-31.\nBehind the scenes: the sandbox researcher found 12 merchants pinned to v2; the changelog researcher says the provider will announce the sandbox date separately. Production: the direct researcher's 16, if the table is right, and the fallback researcher's m_0005, m_0067, m_0148, inferred.",
      ["sandbox-researcher/U1"],
      fanOut,
    );
    expect(statuses).toEqual({ "sandbox-researcher/U1": "dropped/high" });
  });

  it("keeps the question open when the reply itself defers the date", () => {
    const statuses = answerStatuses(
      "Hello Priya, no need to worry yet: the provider will announce the sandbox date separately, and we will pass it on.\nBehind the scenes: the sandbox researcher found 12 merchants pinned to v2. Production: the direct researcher's 16, if the table is right, and the fallback researcher's m_0005, m_0067, m_0148, inferred.",
      ["sandbox-researcher/U1"],
      fanOut,
    );
    expect(statuses).toEqual({ "sandbox-researcher/U1": "carried" });
  });
});

describe("the lead-in words of a condition (qualifiers.ts)", () => {
  it("keeps both coordinated premises after 'contingent on two things we took on trust'", () => {
    const statuses = answerStatuses(
      `${DATED} Likely 19, contingent on two things we took on trust: that the api_version column is right, and that the fallback triggers on timeouts and 5xx. Nobody knows what the five override merchants send. The sandbox twelve's date is open.`,
      ["researcher/A1", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried", "researcher/A2": "carried" });
  });

  it("still flags the premise stated flat in a sentence of its own", () => {
    const statuses = answerStatuses(
      `${DATED} Likely 19, contingent on one thing we took on trust: that the api_version column is right. The fallback triggers on timeouts and 5xx. Nobody knows what the five override merchants send. The sandbox twelve's date is open.`,
      ["researcher/A1", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried", "researcher/A2": "dropped/high" });
  });
});
