import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountServices } from "../app-account-services";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import type { AuthSettings } from "./auth";
import {
  betterAuthIpAddressOptions,
  parseTrustedProxyAddresses,
  parseTrustedProxyHeaders,
} from "./client-address";

const BASE_URL = "http://127.0.0.1:3000";
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.dispose();
});

describe("parseTrustedProxyHeaders", () => {
  it("reads no proxy, the default header, or a list of header names", () => {
    expect(parseTrustedProxyHeaders("")).toBeNull();
    expect(parseTrustedProxyHeaders("0")).toBeNull();
    expect(parseTrustedProxyHeaders("false")).toBeNull();
    expect(parseTrustedProxyHeaders("1")).toEqual(["x-forwarded-for"]);
    expect(parseTrustedProxyHeaders("TRUE")).toEqual(["x-forwarded-for"]);
    expect(parseTrustedProxyHeaders(" CF-Connecting-IP , x-real-ip ")).toEqual([
      "cf-connecting-ip",
      "x-real-ip",
    ]);
  });

  it("refuses a name that is not a header name", () => {
    expect(parseTrustedProxyHeaders("x-real-ip, client ip")).toEqual({
      error:
        '"client ip" is not a header name; use 1 (X-Forwarded-For) or header names separated by commas, such as cf-connecting-ip',
    });
    expect(parseTrustedProxyHeaders("x-real-ip,")).toEqual({
      error:
        '"" is not a header name; use 1 (X-Forwarded-For) or header names separated by commas, such as cf-connecting-ip',
    });
  });
});

describe("parseTrustedProxyAddresses", () => {
  it("reads addresses and ranges, and refuses anything else", () => {
    expect(parseTrustedProxyAddresses("10.0.0.5, 10.1.0.0/16,fd00::1, fd00::/8")).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
      "fd00::1",
      "fd00::/8",
    ]);
    expect(parseTrustedProxyAddresses("10.0.0.5, proxy.internal")).toEqual({
      error:
        '"proxy.internal" is not an IP address or CIDR range (such as 10.0.0.5 or 10.0.0.0/24)',
    });
    expect(parseTrustedProxyAddresses("10.0.0.0/33")).toEqual({
      error: '"10.0.0.0/33" is not an IP address or CIDR range (such as 10.0.0.5 or 10.0.0.0/24)',
    });
  });
});

describe("betterAuthIpAddressOptions", () => {
  it("turns address tracking off without a proxy, and names the headers and proxies behind one", () => {
    expect(betterAuthIpAddressOptions(null)).toEqual({ disableIpTracking: true });
    expect(
      betterAuthIpAddressOptions({ headers: ["x-forwarded-for"], trustedProxies: [] }),
    ).toEqual({ ipAddressHeaders: ["x-forwarded-for"] });
    expect(
      betterAuthIpAddressOptions({ headers: ["x-forwarded-for"], trustedProxies: ["10.0.0.5"] }),
    ).toEqual({ ipAddressHeaders: ["x-forwarded-for"], trustedProxies: ["10.0.0.5"] });
  });
});

/** Better Auth with its rate limiter on, two attempts a minute, and the given proxy setting. */
function signInWith(clientAddress: AuthSettings["clientAddress"]) {
  const { auth } = createAccountServices(database.prisma, {
    secret: "t".repeat(32),
    baseURL: BASE_URL,
    oidc: null,
    signInAttemptsPerMinute: 2,
    rateLimit: true,
    clientAddress,
  });
  return (email: string, headers: Record<string, string>) =>
    auth.handler(
      new Request(`${BASE_URL}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: BASE_URL, ...headers },
        body: JSON.stringify({ email, password: "wrong-password-1" }),
      }),
    );
}

describe("Better Auth's per-address sign-in limit", () => {
  it("is not keyed on X-Forwarded-For without a proxy: a shared address is not locked out", async () => {
    const attempt = signInWith(null);
    const statuses: number[] = [];
    for (const name of ["ana", "ben", "cy", "dee"]) {
      const response = await attempt(`${name}@no-proxy.test`, { "x-forwarded-for": "192.0.2.10" });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401]);
  });

  it("counts per address from the trusted header behind a proxy, whatever X-Forwarded-For says", async () => {
    const attempt = signInWith({ headers: ["cf-connecting-ip"], trustedProxies: [] });
    const from = (address: string, forwarded: string) => ({
      "cf-connecting-ip": address,
      "x-forwarded-for": forwarded,
    });
    expect((await attempt("ana@proxy.test", from("198.51.100.20", "10.9.0.1"))).status).toBe(401);
    expect((await attempt("ben@proxy.test", from("198.51.100.20", "10.9.0.2"))).status).toBe(401);
    const refused = await attempt("cy@proxy.test", from("198.51.100.20", "10.9.0.3"));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: "Too many requests. Please try again later." });
    // Another client behind the same proxy still signs in.
    expect((await attempt("dee@proxy.test", from("198.51.100.21", "10.9.0.3"))).status).toBe(401);
  });

  it("takes the client from a forwarded chain by skipping the trusted proxies", async () => {
    const attempt = signInWith({
      headers: ["x-forwarded-for"],
      trustedProxies: ["203.0.113.0/24"],
    });
    // The client may prepend anything; the proxy appends the address it saw.
    const via = (prepended: string) => ({
      "x-forwarded-for": `${prepended}, 198.51.100.30, 203.0.113.4`,
    });
    expect((await attempt("ana@chain.test", via("10.8.0.1"))).status).toBe(401);
    expect((await attempt("ben@chain.test", via("10.8.0.2"))).status).toBe(401);
    expect((await attempt("cy@chain.test", via("10.8.0.3"))).status).toBe(429);
  });
});
