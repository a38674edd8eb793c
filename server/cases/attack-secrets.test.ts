import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptedFinalAnswer } from "../runtime/contract/final-answer-check";
import { checkedTurnModel, spawnedChild } from "../runtime/testing/checked-turn-model";
import { validDebrief } from "../runtime/testing/debrief-builders";
import { callOf, NO_WORKSPACE } from "../runtime/testing/turn-script";
import { comparable } from "../testing/replay-comparison";
import { columnsContaining, storedText } from "../testing/stored-text";
import { createTestServices, waitForRun, type TestServices } from "../testing/test-services";
import { heldRun } from "../testing/held-run";

/**
 * Issue 9: "an API key, a Bearer token, a card number and an email put into a question, a
 * tool result or a correction are stored in clear". A run is fed the four through all three;
 * afterwards no text column of any table holds any of them, and runs.get serves none.
 */

// Synthetic secrets, built in pieces.
const API_KEY = `sk-proj-${"Q7w8E9r0T1y2U3i4O5p6"}`;
const BEARER = `${"dGhpcy1pcy1hLXRva2Vu"}.c2VjcmV0`;
const CARD = "4111 1111 1111 1111";
const EMAIL = `dana.ops@${"ledgerline.example"}`;
const SECRETS = [API_KEY, BEARER, CARD, CARD.replace(/ /g, ""), EMAIL];

let setup: TestServices;

beforeAll(async () => {
  setup = await createTestServices();
});

afterAll(async () => {
  await setup.disconnect();
});

