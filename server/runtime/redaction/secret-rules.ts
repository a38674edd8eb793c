import creditCardType from "credit-card-type";
import { CREDENTIAL_SHAPE_RULES } from "./credential-shapes";
import { KEY_VALUE_RULE } from "./key-value-secrets";
import { findKeyBodySpans } from "./private-key-bodies";
import { findPrivateKeyBlockSpans } from "./private-key-blocks";

export { isKeyValueSecret, isSecretField, isSecretKeyName } from "./key-value-secrets";

/**
 * Debrief's own secret rules: what secretlint's recommended preset does not cover
 * (secretlint-scan.ts has the vendor credentials it does cover). Patterns for the generic
 * `sk-` keys of OpenAI-compatible providers and Google API keys follow gitleaks' rules;
 * card numbers must have a card network's prefix and length (credit-card-type) and pass the
 * Luhn check, so timestamps, order ids and other long numbers stay. AWS secret access keys
 * without secretlint's label are found by their shape and what stands near them
 * (findAwsSecretKeySpans).
 */

/** What a span hides; the placeholder is `[redacted-<kind>]`. */
export type SecretKind = "key" | "token" | "card" | "email" | "secret";

/** A secret found in a text: [start, end) in UTF-16 code units. */
export interface SecretSpan {
  start: number;
  end: number;
  kind: SecretKind;
}

/** One of Debrief's own secret patterns (PATTERN_RULES). */
export interface PatternRule {
  kind: SecretKind;
  /** Global; with the `d` flag (match indices) when `groups` is given. */
  pattern: RegExp;
  /** Capture groups that may hold the secret, the first that took part wins (default: the whole match). */
  groups?: readonly number[];
  /** Extra check on the matched secret (with the whole match, for rules that read the key). */
  accept?: (secret: string, match: RegExpExecArray) => boolean;
  /**
   * What every match contains (a substring, or a cheap unanchored pattern): a text without it
   * is not searched with `pattern`, whose lookbehinds and classes cost more per character.
   */
  requires: string | RegExp;
  /**
   * A command the secret must follow on its command line (a `curl` before `-u user:password`):
   * `pattern` is run only on the rest of each command-line segment (up to a line break, `|`, `;`
   * or `&`) after the command's first occurrence in it. Each segment is read once, so the cost
   * stays linear in the text's length (a lookbehind scanning back to the command from every
   * position was quadratic on long lines).
   */
  after?: RegExp;
}

/** A command-line segment: the text between line breaks, `|`, `;` and `&`. */
const COMMAND_SEGMENT = /[^\n|;&]+/g;

/** Debrief's own patterns, beside secretlint's rules (exported for its tests). */
export const PATTERN_RULES: readonly PatternRule[] = [
  // sk-/pk-/rk- keys of OpenAI, Anthropic, Moonshot, OpenRouter, DeepSeek, Langfuse…:
  // 16+ key characters with at least one digit ("sk-learn", "task-list" stay).
  {
    kind: "key",
    pattern: /(?<![A-Za-z0-9_-])(?:sk|pk|rk)-(?=[A-Za-z_-]*\d)[A-Za-z0-9_-]{16,}/g,
    requires: "k-",
  },
  // Keys marked live or test (Stripe's sk_live_…, and sk-live_… / sk_test-… variants): the
  // marker says what they are, so no length or digit is required beyond 4 key characters.
  {
    kind: "key",
    pattern: /(?<![A-Za-z0-9_-])(?:sk|pk|rk)[-_](?:live|test)[-_][A-Za-z0-9_-]{4,}/g,
    requires: /k[-_](?:live|test)/,
  },
  // Google API keys (gitleaks "gcp-api-key").
  {
    kind: "key",
    pattern: /(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}(?![A-Za-z0-9_-])/g,
    requires: "AIza",
  },
  // Slack tokens secretlint's rule leaves out (xoxs-, xoxe-).
  { kind: "token", pattern: /(?<![A-Za-z0-9])xox[a-z]-[A-Za-z0-9-]{10,}/g, requires: "xox" },
  // JSON Web Tokens: base64url header and payload that start with `{"` (eyJ), a signature.
  {
    kind: "token",
    pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{8,}/g,
    requires: "eyJ",
  },
  // The credential after "Bearer " (the word itself stays).
  {
    kind: "token",
    pattern: /\bBearer\s+([A-Za-z0-9._~+/-]{8,}=*)/dgi,
    groups: [1],
    requires: /bearer/i,
  },
  // Card numbers: 13-19 digits, single spaces or dashes between groups allowed.
  {
    kind: "card",
    pattern: /(?<![\d.])\d(?:[ -]?\d){12,18}(?![\d])/g,
    accept: isCardNumber,
    requires: /\d[ -]?\d[ -]?\d[ -]?\d/,
  },
  // Email addresses, internationalised ones too (RFC 6531: letters, marks and digits of any
  // script in the local part and the domain; a top-level domain of letters or punycode).
  {
    kind: "email",
    pattern:
      /(?<![\p{L}\p{M}\p{N}._%+-])[\p{L}\p{M}\p{N}._%+-]+@[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)*\.(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]+)(?![\p{L}\p{M}\p{N}-])/giu,
    requires: "@",
  },
  // The value after a credential's key: `password=…`, `DB_PASS: …`, `"api_key": "…"`,
  // `GITHUB_TOKEN=…` (key-value-secrets.ts; the key stays).
  KEY_VALUE_RULE,
  // Basic credentials, command-line passwords, "the password is …", GitHub tokens of any
  // length (credential-shapes.ts).
  ...CREDENTIAL_SHAPE_RULES,
];

