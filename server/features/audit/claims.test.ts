import { describe, expect, it } from "vitest";
import {
  completenessHedges,
  familyCues,
  hedgeCues,
  overstatementMarkers,
  segmentAnswer,
  unitRole,
  withoutCitations,
} from "./claims";
import { extractEntities } from "./entities";

describe("segmentAnswer", () => {
  const answer = [
    "Answer, from the debrief:",
    "- 16 merchants break: m_0001, m_0002. (verified)",
    "",
    "19 merchants are affected (e.g. m_0005). This assumes the table is right. v2 retires on 2027-03-31.",
    "",
    "## Caveats",
    "",
    "- Unknown: whether overrides send v2?",
  ].join("\n");
  const units = segmentAnswer(answer);

  it("splits headings, bullets and sentences with exact spans", () => {
    expect(units.map((unit) => unit.text)).toEqual([
      "Answer, from the debrief:",
      "- 16 merchants break: m_0001, m_0002. (verified)",
      "19 merchants are affected (e.g. m_0005).",
      "This assumes the table is right.",
      "v2 retires on 2027-03-31.",
      "## Caveats",
      "- Unknown: whether overrides send v2?",
    ]);
    for (const unit of units) expect(answer.slice(unit.start, unit.end)).toBe(unit.text);
  });

  it("groups a 'This …' sentence with the one before and keeps headings over their section", () => {
    expect(units[3]!.block).toBe(units[2]!.block);
    expect(units[4]!.block).not.toBe(units[3]!.block);
    expect(units[1]!.heading).toBe("Answer, from the debrief:");
    expect(units[2]!.heading).toBeNull();
    expect(units[6]!.heading).toBe("## Caveats");
  });

  it("gives roles: headings other, caveat bullets and questions caveat, assertions claim", () => {
    expect(units.map((unit) => unitRole(unit, true))).toEqual([
      "other",
      "claim",
      "claim",
      "claim",
      "claim",
      "other",
      "caveat",
    ]);
    expect(unitRole(units[2]!, false)).toBe("other");
  });

  it("returns nothing for empty or blank answers", () => {
    expect(segmentAnswer("")).toEqual([]);
    expect(segmentAnswer("\n \n\t\n")).toEqual([]);
  });
});

describe("cues and markers", () => {
  it("finds hedge cues and ignores 'verified'", () => {
    expect(hedgeCues("3 more (inferred, not verified) if the table is right")).toEqual([
      "inferred",
      "not verified",
      "if",
    ]);
    expect(hedgeCues("16 merchants (verified)")).toEqual([]);
    expect(hedgeCues("request logs weren't searched")).toEqual(["n't searched"]);
  });

  it("sorts cues into families", () => {
    expect(familyCues("assumption", "this relies on the table")).toEqual(["relies on"]);
    expect(familyCues("open_question", "it is unknown whether they send v2")).toEqual([
      "unknown",
      "whether",
    ]);
    expect(familyCues("gap", "request logs were not searched")).toEqual(["not searched"]);
    expect(familyCues("budget", "the child ran out of budget")).toEqual(["ran out", "budget"]);
  });

  it("finds completeness hedges and overstatements", () => {
    expect(completenessHedges("at least 19 merchants so far")).toEqual(["at least", "so far"]);
    expect(overstatementMarkers("These are all the affected merchants, verified.")).toEqual({
      completeness: ["these are all"],
      certainty: ["verified"],
      negation: [],
    });
    expect(overstatementMarkers("The sandbox merchants are unaffected; not verified.")).toEqual({
      completeness: [],
      certainty: [],
      negation: ["unaffected"],
    });
  });

  it("removes source citations", () => {
    expect(withoutCitations("16 merchants (verified; sources: a.ts:1; t.c)").trim()).toBe(
      "16 merchants (verified;  )",
    );
  });
});

describe("extractEntities", () => {
  it("extracts ids, dates, versions, identifiers, files, table.column, quotes and counts", () => {
    const entities = extractEntities(
      'Nineteen merchants (m_0008) break on 2027-03-31 when API version 2 ends; see src/a/legacy-client.ts:11, merchants.api_version, X-Provider-Version and "410 Gone".',
    ).map((entity) => `${entity.kind}:${entity.key}`);
    expect(entities).toEqual(
      expect.arrayContaining([
        "merchant_id:m_0008",
        "date:2027-03-31",
        "version:v2",
        "file:legacy-client.ts",
        "table_column:merchants.api_version",
        "identifier:api_version",
        "identifier:x-provider-version",
        "quoted:410 gone",
        "number:19",
        "count:19 merchant",
      ]),
    );
    expect(entities).not.toContain("number:11");
    expect(entities).not.toContain("number:2027");
  });

  it("reads tables and columns named in prose", () => {
    expect(
      extractEntities("the merchants table's api_version column").map((entity) => entity.key),
    ).toContain("merchants.api_version");
  });
});
