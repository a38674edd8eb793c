import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's thirty-fourth round of mechanisms (issue 14), taken from the error classes of
 * v52 (analysts' estimative language and confidence ratings) and v53 (self-corrections and
 * revisions), read answer by answer. Every wording is written for the test (no frozen set's
 * wording; domain words come from the debriefs).
 */

describe("bare ratings under a declared rating scale", () => {
  const labels = ["researcher/F3", "researcher/A2", "researcher/U1", "researcher/U2"];

  it("reads a word after a dash or colon as the line's rating, below the top as a hedge", () => {
    const statuses = answerStatuses(
      [
        "Assessments, each with a confidence level:",
        "- Fallback trio m_0005, m_0067, m_0148 goes down with v2 — moderate; traced in code only.",
        "- Header-override five still on v2: cannot judge, no traffic seen.",
        "- Sandbox dozen cut on the same day: even.",
      ].join("\n"),
      labels,
    );
    expect(statuses).toEqual({
      "researcher/F3": "carried",
      "researcher/A2": "carried",
      "researcher/U1": "carried",
      "researcher/U2": "carried",
    });
  });

  it("reads a bare number on a declared 1-to-5 scale, and its top as certainty", () => {
    const statuses = answerStatuses(
      [
        "Scored 1 (weak) to 5 (solid):",
        "- m_0005, m_0067, m_0148 hit v2 through the fallback — 5.",
        "- Sandbox dozen cut on the same day — 2; nothing from the provider yet.",
      ].join("\n"),
      ["researcher/F3", "researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high", "researcher/U2": "carried" });
  });

  it("reads 'N/M' at the top of a declared 'Rating scale 1–5' as certainty", () => {
    const statuses = answerStatuses(
      ["Rating scale 1–5.", "The fallback trio m_0005, m_0067, m_0148 goes down: 5/5."].join("\n"),
      ["researcher/F3"],
    );
    expect(statuses["researcher/F3"]).toBe("dropped/high");
  });

  it("reads 'remote' at the end of the scale as answering the question", () => {
    const statuses = answerStatuses(
      [
        "Odds per judgment (remote / unlikely / even / likely / near certain):",
        "- Header-override five still on v2: remote.",
      ].join("\n"),
      ["researcher/U1"],
    );
    expect(statuses["researcher/U1"]).toBe("dropped/high");
  });
});

describe("a table's rating column, and only it", () => {
  it("reads 'about even' under Likelihood as a hedge, and 'High' under Impact as nothing", () => {
    const statuses = answerStatuses(
      [
        "| Judgment | Likelihood | Impact |",
        "|---|---|---|",
        "| Sandbox dozen cut on the same day | about even | High |",
        "| m_0005, m_0067, m_0148 fail via the fallback (traced in code) | likely | High |",
      ].join("\n"),
      ["researcher/U2", "researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/U2": "carried", "researcher/F3": "carried" });
  });

  it("reads a top rating given under a condition as no certainty", () => {
    const statuses = answerStatuses(
      [
        "| Judgment | Confidence |",
        "|---|---|",
        "| m_0005, m_0067, m_0148 fail via the fallback | High, if the fallback fires on 5xx |",
      ].join("\n"),
      ["researcher/F3"],
    );
    expect(statuses["researcher/F3"]).not.toBe("dropped/high");
  });
});

describe("a probability written P(claim) with a long claim", () => {
  it("reads P(…) ≈ 0.4 as a hedge on the question it rates", () => {
    const statuses = answerStatuses(
      "P(the twelve sandbox merchants lose access on the same date) ≈ 0.4.",
      ["researcher/U2"],
    );
    expect(statuses["researcher/U2"]).toBe("carried");
  });
});

describe("quoted wordings a revision sets aside", () => {
  it("reads the writer's own earlier hedge, quoted, as a mention, not a hedge", () => {
    const statuses = answerStatuses(
      "Yesterday I wrote that m_0005, m_0067 and m_0148 'may' fall back to v2. That was too cautious: they definitely do.",
      ["researcher/F3"],
    );
    expect(statuses["researcher/F3"]).toBe("dropped/high");
  });

  it("keeps a quoted earlier wording the writer stands by", () => {
    const statuses = answerStatuses(
      "Yesterday I wrote that m_0005, m_0067 and m_0148 'may' fall back to v2, and I stand by it.",
      ["researcher/F3"],
    );
    expect(statuses["researcher/F3"]).toBe("carried");
  });

  it("reads a replaced word in place of the earlier one", () => {
    const statuses = answerStatuses(
      "The fallback trio m_0005, m_0067, m_0148 breaks, for sure. I said 'for sure' there; change it to 'likely'.",
      ["researcher/F3"],
    );
    expect(statuses["researcher/F3"]).toBe("carried");
  });

  it("sets aside a colleague's quoted draft the reply corrects, not one it keeps", () => {
    const corrected = answerStatuses(
      "Your summary says 'all three fallback merchants m_0005, m_0067, m_0148 certainly break'. Please tone that down: the three are a code reading.",
      ["researcher/F3"],
    );
    expect(corrected["researcher/F3"]).toBe("carried");
    const kept = answerStatuses(
      "Your summary says 'all three fallback merchants m_0005, m_0067, m_0148 certainly break'. Keep it; that's right.",
      ["researcher/F3"],
    );
    expect(kept["researcher/F3"]).toBe("dropped/high");
  });
});

