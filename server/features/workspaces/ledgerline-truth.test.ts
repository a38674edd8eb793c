import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSeedSql } from "../../../workspaces/ledgerline/db/generate-seed";
import { FileWorkspace } from "./file-workspace";

/**
 * The ground truth of the Ledgerline sample (seed 000: nineteen merchants affected, three of
 * them through the fallback path). Queried from a database built from db/merchants.sql.
 */
const sampleRoot = path.resolve(__dirname, "../../../workspaces/ledgerline");
const seedPath = path.join(sampleRoot, "db", "merchants.sql");

const LEDGERLINE_TRUTH = {
  direct: [
    "m_0008",
    "m_0016",
    "m_0019",
    "m_0027",
    "m_0034",
    "m_0062",
    "m_0076",
    "m_0088",
    "m_0093",
    "m_0094",
    "m_0097",
    "m_0098",
    "m_0117",
    "m_0120",
    "m_0121",
    "m_0124",
  ],
  indirect: ["m_0005", "m_0067", "m_0148"],
  override: ["m_0015", "m_0082", "m_0092", "m_0144", "m_0154"],
  sandbox: [
    "m_0009",
    "m_0049",
    "m_0051",
    "m_0064",
    "m_0122",
    "m_0132",
    "m_0133",
    "m_0136",
    "m_0149",
    "m_0150",
    "m_0152",
    "m_0155",
  ],
};

let base: string;
let ws: FileWorkspace;

beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), "debrief-ledgerline-"));
  ws = new FileWorkspace({
    id: "ledgerline",
    name: "Ledgerline",
    rootPath: sampleRoot,
    seedSqlPath: seedPath,
    databasePath: path.join(base, "ledgerline.db"),
  });
});

afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});

async function ids(where: string): Promise<string[]> {
  const result = await ws.querySql(
    `SELECT merchant_id FROM merchants WHERE ${where} ORDER BY merchant_id`,
  );
  return result.rows.map((row) => row[0] as string);
}

describe("ledgerline sample truth", () => {
  it("the committed seed is exactly what the generator writes", () => {
    expect(readFileSync(seedPath, "utf8")).toBe(buildSeedSql());
  });

  it("has 160 merchants m_0001..m_0160 with unique names", async () => {
    const result = await ws.querySql(
      "SELECT count(*), count(DISTINCT name), min(merchant_id), max(merchant_id) FROM merchants",
    );
    expect(result.rows).toEqual([[160, 160, "m_0001", "m_0160"]]);
  });

  it("direct set: legacy adapter on v2, not sandbox (16)", async () => {
    const direct = await ids("api_version = 'v2' AND sandbox = 0 AND adapter = 'legacy'");
    expect(direct).toHaveLength(16);
    expect(direct).toEqual(LEDGERLINE_TRUTH.direct);
    // Every v2 row is a direct one: the table alone finds 16, not 19.
    expect(await ids("api_version = 'v2'")).toEqual(LEDGERLINE_TRUTH.direct);
  });

  it("indirect set: primary on v3 with fallback enabled, not sandbox (3)", async () => {
    expect(
      await ids(
        "api_version = 'v3' AND fallback_enabled = 1 AND sandbox = 0 AND adapter = 'primary'",
      ),
    ).toEqual(LEDGERLINE_TRUTH.indirect);
    expect(await ids("fallback_enabled = 1")).toEqual(LEDGERLINE_TRUTH.indirect);
  });

  it("direct + indirect = 19 merchants", () => {
    expect(new Set([...LEDGERLINE_TRUTH.direct, ...LEDGERLINE_TRUTH.indirect]).size).toBe(19);
  });

  it("override set: 5 per-request overrides, all otherwise primary/v3/no fallback", async () => {
    expect(await ids("request_override IS NOT NULL")).toEqual(LEDGERLINE_TRUTH.override);
    expect(
      await ids(
        "request_override = 'X-Provider-Version header' AND adapter = 'primary' AND api_version = 'v3' AND fallback_enabled = 0 AND sandbox = 0",
      ),
    ).toEqual(LEDGERLINE_TRUTH.override);
  });

  it("sandbox set: 12 sandbox merchants whose api_version column says v3", async () => {
    expect(await ids("sandbox = 1")).toEqual(LEDGERLINE_TRUTH.sandbox);
    expect(await ids("sandbox = 1 AND adapter = 'sandbox' AND api_version = 'v3'")).toEqual(
      LEDGERLINE_TRUTH.sandbox,
    );
    expect(await ids("adapter = 'sandbox'")).toEqual(LEDGERLINE_TRUTH.sandbox);
  });

  it("no merchant is in two sets; the other 124 are plain primary/v3", async () => {
    const all = [
      ...LEDGERLINE_TRUTH.direct,
      ...LEDGERLINE_TRUTH.indirect,
      ...LEDGERLINE_TRUTH.override,
      ...LEDGERLINE_TRUTH.sandbox,
    ];
    expect(new Set(all).size).toBe(36);
    const plain = await ids(
      "adapter = 'primary' AND api_version = 'v3' AND fallback_enabled = 0 AND sandbox = 0 AND request_override IS NULL",
    );
    expect(plain).toHaveLength(124);
    expect(plain.filter((id) => all.includes(id))).toEqual([]);
  });
});
