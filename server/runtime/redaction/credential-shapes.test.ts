import { describe, expect, it } from "vitest";
import { looksLikeProseCredential } from "./credential-shapes";
import { redactText } from "./redaction";

const basic = Buffer.from("admin:RealPassw0rd!").toString("base64");
const pat = (length: number) =>
  `github_pat_11${"A".repeat(20)}_${"b7".repeat(length)}`.slice(0, 11 + length);

describe("credential shapes: redacted", () => {
  it.each([
    [`Authorization: Basic ${basic}`, "Authorization: Basic [redacted-token]"],
    [`Proxy-Authorization: Basic ${basic}`, "Proxy-Authorization: Basic [redacted-token]"],
    [
      `curl -H "authorization: basic ${basic}" x`,
      'curl -H "authorization: basic [redacted-token]" x',
    ],
    [`{"Authorization": "Basic ${basic}"}`, '{"Authorization": "Basic [redacted-token]"}'],
    ["curl -u admin:RealPassw0rd2 https://x", "curl -u admin:[redacted-secret] https://x"],
    ["curl --user admin:s3cr3t! https://x", "curl --user admin:[redacted-secret] https://x"],
    ["curl -sS --user=admin:s3cr3t https://x", "curl -sS --user=admin:[redacted-secret] https://x"],
    ['curl -u "admin:s3cr3t" https://x', 'curl -u "admin:[redacted-secret]" https://x'],
    ["curl -uadmin:s3cr3t x", "curl -uadmin:[redacted-secret] x"],
    ["mysql -uroot -pRealPassw0rd3", "mysql -uroot -p[redacted-secret]"],
    [
      "mysqldump -h db -u root -p'Pa55word' shop",
      "mysqldump -h db -u root -p'[redacted-secret]' shop",
    ],
    ["mysql --password=RealPassw0rd3 -h db", "mysql --password=[redacted-secret] -h db"],
    ["sshpass -p Abc123x ssh host", "sshpass -p [redacted-secret] ssh host"],
    ["mysql -h db --password Secret shop", "mysql -h db --password [redacted-secret] shop"],
    ["mariadb --passwd 'Pa55 word'", "mariadb --passwd '[redacted-secret]'"],
    ["redis-cli -h cache --pass hunter22 ping", "redis-cli -h cache --pass [redacted-secret] ping"],
    ["redis-cli -a S3cret ping", "redis-cli -a [redacted-secret] ping"],
    [
      "docker login -u bot --password Tok3nValue reg.example",
      "docker login -u bot --password [redacted-secret] reg.example",
    ],
    ["PGPASSWORD=Secr3tValue psql -h db", "PGPASSWORD=[redacted-secret] psql -h db"],
    ["my password is Zx9!kq2Lm and more", "my password is [redacted-secret] and more"],
    ["the password is: Zx9kq2Lm", "the password is: [redacted-secret]"],
    ["The Password was hunter22.", "The Password was [redacted-secret]."],
    ['our API key is "abcd1234efgh"', 'our API key is "[redacted-secret]"'],
    ["the passphrase is correct-horse-42", "the passphrase is [redacted-secret]"],
    [`token ${pat(82)} end`, "token [redacted-secret] end"],
    [`token ${pat(85)} end`, "token [redacted-secret] end"],
    [`old ghp_${"a1".repeat(20)} end`, "old [redacted-secret] end"],
  ])("%s", (text, expected) => {
    expect(redactText(text)).toBe(expected);
  });
});

describe("credential shapes: look-alikes that stay", () => {
  it.each([
    "Authorization: Basic authentication is used",
    "Authorization: Basic realm=api",
    `Authorization: Basic ${Buffer.from("no colon here").toString("base64")}`,
    'curl -u "$USER" https://x',
    'curl -u "$USER:$PASS" https://x',
    "curl -u admin https://x",
    "curl -u 1000:1000 x",
    "docker run -u app:group image",
    "git push -u origin main",
    "mysql -uroot -p",
    "mysql -uroot -p -P 3306 shop",
    "ssh -p 8080 host",
    "docker login -u bot --password-stdin reg.example",
    'mysql --password "$DB_PASSWORD" shop',
    "mysql --password -h db",
    "redis-cli -a $REDIS_PASS ping",
    "curl --password Secret x",
    "mysql -e 'select 1' | grep -pattern",
    "the password is required",
    "the password is incorrect.",
    "password is too short",
    "the password was re-used",
    "the secret is SHA-256",
    "the password is 8-characters",
    "the secret is in",
    "password is $DB_PASSWORD",
    "the api key is <your-key>",
    "github_pat_ is the prefix of fine-grained tokens",
  ])("%s", (text) => {
    expect(redactText(text)).toBe(text);
  });

  it("looksLikeProseCredential", () => {
    expect(looksLikeProseCredential("Zx9kq2")).toBe(true);
    expect(looksLikeProseCredential("Zx9kq")).toBe(false);
    expect(looksLikeProseCredential("required")).toBe(false);
    expect(looksLikeProseCredential("AES128")).toBe(false);
    expect(looksLikeProseCredential("12345678")).toBe(false);
  });
});

describe("credential shapes on long command lines", () => {
  // A rule that scanned back to its command from every position took minutes on such a line
  // (quadratic); each command-line segment is now read once (PatternRule.after).
  it.each([
    ["curl", `curl ${"x ".repeat(100_000)}-u admin:RealPassw0rd2`, "-u admin:[redacted-secret]"],
    ["mysql", `mysql ${"x ".repeat(100_000)}-pRealPassw0rd3`, "-p[redacted-secret]"],
    [
      "--password",
      `mysql ${"x ".repeat(100_000)}--password Secret9`,
      "--password [redacted-secret]",
    ],
    ["redis-cli -a", `redis-cli ${"x ".repeat(100_000)}-a S3cretValue`, "-a [redacted-secret]"],
    ["sshpass", `sshpass ${"x ".repeat(100_000)}-p Abc123x`, "-p [redacted-secret]"],
    [
      "repeated commands",
      `${"curl ".repeat(100_000)}-u admin:s3cr3t!`,
      "-u admin:[redacted-secret]",
    ],
  ])("%s: the secret at the end of a 200,000-character line is redacted", (_name, text, tail) => {
    const redacted = redactText(text);
    expect(redacted.endsWith(tail)).toBe(true);
    expect(redacted.slice(0, 20)).toBe(text.slice(0, 20));
  });

  it("a flag in the next command of a pipeline is not the first command's", () => {
    expect(redactText("mysql -h db | grep -pNotASecret x")).toBe(
      "mysql -h db | grep -pNotASecret x",
    );
  });
});