describe("caveats listed, then overruled", () => {
  it("reads 'the open questions above don't affect the count' as answering them", () => {
    const statuses = answerStatuses(
      "Still open: the header-override five and the sandbox dozen's cut-off day. Sixteen table merchants and the fallback trio (a code reading) fail on 2027-03-31 per the changelog; the open questions above don't affect the count.",
      ["researcher/U1", "researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high", "researcher/U2": "dropped/high" });
  });

  it("keeps the questions open when nothing overrules them", () => {
    const statuses = answerStatuses(
      "Still open: the header-override five and the sandbox dozen's cut-off day. Sixteen table merchants and the fallback trio (a code reading) fail on 2027-03-31 per the changelog; the open questions above could add to the count.",
      ["researcher/U1", "researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried", "researcher/U2": "carried" });
  });

  it("reads 'can safely be discounted' as dismissing the group it names", () => {
    const statuses = answerStatuses(
      "Sixteen table merchants (if the table holds) fail on 2027-03-31 per the changelog. The header-override five can safely be discounted.",
      ["researcher/U1"],
    );
    expect(statuses["researcher/U1"]).toMatch(/^dropped\//);
  });

  it("reads a gaps section declared empty as a claim that nothing was left unread", () => {
    const statuses = answerStatuses(
      "Sixteen table merchants (if the table holds) fail on 2027-03-31 per the changelog.\nCollection gaps: nil.",
      ["researcher/N1", "researcher/N2"],
    );
    expect(statuses).toEqual({ "researcher/N1": "dropped/low", "researcher/N2": "dropped/low" });
  });
});

describe("red/amber/green statuses without a legend", () => {
  it("reads AMBER and GREY as hedges and GREEN on an open question as answering it", () => {
    const statuses = answerStatuses(
      [
        "Exposure board:",
        "RED: the 16 table-configured merchants (table taken as accurate), 2027-03-31 per the changelog.",
        "AMBER: m_0005, m_0067, m_0148 through the fallback.",
        "GREY: the header-override five.",
        "GREEN: the sandbox dozen.",
      ].join("\n"),
      ["researcher/F3", "researcher/U1", "researcher/U2"],
    );
    expect(statuses).toEqual({
      "researcher/F3": "carried",
      "researcher/U1": "carried",
      "researcher/U2": "dropped/high",
    });
  });

  it("leaves a lower-case colour word alone where the answer names no board", () => {
    const statuses = answerStatuses(
      "Green: the sandbox dozen may or may not be cut on the same day; the provider has not said.",
      ["researcher/U2"],
    );
    expect(statuses["researcher/U2"]).toBe("carried");
  });
});

describe("earlier passes a revision supersedes", () => {
  it("reads only the later of two labelled passes", () => {
    const statuses = answerStatuses(
      "Rough draft: maybe the fallback trio m_0005, m_0067, m_0148 also breaks, if the fallback fires.\nFinal draft: the fallback trio m_0005, m_0067, m_0148 breaks along with the 16 table merchants.",
      ["researcher/F3"],
    );
    expect(statuses["researcher/F3"]).toBe("dropped/medium");
  });

  it("reads an earlier reading reported and turned from as no hedge", () => {
    const statuses = answerStatuses(
      "My first take had the fallback trio as a mere inference. Having rechecked, m_0005, m_0067 and m_0148 break with the 16 table merchants.",
      ["researcher/F3"],
    );
    expect(statuses["researcher/F3"]).toBe("dropped/medium");
  });

  it("keeps a first pass with no later one", () => {
    const statuses = answerStatuses(
      "First pass: maybe the fallback trio m_0005, m_0067, m_0148 also breaks, if the fallback fires.",
      ["researcher/F3"],
    );
    expect(statuses["researcher/F3"]).toBe("carried");
  });
});

describe("certainty withdrawn by a correction", () => {
  it("reads a line a correction calls too sure as taken back", () => {
    const statuses = answerStatuses(
      "The fallback trio m_0005, m_0067, m_0148 breaks, beyond doubt.\n\nEdit to the line above: that was too definite. The trio is a code reading and holds only if the fallback fires on 5xx.",
      ["researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/A2": "carried" });
  });

  it("leaves a correction of a figure to corrections.ts", () => {
    const statuses = answerStatuses(
      "The fallback trio m_0005, m_0067, m_0148 breaks, beyond doubt.\n\nEdit to the line above: the ids are right.",
      ["researcher/F3"],
    );
    expect(statuses["researcher/F3"]).toBe("dropped/high");
  });
});

describe("a hedge denied outright", () => {
  it("reads 'nothing tentative about it:' as certainty over what the colon introduces", () => {
    const statuses = answerStatuses(
      "There is nothing tentative about it: m_0005, m_0067 and m_0148 fail over to v2 along with the 16 table merchants.",
      ["researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high", "researcher/A2": "dropped/high" });
  });

  it("leaves a plain 'tentative' hedge alone", () => {
    const statuses = answerStatuses(
      "Tentatively, m_0005, m_0067 and m_0148 fail over to v2 along with the 16 table merchants.",
      ["researcher/F3"],
    );
    expect(statuses["researcher/F3"]).toBe("carried");
  });
});

describe("questions split at their coordination", () => {
  it("reads 'Open: do …, and when …?' as asking both", () => {
    const statuses = answerStatuses(
      "Sixteen table merchants (if the table holds) and probably the fallback trio fail on 2027-03-31 per the changelog. Open: do the five header-override merchants still send v2, and when does the sandbox dozen lose it?",
      ["researcher/U1", "researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried", "researcher/U2": "carried" });
  });
});
