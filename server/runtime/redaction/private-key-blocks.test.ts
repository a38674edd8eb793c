import { generateKeyPairSync, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { findPrivateKeyBlockSpans } from "./private-key-blocks";
import { redactText, redactTextKeepingLines } from "./redaction";

const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 })
  .privateKey.export({ type: "pkcs8", format: "pem" })
  .toString()
  .trimEnd();
const ed25519 = generateKeyPairSync("ed25519")
  .privateKey.export({ type: "pkcs8", format: "pem" })
  .toString()
  .trimEnd();
const openssh = `-----BEGIN OPENSSH PRIVATE KEY-----\n${Buffer.concat([
  Buffer.from("openssh-key-v1\0"),
  randomBytes(200),
])
  .toString("base64")
  .match(/.{1,70}/g)!
  .join("\n")}\n-----END OPENSSH PRIVATE KEY-----`;

const numbered = (text: string) =>
  text
    .split("\n")
    .map((line, index) => `${String(index + 1).padStart(4)}| ${line}`)
    .join("\n");

describe("findPrivateKeyBlockSpans", () => {
  it("finds a bare block from BEGIN to END", () => {
    expect(findPrivateKeyBlockSpans(`x\n${rsa}\ny`)).toEqual([
      { start: 2, end: 2 + rsa.length, kind: "secret" },
    ]);
  });

  it("redacts blocks whose lines carry read_file's numbers (PKCS#8, OpenSSH, ed25519)", () => {
    for (const key of [rsa, openssh, ed25519]) {
      expect(redactText(numbered(`before\n${key}\nafter`))).toBe(
        "   1| before\n   2| [redacted-secret]\n" +
          `${String(key.split("\n").length + 2).padStart(4)}| after`,
      );
    }
  });

  it("redacts blocks with search_code's path:line prefixes and quote marks", () => {
    const prefixed = rsa
      .split("\n")
      .map((line, index) => `keys/id.pem:${index + 1}: ${line}`)
      .join("\n");
    expect(redactText(prefixed)).toBe("keys/id.pem:1: [redacted-secret]");
    const quoted = rsa
      .split("\n")
      .map((line) => `> ${line}`)
      .join("\n");
    expect(redactText(quoted)).toBe("> [redacted-secret]");
  });

  it("redacts a block joined by JSON's \\n escapes and a block cut before its END", () => {
    expect(redactText(JSON.stringify({ key: openssh }))).toBe('{"key":"[redacted-secret]"}');
    const cut = rsa.split("\n").slice(0, 5).join("\n");
    expect(redactText(`${cut}\n(truncated)`)).toBe("[redacted-secret]\n(truncated)");
  });

  it("redacts an encrypted PEM block with its RFC 1421 headers", () => {
    const body = rsa.split("\n").slice(1, -1).join("\n");
    const legacy = `-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,0123456789ABCDEF0123456789ABCDEF\n\n${body}\n-----END RSA PRIVATE KEY-----`;
    expect(redactText(`k:\n${numbered(legacy)}`)).toBe("k:\n   1| [redacted-secret]");
  });

  it("leaves placeholders and prose after a marker alone", () => {
    for (const text of [
      "-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----",
      "-----BEGIN PRIVATE KEY-----\nMIIEvQ\n-----END PRIVATE KEY-----",
      "-----BEGIN PRIVATE KEY-----\nthe key goes here, then the END line",
      "a PRIVATE KEY is a secret",
    ]) {
      expect(findPrivateKeyBlockSpans(text)).toEqual([]);
    }
  });
});

describe("redactTextKeepingLines", () => {
  it("turns each line of a multi-line secret into a placeholder, line breaks kept", () => {
    const lines = rsa.split("\n").length;
    expect(redactTextKeepingLines(`a\r\n${rsa.replace(/\n/g, "\r\n")}\r\nb`)).toBe(
      `a\r\n${Array.from({ length: lines }, () => "[redacted-secret]").join("\r\n")}\r\nb`,
    );
    expect(redactTextKeepingLines("password=hunter22 ok")).toBe("password=[redacted-secret] ok");
  });
});
