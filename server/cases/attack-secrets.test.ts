import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workspaceTools } from "../runtime/tools/workspace/workspace-tools";
import { SampleScriptedProvider } from "../samples/scripted-samples";
import { comparable } from "../testing/replay-comparison";
import { columnsContaining, storedText } from "../testing/stored-text";
import { createTestServices, waitForRun, type TestServices } from "../testing/test-services";

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
  await setup.services.prisma.$disconnect();
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
    // The child's first model call waits until the correction is queued: no clock involved.
    let childCalling: () => void = () => undefined;
    const childCalled = new Promise<void>((resolve) => (childCalling = resolve));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const handle = await setup.services.manager.startRun({
      runId: "run_secrets",
      question: `Rotation procedure: key ${API_KEY}, Bearer ${BEARER}, card ${CARD}, mail ${EMAIL}`,
      workspaceId: workspace.id,
      workspace: await setup.services.workspaces.get(workspace.id),
      provider: new SampleScriptedProvider({
        latencyMs: { parent: 0, child: 1 },
        delay: async () => {
          childCalling();
          await released;
        },
      }),
      returnMode: "contract",
      scenario: null,
      workspaceTools,
    });
    await childCalled;
    const child = (await setup.caller.runs.get({ runId: handle.runId })).agents.find(
      (agent) => agent.role === "child",
    )!;
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
});
