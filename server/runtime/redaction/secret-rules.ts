import creditCardType from "credit-card-type";

/**
 * Debrief's own secret rules: what secretlint's recommended preset does not cover
 * (secretlint-scan.ts has the vendor credentials it does cover). Patterns for the generic
 * `sk-` keys of OpenAI-compatible providers and Google API keys follow gitleaks' rules;
 * card numbers must have a card network's prefix and length (credit-card-type) and pass the
 * Luhn check, so timestamps, order ids and other long numbers stay.
 */

/** What a span hides; the placeholder is `[redacted-<kind>]`. */
export type SecretKind = "key" | "token" | "card" | "email" | "secret";

/** A secret found in a text: [start, end) in UTF-16 code units. */
export interface SecretSpan {
  start: number;
  end: number;
  kind: SecretKind;
}

interface PatternRule {
  kind: SecretKind;
  pattern: RegExp;
  /** Which capture group is the secret (default: the whole match). */
  group?: number;
  /** Extra check on the matched secret. */
  accept?: (secret: string) => boolean;
}

const PATTERN_RULES: readonly PatternRule[] = [
  // sk-/pk-/rk- keys of OpenAI, Anthropic, Moonshot, OpenRouter, DeepSeek, Langfuse…:
  // 16+ key characters with at least one digit ("sk-learn", "task-list" stay).
  {
    kind: "key",
    pattern: /(?<![A-Za-z0-9_-])(?:sk|pk|rk)-(?=[A-Za-z_-]*\d)[A-Za-z0-9_-]{16,}/g,
  },
  // Stripe-style secret, publishable and restricted keys.
  { kind: "key", pattern: /(?<![A-Za-z0-9_])(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{16,}/g },
  // Google API keys (gitleaks "gcp-api-key").
  { kind: "key", pattern: /(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}(?![A-Za-z0-9_-])/g },
  // Slack tokens secretlint's rule leaves out (xoxs-, xoxe-).
  { kind: "token", pattern: /(?<![A-Za-z0-9])xox[a-z]-[A-Za-z0-9-]{10,}/g },
  // JSON Web Tokens: base64url header and payload that start with `{"` (eyJ), a signature.
  {
    kind: "token",
    pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{8,}/g,
  },
  // The credential after "Bearer " (the word itself stays).
  { kind: "token", pattern: /\bBearer\s+([A-Za-z0-9._~+/-]{8,}=*)/gi, group: 1 },
  // Card numbers: 13-19 digits, single spaces or dashes between groups allowed.
  {
    kind: "card",
    pattern: /(?<![\d.])\d(?:[ -]?\d){12,18}(?![\d])/g,
    accept: isCardNumber,
  },
  {
    kind: "email",
    pattern:
      /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g,
  },
];

/** Every span Debrief's own rules find in `text` (may overlap; redaction merges them). */
export function findRuleSpans(text: string): SecretSpan[] {
  const spans: SecretSpan[] = [];
  for (const rule of PATTERN_RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const secret = rule.group === undefined ? match[0] : match[rule.group];
      if (secret === undefined || (rule.accept && !rule.accept(secret))) continue;
      const offset = rule.group === undefined ? 0 : match[0].indexOf(secret);
      const start = (match.index ?? 0) + offset;
      spans.push({ start, end: start + secret.length, kind: rule.kind });
    }
  }
  return spans;
}

/**
 * True for a payment card number: 13-19 digits (separators ignored) with a card network's
 * prefix and one of its lengths, passing the Luhn check.
 */
export function isCardNumber(candidate: string): boolean {
  const digits = candidate.replace(/[ -]/g, "");
  if (digits.length < 13 || digits.length > 19 || !passesLuhn(digits)) return false;
  return creditCardType(digits).some((card) => card.lengths.includes(digits.length));
}

/** The Luhn (mod 10) check of a digit string. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
