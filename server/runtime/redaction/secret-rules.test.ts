import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  findAwsSecretKeySpans,
  findRuleSpans,
  isSecretKeyName,
  PATTERN_RULES,
} from "./secret-rules";

/** The spans of every pattern searched in full (no `requires` pre-check, a fresh regex each). */
function searchedInFull(text: string) {
  const spans = PATTERN_RULES.flatMap((rule) =>
    [...text.matchAll(new RegExp(rule.pattern.source, rule.pattern.flags))].flatMap((match) => {
      const group = rule.groups?.find((index) => match[index] !== undefined);
      if (rule.groups !== undefined && group === undefined) return [];
      const secret = group === undefined ? match[0] : match[group]!;
      if (rule.accept && !rule.accept(secret, match as RegExpExecArray)) return [];
      const start = group === undefined ? match.index : match.indices![group]![0];
      return [{ start, end: start + secret.length, kind: rule.kind }];
    }),
  );
  return [...spans, ...findAwsSecretKeySpans(text)];
}

/** Pieces of secrets and of the text around them, in both cases. */
const FRAGMENTS = [
  "sk-",
  "pk_live_",
  "rk-test-",
  "AIza",
  "xoxs-",
  "eyJ",
  "Bearer ",
  "bearer\t",
  "4111 1111 1111 1111",
  "4242-4242-4242-4242",
  "@",
  "user.name",
  "exämple.de",
  "xn--bcher-kva",
  "password=",
  "DB_PASSWORD: ",
  '"client_secret": "',
  "secret=",
  "api_key=",
  "apiKey: ",
  "GITHUB_TOKEN=",
  "token: ",
  "pwd=",
  "pass: ",
  "PASS: ",
  "next_token=",
  "/home/",
  "Abc123xyz789",
  "0123456789",
  ".",
  " ",
  "\n",
  "'",
  '"',
  "=",
  ":",
  "-",
  "_",
];

describe("Debrief's own secret patterns", () => {
  it("find with their pre-checks exactly what the patterns find searched in full", () => {
    const texts = fc
      .array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 12 })), {
        maxLength: 24,
      })
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(texts, (text) => {
        expect(findRuleSpans(text)).toEqual(searchedInFull(text));
      }),
      { numRuns: 400, seed: 10 },
    );
  });

  it("find the same spans when a text is scanned twice in a row (no index left behind)", () => {
    const text = "mail ops@example.com then Bearer abcdefgh12345678 and password=hunter22x";
    const first = findRuleSpans(text);
    expect(first.map((span) => text.slice(span.start, span.end))).toEqual([
      "abcdefgh12345678",
      "ops@example.com",
      "hunter22x",
    ]);
    expect(findRuleSpans(text)).toEqual(first);
  });
});

describe("secrets by their field's name in structured values", () => {
  it("names a field a secret when its name ends in a secret word, in any case or separator", () => {
    const secretNames = [
      "password",
      "DB_PASSWORD",
      "clientSecret",
      "secret_access_key",
      "api.passphrase",
      "userPasswd",
      "secretToken",
    ];
    const otherNames = ["secretName", "has_secret_flag", "passwordPolicy", "user", "token", "pass"];
    expect(secretNames.filter(isSecretKeyName)).toEqual(secretNames);
    expect(otherNames.filter(isSecretKeyName)).toEqual([]);
  });
});