describe("secrets never enter storage", () => {
  it("a run fed four secrets through the question, a workspace file and a correction stores none of them", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "debrief-secrets-"));
    writeFileSync(
      path.join(folder, "rotation.md"),
      [
        "# Rotation procedure",
        `OPENAI_API_KEY=${API_KEY}`,
        `curl -H "Authorization: Bearer ${BEARER}" https://api.example.test`,
        `test card ${CARD}`,
        `owner ${EMAIL}`,
      ].join("\n"),
    );
    const workspace = await setup.caller.workspaces.register({ name: "secrets", rootPath: folder });
    const { handle, child, release } = await heldRun(setup, "run_secrets", {
      question: `Rotation procedure: key ${API_KEY}, Bearer ${BEARER}, card ${CARD}, mail ${EMAIL}`,
      workspaceId: workspace.id,
    });
    const correction = await setup.caller.corrections.send({
      runId: handle.runId,
      agentId: child.id,
      text: `Also check ${EMAIL} with Bearer ${BEARER}, key ${API_KEY} and card ${CARD}`,
    });
    expect(correction.correction.text).toBe(
      "Also check [redacted-email] with Bearer [redacted-token], key [redacted-key] and card [redacted-card]",
    );
    release();
    await handle.done;
    const detail = await waitForRun(setup.caller, handle.runId);
    expect(detail.run.status).toBe("succeeded");

    // The secrets reached every ingestion point: the question, a tool result, the correction.
    expect(detail.run.question).toBe(
      "Rotation procedure: key [redacted-key], Bearer [redacted-token], card [redacted-card], mail [redacted-email]",
    );
    const toolResults = Object.values(detail.transcripts)
      .flat()
      .filter((item) => item.kind === "tool_result");
    expect(
      toolResults.some(
        (item) =>
          item.content.includes("OPENAI_API_KEY=[redacted-key]") &&
          item.content.includes("Bearer [redacted-token]") &&
          item.content.includes("test card [redacted-card]") &&
          item.content.includes("owner [redacted-email]"),
      ),
    ).toBe(true);
    expect(detail.corrections[0]!.consumption).not.toBeNull();

    // No text column of any table holds any of them; runs.get serves none.
    const stored = await storedText(setup.services.prisma);
    expect(stored.size).toBeGreaterThan(40);
    for (const secret of SECRETS) {
      expect(columnsContaining(stored, secret), secret).toEqual([]);
    }
    expect(columnsContaining(stored, "[redacted-card]").sort()).toEqual(
      expect.arrayContaining([
        "Agent.brief",
        "Correction.text",
        "Run.question",
        "TranscriptItem.payload",
      ]),
    );
    const served = JSON.stringify(detail);
    for (const secret of SECRETS) expect(served.includes(secret), secret).toBe(false);

    // Replay rebuilds the same (redacted) transcripts from what was stored.
    const replay = await setup.caller.replay.start({ runId: handle.runId });
    const replayed = await waitForRun(setup.caller, replay.runId);
    const texts = (run: typeof detail) =>
      run.agents.map((agent) => run.transcripts[agent.id]!.map((item) => comparable(item)));
    expect(texts(replayed)).toEqual(texts(detail));
    const after = await storedText(setup.services.prisma);
    for (const secret of SECRETS) expect(columnsContaining(after, secret), secret).toEqual([]);
  });

  it("a parent's final_answer record that echoes secrets enters redacted: transcript, final answer and audit hold none", async () => {
    // A model that writes secrets into its answer: in a claim's text and in the words that
    // carry a hedge. Ingestion redacts both the same way, so the record still validates.
    const model = checkedTurnModel({
      parent: (n, request) =>
        n === 1
          ? [callOf("s1", "spawn_agent", { name: "researcher", brief: "Who owns the rotation?" })]
          : n === 2
            ? [
                callOf("w1", "wait_for_agents", {
                  agent_ids: [spawnedChild(request.items)],
                  timeout_ms: 10_000,
                }),
              ]
            : [
                callOf("fa1", "final_answer", {
                  claims: [
                    {
                      text: `Rotate ${API_KEY} (card ${CARD} on file), if the table is authoritative.`,
                      rests_on: ["researcher/A1"],
                      carries: [
                        {
                          item: "researcher/A1",
                          as: "condition",
                          words: "if the table is authoritative",
                        },
                      ],
                      stated_as: "qualified",
                    },
                    {
                      text: `Ask ${EMAIL} with Bearer ${BEARER}: whether overrides send v2 is open.`,
                      rests_on: ["researcher/U1"],
                      carries: [
                        { item: "researcher/U1", as: "open_question", words: `Ask ${EMAIL}` },
                      ],
                      stated_as: "qualified",
                    },
                  ],
                }),
              ],
      child: () => [
        callOf(
          "rr",
          "research_result",
          validDebrief({
            unresolved: [{ question: "Do overrides send v2?", would_settle_it: "request logs" }],
          }),
        ),
      ],
    });
    const handle = await setup.services.manager.startRun({
      runId: "run_secret_answer",
      question: "Who rotates the provider key?",
      workspaceId: "none",
      workspace: NO_WORKSPACE,
      provider: model.provider,
      returnMode: "contract",
      scenario: null,
      workspaceTools: [],
    });
    await handle.done;
    const detail = await waitForRun(setup.caller, handle.runId);
    expect([detail.run.status, detail.run.statusDetail]).toEqual([
      "succeeded",
      "final_answer accepted",
    ]);
    expect(detail.run.finalAnswer).toBe(
      [
        "- Rotate [redacted-key] (card [redacted-card] on file), if the table is authoritative. [rests on: researcher/A1]",
        "- Ask [redacted-email] with Bearer [redacted-token]: whether overrides send v2 is open. [rests on: researcher/U1]",
      ].join("\n"),
    );
    const parent = detail.agents.find((agent) => agent.role === "parent")!;
    const parentItems = detail.transcripts[parent.id] ?? [];
    const record = acceptedFinalAnswer(parentItems);
    expect(record?.claims[1]?.carries).toEqual([
      { item: "researcher/U1", as: "open_question", words: "Ask [redacted-email]" },
    ]);
    // The audit reads the stored record exactly; it and the served audit hold no secret either.
    const audit = await setup.caller.audit.get({ runId: handle.runId });
    if (audit.state !== "ready") throw new Error("expected a ready audit");
    expect(audit.report.mode).toBe("contract");
    expect(audit.report.hedges.find((hedge) => hedge.label === "researcher/U1")).toMatchObject({
      classification: "carried",
    });
    const stored = await storedText(setup.services.prisma);
    for (const secret of SECRETS) {
      expect(columnsContaining(stored, secret), secret).toEqual([]);
    }
    expect(columnsContaining(stored, "Ask [redacted-email] with Bearer")).toEqual(
      expect.arrayContaining(["Run.finalAnswer", "TranscriptItem.payload", "AuditReport.report"]),
    );
    const served = JSON.stringify([detail, audit]);
    for (const secret of SECRETS) expect(served.includes(secret), secret).toBe(false);
  });
});