/** True when `text` has what every match of `rule` contains. */
function mayMatch(rule: PatternRule, text: string): boolean {
  return typeof rule.requires === "string"
    ? text.includes(rule.requires)
    : rule.requires.test(text);
}

/**
 * Every span Debrief's own rules find in `text` (may overlap; redaction merges them). Each
 * global pattern is run with `exec` from index 0 (no clone per call, as `matchAll` makes):
 * synchronous, so no other scan can move its lastIndex meanwhile.
 */
export function findRuleSpans(text: string): SecretSpan[] {
  const spans: SecretSpan[] = [];
  for (const rule of PATTERN_RULES) {
    if (!mayMatch(rule, text)) continue;
    if (rule.after === undefined) {
      collectMatches(rule, text, 0, spans);
      continue;
    }
    COMMAND_SEGMENT.lastIndex = 0;
    for (let segment = COMMAND_SEGMENT.exec(text); segment !== null;) {
      const command = rule.after.exec(segment[0]);
      if (command !== null) {
        const from = command.index + command[0].length;
        collectMatches(rule, segment[0].slice(from), segment.index + from, spans);
      }
      segment = COMMAND_SEGMENT.exec(text);
    }
  }
  return [
    ...spans,
    ...findAwsSecretKeySpans(text),
    ...findPrivateKeyBlockSpans(text),
    ...findKeyBodySpans(text),
  ];
}

/** Pushes the spans of `rule`'s matches in `text`, which starts at `offset` of the whole text. */
function collectMatches(rule: PatternRule, text: string, offset: number, spans: SecretSpan[]) {
  rule.pattern.lastIndex = 0;
  for (let match = rule.pattern.exec(text); match !== null; match = rule.pattern.exec(text)) {
    const group = rule.groups?.find((index) => match[index] !== undefined);
    if (rule.groups !== undefined && group === undefined) continue;
    const secret = group === undefined ? match[0] : match[group]!;
    if (rule.accept && !rule.accept(secret, match)) continue;
    const start = offset + (group === undefined ? (match.index ?? 0) : match.indices![group]![0]);
    spans.push({ start, end: start + secret.length, kind: rule.kind });
  }
}

/** An AWS access key id (long-term AKIA…, temporary ASIA…). */
const AWS_ACCESS_KEY_ID = /(?<![A-Z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Z0-9])/g;
/** 40 base64 characters, not part of a longer token: the shape of an AWS secret access key. */
const AWS_SECRET_SHAPE = /(?<![A-Za-z0-9/+_-])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=_-])/g;
/** Words that say a credential follows (within 40 characters before it, on its line). */
const CREDENTIAL_WORD = /(?:secret|aws|credential|access[ _-]?key|password|passwd)/i;
/** How far from an access key id its secret may stand (characters, either side). */
const AWS_PAIR_DISTANCE = 256;
/**
 * Bits per character above which a lone 40-character token is taken for a random key: 99% of
 * random 30-byte base64 strings are above it; identifiers and paths (repeated letters) below.
 */
const RANDOM_KEY_ENTROPY = 4.4;

/**
 * AWS secret access keys without the `aws_secret_access_key` label secretlint needs: a
 * 40-character base64 token with upper- and lower-case letters and a digit (hex hashes, all
 * one case, never qualify) that stands within AWS_PAIR_DISTANCE characters of an access key
 * id, or after a credential word (`secret:`, `AWS_SECRET=`, `password`), or alone when it is
 * as random as a key (Shannon entropy ≥ RANDOM_KEY_ENTROPY bits per character).
 */
export function findAwsSecretKeySpans(text: string): SecretSpan[] {
  const ids: number[] = [];
  if (text.includes("AKIA") || text.includes("ASIA")) {
    AWS_ACCESS_KEY_ID.lastIndex = 0;
    for (let id = AWS_ACCESS_KEY_ID.exec(text); id !== null; id = AWS_ACCESS_KEY_ID.exec(text)) {
      ids.push(id.index);
    }
  }
  const spans: SecretSpan[] = [];
  // Ids and candidates both come in text order: `nextId` is the first id not too far before
  // the candidate, so the pairing reads each id once (comparing every id with every candidate
  // was quadratic).
  let nextId = 0;
  AWS_SECRET_SHAPE.lastIndex = 0;
  for (
    let match = AWS_SECRET_SHAPE.exec(text);
    match !== null;
    match = AWS_SECRET_SHAPE.exec(text)
  ) {
    const candidate = match[0];
    const start = match.index;
    if (!/[A-Z]/.test(candidate) || !/[a-z]/.test(candidate) || !/\d/.test(candidate)) continue;
    while (nextId < ids.length && ids[nextId]! < start - AWS_PAIR_DISTANCE) nextId += 1;
    const nearId = nextId < ids.length && ids[nextId]! <= start + AWS_PAIR_DISTANCE;
    // The 40 characters before it, cut at its line's start (searched within those 40 only:
    // a search back to the line's start was quadratic on a long line of candidates).
    const lead = text.slice(Math.max(0, start - 40), start);
    const before = lead.slice(lead.lastIndexOf("\n") + 1);
    if (nearId || CREDENTIAL_WORD.test(before) || shannonEntropy(candidate) >= RANDOM_KEY_ENTROPY) {
      spans.push({ start, end: start + candidate.length, kind: "secret" });
    }
  }
  return spans;
}

/** Shannon entropy of a string's characters (bits per character). */
export function shannonEntropy(text: string): number {
  const counts = new Map<string, number>();
  for (const character of text) counts.set(character, (counts.get(character) ?? 0) + 1);
  let entropy = 0;
  for (const count of counts.values()) {
    const share = count / text.length;
    entropy -= share * Math.log2(share);
  }
  return entropy;
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
