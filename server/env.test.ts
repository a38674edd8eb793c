import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("applies defaults", () => {
    expect(parseEnv({})).toEqual({
      DATABASE_URL: "file:./data/debrief.db",
      DEBRIEF_WORKSPACES: undefined,
      NODE_ENV: "development",
    });
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
});
