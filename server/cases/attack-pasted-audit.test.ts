import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerlineAuditFixture } from "../features/audit/labeled-set";
import { createTestServices, type TestServices } from "../testing/test-services";
import { expectTrpcError } from "../testing/trpc-errors";

/**
 * Attack: auditing a pasted answer against debriefs pasted as JSON, through the router the
 * Audit page calls (audit.auditAnswer): names that collide, keys that name JavaScript's own
 * properties, records whose carries do not fit. Nothing is stored either way.
 */

let setup: TestServices;

beforeAll(async () => {
  setup = await createTestServices();
});

afterAll(async () => {
  await setup.disconnect();
});

const researcher = () => ledgerlineAuditFixture().debriefs[0]!;

describe("pasted debriefs whose item ids would collide", () => {
  it("refuses two debriefs with one agent name: their items would share ids (researcher/F1)", async () => {
    const first = { agentName: "researcher", agentId: "agent_a", result: researcher().result };
    const second = {
      agentName: "researcher",
      agentId: "agent_b",
      result: {
        ...researcher().result,
        findings: [{ ...researcher().result.findings[1]!, confidence: "verified" }],
      },
    };
    await expectTrpcError(
      setup.caller.audit.auditAnswer({
        answer: JSON.stringify({
          claims: [
            {
              text: "The changelog date holds.",
              rests_on: ["researcher/F1"],
              carries: [],
              stated_as: "established",
            },
          ],
        }),
        source: { kind: "debriefs", json: JSON.stringify([first, second]) },
      }),
      "BAD_REQUEST",
      'the debriefs JSON has two debriefs named "researcher" (debriefs.0 and debriefs.1): their items would share ids (researcher/F1); give each debrief its own agentName',
    );
  });
});

describe("keys that name JavaScript's own properties", () => {
  it("audits debriefs and a record with __proto__ and constructor keys and agent names as plain data", async () => {
    const debrief = JSON.parse(
      JSON.stringify({
        agentName: "__proto__",
        agentId: "constructor",
        result: researcher().result,
      }),
    ) as Record<string, unknown>;
    const json = `[${JSON.stringify(debrief).slice(0, -1)},"__proto__":{"agentName":"x"}}]`;
    const record = `{"claims":[{"text":"The date holds, reportedly.","rests_on":["__proto__/F1"],"carries":[{"item":"__proto__/F1","as":"attribution","words":"reportedly"}],"stated_as":"qualified","__proto__":{"stated_as":"established"}}],"constructor":{"prototype":{}}}`;
    const view = await setup.caller.audit.auditAnswer({
      answer: record,
      source: { kind: "debriefs", json },
    });
    expect(view.children).toEqual(["__proto__"]);
    expect(view.report.mode).toBe("contract");
    const f1 = view.report.hedges.find((hedge) => hedge.label === "__proto__/F1");
    expect(f1).toMatchObject({ classification: "carried" });
    expect(({} as Record<string, unknown>).agentName).toBeUndefined();
  });
});
