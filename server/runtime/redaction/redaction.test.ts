import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { placeholder, redactText } from "./redaction";
import {
  findAwsSecretKeySpans,
  findRuleSpans,
  isCardNumber,
  isKeyValueSecret,
  passesLuhn,
} from "./secret-rules";
import { SECRETLINT_RULE_IDS } from "./secretlint-scan";

// Synthetic secrets built in pieces (never real credentials).
const OPENAI_KEY = `sk-proj-${"Ab3dEf6hIj9k".repeat(2)}`;
const ANTHROPIC_KEY = `sk-ant-api03-${"a1B2c3D4e5".repeat(9)}xyzAA`;
const AWS_ACCESS_KEY_ID = `AKIA${"2E0A8F3B244C9986"}`;
const AWS_SECRET = `wJalrXUtnFEMI/K7MDENG/bPxRfiCY${"zzzzzKEY12"}`;
const GITHUB_TOKEN = `ghp_${"aB3d".repeat(9)}`;
const SLACK_TOKEN = `xoxb-${"1234567890"}-${"0987654321"}-abcdefABCDEF`;
const GOOGLE_KEY = `AIza${"SyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvW"}`;
const JWT = `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.${"dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"}`;
const CARD = "4111 1111 1111 1111";
const EMAIL = "dana.ops@ledgerline.example";

describe("redaction rules: one test per rule", () => {
  it.each([
    ["OpenAI project key", `key ${OPENAI_KEY} here`, "key [redacted-key] here"],
    ["Moonshot-style sk- key", "MOONSHOT sk-9f8e7d6c5b4a39281706f5e4", "MOONSHOT [redacted-key]"],
    ["Anthropic key", `x ${ANTHROPIC_KEY} y`, "x [redacted-key] y"],
    ["Stripe key", `stripe sk_live_${"4eC39HqLyjWDarjtT1zdp7dc"}`, "stripe [redacted-key]"],
    ["AWS access key id", `id=${AWS_ACCESS_KEY_ID};`, "id=[redacted-secret];"],
    [
      "AWS secret access key",
      `aws_secret_access_key = "${AWS_SECRET}"`,
      // The rule reports from the variable name on; the whole assignment's token goes.
      '[redacted-secret]"',
    ],
    ["GitHub token", `token ${GITHUB_TOKEN}.`, "token [redacted-secret]."],
    ["Slack token", `slack ${SLACK_TOKEN}`, "slack [redacted-token]"],
    ["Google API key", `maps ${GOOGLE_KEY}`, "maps [redacted-key]"],
    ["JWT", `jwt ${JWT}`, "jwt [redacted-token]"],
    [
      "Bearer token",
      "Authorization: Bearer abcDEF123456.xyz",
      "Authorization: Bearer [redacted-token]",
    ],
    ["card with spaces", `card ${CARD}`, "card [redacted-card]"],
    ["card with dashes", "card 5105-1051-0510-5100", "card [redacted-card]"],
    ["card without separators", "amex 378282246310005", "amex [redacted-card]"],
    ["email", `mail ${EMAIL}, thanks`, "mail [redacted-email], thanks"],
    [
      "private key",
      `-----BEGIN RSA PRIVATE KEY-----\n${"MIIE".repeat(40)}\n-----END RSA PRIVATE KEY-----`,
      "[redacted-secret]",
    ],
  ])("%s", (_rule, input, expected) => {
    expect(redactText(input)).toBe(expected);
  });

  it("redacts each of several secrets in one text and is idempotent", () => {
    const text = `q ${OPENAI_KEY} / Bearer ${"Zm9vYmFyYmF6cXV4"} / ${CARD} / ${EMAIL}`;
    const once = redactText(text);
    expect(once).toBe(
      "q [redacted-key] / Bearer [redacted-token] / [redacted-card] / [redacted-email]",
    );
    expect(redactText(once)).toBe(once);
    expect(placeholder("card")).toBe("[redacted-card]");
  });

  it("uses secretlint's recommended rules without the comment filter (a file cannot switch it off)", () => {
    expect(SECRETLINT_RULE_IDS).toContain("@secretlint/secretlint-rule-aws");
    expect(SECRETLINT_RULE_IDS).toContain("@secretlint/secretlint-rule-github");
    expect(SECRETLINT_RULE_IDS).toContain("@secretlint/secretlint-rule-slack");
    expect(SECRETLINT_RULE_IDS).not.toContain("@secretlint/secretlint-rule-filter-comments");
    expect(redactText(`// secretlint-disable\n${GITHUB_TOKEN}`)).toBe(
      "// secretlint-disable\n[redacted-secret]",
    );
  });
});

