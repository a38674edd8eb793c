import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSecretField, isSecretKeyName } from "./key-value-secrets";
import { redactText } from "./redaction";
import { redactJsonText } from "./structured-redaction";

/**
 * The credential forms attack checks found unredacted (hardening item 1), each with its exact
 * outcome: vendor tokens through secretlint's preset 13.1 rules, and the value after a
 * credential's key (key-value-secrets.ts). Synthetic values built in pieces.
 */
const GITLAB_TOKEN = `glpat-${"Xk3p9QvR2m".repeat(2)}`;
const HUGGING_FACE_TOKEN = `hf_${"HugFaceTok".repeat(3)}Zyxw`;
const GROQ_KEY = `gsk_${"Gq7Rk2".repeat(8)}Gq7R`;

describe("credentials found by what precedes them or by their vendor's shape", () => {
  it.each([
    ["pwd=", "mysql -u app pwd=hunter2", "mysql -u app pwd=[redacted-secret]"],
    ["PWD in a connection string", "Uid=app;Pwd=Tr0ub4dor;", "Uid=app;Pwd=[redacted-secret];"],
    ["pass:", "user: dana\npass: s3cr3t!x", "user: dana\npass: [redacted-secret]"],
    ["DB_PASS=", "DB_PASS=letmein", "DB_PASS=[redacted-secret]"],
    ["MYSQL_PWD=", "MYSQL_PWD=letmein", "MYSQL_PWD=[redacted-secret]"],
    ["password= unquoted", "password=hunter2", "password=[redacted-secret]"],
    ["Password: quoted", 'Password: "two words"', 'Password: "[redacted-secret]"'],
    ["api_key=", "api_key=abc123def456", "api_key=[redacted-secret]"],
    ["apikey:", "apikey: 0a1b2c3d4e5f", "apikey: [redacted-secret]"],
    ["API-KEY header", "API-KEY: k9Zq2LmW", "API-KEY: [redacted-secret]"],
    ["apiKey in JS", 'const apiKey = "k9Zq2LmWx";', 'const apiKey = "[redacted-secret]";'],
    ["X_API_KEY", "X_API_KEY=k9Zq2LmW", "X_API_KEY=[redacted-secret]"],
    ["token: credential-like", "token: 7f3a9c2e1b4d8f60", "token: [redacted-secret]"],
    // In a URL query the rest of the query goes with the value (as for password=).
    ["access_token=", "?access_token=ya29a0AfH6SM&x=1", "?access_token=[redacted-secret]"],
    ["GITHUB_TOKEN=", "GITHUB_TOKEN=opaque_value", "GITHUB_TOKEN=[redacted-secret]"],
    ["refreshToken JSON", '{"refreshToken":"rt-1"}', '{"refreshToken":"[redacted-secret]"}'],
    ["secret=", "secret=abc", "secret=[redacted-secret]"],
    ["PassWord= in mixed case", "PassWord=hunter2x", "PassWord=[redacted-secret]"],
    ["PASSword: in mixed case", "PASSword: letmein", "PASSword: [redacted-secret]"],
    ["SeCreT= in mixed case", "db SeCreT=abc", "db SeCreT=[redacted-secret]"],
    ["private_key=", "private_key=k3y-m4t3r1al", "private_key=[redacted-secret]"],
    [
      "GitLab token",
      `git clone https://x.test ${GITLAB_TOKEN}`,
      "git clone https://x.test [redacted-secret]",
    ],
    ["Hugging Face token", `HF=${HUGGING_FACE_TOKEN} next`, "HF=[redacted-secret] next"],
    ["Groq key", `key ${GROQ_KEY}.`, "key [redacted-secret]."],
  ])("%s", (_case, input, expected) => {
    expect(redactText(input)).toBe(expected);
    expect(redactText(expected)).toBe(expected);
  });

  it.each([
    ["prose about a password field", "the password field is masked; enter your password"],
    ["a token budget", "token budget: 4000 tokens per call; max_tokens: 4000"],
    ["a token count", "token: 4000 and tokens: 12"],
    ["a lexer's token", "token: IDENTIFIER, token: EOF"],
    ["a shell's working directory", "PWD=/home/dana and pwd: ~/src and Pwd=./build"],
    ["test results", "pass: 12 fail: 0\nPASS: t0001-init.sh\n--- PASS: TestLogin (0.01s)"],
    ["a flag", "pass: true, token: none"],
    ["a word ending in pass", "bypass=on surpass: yes compass=north"],
    [
      "pagination and tokenizer fields",
      "next_token=abc123XYZ789 nextPageToken: q9w8e7r6t5y4 eos_token=</s>",
    ],
    ["a tokenizer setting", "tokenizer: o200k_base token_count: 17"],
    ["a member path", "apiKey: config.apiKey, token: session.token"],
    ["an environment reference", "api_key=$OPENAI_API_KEY token=${GITHUB_TOKEN}"],
    ["a camelCase identifier in code", "OPENAI_API_KEY: optionalText,\npassword = userPassword;"],
  ])("%s stays", (_case, text) => {
    expect(redactText(text)).toBe(text);
  });

  it("redacts structured fields by the same key words", () => {
    expect(
      redactJsonText(
        '{"apiKey":"k9Zq2LmW","github_token":"abc","token":"7f3a9c2e1b4d8f60","pass":"s3cret!"}',
      ),
    ).toBe(
      '{"apiKey":"[redacted-secret]","github_token":"[redacted-secret]","token":"[redacted-secret]","pass":"[redacted-secret]"}',
    );
    const kept =
      '{"token":"the","next_token":"abc123XYZ789","pad_token":"[PAD]","pass":"12","tokens":"x9y8z7w6v5u4"}';
    expect(redactJsonText(kept)).toBe(kept);
  });

  it("names field keys by word part, not by substring", () => {
    const strong = ["apiKey", "API_KEY", "x-api-key", "db_pass", "MYSQL_PWD", "githubToken"];
    const notStrong = ["token", "pass", "pwd", "next_token", "bypass", "tokenizer", "apiKeys"];
    expect(strong.filter(isSecretKeyName)).toEqual(strong);
    expect(notStrong.filter(isSecretKeyName)).toEqual([]);
    expect(isSecretField("token", "7f3a9c2e1b4d8f60")).toBe(true);
    expect(isSecretField("token", "hello world 12")).toBe(false);
  });
});

