/**
 * Queries in a fenced code block (issue 14, twenty-first reader round): an operations answer
 * shows the query it ran ("SELECT merchant_id FROM merchants WHERE sandbox = 0;") before what it
 * read off the result. A query's clauses are filters, not claims: "WHERE sandbox = 0" asserts
 * nothing about the sandbox merchants, and a query names tables and columns that an open
 * question also names. The statement lines of SQL inside a ``` fence are masked with spaces
 * (offsets hold); a comment after them ("-- 16 rows") is the result the writer reports and
 * stays, as do the prose around the block and code of other kinds. An answer that is all code
 * (little prose outside its blocks) states its claims in its queries and is left as written.
 */

/** A fenced code block (``` … ```), its body in group 1. */
const FENCE = /```[^\n]*\n([\s\S]*?)```/g;

/** Words of prose outside the blocks an answer needs for its queries to be only what it ran. */
const MIN_PROSE_WORDS = 12;

/** A line of a SQL statement (its keyword first). */
const SQL_LINE =
  /^\s*(?:select|with|update|insert|delete|from|where|and|or|group by|order by|having|join|left join|inner join|limit|union|set|values)\b/i;

/** A comment that ends a SQL line ("-- 16 rows"). */
const TRAILING_COMMENT = /\s--\s|\s#\s/;

/** The answer with its SQL statements masked (see the module comment). */
export function withoutSqlStatements(answer: string): string {
  // (An answer that is all code, its results in the comments, states its claims in the queries.)
  const prose = answer.replace(FENCE, " ").match(/[a-z]{2,}/gi) ?? [];
  if (prose.length < MIN_PROSE_WORDS) return answer;
  return answer.replace(FENCE, (block, body: string) => {
    const start = block.length - body.length - 3;
    const masked = body
      .split("\n")
      .map((line) => {
        if (!SQL_LINE.test(line)) return line;
        const comment = TRAILING_COMMENT.exec(line);
        const end = comment === null ? line.length : comment.index;
        return " ".repeat(end) + line.slice(end);
      })
      .join("\n");
    return block.slice(0, start) + masked + block.slice(start + body.length);
  });
}
