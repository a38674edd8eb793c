import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { SampleScriptedProvider } from "../scripted-samples";
import {
  copyLedgerline,
  LEDGERLINE_CHILD_CALLS,
  LEDGERLINE_FINDING_CONFIDENCES,
  ledgerlineHarness,
} from "../../testing/ledgerline-fixture";
import { SAMPLE_QUESTION } from "./sample-question";

async function runEscalation(
  copy: ReturnType<typeof copyLedgerline>,
  scenario: "auto" | "invalid-once" | "always-invalid" = "auto",
) {
  const harness = ledgerlineHarness(copy);
  const handle = await harness.start(
    SAMPLE_QUESTION,
    new SampleScriptedProvider({ scenario }),
    scenario,
  );
  const run = await handle.done;
  return { run, store: harness.store, handle };
}

function truth(database: string) {
  const db = new Database(database, { readonly: true });
  const ids = (sql: string) =>
    (db.prepare(sql).all() as { merchant_id: string }[]).map((row) => row.merchant_id);
  const result = {
    direct: ids(
      "SELECT merchant_id FROM merchants WHERE api_version = 'v2' AND sandbox = 0 ORDER BY merchant_id",
    ),
    indirect: ids(
      "SELECT merchant_id FROM merchants WHERE api_version = 'v3' AND fallback_enabled = 1 AND sandbox = 0 AND adapter = 'primary' ORDER BY merchant_id",
    ),
    overrides: ids(
      "SELECT merchant_id FROM merchants WHERE request_override IS NOT NULL ORDER BY merchant_id",
    ),
  };
  db.close();
  return result;
}

describe("the ledgerline escalation on the scripted model", () => {
  it("answers with the direct and indirect merchants and carries the override caveat", async () => {
    const copy = copyLedgerline();
    const { run, store } = await runEscalation(copy);
    expect(run.status).toBe("succeeded");
    const expected = truth(copy.database);
    expect(expected.direct).toHaveLength(16);
    expect(expected.indirect).toHaveLength(3);
    const answer = run.finalAnswer ?? "";
    expect(answer).toContain(`${expected.direct.length} merchants are configured for API v2`);
    for (const id of [...expected.direct, ...expected.indirect, ...expected.overrides])
      expect(answer).toContain(id);
    expect(answer).toMatch(/Unresolved: Do the 5 merchants with a per-request override/);
    expect(answer).toContain(
      "- Assumption, not verified: The merchants table's api_version column is authoritative",
    );

    const debriefs = store.debriefs;
    expect(debriefs).toHaveLength(1);
    const debrief = debriefs[0]!;
    expect(debrief.result?.effort).toEqual({ tool_calls: 7, budget_exhausted: false });
    expect(debrief.result?.findings.map((finding) => finding.confidence)).toEqual(
      LEDGERLINE_FINDING_CONFIDENCES,
    );
    const child = store.agents.find((agent) => agent.role === "child")!;
    const childCalls = store.items
      .filter((item) => item.agentId === child.id && item.kind === "tool_call")
      .map((item) => (item.kind === "tool_call" ? item.name : ""));
    expect(childCalls).toEqual(LEDGERLINE_CHILD_CALLS);
  });

  it("cites provenance that resolves to real lines and columns", async () => {
    const copy = copyLedgerline();
    const { store } = await runEscalation(copy);
    const result = store.debriefs[0]!.result!;
    const db = new Database(copy.database, { readonly: true });
    const columns = new Set(
      (db.prepare("PRAGMA table_info(merchants)").all() as { name: string }[]).map(
        (column) => `merchants.${column.name}`,
      ),
    );
    db.close();
    const entries = result.findings.flatMap((finding) => finding.provenance);
    expect(entries.length).toBeGreaterThan(8);
    for (const entry of entries) {
      const place = /^(.+):(\d+)$/.exec(entry);
      if (place) {
        const lines = readFileSync(path.join(copy.root, place[1]!), "utf8").split("\n");
        const line = lines[Number(place[2]) - 1];
        expect(line, entry).toBeDefined();
        expect(line!.trim().length, entry).toBeGreaterThan(0);
      } else {
        expect(columns.has(entry), entry).toBe(true);
      }
    }
    expect(entries).toContain("src/adapters/legacy-client.ts:11");
  });

  it("changes its answer when the seed data changes", async () => {
    const copy = copyLedgerline();
    const seed = readFileSync(copy.seed, "utf8");
    const changed = seed.replace(
      /\('m_0001', '([^']*)', 'primary', 'v3', 0, 0, NULL\)/,
      "('m_0001', '$1', 'legacy', 'v2', 0, 0, NULL)",
    );
    expect(changed).not.toBe(seed);
    writeFileSync(copy.seed, changed);
    const { run } = await runEscalation(copy);
    const expected = truth(copy.database);
    expect(expected.direct).toHaveLength(17);
    expect(expected.direct).toContain("m_0001");
    expect(run.finalAnswer).toContain("17 merchants are configured for API v2");
    expect(run.finalAnswer).toContain("m_0001");
  });
});
