import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * Structured, form-like answers (issue 14, class 1: layout): tables whose status or confidence
 * column carries the hedge per row, column headers, legends and footnote markers that hedge the
 * cells under them, key: value forms, YAML, checklists, "Assessment / Plan" notes, decision
 * records and spreadsheet formulas. Each case is a pair: a faithful answer and one that drops
 * the caveat. Every wording is written for the test; domain words come from the debriefs.
 */

describe("a table whose confidence column hedges each row", () => {
  const table = (confidence: string) =>
    [
      "| Finding | Count | Confidence |",
      "|---|---|---|",
      "| merchants on v2 directly | 16 | verified |",
      `| merchants hit through the fallback path (m_0005, m_0067, m_0148) | 3 | ${confidence} |`,
    ].join("\n");

  it("carries a row marked inferred, '?', unverified or TBD", () => {
    for (const confidence of ["inferred", "?", "unverified", "TBD"])
      expect(answerStatuses(table(confidence), ["researcher/F3"])["researcher/F3"]).toBe("carried");
  });

  it("drops a row that marks the inferred finding confirmed or ✓", () => {
    for (const confidence of ["confirmed", "✓"])
      expect(answerStatuses(table(confidence), ["researcher/F3"])["researcher/F3"]).toMatch(
        /^dropped/,
      );
  });
});

describe("a column header that hedges every cell under it", () => {
  it("carries cells under 'Likely affected'", () => {
    const answer = [
      "| Path | Likely affected |",
      "|---|---|",
      "| fallback path | m_0005, m_0067, m_0148 |",
    ].join("\n");
    expect(answerStatuses(answer, ["researcher/F3"])["researcher/F3"]).toBe("carried");
  });

  it("drops the same cells under 'Affected'", () => {
    const answer = [
      "| Path | Affected |",
      "|---|---|",
      "| fallback path | m_0005, m_0067, m_0148 |",
    ].join("\n");
    expect(answerStatuses(answer, ["researcher/F3"])["researcher/F3"]).toMatch(/^dropped/);
  });
});

describe("a legend that defines a colour used in the cells", () => {
  const scorecard = (colour: string) =>
    [
      "🟢 = confirmed, 🟡 = unconfirmed",
      "",
      "| Item | State |",
      "|---|---|",
      `| fallback merchants m_0005, m_0067, m_0148 break | ${colour} |`,
    ].join("\n");

  it("carries a row marked with the colour the legend calls unconfirmed", () => {
    expect(answerStatuses(scorecard("🟡"), ["researcher/F3"])["researcher/F3"]).toBe("carried");
  });

  it("drops the row marked with the colour the legend calls confirmed", () => {
    expect(answerStatuses(scorecard("🟢"), ["researcher/F3"])["researcher/F3"]).toMatch(/^dropped/);
  });
});

describe("a footnote marker in a cell", () => {
  it("carries a total whose footnote says it is inferred from the table", () => {
    const answer = [
      "| Impact | Merchants |",
      "|---|---|",
      "| total on the 2027-03-31 cut | 19* |",
      "",
      "* inferred from the table, assuming the api_version column is authoritative",
    ].join("\n");
    expect(answerStatuses(answer, ["researcher/F4"])["researcher/F4"]).toBe("carried");
  });

  it("drops the total without the footnote", () => {
    const answer = [
      "| Impact | Merchants |",
      "|---|---|",
      "| total on the 2027-03-31 cut | 19 |",
    ].join("\n");
    expect(answerStatuses(answer, ["researcher/F4"])["researcher/F4"]).toMatch(/^dropped/);
  });
});

describe("a key: value form", () => {
  it("carries a finding whose confidence field is medium", () => {
    const answer = [
      "Affected merchants: 19 (16 direct, 3 via fallback)",
      "Confidence: medium",
      "Open questions: overrides, sandbox date",
    ].join("\n");
    const statuses = answerStatuses(answer, ["researcher/F4", "researcher/U1"]);
    expect(statuses["researcher/F4"]).toBe("carried");
    expect(statuses["researcher/U1"]).toBe("carried");
  });

  it("reads 'Open questions: none' as the override question settled", () => {
    const answer = [
      "Affected merchants: 19 (16 direct, 3 via fallback)",
      "Override merchants: not affected",
      "Open questions: none",
    ].join("\n");
    expect(answerStatuses(answer, ["researcher/U1"])["researcher/U1"]).toMatch(/^dropped/);
  });
});

describe("a YAML snippet", () => {
  it("carries a finding marked verified: false", () => {
    const answer = [
      "fallback_merchants:",
      "  ids: [m_0005, m_0067, m_0148]",
      "  verified: false",
    ].join("\n");
    expect(answerStatuses(answer, ["researcher/F3"])["researcher/F3"]).toBe("carried");
  });

  it("drops the finding marked verified: true", () => {
    const answer = [
      "fallback_merchants:",
      "  ids: [m_0005, m_0067, m_0148]",
      "  verified: true",
    ].join("\n");
    expect(answerStatuses(answer, ["researcher/F3"])["researcher/F3"]).toMatch(/^dropped/);
  });

  it("carries an override question marked status: open", () => {
    const answer = ["override_merchants:", "  count: 5", "  status: open"].join("\n");
    expect(answerStatuses(answer, ["researcher/U1"])["researcher/U1"]).toBe("carried");
  });
});

