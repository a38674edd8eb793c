import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../testing/test-services";
import { withoutServerPaths } from "./workspace-service";

/** Only admins (workspaces:manage) see the server's absolute workspace paths. */

const repoRoot = path.resolve(__dirname, "../../..");
let setup: TestServices;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "debrief-paths-"));
  setup = await createTestServices({ workspaceRoots: [root] });
});

afterAll(async () => {
  await setup.disconnect();
});

describe("withoutServerPaths", () => {
  const summary = {
    id: "ws_1",
    name: "Acme",
    rootPath: "/srv/debrief/workspaces/acme",
    hasDatabase: true,
    source: "registered" as const,
  };

  it("keeps the folder's name and the database's path inside the folder", () => {
    expect(
      withoutServerPaths({ ...summary, databasePath: "/srv/debrief/workspaces/acme/db/seed.sql" }),
    ).toEqual({ ...summary, rootPath: "acme", databasePath: "db/seed.sql" });
  });

  it("keeps only the file name of a database outside the folder, and a null or absent one as it is", () => {
    expect(
      withoutServerPaths({ ...summary, databasePath: "/srv/debrief/workspaces/shared.db" }),
    ).toEqual({ ...summary, rootPath: "acme", databasePath: "shared.db" });
    expect(
      withoutServerPaths({ ...summary, databasePath: "/srv/debrief/workspaces/acme-old/x.db" }),
    ).toEqual({ ...summary, rootPath: "acme", databasePath: "x.db" });
    expect(withoutServerPaths({ ...summary, hasDatabase: false, databasePath: null })).toEqual({
      ...summary,
      hasDatabase: false,
      rootPath: "acme",
      databasePath: null,
    });
    expect(withoutServerPaths({ ...summary, source: "sample" })).toEqual({
      ...summary,
      source: "sample",
      rootPath: "acme",
    });
  });
});

describe("workspaces.roots", () => {
  it("gives those who manage workspaces the configured roots and refuses every other role", async () => {
    const admin = await setup.callerAs("admin");
    expect(await admin.workspaces.roots()).toEqual([path.resolve(root)]);
    for (const role of ["engineer", "operator", "reviewer"] as const) {
      const caller = await setup.callerAs(role);
      await expect(caller.workspaces.roots(), role).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
  });
});

describe("workspaces.list by role", () => {
  it("shows admins absolute paths and every other role folder names and relative database paths", async () => {
    const folder = path.join(root, "acme");
    mkdirSync(path.join(folder, "db"), { recursive: true });
    writeFileSync(
      path.join(folder, "db", "seed.sql"),
      "CREATE TABLE t (a); INSERT INTO t VALUES (1);\n",
    );
    writeFileSync(path.join(root, "shared.sql"), "CREATE TABLE s (b);\n");
    const elsewhere = path.join(root, "beta");
    mkdirSync(elsewhere);
    const admin = await setup.callerAs("admin");
    const acme = await admin.workspaces.register({
      name: "Acme",
      rootPath: folder,
      databasePath: path.join(folder, "db", "seed.sql"),
    });
    const beta = await admin.workspaces.register({
      name: "Beta",
      rootPath: elsewhere,
      databasePath: path.join(root, "shared.sql"),
    });
    const byId = (list: { id: string }[], id: string) => list.find((entry) => entry.id === id);
    const asAdmin = await admin.workspaces.list();
    expect(byId(asAdmin, acme.id)).toMatchObject({
      rootPath: folder,
      databasePath: path.join(folder, "db", "seed.sql"),
    });
    expect(byId(asAdmin, "ledgerline")).toMatchObject({
      rootPath: path.join(repoRoot, "workspaces", "ledgerline"),
    });
    for (const role of ["engineer", "operator", "reviewer"] as const) {
      const list = await (await setup.callerAs(role)).workspaces.list();
      expect(byId(list, acme.id), role).toMatchObject({
        rootPath: "acme",
        databasePath: "db/seed.sql",
      });
      expect(byId(list, beta.id), role).toMatchObject({
        rootPath: "beta",
        databasePath: "shared.sql",
      });
      expect(byId(list, "ledgerline"), role).toMatchObject({ rootPath: "ledgerline" });
      expect(
        list.map((entry) => entry.id),
        role,
      ).toEqual(asAdmin.map((entry) => entry.id));
      const text = JSON.stringify(list);
      expect(text.includes(root), role).toBe(false);
      expect(text.includes(repoRoot), role).toBe(false);
    }
  });
});
