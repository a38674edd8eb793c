import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  createNonce,
  NONCE_BYTES,
  NONCE_PATTERN,
} from "./content-security-policy";

const OTHER_DIRECTIVES = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

describe("contentSecurityPolicy", () => {
  it("puts the nonce and 'strict-dynamic' in script-src, no 'unsafe-inline' for scripts", () => {
    expect(contentSecurityPolicy({ nonce: "AAECAwQFBgcICQoLDA0ODw==", development: false })).toBe(
      "default-src 'self'; " +
        "script-src 'self' 'nonce-AAECAwQFBgcICQoLDA0ODw==' 'strict-dynamic'; " +
        "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; " +
        "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
        "frame-ancestors 'none'",
    );
  });

  it("adds 'unsafe-eval' only in development", () => {
    const development = contentSecurityPolicy({ nonce: "bm9uY2U=", development: true });
    expect(development).toContain(
      "script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic' 'unsafe-eval';",
    );
    expect(contentSecurityPolicy({ nonce: "bm9uY2U=", development: false })).not.toContain(
      "unsafe-eval",
    );
  });

  it("without a nonce is the fixed policy: scripts from this origin only", () => {
    const fixed = contentSecurityPolicy({ development: false });
    expect(fixed.split("; ")).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      ...OTHER_DIRECTIVES.slice(1),
    ]);
    expect(contentSecurityPolicy({ development: true })).toContain(
      "script-src 'self' 'unsafe-eval';",
    );
  });

  it("keeps every other directive as it was, with or without a nonce", () => {
    for (const policy of [
      contentSecurityPolicy({ nonce: "bm9uY2U=", development: false }),
      contentSecurityPolicy({ development: true }),
    ]) {
      const directives = policy.split("; ");
      expect(directives.filter((directive) => !directive.startsWith("script-src"))).toEqual(
        OTHER_DIRECTIVES,
      );
    }
  });

  it("refuses a nonce that is not base64, naming it", () => {
    for (const nonce of ["", "abc'; script-src *", "a b", "abc-_"]) {
      expect(() => contentSecurityPolicy({ nonce, development: false })).toThrow(
        `a CSP nonce must be base64 (A-Z a-z 0-9 + / and = padding), got "${nonce}"`,
      );
    }
  });
});

describe("createNonce", () => {
  it("base64-encodes NONCE_BYTES bytes of the random source", () => {
    const nonce = createNonce((bytes) => bytes.map((_, index) => index));
    expect(nonce).toBe("AAECAwQFBgcICQoLDA0ODw==");
    expect(Buffer.from(nonce, "base64")).toHaveLength(NONCE_BYTES);
  });

  it("is fresh per call and base64 from the default generator", () => {
    const nonces = Array.from({ length: 50 }, () => createNonce());
    expect(new Set(nonces).size).toBe(50);
    for (const nonce of nonces) {
      expect(nonce).toMatch(NONCE_PATTERN);
      expect(nonce).toHaveLength(24);
      expect(Buffer.from(nonce, "base64")).toHaveLength(NONCE_BYTES);
    }
  });
});
