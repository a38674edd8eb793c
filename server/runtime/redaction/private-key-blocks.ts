import type { SecretSpan } from "./secret-rules";

/**
 * PEM and OpenSSH private-key blocks as they appear in formatted text, beside secretlint's
 * privatekey rule (which needs the bare block, BEGIN to END, with at least 100 base64
 * characters). This scanner also finds a block whose lines carry a prefix (read_file's
 * `  12| `, search_code's `path:12: `, a quote's `> `), a block whose lines are joined by
 * JSON's `\n` escape, a block with RFC 1421 headers (`Proc-Type:`, `DEK-Info:`) and a block cut
 * before its END line. The span runs from `-----BEGIN` to the END marker, or to the last body
 * line when there is none. A block whose body holds fewer than MINIMUM_BODY_CHARACTERS base64
 * characters (documentation's `-----BEGIN PRIVATE KEY-----\n...`) is left alone. Line-based
 * (no backtracking pattern over the body), so a long text costs one pass.
 */

/** The BEGIN marker of any private key (RSA, DSA, EC, OPENSSH, PGP, ENCRYPTED, none). */
const BEGIN_MARKER = /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
/** The END marker that closes one (sticky: read where a line starts). */
const END_MARKER = /-----END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/y;
/** A line break: a real one, or JSON's escaped `\n` (with an optional `\r` before it). */
const LINE_BREAK = /\r?\n|(?:\\r)?\\n/y;
/** What a formatted line may start with: `  12| `, `path:12: `, `> `, spaces. */
const LINE_PREFIX = /[ \t]*\d+\|[ \t]?|[^\s:|]{1,300}:\d+:[ \t]?|[ \t]*>[ \t]?|[ \t]+/y;
/** A body line of base64 (trailing `=` padding allowed), up to its line's end. */
const BODY_LINE = /[A-Za-z0-9+/]+=*(?=\r?\n|\\[rn]|$)/y;
/** An RFC 1421 header line inside an encrypted PEM block (`Proc-Type: 4,ENCRYPTED`). */
const HEADER_LINE = /[A-Za-z][A-Za-z0-9-]*: [^\r\n\\]*/y;
/** An empty line (one may follow the headers). */
const EMPTY_LINE = /(?=\r?\n|\\[rn]|$)/y;
/** Fewer base64 characters than this is a placeholder, not a key. */
export const MINIMUM_BODY_CHARACTERS = 40;

/** The match of sticky `pattern` at `index` in `text`, or null. */
function at(pattern: RegExp, text: string, index: number): string | null {
  pattern.lastIndex = index;
  return pattern.exec(text)?.[0] ?? null;
}

/** Every private-key block in `text` (see the module comment); kind `secret`. */
export function findPrivateKeyBlockSpans(text: string): SecretSpan[] {
  if (!text.includes("PRIVATE KEY")) return [];
  const spans: SecretSpan[] = [];
  BEGIN_MARKER.lastIndex = 0;
  for (let begin = BEGIN_MARKER.exec(text); begin !== null; begin = BEGIN_MARKER.exec(text)) {
    const start = begin.index;
    let end = start + begin[0].length;
    let bodyCharacters = 0;
    let cursor = end;
    for (;;) {
      const lineBreak = at(LINE_BREAK, text, cursor);
      if (lineBreak === null) break;
      cursor += lineBreak.length;
      cursor += at(LINE_PREFIX, text, cursor)?.length ?? 0;
      const closing = at(END_MARKER, text, cursor);
      if (closing !== null) {
        end = cursor + closing.length;
        break;
      }
      const body = at(BODY_LINE, text, cursor);
      if (body !== null) {
        bodyCharacters += body.length;
        cursor += body.length;
        end = cursor;
        continue;
      }
      const header = bodyCharacters === 0 ? at(HEADER_LINE, text, cursor) : null;
      if (header !== null) {
        cursor += header.length;
        continue;
      }
      if (bodyCharacters === 0 && at(EMPTY_LINE, text, cursor) !== null) continue;
      break;
    }
    if (bodyCharacters >= MINIMUM_BODY_CHARACTERS) {
      spans.push({ start, end, kind: "secret" });
      BEGIN_MARKER.lastIndex = Math.max(BEGIN_MARKER.lastIndex, end);
    }
  }
  return spans;
}
