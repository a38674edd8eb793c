import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openAIResponsesWire } from "../../../runtime/providers/openai-responses/__fixtures__/openai-responses-wire";
import {
  startFakeApiServer,
  type FakeApiServer,
  type FakeReply,
} from "../../../runtime/providers/shared/__fixtures__/fake-api-server";
import { SAMPLE_QUESTION } from "../../../samples/ledgerline/sample-question";
import { createTestServices, waitForRun } from "../../../testing/test-services";
import { expectTrpcError } from "../../../testing/trpc-errors";

/**
 * The optional model judge (issue 14) against a fake OpenAI Responses server on 127.0.0.1: the
 * reviewer asks for a second opinion on a flag; the prompt and the answer are stored like any
 * exchange, the verdict is read from the forced judge_verdict call, the agreement rate is shown,
 * and the mechanical flags never change.
 */

let server: FakeApiServer;
let replies: FakeReply[] = [];
let setup: Awaited<ReturnType<typeof createTestServices>>;
let runId: string;

beforeAll(async () => {
  server = await startFakeApiServer(
    (_request, index) =>
      replies[index] ?? { status: 500, json: { error: { message: "no reply scripted" } } },
  );
  setup = await createTestServices({
    providerEnv: {
      OPENAI_API_KEY: "sk-test-judge",
      OPENAI_BASE_URL: server.url,
      DEBRIEF_PROVIDER_MAX_RETRIES: 0,
    },
  });
  const started = await setup.caller.runs.start({
    question: SAMPLE_QUESTION,
    workspaceId: "ledgerline",
    scenario: "overconfident",
  });
  await waitForRun(setup.caller, started.runId);
  runId = started.runId;
}, 60_000);

afterAll(async () => {
  await server.close();
  await setup.disconnect();
});

function verdictReply(verdict: string, explanation: string): FakeReply {
  return openAIResponsesWire.reply(
    { calls: [{ id: "call_judge_1", name: "judge_verdict", arguments: { verdict, explanation } }] },
    { stream: false },
  );
}

