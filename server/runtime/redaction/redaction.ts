import { findRuleSpans, type SecretSpan } from "./secret-rules";
import { findSecretlintSpans } from "./secretlint-scan";

/**
 * Redaction at ingestion (ARCHITECTURE.md "Who may do what"; issue 9): every text that enters
 * a transcript or a table from outside — the question, corrections, tool results, the model's
 * text and tool-call arguments, exchange bodies — passes through here once, before it is
 * stored or shown to a model. Secrets become `[redacted-<kind>]` placeholders: `key` (API
 * keys), `token` (Bearer tokens, JWTs, Slack tokens), `card` (Luhn-valid card numbers),
 * `email`, `secret` (vendor credentials found by secretlint, the value after a password or secret key). Idempotent: a placeholder is
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
 * Returns the texts in order; unchanged texts are returned as the same strings.
 */
export function redactTexts(texts: readonly string[]): string[] {
  const candidates = texts.filter((text) => text.length > 0);
  if (candidates.length === 0) return [...texts];
  const joined = texts.join(BATCH_SEPARATOR);
  const linted = findSecretlintSpans(joined);
  let offset = 0;
  return texts.map((text) => {
    const start = offset;
    const end = start + text.length;
    offset = end + BATCH_SEPARATOR.length;
    const spans = findRuleSpans(text);
    for (const span of linted) {
      if (span.end <= start || span.start >= end) continue;
      spans.push({
        start: Math.max(span.start, start) - start,
        end: Math.min(span.end, end) - start,
        kind: span.kind,
      });
    }
    return applySpans(text, spans);
  });
}

/** Redact one text (see redactTexts). */
export function redactText(text: string): string {
  const [redacted] = redactTexts([text]);
  return redacted ?? text;
}

/** Replace the spans (merged where they overlap) by their placeholders. */
function applySpans(text: string, spans: SecretSpan[]): string {
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
    result += text.slice(cursor, span.start) + placeholder(span.kind);
    cursor = span.end;
  }
  return result + text.slice(cursor);
}
