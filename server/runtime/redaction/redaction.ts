import { findRuleSpans, type SecretSpan } from "./secret-rules";
import { findSecretlintSpans } from "./secretlint-scan";

/**
 * Redaction at ingestion (ARCHITECTURE.md "Who may do what"; issue 9): every text that enters
 * a transcript or a table from outside — the question, corrections, tool results, the model's
 * text and tool-call arguments, exchange bodies — passes through here once, before it is
 * stored or shown to a model. Secrets become `[redacted-<kind>]` placeholders: `key` (API
 * keys), `token` (Bearer tokens, JWTs, Slack tokens), `card` (Luhn-valid card numbers),
 * `email`, `secret` (vendor credentials found by secretlint, the value after a credential's key:
 * key-value-secrets.ts). Idempotent: a placeholder is
 * never matched again. Opaque provider fields never come here (structured-redaction.ts).
 */

/** What a redacted span becomes. */
export function placeholder(kind: SecretSpan["kind"]): string {
  return `[redacted-${kind}]`;
}

/** Separates the texts of one batch for the secretlint pass (no rule matches across it). */
const BATCH_SEPARATOR = "\n\u0000\n";

/**
 * Redact several texts with one secretlint pass (faster than one pass per text).
 * Returns the texts in order; unchanged texts are returned as the same strings. `keepLines`:
 * a span over several lines becomes one placeholder per line (redactTextKeepingLines). The rules read
 * each text without its invisible characters (visibleForm), so a zero-width space or a soft
 * hyphen inside a key does not hide it; the placeholder covers them too.
 */
export function redactTexts(texts: readonly string[], keepLines = false): string[] {
  const candidates = texts.filter((text) => text.length > 0);
  if (candidates.length === 0) return [...texts];
  const forms = texts.map(visibleForm);
  const joined = forms.map((form) => form.text).join(BATCH_SEPARATOR);
  const linted = spansPerText(
    findSecretlintSpans(joined),
    forms.map((form) => form.text.length),
  );
  return texts.map((text, index) => {
    const form = forms[index]!;
    const spans = [...findRuleSpans(form.text), ...linted[index]!];
    return applySpans(
      text,
      form.origin === null ? spans : spans.map((span) => toOriginal(span, form.origin!)),
      keepLines,
    );
  });
}

/**
 * The spans of the joined batch (texts of `lengths` code units, BATCH_SEPARATOR between them)
 * cut to each text they overlap, in text coordinates. Each span finds its first text by binary
 * search, so the cost is linear in spans and texts (a scan of every span per text was
 * quadratic on a batch of thousands of texts with a secret each).
 */
function spansPerText(spans: readonly SecretSpan[], lengths: readonly number[]): SecretSpan[][] {
  const starts: number[] = [];
  let offset = 0;
  for (const length of lengths) {
    starts.push(offset);
    offset += length + BATCH_SEPARATOR.length;
  }
  const perText: SecretSpan[][] = lengths.map(() => []);
  for (const span of spans) {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= span.start) low = middle;
      else high = middle - 1;
    }
    for (let index = low; index < starts.length && starts[index]! < span.end; index += 1) {
      const start = starts[index]!;
      const end = start + lengths[index]!;
      if (span.end <= start || span.start >= end) continue;
      perText[index]!.push({
        start: Math.max(span.start, start) - start,
        end: Math.min(span.end, end) - start,
        kind: span.kind,
      });
    }
  }
  return perText;
}

/**
 * Characters that render as nothing: format characters (zero-width space and joiners, soft
 * hyphen, bidirectional controls, word joiner, BOM, tags), the combining grapheme joiner and
 * variation selectors.
 */
const INVISIBLE = /[\p{Cf}\u034F\uFE00-\uFE0F]/u;

/**
 * A text as the secret rules read it: without invisible characters, with `origin[i]` the
 * index in the text of its i-th code unit (null when the text has none to remove).
 */
function visibleForm(text: string): { text: string; origin: number[] | null } {
  if (!INVISIBLE.test(text)) return { text, origin: null };
  const origin: number[] = [];
  let visible = "";
  let index = 0;
  for (const character of text) {
    if (!INVISIBLE.test(character)) {
      visible += character;
      for (let unit = 0; unit < character.length; unit += 1) origin.push(index + unit);
    }
    index += character.length;
  }
  return { text: visible, origin };
}

/** A span of a visible form as a span of its text (from its first to its last character). */
function toOriginal(span: SecretSpan, origin: readonly number[]): SecretSpan {
  return { start: origin[span.start]!, end: origin[span.end - 1]! + 1, kind: span.kind };
}

/** Redact one text (see redactTexts). */
export function redactText(text: string): string {
  const [redacted] = redactTexts([text]);
  return redacted ?? text;
}

/**
 * Redact a file's text keeping its lines: a secret that spans several lines (a private-key
 * block) becomes one placeholder per line, with the file's own line breaks between them, so a
 * file redacted before it is numbered (read_file, search_code) keeps every later line's number.
 */
export function redactTextKeepingLines(text: string): string {
  const [redacted] = redactTexts([text], true);
  return redacted ?? text;
}

/** Replace the spans (merged where they overlap) by their placeholders. */
function applySpans(text: string, spans: SecretSpan[], keepLines: boolean): string {
  if (spans.length === 0) return text;
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: SecretSpan[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && span.start < last.end) {
      last.end = Math.max(last.end, span.end);
    } else {
      merged.push({ ...span });
    }
  }
  let result = "";
  let cursor = 0;
  for (const span of merged) {
    const replacement = keepLines
      ? text
          .slice(span.start, span.end)
          .split(/(\r?\n)/)
          .map((part, index) => (index % 2 === 1 ? part : placeholder(span.kind)))
          .join("")
      : placeholder(span.kind);
    result += text.slice(cursor, span.start) + replacement;
    cursor = span.end;
  }
  return result + text.slice(cursor);
}