describe("AWS secret access keys without their label, and keys marked live or test", () => {
  // Example-shaped key: 40 base64 characters, mixed case, digits, a slash.
  const LONE_SECRET = `wJalrXUtnFEMI/K7MDENG/bPxRfiCY${"zzzzzKEY12"}`;
  // Low entropy (letters repeat), as a hand-made key would be: found only by what is near it.
  const PLAIN_SECRET = `AbcdAbcdAbcdAbcd1234Abcd${"AbcdAbcdAbcd1234"}`;

  it.each([
    [
      "after its access key id on the same line",
      `${AWS_ACCESS_KEY_ID} ${PLAIN_SECRET}`,
      "[redacted-secret] [redacted-secret]",
    ],
    [
      "in a CSV row after the id",
      `user,${AWS_ACCESS_KEY_ID},${PLAIN_SECRET}`,
      "user,[redacted-secret],[redacted-secret]",
    ],
    [
      "a line below its id",
      `key id: ${AWS_ACCESS_KEY_ID}\nand the other half is ${PLAIN_SECRET}`,
      "key id: [redacted-secret]\nand the other half is [redacted-secret]",
    ],
    [
      "before its id",
      `${PLAIN_SECRET} (for ${AWS_ACCESS_KEY_ID})`,
      "[redacted-secret] (for [redacted-secret])",
    ],
    [
      "after AWS_SECRET=",
      `export AWS_SECRET=${PLAIN_SECRET}`,
      "export AWS_SECRET=[redacted-secret]",
    ],
    ["after secret:", `the secret: ${PLAIN_SECRET}.`, "the secret: [redacted-secret]."],
    ["alone, random as a key", `try ${LONE_SECRET} now`, "try [redacted-secret] now"],
    ["sk-live_ with a low-entropy body", "key sk-live_aaaaaaaabbbbbbbb", "key [redacted-key]"],
    ["sk_live_ short, with underscores", "key sk_live_my_key here", "key [redacted-key] here"],
    ["sk_test- variant", "sk_test-abcd", "[redacted-key]"],
    ["rk_live_ restricted key", "rk_live_abcdefgh", "[redacted-key]"],
  ])("%s", (_case, input, expected) => {
    expect(redactText(input)).toBe(expected);
    expect(redactText(expected)).toBe(expected);
  });

  it.each([
    [
      "a git commit hash near an access key id",
      `${AWS_ACCESS_KEY_ID} at 3f786850e387550fdab836ed7e6dc881de23001b`,
    ],
    [
      "an upper-case hex digest after 'secret'",
      "secret sha1 3F786850E387550FDAB836ED7E6DC881DE23001B",
    ],
    ["a SHA-256 hex digest", "e0037d47102e40dc830edd8146c8e6b424c861a8011fa17f4c8752e9e8500709"],
    ["a 40-character path", "src/adapters/LegacyClient/Version2Router"],
    ["a 40-character identifier", "ThisIsAVeryLongIdentifierNameForTesting1"],
    ["a longer base64 blob", `data ${"QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0MjQy".repeat(2)}=`],
    ["a placeholder in documentation", "set STRIPE_KEY=sk_live_xxx or sk_live_..."],
    ["a hand-made 40-character token with no credential near it", `value ${PLAIN_SECRET}`],
  ])("%s stays", (_case, text) => {
    const id = text.includes(AWS_ACCESS_KEY_ID);
    expect(redactText(text)).toBe(id ? text.replace(AWS_ACCESS_KEY_ID, "[redacted-secret]") : text);
  });

  it("finds nothing in the sample workspaces' files (their hashes, ids and paths stay)", () => {
    const root = path.resolve(__dirname, "../../../workspaces");
    const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    const found = files.flatMap((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const text = readFileSync(file, "utf8");
      return findAwsSecretKeySpans(text).map(
        (span) => `${file}: ${text.slice(span.start, span.end)}`,
      );
    });
    expect(found).toEqual([]);
    const keys = files.flatMap((entry) =>
      findRuleSpans(readFileSync(path.join(entry.parentPath, entry.name), "utf8")).filter(
        (span) => span.kind === "key",
      ),
    );
    expect(keys).toEqual([]);
    expect(files.length).toBeGreaterThanOrEqual(50);
  });
});

