/**
 * One scanner for SQL text, shared by the read-only policy of query_sql (read-only-sql.ts)
 * and the workspace seed runner (seed-sql.ts): it cuts the text into comments (`--` to the end
 * of the line, `/* … *\/`), quoted pieces (string literals, "…", `…` and […] identifiers) and
 * the code between them, so a `;` or a keyword inside a comment or quote is never mistaken for
 * code. An unterminated comment or quote runs to the end of the text.
 */

/** What a piece of SQL text is. */
export type SqlSegmentKind = "code" | "line-comment" | "block-comment" | "quoted";

/** One piece of SQL text: its kind and its text, taken from the source as it is. */
export interface SqlSegment {
  kind: SqlSegmentKind;
  text: string;
}

/** The pieces of `sql` in order; joined, their texts give back `sql` exactly. */
export function scanSqlSegments(sql: string): SqlSegment[] {
  const segments: SqlSegment[] = [];
  let codeStart = 0;
  let i = 0;
  const push = (kind: SqlSegmentKind, start: number, end: number): void => {
    if (codeStart < start) segments.push({ kind: "code", text: sql.slice(codeStart, start) });
    segments.push({ kind, text: sql.slice(start, end) });
    codeStart = end;
  };
  while (i < sql.length) {
    const char = sql[i] as string;
    const next = sql[i + 1];
    if (char === "-" && next === "-") {
      const end = sql.indexOf("\n", i);
      const stop = end === -1 ? sql.length : end;
      push("line-comment", i, stop);
      i = stop;
    } else if (char === "/" && next === "*") {
      const end = sql.indexOf("*/", i + 2);
      const stop = end === -1 ? sql.length : end + 2;
      push("block-comment", i, stop);
      i = stop;
    } else if (char === "'" || char === '"' || char === "`" || char === "[") {
      const end = sql.indexOf(char === "[" ? "]" : char, i + 1);
      const stop = end === -1 ? sql.length : end + 1;
      push("quoted", i, stop);
      i = stop;
    } else {
      i += 1;
    }
  }
  if (codeStart < sql.length) segments.push({ kind: "code", text: sql.slice(codeStart) });
  return segments;
}

/**
 * `sql` without its comments: a line comment is dropped (its newline stays), a block comment
 * becomes one space so the words either side stay apart; quoted pieces are kept as they are.
 */
export function stripSqlComments(sql: string): string {
  let out = "";
  for (const segment of scanSqlSegments(sql)) {
    if (segment.kind === "block-comment") out += " ";
    else if (segment.kind !== "line-comment") out += segment.text;
  }
  return out;
}

/**
 * `sql` cut after every `;` that is code (not inside a comment or quote); joined, the pieces
 * give back `sql` exactly. Where one statement ends is SQLite's to decide (a trigger body holds
 * `;`), so a caller joins pieces until SQLite prepares them as one complete statement.
 */
export function splitSqlAtSemicolons(sql: string): string[] {
  const pieces: string[] = [];
  let pending = "";
  for (const segment of scanSqlSegments(sql)) {
    if (segment.kind !== "code") {
      pending += segment.text;
      continue;
    }
    let start = 0;
    for (let i = segment.text.indexOf(";"); i !== -1; i = segment.text.indexOf(";", i + 1)) {
      pieces.push(pending + segment.text.slice(start, i + 1));
      pending = "";
      start = i + 1;
    }
    pending += segment.text.slice(start);
  }
  if (pending !== "") pieces.push(pending);
  return pieces;
}
