import { describe, expect, it } from "vitest";
import { parseEnv, parseWorkspaceList } from "./env";

describe("parseWorkspaceList", () => {
  it("reads name=folder[:database] entries separated by semicolons", () => {
    expect(
      parseWorkspaceList(" ledgerline=/srv/ledger:/srv/ledger/app.db ; docs=/srv/docs/ ;"),
    ).toEqual([
      { name: "ledgerline", rootPath: "/srv/ledger", databasePath: "/srv/ledger/app.db" },
      { name: "docs", rootPath: "/srv/docs/", databasePath: null },
    ]);
    expect(parseWorkspaceList("")).toEqual([]);
  });

  it("rejects relative paths, missing names and duplicates", () => {
    expect(() => parseWorkspaceList("a=relative/folder")).toThrow(/absolute/);
    expect(() => parseWorkspaceList("a=/x:db.sqlite")).toThrow(/absolute/);
    expect(() => parseWorkspaceList("/x")).toThrow(/name=/);
    expect(() => parseWorkspaceList("a=/x;a=/y")).toThrow(/twice/);
  });
});

describe("parseEnv", () => {
  it("applies defaults", () => {
    expect(parseEnv({})).toEqual({
      DATABASE_URL: "file:./data/debrief.db",
      DEBRIEF_WORKSPACES: undefined,
      NODE_ENV: "development",
      workspaces: [],
    });
  });

  it("keeps the raw workspace list and the parsed entries", () => {
    const env = parseEnv({ DEBRIEF_WORKSPACES: "w=/srv/w", NODE_ENV: "test" });
    expect(env.DEBRIEF_WORKSPACES).toBe("w=/srv/w");
    expect(env.workspaces).toEqual([{ name: "w", rootPath: "/srv/w", databasePath: null }]);
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ DATABASE_URL: "postgres://x/y" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ DEBRIEF_WORKSPACES: "w=rel" })).toThrow(/DEBRIEF_WORKSPACES/);
    expect(() => parseEnv({ NODE_ENV: "staging" })).toThrow(/NODE_ENV/);
  });
});
