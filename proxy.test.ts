import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "./proxy";
import { MALFORMED_PATH_MESSAGE } from "./server/shared/percent-encoding";

const MALFORMED = [
  "/api/trpc/runs.list%E0%A4%A",
  "/api/trpc/%ZZ",
  "/api/auth/%E0%A4%A",
  "/runs/%E0%A4%A",
];

describe("proxy", () => {
  it("answers 400 with a clear message for a malformed path, APIs and pages alike", async () => {
    for (const path of MALFORMED) {
      const response = proxy(new NextRequest(`http://127.0.0.1:3000${path}?batch=1`));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "BAD_REQUEST", message: MALFORMED_PATH_MESSAGE },
      });
    }
  });

  it("lets APIs through without a cookie and sends a page without one to sign-in", () => {
    const api = proxy(new NextRequest("http://127.0.0.1:3000/api/trpc/runs.list?batch=1"));
    expect(api.headers.get("x-middleware-next")).toBe("1");
    const page = proxy(new NextRequest("http://127.0.0.1:3000/runs/run_1"));
    expect(page.status).toBe(307);
    expect(page.headers.get("location")).toBe("http://localhost:3000/sign-in?next=%2Fruns%2Frun_1");
  });
});

/** A nonce as createNonce writes it: 16 bytes in base64. */
const NONCE_SHAPE = /^[A-Za-z0-9+/]{22}==$/;

describe("proxy: Content-Security-Policy", () => {
  /** The nonce in a policy's script-src. */
  function nonceOf(policy: string | null): string | undefined {
    return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? "")?.[1];
  }

  it("gives a page request a fresh nonce policy, on the request (for Next) and the response", () => {
    const request = () =>
      proxy(
        new NextRequest("http://127.0.0.1:3000/runs/run_1", {
          headers: { cookie: "better-auth.session_token=abc.def" },
        }),
      );
    const first = request();
    const second = request();
    expect(first.headers.get("x-middleware-next")).toBe("1");
    const policy = first.headers.get("content-security-policy");
    const nonce = nonceOf(policy);
    expect(nonce).toMatch(NONCE_SHAPE);
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic' 'unsafe-eval';`);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).not.toContain("script-src 'self' 'unsafe-inline'");
    // Next.js hands the overridden request headers on as x-middleware-request-<name>.
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
    expect(first.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(nonceOf(second.headers.get("content-security-policy"))).not.toBe(nonce);
  });

  it("gives the sign-in page and the APIs a nonce policy too", () => {
    for (const path of ["/sign-in", "/setup", "/api/trpc/runs.list"]) {
      const response = proxy(new NextRequest(`http://127.0.0.1:3000${path}`));
      expect(nonceOf(response.headers.get("content-security-policy"))).toMatch(NONCE_SHAPE);
    }
  });

  it("gives the 400 and the sign-in redirect the fixed policy (no nonce, no inline script)", () => {
    const malformed = proxy(new NextRequest("http://127.0.0.1:3000/runs/%ZZ"));
    const redirect = proxy(new NextRequest("http://127.0.0.1:3000/runs/run_1"));
    for (const response of [malformed, redirect]) {
      const policy = response.headers.get("content-security-policy");
      // Vitest runs with NODE_ENV=test: outside production, so 'unsafe-eval' is there.
      expect(policy).toContain("script-src 'self' 'unsafe-eval';");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain("nonce-");
    }
  });
});