describe("the value after a credential's key (property)", () => {
  const keys = fc.constantFrom(
    "password",
    "DB_PASSWORD",
    "api_key",
    "apiKey",
    "GITHUB_TOKEN",
    "access_token",
    "secret",
    "db_pass",
  );
  const separators = fc.constantFrom("=", ": ", " = ", '": "');
  const credential = fc
    .tuple(fc.stringMatching(/^[A-Za-z]{3,10}$/), fc.stringMatching(/^[0-9]{2,6}$/))
    .map(([letters, digits]) => `${letters}${digits}`);

  it("hides the value whole and keeps the key, for every strong key and separator", () => {
    fc.assert(
      fc.property(keys, separators, credential, (key, separator, value) => {
        const closing = separator.startsWith('"') ? '"' : "";
        const opening = separator.startsWith('"') ? '"' : "";
        const text = `${opening}${key}${separator}${value}${closing} then`;
        expect(redactText(text)).toBe(
          `${opening}${key}${separator}[redacted-secret]${closing} then`,
        );
      }),
      { numRuns: 300, seed: 11 },
    );
  });

  it("never changes a key word used as a word in prose", () => {
    const word = fc.constantFrom("password", "token", "pass", "pwd", "api key", "secret", "key");
    const sentence = fc
      .tuple(word, fc.stringMatching(/^[a-z]{2,10}$/), fc.stringMatching(/^[a-z ]{0,20}$/))
      .map(([keyWord, next, rest]) => `the ${keyWord} ${next} ${rest}.`);
    fc.assert(
      fc.property(sentence, (text) => {
        expect(redactText(text)).toBe(text);
      }),
      { numRuns: 300, seed: 12 },
    );
  });
});