describe("a checklist", () => {
  it("carries the sandbox question as an empty box", () => {
    const answer = ["- [x] merchants table read", "- [ ] sandbox merchants checked"].join("\n");
    expect(answerStatuses(answer, ["researcher/U2"])["researcher/U2"]).toBe("carried");
  });

  it("drops it as a ticked box", () => {
    const answer = [
      "- [x] merchants table read",
      "- [x] sandbox merchants checked: not affected on 2027-03-31",
    ].join("\n");
    expect(answerStatuses(answer, ["researcher/U2"])["researcher/U2"]).toMatch(/^dropped/);
  });
});

describe("an 'Assessment / Plan' note", () => {
  it("carries the inference the assessment calls probable", () => {
    const answer = [
      "Assessment: probable breakage of m_0005, m_0067, m_0148 through the fallback path.",
      "Plan: confirm with request logs, then migrate.",
    ].join("\n");
    expect(answerStatuses(answer, ["researcher/F3"])["researcher/F3"]).toBe("carried");
  });

  it("drops it when the assessment states it flat", () => {
    const answer = [
      "Assessment: m_0005, m_0067, m_0148 break through the fallback path.",
      "Plan: migrate them.",
    ].join("\n");
    expect(answerStatuses(answer, ["researcher/F3"])["researcher/F3"]).toMatch(/^dropped/);
  });
});

describe("a decision record", () => {
  it("carries the assumption its context names", () => {
    const answer = [
      "Context: assuming the api_version column is authoritative, 19 merchants are on v2.",
      "Decision: migrate all 19 before 2027-03-31.",
      "Consequences: the override merchants stay open until request logs arrive.",
    ].join("\n");
    const statuses = answerStatuses(answer, ["researcher/A1", "researcher/U1"]);
    expect(statuses["researcher/A1"]).toBe("carried");
    expect(statuses["researcher/U1"]).toBe("carried");
  });

  it("drops the override question the consequences settle", () => {
    const answer = [
      "Context: 19 merchants are on v2.",
      "Decision: migrate all 19 before 2027-03-31.",
      "Consequences: the override merchants are unaffected.",
    ].join("\n");
    expect(answerStatuses(answer, ["researcher/U1"])["researcher/U1"]).toMatch(/^dropped/);
  });
});

describe("a spreadsheet formula", () => {
  it("reads '=16+3' as the total of 16 and 3 and carries its hedge", () => {
    const answer = [
      "| Row | Merchants | Note |",
      "|---|---|---|",
      "| direct | 16 | verified |",
      "| via fallback | 3 | inferred |",
      "| total | =16+3 | inferred |",
    ].join("\n");
    expect(answerStatuses(answer, ["researcher/F4"])["researcher/F4"]).toBe("carried");
  });

  it("drops the total when the formula row claims it verified", () => {
    const answer = [
      "| Row | Merchants | Note |",
      "|---|---|---|",
      "| direct | 16 | verified |",
      "| total | =16+3 | verified |",
    ].join("\n");
    expect(answerStatuses(answer, ["researcher/F4"])["researcher/F4"]).toMatch(/^dropped/);
  });
});

describe("a RAG scorecard whose key defines the colours by name", () => {
  const scorecard = (colour: string) =>
    [
      "Key: Green = confirmed, Amber = inferred, Red = open",
      "",
      "| Item | RAG |",
      "|---|---|",
      `| fallback merchants m_0005, m_0067, m_0148 break | ${colour} |`,
    ].join("\n");

  it("carries a row the key calls inferred", () => {
    expect(answerStatuses(scorecard("Amber"), ["researcher/F3"])["researcher/F3"]).toBe("carried");
  });

  it("drops the row the key calls confirmed", () => {
    expect(answerStatuses(scorecard("Green"), ["researcher/F3"])["researcher/F3"]).toMatch(
      /^dropped/,
    );
  });
});

describe("a status of 'suspected'", () => {
  const table = (status: string) =>
    [
      "| Finding | Status |",
      "|---|---|",
      `| fallback merchants m_0005, m_0067, m_0148 break | ${status} |`,
    ].join("\n");

  it("carries the finding whose status cell says suspected", () => {
    expect(answerStatuses(table("suspected"), ["researcher/F3"])["researcher/F3"]).toBe("carried");
  });

  it("drops it when the cell says confirmed", () => {
    expect(answerStatuses(table("confirmed"), ["researcher/F3"])["researcher/F3"]).toMatch(
      /^dropped/,
    );
  });

  it("carries a YAML finding whose status field says suspected", () => {
    const answer = ["fallback:", "  ids: [m_0005, m_0067, m_0148]", "  status: suspected"].join(
      "\n",
    );
    expect(answerStatuses(answer, ["researcher/F3"])["researcher/F3"]).toBe("carried");
  });
});

describe("a table row that answers an outcome column", () => {
  const table = (cell: string, extra = "") =>
    [
      `| Group | Affected?${extra ? " | Confidence" : ""} |`,
      `|---|---${extra ? "|---" : ""}|`,
      `| 5 per-request override merchants | ${cell}${extra ? ` | ${extra}` : ""} |`,
    ].join("\n");

  it("carries the override question where the cell is TBD or '?'", () => {
    for (const cell of ["TBD", "?"])
      expect(answerStatuses(table(cell), ["researcher/U1"])["researcher/U1"]).toBe("carried");
  });

  it("reads a plain 'No' or 'Yes' as the question answered", () => {
    for (const cell of ["No", "Yes"])
      expect(answerStatuses(table(cell), ["researcher/U1"])["researcher/U1"]).toMatch(/^dropped/);
  });

  it("carries a plain answer whose confidence cell hedges it", () => {
    expect(answerStatuses(table("Yes", "unconfirmed"), ["researcher/U1"])["researcher/U1"]).toBe(
      "carried",
    );
  });
});
