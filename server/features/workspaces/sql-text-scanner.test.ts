import { describe, expect, it } from "vitest";
import { scanSqlSegments, splitSqlAtSemicolons, stripSqlComments } from "./sql-text-scanner";

const sample = `SELECT 'a;--b' AS "x;y", [c;d] -- tail; comment
FROM t /* one; */ WHERE \`e\` = 1; DELETE FROM t`;

describe("scanSqlSegments", () => {
  it("cuts comments, quoted pieces and code apart, giving back the text exactly", () => {
    const segments = scanSqlSegments(sample);
    expect(segments).toEqual([
      { kind: "code", text: "SELECT " },
      { kind: "quoted", text: "'a;--b'" },
      { kind: "code", text: " AS " },
      { kind: "quoted", text: '"x;y"' },
      { kind: "code", text: ", " },
      { kind: "quoted", text: "[c;d]" },
      { kind: "code", text: " " },
      { kind: "line-comment", text: "-- tail; comment" },
      { kind: "code", text: "\nFROM t " },
      { kind: "block-comment", text: "/* one; */" },
      { kind: "code", text: " WHERE " },
      { kind: "quoted", text: "`e`" },
      { kind: "code", text: " = 1; DELETE FROM t" },
    ]);
    expect(segments.map((segment) => segment.text).join("")).toBe(sample);
  });

  it("runs an unterminated comment or quote to the end of the text", () => {
    expect(scanSqlSegments("SELECT 'open; x")).toEqual([
      { kind: "code", text: "SELECT " },
      { kind: "quoted", text: "'open; x" },
    ]);
    expect(scanSqlSegments("a /* open")).toEqual([
      { kind: "code", text: "a " },
      { kind: "block-comment", text: "/* open" },
    ]);
  });
});

describe("stripSqlComments", () => {
  it("drops line comments, turns block comments into a space and keeps quoted text", () => {
    expect(stripSqlComments(sample)).toBe(
      `SELECT 'a;--b' AS "x;y", [c;d] \nFROM t   WHERE \`e\` = 1; DELETE FROM t`,
    );
    expect(stripSqlComments("SELECT/**/1")).toBe("SELECT 1");
  });
});

describe("splitSqlAtSemicolons", () => {
  it("cuts after each code `;` only, and the pieces join back to the text", () => {
    const pieces = splitSqlAtSemicolons(sample);
    expect(pieces).toEqual([
      `SELECT 'a;--b' AS "x;y", [c;d] -- tail; comment\nFROM t /* one; */ WHERE \`e\` = 1;`,
      " DELETE FROM t",
    ]);
    expect(splitSqlAtSemicolons("a;;b;")).toEqual(["a;", ";", "b;"]);
    expect(splitSqlAtSemicolons("")).toEqual([]);
  });
});
