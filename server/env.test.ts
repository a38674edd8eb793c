import { describe, expect, it } from "vitest";
import { oidcSettingsFromEnv } from "./auth/oidc-settings";
import { authSettingsFromEnv } from "./app-account-services";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("applies defaults", () => {
    expect(parseEnv({})).toEqual({
      DATABASE_URL: "file:./data/debrief.db",
      DEBRIEF_WORKSPACES: undefined,
      DEBRIEF_WORKSPACE_ROOTS: undefined,
      DEBRIEF_BASE_URL: "http://127.0.0.1:3000",
      DEBRIEF_MAX_BODY_BYTES: 1048576,
      DEBRIEF_MAX_BATCH_CALLS: 10,
      DEBRIEF_MAX_BATCH_RESPONSE_BYTES: 8388608,
      DEBRIEF_CORRECTIONS_PER_MINUTE: 12,
      DEBRIEF_MAX_QUEUED_RUNS: 1_000,
      DEBRIEF_SCRIPTED_LATENCY: "modelled",
      NODE_ENV: "development",
      DEBRIEF_TRUSTED_PROXY: null,
    });
  });

  it("refuses workspace roots that are relative, '/' or a system folder, and a bad base URL", () => {
    expect(parseEnv({ DEBRIEF_WORKSPACE_ROOTS: "/srv/a:/srv/b" }).DEBRIEF_WORKSPACE_ROOTS).toBe(
      "/srv/a:/srv/b",
    );
    expect(() => parseEnv({ DEBRIEF_WORKSPACE_ROOTS: "srv:/:/etc/x:/usr" })).toThrow(
      'Invalid environment: DEBRIEF_WORKSPACE_ROOTS: workspace root "srv" must be an absolute path; DEBRIEF_WORKSPACE_ROOTS: workspace root "/" is the file system root; DEBRIEF_WORKSPACE_ROOTS: workspace root "/etc/x" is a system folder (/etc); DEBRIEF_WORKSPACE_ROOTS: workspace root "/usr" is a system folder (/usr)',
    );
    expect(() => parseEnv({ DEBRIEF_BASE_URL: "ftp://x" })).toThrow(/DEBRIEF_BASE_URL/);
    expect(() => parseEnv({ DEBRIEF_MAX_BATCH_CALLS: "5" })).toThrow(/DEBRIEF_MAX_BATCH_CALLS/);
  });

  it("keeps the raw workspace list for the registry, and rejects a bad entry with its reason", () => {
    const env = parseEnv({ DEBRIEF_WORKSPACES: "w=/srv/w", NODE_ENV: "test" });
    expect(env.DEBRIEF_WORKSPACES).toBe("w=/srv/w");
    expect(() => parseEnv({ DEBRIEF_WORKSPACES: "a=/x;a=/y" })).toThrow(
      'DEBRIEF_WORKSPACES: workspace entry "a=/y": the name "a" is already used',
    );
  });

  it("accepts a SQLite file: URL and a PostgreSQL URL", () => {
    expect(
      parseEnv({ DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/debrief" }).DATABASE_URL,
    ).toBe("postgresql://postgres@127.0.0.1:5432/debrief");
    expect(parseEnv({ DATABASE_URL: "postgres://u@h/d" }).DATABASE_URL).toBe("postgres://u@h/d");
    expect(parseEnv({ DATABASE_URL: "file:/tmp/x.db" }).DATABASE_URL).toBe("file:/tmp/x.db");
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x/y" })).toThrow(
      "DATABASE_URL: must be a SQLite `file:` URL or a `postgresql://` URL",
    );
    expect(() => parseEnv({ DEBRIEF_WORKSPACES: "w=rel" })).toThrow(/DEBRIEF_WORKSPACES/);
    expect(() => parseEnv({ NODE_ENV: "staging" })).toThrow(/NODE_ENV/);
  });

  it("requires BETTER_AUTH_SECRET in production unless the base URL is a loopback address", () => {
    expect(() =>
      parseEnv({ NODE_ENV: "production", DEBRIEF_BASE_URL: "https://debrief.example.com" }),
    ).toThrow(
      "Invalid environment: BETTER_AUTH_SECRET: required in production when DEBRIEF_BASE_URL (https://debrief.example.com) is not a loopback address; set it to a random value of at least 32 characters (openssl rand -base64 32)",
    );
    const secret = "s".repeat(32);
    expect(
      parseEnv({
        NODE_ENV: "production",
        DEBRIEF_BASE_URL: "https://debrief.example.com/",
        BETTER_AUTH_SECRET: secret,
      }),
    ).toMatchObject({
      BETTER_AUTH_SECRET: secret,
      DEBRIEF_BASE_URL: "https://debrief.example.com",
    });
    // The one-command local app (npm run app): a generated secret in data/ is enough.
    expect(parseEnv({ NODE_ENV: "production" }).BETTER_AUTH_SECRET).toBeUndefined();
    expect(() => parseEnv({ BETTER_AUTH_SECRET: "short" })).toThrow(
      "BETTER_AUTH_SECRET: must be at least 32 characters (generate one: openssl rand -base64 32)",
    );
    expect(() => parseEnv({ DEBRIEF_BASE_URL: "ftp://x" })).toThrow(/DEBRIEF_BASE_URL/);
  });

  it("takes OIDC as all three variables or none", () => {
    expect(() => parseEnv({ DEBRIEF_OIDC_ISSUER: "https://id.example.com" })).toThrow(
      "DEBRIEF_OIDC_CLIENT_ID: OIDC sign-in needs DEBRIEF_OIDC_ISSUER, DEBRIEF_OIDC_CLIENT_ID and DEBRIEF_OIDC_CLIENT_SECRET together; missing: DEBRIEF_OIDC_CLIENT_ID, DEBRIEF_OIDC_CLIENT_SECRET",
    );
    const env = parseEnv({
      DEBRIEF_OIDC_ISSUER: "https://id.example.com/realms/team/",
      DEBRIEF_OIDC_CLIENT_ID: "debrief",
      DEBRIEF_OIDC_CLIENT_SECRET: "secret",
      DEBRIEF_OIDC_SIGN_UP_ROLE: "engineer",
    });
    expect(oidcSettingsFromEnv(env)).toEqual({
      discoveryUrl: "https://id.example.com/realms/team/.well-known/openid-configuration",
      clientId: "debrief",
      clientSecret: "secret",
      label: "Single sign-on",
      scopes: ["openid", "email", "profile"],
      signUpRole: "engineer",
    });
    expect(oidcSettingsFromEnv(parseEnv({}))).toBeNull();
    expect(() => parseEnv({ DEBRIEF_OIDC_SIGN_UP_ROLE: "owner" })).toThrow(
      /DEBRIEF_OIDC_SIGN_UP_ROLE/,
    );
  });

  it("trusts a client address header only when DEBRIEF_TRUSTED_PROXY names one", () => {
    const clientAddress = (source: Record<string, string>) =>
      authSettingsFromEnv(parseEnv({ BETTER_AUTH_SECRET: "s".repeat(32), ...source }), "/nowhere")
        .clientAddress;
    expect(clientAddress({})).toBeNull();
    expect(clientAddress({ DEBRIEF_TRUSTED_PROXY: "" })).toBeNull();
    expect(clientAddress({ DEBRIEF_TRUSTED_PROXY: "0" })).toBeNull();
    expect(clientAddress({ DEBRIEF_TRUSTED_PROXY: "1" })).toEqual({
      headers: ["x-forwarded-for"],
      trustedProxies: [],
    });
    expect(
      clientAddress({
        DEBRIEF_TRUSTED_PROXY: "X-Real-IP",
        DEBRIEF_TRUSTED_PROXY_ADDRESSES: "10.0.0.5, 10.1.0.0/16",
      }),
    ).toEqual({ headers: ["x-real-ip"], trustedProxies: ["10.0.0.5", "10.1.0.0/16"] });
    expect(() => parseEnv({ DEBRIEF_TRUSTED_PROXY: "real ip" })).toThrow(
      'Invalid environment: DEBRIEF_TRUSTED_PROXY: "real ip" is not a header name; use 1 (X-Forwarded-For) or header names separated by commas, such as cf-connecting-ip',
    );
    expect(() =>
      parseEnv({ DEBRIEF_TRUSTED_PROXY: "1", DEBRIEF_TRUSTED_PROXY_ADDRESSES: "lb.internal" }),
    ).toThrow(
      'Invalid environment: DEBRIEF_TRUSTED_PROXY_ADDRESSES: "lb.internal" is not an IP address or CIDR range (such as 10.0.0.5 or 10.0.0.0/24)',
    );
    expect(() => parseEnv({ DEBRIEF_TRUSTED_PROXY_ADDRESSES: "10.0.0.5" })).toThrow(
      "Invalid environment: DEBRIEF_TRUSTED_PROXY_ADDRESSES: needs DEBRIEF_TRUSTED_PROXY (the headers those proxies set)",
    );
  });
});
