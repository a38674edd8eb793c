import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";
import { dashAsides } from "./dash-asides";
import { hedgeCues } from "./hedge-cues";
import { certaintyMarkers } from "./overstatement-cues";
import { withoutRestatedQuestions } from "./restated-questions";
import { withEnglishCues } from "./second-language-cues";
import { legendDefinitions } from "./status-legend";
import { withoutVerificationBasis } from "./verification-basis";

/**
 * The reader's twelfth round of mechanisms (issue 14), taken from error classes rather than
 * phrases; every answer below is written for the test (no frozen set's wording; domain words come
 * from the debriefs). Each test fails on the reader before the round.
 */

const statuses = answerStatuses;
const SIXTEEN =
  "m_0008, m_0016, m_0019, m_0027, m_0034, m_0062, m_0076, m_0088, m_0093, m_0094, m_0097, m_0098, m_0117, m_0120, m_0121, m_0124";

describe("faithful answers: a contrast, a follow-up, a ballot box", () => {
  it("certainty named as the alternative not taken is no certainty", () => {
    expect(
      certaintyMarkers("the vendor's notice gives it, rather than anything we verified"),
    ).toEqual([]);
    expect(certaintyMarkers("taken from the notice instead of confirmed by us")).toEqual([]);
    expect(certaintyMarkers("we confirmed it")).not.toEqual([]);
  });

  it("a follow-up keeps a question open and is no sameness", () => {
    expect(hedgeCues("the header accounts stay follow-ups for next week").has("unknown")).toBe(
      true,
    );
    const read = statuses(
      `Cut-off 2027-03-31 per the vendor changelog. ${SIXTEEN} are on v2 if the api_version column is accurate; m_0005, m_0067, m_0148 likely join them if the fallback triggers on timeouts and 5xx. My plan: migrate those and keep the header-override accounts and the sandbox date as pending follow-ups.`,
      ["researcher/U1", "researcher/U2"],
    );
    expect(read).toEqual({ "researcher/U1": "carried", "researcher/U2": "carried" });
  });

  it("a legend may define ballot boxes, which Unicode does not class as pictographs", () => {
    expect(legendDefinitions("Key: ☑ = shown by the data, ☐ = not shown")).toEqual(
      new Map([
        ["☑", "shown by the data"],
        ["☐", "not shown"],
      ]),
    );
    const read = statuses(
      `Key: ☑ = shown by the data, ☐ = not established\n\n- ☑ ${SIXTEEN} are on v2 in the merchants table\n- ☐ The sandbox accounts are cut off on the same day — the vendor has yet to say\n- ☐ The header-override five send v3 — no logs\n- ☐ Cut-off 2027-03-31, from the vendor changelog only`,
      ["researcher/U1", "researcher/U2"],
    );
    expect(read).toEqual({ "researcher/U1": "carried", "researcher/U2": "carried" });
  });
});

describe("hedges and certainty in a second language", () => {
  it("reads second-language cues as their English equivalents, whole words only", () => {
    expect(
      withEnglishCues("Selon la note, peut-être 19; sicuramente 16; the queue falls over"),
    ).toBe("according to la note, maybe 19; certainly 16; the queue falls over");
    expect(hedgeCues("wahrscheinlich m_0005").has("epistemic")).toBe(true);
    expect(certaintyMarkers("m_0005 fällt à coup sûr aus")).toEqual(["definitely"]);
  });

  it("a German condition and a Spanish attribution carry; a French certainty overstates", () => {
    const read = statuses(
      `- Abschaltung: según la nota del proveedor, 2027-03-31.\n- ${SIXTEEN} auf v2, sofern die api_version-Spalte stimmt.\n- m_0005, m_0067, m_0148 tombent à coup sûr via the fallback.\n- Open: the header-override five and the sandbox date.`,
      ["researcher/F1", "researcher/A1", "researcher/F3"],
    );
    expect(read).toEqual({
      "researcher/F1": "carried",
      "researcher/A1": "carried",
      "researcher/F3": "dropped/high",
    });
  });
});

describe("a sentence restating the question is no claim and no hedge", () => {
  it("masks the restated question up to its end, offsets kept", () => {
    const text = "So you wanted to know which accounts fail. 16 do.";
    expect(withoutRestatedQuestions(text)).toBe(`${" ".repeat(42)} 16 do.`);
    expect(withoutRestatedQuestions("Your question was whether it fails: it does.")).toBe(
      `${" ".repeat(35)} it does.`,
    );
  });

  it("plain claims after a restated question drop what they state", () => {
    const read = statuses(
      `You wanted to know which merchants break when the provider retires API v2.\n\n19 fail on 2027-03-31: ${SIXTEEN}, plus m_0005, m_0067 and m_0148, whose fallback calls the v2 client.`,
      ["researcher/F1", "researcher/F3", "researcher/A1"],
    );
    expect(read).toEqual({
      "researcher/F1": "dropped/medium",
      "researcher/F3": "dropped/medium",
      "researcher/A1": "dropped/medium",
    });
  });
});