describe("internationalised email addresses", () => {
  it.each([
    [
      "accented local part",
      "schreib an jürgen.müller@beispiel.de bitte",
      "schreib an [redacted-email] bitte",
    ],
    ["accented domain", "orders: info@bücher.example.", "orders: [redacted-email]."],
    ["Cyrillic address", "почта: иван@пример.рф, спасибо", "почта: [redacted-email], спасибо"],
    ["Chinese address", "联系 用户@例子.广告 谢谢", "联系 [redacted-email] 谢谢"],
    ["Devanagari with combining marks", "ईमेल: संपर्क@डाटामेल.भारत", "ईमेल: [redacted-email]"],
    ["punycode domain", "admin@xn--e1afmkfd.xn--p1ai;", "[redacted-email];"],
  ])("%s", (_case, input, expected) => {
    expect(redactText(input)).toBe(expected);
    expect(redactText(expected)).toBe(expected);
  });

  it.each([
    ["a scoped package with a version", "npm i @secretlint/types@11.7.1"],
    ["an address without a top-level domain", "ssh dana@buildhost"],
    ["an at sign between words", "meet me @ café.paris"],
  ])("%s stays", (_case, text) => {
    expect(redactText(text)).toBe(text);
  });
});

describe("password and secret values after their key", () => {
  it.each([
    ["password=", "login with password=hunter2 then", "login with password=[redacted-secret] then"],
    ["passwd:", "passwd: s3cr3t!", "passwd: [redacted-secret]"],
    ["secret=", "secret=abc123", "secret=[redacted-secret]"],
    [
      "an upper-case variable",
      "DB_PASSWORD=Tr0ub4dor&3\nDB_USER=app",
      "DB_PASSWORD=[redacted-secret]\nDB_USER=app",
    ],
    ["a space before the colon", "Password : hunter2", "Password : [redacted-secret]"],
    ["passphrase", "ssh passphrase=open-sesame-42", "ssh passphrase=[redacted-secret]"],
    ["client_secret in YAML", "  client_secret: 9f8e7d6c", "  client_secret: [redacted-secret]"],
    ["SECRET_KEY", "SECRET_KEY=django-insecure-k3y", "SECRET_KEY=[redacted-secret]"],
    [
      "a JSON tool result, spaces inside the quotes",
      '{"user":"dana","password":"correct horse battery staple"}',
      '{"user":"dana","password":"[redacted-secret]"}',
    ],
    ["a single-quoted value", "client_secret: 'a b c'", "client_secret: '[redacted-secret]'"],
    [
      "a connection string",
      "Server=db;User Id=sa;Password=P@ssw0rd;",
      "Server=db;User Id=sa;Password=[redacted-secret];",
    ],
    [
      "a URL query (the rest of the query goes with it)",
      "GET /login?user=dana&password=letmein HTTP/1.1",
      "GET /login?user=dana&password=[redacted-secret] HTTP/1.1",
    ],
    ["a value equal to the key word", "password=password", "password=[redacted-secret]"],
  ])("%s", (_case, input, expected) => {
    expect(redactText(input)).toBe(expected);
    expect(redactText(expected)).toBe(expected);
  });

  it.each([
    ["a type annotation", "interface Login { password: string; secret: str }"],
    ["a call", "const password = getPassword();"],
    ["a member path", "password = req.body.password"],
    ["an environment reference", "password: ${DB_PASSWORD} and secret=$API_SECRET"],
    ["a template placeholder", "password: <your password> or secret: {{ vault }} or passwd=%s"],
    ["a mask", "password: ******** secret=xxxx"],
    ["a comparison and an arrow", "if (password == input) {} and secret => 1"],
    ["an empty state or a flag", "password: null, secret: true, passwd: none"],
    ["no separator", "the password is wrong; a secret shared"],
    ["other words", "PWD=/home/dana secretary: Jane secrets: 3 passwordless: true"],
    ["a key with another suffix", "password_length: 12 and secret_name: prod-db"],
  ])("%s stays", (_case, text) => {
    expect(redactText(text)).toBe(text);
  });

  it("isKeyValueSecret tells values from references", () => {
    expect(isKeyValueSecret("hunter2")).toBe(true);
    expect(isKeyValueSecret("String")).toBe(false);
    expect(isKeyValueSecret("[redacted-secret]")).toBe(false);
    expect(isKeyValueSecret("self.password")).toBe(false);
    expect(isKeyValueSecret("x.y")).toBe(false);
    expect(isKeyValueSecret("p4ss.w0rd!")).toBe(true);
  });
});

