import type { SecretSpan } from "./secret-rules";

/**
 * Private-key bodies without their BEGIN line (private-key-blocks.ts needs one): a model or a
 * search hit that quotes the middle of a key file. Two shapes, line by line (real line breaks;
 * a line may carry read_file's `  12| `, search_code's `path:12: `, a quote's `> `):
 * - the base64 lines right before an `-----END … PRIVATE KEY-----` line, with that line;
 * - MINIMUM_FULL_LINES or more consecutive full-width body lines (64 characters, PEM's width, or
 *   70, OpenSSH's), each with an upper-case letter, a lower-case letter and a digit (so columns
 *   of hex digests stay), and the shorter last line that may follow them (isShortLastLine).
 * A certificate's body quoted the same way is taken too: it is public, but holding it back from
 * the model costs little and telling the two apart needs the BEGIN line.
 */

/** Consecutive full-width lines that make a body on their own (3 × 64 = 192 characters). */
export const MINIMUM_FULL_LINES = 3;
/** A line's prefix, then what follows it. */
const LINE = /^((?:[ \t]*\d+\|[ \t]?|[^\s:|]{1,300}:\d+:[ \t]?|[ \t]*>[ \t]?|[ \t]*))(.*)$/;
const BASE64_LINE = /^[A-Za-z0-9+/]+={0,2}$/;
/** Some 64 base64 characters in a row: a text without them has no full-width body line. */
const FULL_WIDTH_RUN = /[A-Za-z0-9+/]{64}/;
const END_MARKER = /^-----END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/;

interface Line {
  /** Offset of the content (after the prefix) in the text. */
  start: number;
  /** Offset of the line's end in the text. */
  end: number;
  content: string;
}

/** True for a full-width base64 line that looks random (see the module comment). */
function isFullWidthBody(content: string): boolean {
  return (
    (content.length === 64 || content.length === 70) &&
    BASE64_LINE.test(content) &&
    /[A-Z]/.test(content) &&
    /[a-z]/.test(content) &&
    /[0-9]/.test(content)
  );
}

/**
 * True for a body's shorter last line: base64 that ends in `=` padding or mixes upper-case,
 * lower-case and digits (so a word such as "end" after a body is not taken).
 */
function isShortLastLine(content: string): boolean {
  if (content.length < 4 || content.length >= 64 || !BASE64_LINE.test(content)) return false;
  return (
    content.endsWith("=") ||
    (/[A-Z]/.test(content) && /[a-z]/.test(content) && /[0-9]/.test(content))
  );
}

/** The lines of `text` with their content offsets. */
function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let offset = 0;
  for (const raw of text.split("\n")) {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    const [, prefix = "", content = ""] = LINE.exec(line) ?? [];
    lines.push({ start: offset + prefix.length, end: offset + line.length, content });
    offset += raw.length + 1;
  }
  return lines;
}

/** Every key body without a BEGIN line in `text` (see the module comment); kind `secret`. */
export function findKeyBodySpans(text: string): SecretSpan[] {
  if (!text.includes("PRIVATE KEY") && !FULL_WIDTH_RUN.test(text)) return [];
  const lines = linesOf(text);
  const spans: SecretSpan[] = [];
  let index = 0;
  while (index < lines.length) {
    let last = index;
    while (last < lines.length && isFullWidthBody(lines[last]!.content)) last += 1;
    const fullLines = last - index;
    const next = lines[last];
    const markerAfterNext = END_MARKER.test(lines[last + 1]?.content ?? "");
    const shortLast =
      fullLines > 0 &&
      next !== undefined &&
      (markerAfterNext
        ? next.content.length < 64 && BASE64_LINE.test(next.content)
        : isShortLastLine(next.content));
    const afterBody = shortLast ? lines[last + 1] : next;
    const endsWithMarker =
      fullLines > 0 && afterBody !== undefined && END_MARKER.test(afterBody.content);
    if (fullLines >= MINIMUM_FULL_LINES || endsWithMarker) {
      const closing = endsWithMarker ? afterBody : shortLast ? next : lines[last - 1]!;
      spans.push({ start: lines[index]!.start, end: closing!.end, kind: "secret" });
      index = last + (shortLast ? 1 : 0) + (endsWithMarker ? 1 : 0);
      continue;
    }
    index = Math.max(index + 1, last);
  }
  return spans;
}
