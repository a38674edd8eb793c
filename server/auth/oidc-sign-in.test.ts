import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountServices } from "../app-account-services";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";

/**
 * Optional OIDC sign-in, configured only by settings (DEBRIEF_OIDC_*): the sign-in request
 * reads the issuer's discovery document (a local stand-in here) and sends the browser to its
 * authorization endpoint with our client id, PKCE and the callback on DEBRIEF_BASE_URL.
 */

const BASE_URL = "http://127.0.0.1:3000";
let issuer: Server;
let issuerUrl: string;
let database: TestDatabase;

beforeAll(async () => {
  issuer = createServer((request, response) => {
    if (request.url !== "/.well-known/openid-configuration") {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        issuer: issuerUrl,
        authorization_endpoint: `${issuerUrl}/authorize`,
        token_endpoint: `${issuerUrl}/token`,
        userinfo_endpoint: `${issuerUrl}/userinfo`,
        jwks_uri: `${issuerUrl}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
      }),
    );
  });
  await new Promise<void>((resolve) => issuer.listen(0, "127.0.0.1", resolve));
  issuerUrl = `http://127.0.0.1:${(issuer.address() as AddressInfo).port}`;
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.dispose();
  await new Promise((resolve) => issuer.close(resolve));
});

describe("OIDC sign-in", () => {
  it("sends the browser to the issuer's authorization endpoint", async () => {
    const { auth } = createAccountServices(database.prisma, {
      secret: "t".repeat(32),
      baseURL: BASE_URL,
      rateLimit: false,
      oidc: {
        discoveryUrl: `${issuerUrl}/.well-known/openid-configuration`,
        clientId: "debrief-client",
        clientSecret: "client-secret",
        label: "Team sign-on",
        scopes: ["openid", "email"],
        signUpRole: null,
      },
    });
    const response = await auth.handler(
      new Request(`${BASE_URL}/api/auth/sign-in/social`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: BASE_URL },
        body: JSON.stringify({ provider: "oidc", callbackURL: "/runs" }),
      }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { url: string; redirect: boolean };
    expect(body.redirect).toBe(true);
    const url = new URL(body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${issuerUrl}/authorize`);
    expect(url.searchParams.get("client_id")).toBe("debrief-client");
    expect(url.searchParams.get("redirect_uri")).toBe(`${BASE_URL}/api/auth/callback/oidc`);
    expect(url.searchParams.get("scope")).toBe("openid email");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("state")).toMatch(/\S{16,}/);
  });
});