describe("redaction rules: false positives stay", () => {
  it.each([
    ["epoch milliseconds", "at 1764583200000 and 1733050000000"],
    ["ISO timestamp", "2026-12-01T10:00:00.123Z"],
    ["order id", "order ORD-1234567890123 and ord_20261201_000123"],
    ["merchant id", "merchant m_0015 and m_0160"],
    ["13-19 digit numbers that fail Luhn", "4111111111111112 1234567890123456789 5105105105105101"],
    ["Luhn-valid number with no card network prefix", "1000000000000008"],
    [
      "words that look like prefixes",
      "the Bearer of bad news; sk-learn; task-management-board-2024",
    ],
    ["version strings and paths", "v2.14.0 src/adapters/legacy-client.ts:12 at 10:00"],
  ])("%s", (_case, text) => {
    expect(redactText(text)).toBe(text);
  });

  it("checks Luhn and the card network's prefix and length", () => {
    expect(passesLuhn("4111111111111111")).toBe(true);
    expect(passesLuhn("4111111111111112")).toBe(false);
    expect(passesLuhn("1000000000000008")).toBe(true);
    expect(isCardNumber("1000000000000008")).toBe(false);
    expect(isCardNumber("4111-1111-1111-1111")).toBe(true);
  });
});

describe("invisible characters inside a secret", () => {
  it("hide nothing: zero-width space, soft hyphen, word joiner and bidi controls are read through and redacted with it", () => {
    const token = `ghp_${"Qw7e".repeat(4)}\u200B${"Qw7e".repeat(5)}`;
    expect(redactText(`token ${token} end`)).toBe("token [redacted-secret] end");
    expect(redactText("mail ops.lead\u00ADer@example.com, thanks")).toBe(
      "mail [redacted-email], thanks",
    );
    expect(redactText(`key sk-ant-api03-${"Ab3_-".repeat(19)}\u2060AA done`)).toBe(
      "key [redacted-key] done",
    );
    expect(redactText(`card 4111\u202E 1111 1111 1111 ok`)).toBe("card [redacted-card] ok");
  });

  it("stay where no secret is, and a text without them is returned as the same string", () => {
    expect(redactText("plain\u200Btext with a soft\u00ADhyphen")).toBe(
      "plain\u200Btext with a soft\u00ADhyphen",
    );
    const text = "nothing secret here";
    expect(redactText(text)).toBe(text);
  });
});