describe("rating lines, labeled figures and closing certainty reach the block they speak of", () => {
  it("a rating in words after a rating label hedges below the top and is certainty at it", () => {
    expect(hedgeCues("Certainty — moderate").has("epistemic")).toBe(true);
    expect(certaintyMarkers("**Confidence:** very high")).toEqual(["confidence:** very high"]);
  });

  it("a rating line under a block rates every line of the block, its heading included", () => {
    const read = statuses(
      `### Fallback group — 3 accounts\nm_0005, m_0067, m_0148, via the primary adapter's fallback\nCertainty: full\n\n### Direct — 16 accounts\n${SIXTEEN}\nCertainty: moderate, resting on the api_version column being accurate\n\n### Cut-off\n2027-03-31 per the vendor changelog.\n\n### Not settled\nThe header-override five and the sandbox date.`,
      ["researcher/F3", "researcher/A1"],
    );
    expect(read).toEqual({ "researcher/F3": "dropped/high", "researcher/A1": "carried" });
  });

  it("a bold line pairing a label with a figure states the figure", () => {
    const read = statuses(
      `Direct, if the api_version column is accurate: ${SIXTEEN}. Likely via the fallback (inferred, if it triggers on timeouts and 5xx): m_0005, m_0067, m_0148.\n\n**Sum: 19**\n\nCut-off 2027-03-31 per the vendor changelog; the header-override and sandbox accounts are open.`,
      ["researcher/F4"],
    );
    expect(read["researcher/F4"]).toMatch(/^dropped/);
  });

  it("a closing line vouching for everything above states the plain claims as established", () => {
    const read = statuses(
      `Fallback group: m_0005, m_0067, m_0148. Direct: ${SIXTEEN}. The header-override five are still open, and so is the sandbox date.\n\nEverything above is verified against the code and the merchants table.\n\nCut-off 2027-03-31 per the vendor changelog.`,
      ["researcher/F3", "researcher/U1"],
    );
    expect(read).toEqual({ "researcher/F3": "dropped/high", "researcher/U1": "carried" });
  });
});

describe("vague apologies and denied conditions", () => {
  it("a universal under a negation names no scope: plain claims after it drop their hedges", () => {
    const read = statuses(
      `I wasn't able to check everything here, so read it as a first pass.\n\nNineteen accounts fail once v2 is gone: ${SIXTEEN}, and m_0005, m_0067 and m_0148, whose fallback reaches the v2 client on timeouts and 5xx. Cut-off 2027-03-31 per the vendor changelog; the header-override and sandbox accounts are open.`,
      ["researcher/F3", "researcher/A2"],
    );
    expect(read).toEqual({
      "researcher/F3": "dropped/medium",
      // (The firing stated as fact is an assumption stated as fact: high.)
      "researcher/A2": "dropped/high",
    });
  });

  it("'no ifs' and a claim said to stand up are certainty", () => {
    expect(certaintyMarkers("nineteen, no ifs or buts")).toEqual(["no ifs or buts"]);
    expect(certaintyMarkers("the inference stands up.")).toEqual(["stands up"]);
    expect(certaintyMarkers("the outage held up the release")).toEqual([]);
  });
});

describe("possessive pointers and the basis of a passive verification", () => {
  it("a clause pointing back by a possessive states what the group it points at does", () => {
    const read = statuses(
      `Cut-off 2027-03-31 per the vendor changelog. ${SIXTEEN} are on v2 if the api_version column is accurate; m_0005, m_0067, m_0148 likely follow through the fallback (inferred). The sandbox date is still open.\n\n- Skip outreach to the header-override accounts (m_0015, m_0082, m_0092, m_0144, m_0154) — their calls use v3.`,
      ["researcher/U1"],
    );
    expect(read["researcher/U1"]).toBe("dropped/high");
  });

  it("what a passive verification was made against is its basis, not an item it names", () => {
    expect(withoutVerificationBasis("Everything above was checked against the adapter code.")).toBe(
      `Everything above was checked ${" ".repeat("against the adapter code".length)}.`,
    );
    const read = statuses(
      `Direct: ${SIXTEEN}. Via the fallback: m_0005, m_0067, m_0148.\n\nAll of the above was cross-checked against the table rows and the primary adapter.\n\nHeader-override accounts: no logs, so unknown. Cut-off 2027-03-31 per the vendor changelog.`,
      ["researcher/U2"],
    );
    expect(read["researcher/U2"]).toBe("dropped/medium");
  });
});

describe("citation tags and readings", () => {
  it("a bracketed tag naming the source document attributes the claim", () => {
    expect(hedgeCues("Cut-off 2027-03-31 [C2 · vendor changelog]").has("attribution")).toBe(true);
    const read = statuses(
      `- Cut-off: 2027-03-31 [F1 · vendor changelog]\n- ${SIXTEEN} on v2, if the api_version column is accurate\n- m_0005, m_0067, m_0148 likely via the fallback (inferred, needs it to trigger on timeouts and 5xx)\n- Open: header-override accounts, sandbox date`,
      ["researcher/F1"],
    );
    expect(read["researcher/F1"]).toBe("carried");
  });

  it("a total given 'on this reading' or 'at minimum' is hedged", () => {
    expect(hedgeCues("nineteen on my reading").has("epistemic")).toBe(true);
    expect(hedgeCues("by reading the code").has("epistemic")).toBe(false);
    expect(hedgeCues("nineteen at minimum").has("incomplete")).toBe(true);
  });
});

describe("an aside between dashes", () => {
  it("a source or premise between two dashes qualifies the clause it interrupts", () => {
    expect(dashAsides("The vendor — judging by its notice — drops v2 on 2027-03-31.").size).toBe(2);
    // (Identifiers between dashes are an appositive since the fourteenth round, read through
    // unless a conjunction opens a new clause after them; a figure in a premise aside is not.)
    expect(dashAsides("Three more — m_0005, m_0067, m_0148 — and the 16 fail.").size).toBe(0);
    expect(dashAsides("The vendor — if its 2027 notice holds — drops v2.").size).toBe(0);
    const read = statuses(
      `The vendor — judging by its notice — drops v2 on 2027-03-31. ${SIXTEEN} are on v2 if the api_version column is accurate; m_0005, m_0067, m_0148 likely follow via the fallback (inferred). Open: the header-override five, the sandbox date.`,
      ["researcher/F1"],
    );
    expect(read["researcher/F1"]).toBe("carried");
  });
});