describe("the model judge", () => {
  it("offers only configured real providers, and stores an opinion beside a flag it never changes", async () => {
    const before = await setup.caller.audit.get({ runId });
    if (before.state !== "ready") throw new Error("expected a ready audit");
    expect(before.judgeOptions).toEqual([{ provider: "openai", model: "gpt-5-mini" }]);
    expect(before.judgeAgreement).toEqual({ judged: 0, agreed: 0, rate: null });
    const [first, second] = before.flags;

    replies = [
      verdictReply("dropped", "The claim states the list as verified; the child hedged it."),
      verdictReply("carried", "The claim keeps it open."),
    ];
    const judgement = await setup.caller.audit.judge({
      runId,
      flagId: first!.id,
      provider: "openai",
    });
    expect(judgement).toMatchObject({
      flagId: first!.id,
      provider: "openai",
      model: "gpt-5-mini",
      verdict: "dropped",
      explanation: "The claim states the list as verified; the child hedged it.",
      httpStatus: 200,
    });
    // The prompt went out with the flag's texts and the forced tool; it is stored verbatim.
    const sent = server.requests[0]!;
    expect(sent.body).toMatchObject({
      model: "gpt-5-mini",
      tool_choice: { type: "function", name: "judge_verdict" },
    });
    expect(sent.raw).toContain(JSON.stringify(first!.childText).slice(1, 40));
    expect(judgement.requestBody).toBe(sent.raw);
    expect(JSON.parse(judgement.responseBody)).toMatchObject({ output: expect.any(Array) });

    // A reviewer may ask too (audit:review); each request is logged with who asked.
    const reviewer = await setup.callerAs("reviewer");
    const secondJudgement = await reviewer.audit.judge({
      runId,
      flagId: second!.id,
      provider: "openai",
    });
    const logged = (await setup.services.actionLogRepository.list({ limit: 50 })).entries
      .filter((entry) => entry.action === "audit-flag.judge")
      .reverse();
    expect(
      logged.map((entry) => [entry.actorEmail, entry.targetType, entry.targetId, entry.details]),
    ).toEqual([
      [
        "admin@debrief.test",
        "audit-flag",
        first!.id,
        {
          runId,
          judgementId: judgement.id,
          provider: "openai",
          model: "gpt-5-mini",
          verdict: "dropped",
        },
      ],
      [
        "reviewer@debrief.test",
        "audit-flag",
        second!.id,
        {
          runId,
          judgementId: secondJudgement.id,
          provider: "openai",
          model: "gpt-5-mini",
          verdict: "carried",
        },
      ],
    ]);
    const after = await setup.caller.audit.get({ runId });
    if (after.state !== "ready") throw new Error("expected a ready audit");
    expect(after.judgeAgreement).toEqual({ judged: 2, agreed: 1, rate: 0.5 });
    expect(after.flags.find((flag) => flag.id === first!.id)!.judgement?.verdict).toBe("dropped");
    // Never replaces the mechanical result.
    expect(after.flags.map(({ judgement: _judgement, ...flag }) => flag)).toEqual(
      before.flags.map(({ judgement: _judgement, ...flag }) => flag),
    );
    expect(after.report).toEqual(before.report);
  });

  it("stores a provider failure or a missing verdict as a failed opinion, left out of the agreement", async () => {
    const view = await setup.caller.audit.get({ runId });
    if (view.state !== "ready") throw new Error("expected a ready audit");
    const flag = view.flags[2]!;
    replies = [
      ...replies,
      {
        status: 500,
        json: { error: { message: "The server had an error", type: "server_error" } },
      },
      openAIResponsesWire.reply({ text: "I think it is fine." }, { stream: false }),
    ];
    const failed = await setup.caller.audit.judge({ runId, flagId: flag.id, provider: "openai" });
    expect(failed.verdict).toBe("failed");
    expect(failed.explanation).toMatch(/500/);
    const noTool = await setup.caller.audit.judge({ runId, flagId: flag.id, provider: "openai" });
    expect(noTool).toMatchObject({
      verdict: "failed",
      explanation: "the judge did not call judge_verdict: I think it is fine.",
    });
    const after = await setup.caller.audit.get({ runId });
    if (after.state !== "ready") throw new Error("expected a ready audit");
    expect(after.judgeAgreement.judged).toBe(2);
    expect(after.judgements).toHaveLength(4);
  });

  it("refuses the scripted model, an unconfigured provider and an unknown flag before sending anything", async () => {
    const sentBefore = server.requests.length;
    await expectTrpcError(
      setup.caller.audit.judge({ runId, flagId: "flag:x", provider: "scripted" }),
      "BAD_REQUEST",
      /the judge needs a real provider/,
    );
    await expectTrpcError(
      setup.caller.audit.judge({ runId, flagId: "flag:x", provider: "anthropic" }),
      "NOT_FOUND",
      `unknown flag flag:x in the audit of run ${runId}`,
    );
    const view = await setup.caller.audit.get({ runId });
    if (view.state !== "ready") throw new Error("expected a ready audit");
    await expectTrpcError(
      setup.caller.audit.judge({ runId, flagId: view.flags[0]!.id, provider: "anthropic" }),
      "BAD_REQUEST",
      'provider "anthropic" is not configured: set ANTHROPIC_API_KEY to enable',
    );
    expect(server.requests.length).toBe(sentBefore);
  });

  it("redacts what the judge answers before it is stored, like any model output", async () => {
    const view = await setup.caller.audit.get({ runId });
    if (view.state !== "ready") throw new Error("expected a ready audit");
    const key = `sk-proj-${"Q7w8E9r0T1y2U3i4O5p6"}`;
    const email = `dana.ops@${"ledgerline.example"}`;
    replies = [
      ...replies,
      verdictReply("dropped", `Ask ${email}; the answer quotes the key ${key}.`),
    ];
    const judgement = await setup.caller.audit.judge({
      runId,
      flagId: view.flags[0]!.id,
      provider: "openai",
    });
    expect(judgement.explanation).toBe(
      "Ask [redacted-email]; the answer quotes the key [redacted-key].",
    );
    const stored = JSON.stringify(await setup.services.auditRepository.listJudgements(runId));
    expect(stored).not.toContain(email);
    expect(stored).not.toContain(key);
    expect(judgement.responseBody).toContain("[redacted-email]");
  });
});

describe("the model judge asked twice at once", () => {
  it("two requests for one flag and model while the first is out send one request and store one opinion; each asker is logged", async () => {
    const view = await setup.caller.audit.get({ runId });
    if (view.state !== "ready") throw new Error("expected a ready audit");
    const flag = view.flags[1]!;
    const sentBefore = server.requests.length;
    const storedBefore = (await setup.services.auditRepository.listJudgements(runId)).length;
    replies = [...replies, verdictReply("dropped", "Once.")];
    const reviewer = await setup.callerAs("reviewer");
    const [mine, theirs] = await Promise.all([
      setup.caller.audit.judge({ runId, flagId: flag.id, provider: "openai" }),
      reviewer.audit.judge({ runId, flagId: flag.id, provider: "openai" }),
    ]);
    expect(server.requests.length).toBe(sentBefore + 1);
    expect(theirs).toEqual(mine);
    expect(mine).toMatchObject({ flagId: flag.id, verdict: "dropped", explanation: "Once." });
    expect(await setup.services.auditRepository.listJudgements(runId)).toHaveLength(
      storedBefore + 1,
    );
    const logged = (await setup.services.actionLogRepository.list({ limit: 50 })).entries.filter(
      (entry) =>
        entry.action === "audit-flag.judge" &&
        (entry.details as { judgementId?: string }).judgementId === mine.id,
    );
    expect(logged.map((entry) => entry.actorEmail).sort()).toEqual([
      "admin@debrief.test",
      "reviewer@debrief.test",
    ]);
  });
});
