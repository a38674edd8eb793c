/**
 * Redaction applied before telemetry is stored (ARCHITECTURE.md "Telemetry": keys, tokens,
 * card numbers, emails). Pure; idempotent.
 */
const RULES: readonly [RegExp, string][] = [
  [/\b(sk|pk|rk)-[A-Za-z0-9_-]{8,}\b/g, "[redacted-key]"],
  [/\bBearer\s+[A-Za-z0-9._~+/-]+=*/gi, "Bearer [redacted-token]"],
  [/\b(?:\d[ -]?){13,19}\b/g, "[redacted-card]"],
  [/\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g, "[redacted-email]"],
];

/** Replace secrets, card numbers and emails in `text`. */
export function redact(text: string): string {
  return RULES.reduce(
    (current, [pattern, replacement]) => current.replace(pattern, replacement),
    text,
  );
}
