import { describe, expect, it } from "vitest";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import type { ReturnMode } from "../../shared/run-settings";
import { SAMPLE_QUESTION } from "../../samples/ledgerline/sample-question";
import { testServicesForFile, waitForRun } from "../../testing/test-services";
import { answerReading } from "./run-answer-audit";

/**
 * The answer contract in every return mode (issue 14 × issue 11): every parent ends with an
 * accepted final_answer; only the contract mode's parent received debrief item ids, so only its
 * record is audited exactly. The other modes' claims cite nothing, and the audit reads their
 * text with the free-text reader, saying why.
 */

const setup = testServicesForFile();

async function finishedRun(returnMode: ReturnMode) {
  const { runId } = await setup.caller.runs.start({
    question: SAMPLE_QUESTION,
    workspaceId: "ledgerline",
    returnMode,
  });
  const detail = await waitForRun(setup.caller, runId);
  const parent = detail.agents.find((agent) => agent.role === "parent")!;
  const parentItems = detail.transcripts[parent.id] ?? [];
  const calls = parentItems.filter((item) => item.kind === "tool_call");
  return { runId, detail, last: calls.at(-1), parentItems };
}

/** The arguments of the parent's accepted final_answer call. */
function claimsOf(items: readonly TranscriptItem[]) {
  const call = items.findLast((item) => item.kind === "tool_call" && item.name === "final_answer");
  if (call?.kind !== "tool_call") throw new Error("no final_answer call");
  return (call.parsedArguments as { claims: { rests_on: string[]; carries: unknown[] }[] }).claims;
}

describe("the answer contract in every return mode, and its audit", () => {
  it("contract: the parent's claims cite the debrief items; the audit reads the record exactly", async () => {
    const { runId, detail, last, parentItems } = await finishedRun("contract");
    expect([detail.run.status, detail.run.statusDetail]).toEqual([
      "succeeded",
      "final_answer accepted",
    ]);
    expect(last).toMatchObject({ name: "final_answer", acceptance: "accepted" });
    expect(claimsOf(parentItems).some((claim) => claim.rests_on.length > 0)).toBe(true);
    const audit = await setup.caller.audit.get({ runId });
    if (audit.state !== "ready") throw new Error("expected a ready audit");
    expect([audit.report.mode, audit.report.modeDetail, audit.report.status]).toEqual([
      "contract",
      null,
      "audited",
    ]);
    expect(audit.flags).toEqual([]);
  });

  it.each([
    ["summary", "the children returned free-text summaries, not debriefs"],
    ["transcript", "the children returned their transcripts, not debriefs"],
    ["inline", "the parent researched itself: no child, no debrief"],
  ] as const)(
    "%s: the parent ends with final_answer citing nothing; the audit reads its text as free text",
    async (mode, why) => {
      const { runId, detail, last, parentItems } = await finishedRun(mode);
      expect([detail.run.status, detail.run.statusDetail]).toEqual([
        "succeeded",
        "final_answer accepted",
      ]);
      expect(last).toMatchObject({ name: "final_answer", acceptance: "accepted" });
      const claims = claimsOf(parentItems);
      expect(claims.length).toBeGreaterThan(3);
      expect(claims.every((claim) => claim.rests_on.length === 0)).toBe(true);
      expect(claims.every((claim) => claim.carries.length === 0)).toBe(true);
      expect(detail.run.finalAnswer).not.toContain("[rests on:");
      const audit = await setup.caller.audit.get({ runId });
      if (audit.state !== "ready") throw new Error("expected a ready audit");
      expect(audit.report.mode).toBe("free_text");
      expect(audit.report.modeDetail).toBe(
        `return mode ${mode}: ${why}, so the final_answer claims cite no debrief item; its text is read as free text`,
      );
      // No typed debrief came back: nothing hedged to carry or drop, and no flag.
      expect(audit.report.hedges).toEqual([]);
      expect(audit.flags).toEqual([]);
      // Not "asserts nothing": there is no typed debrief to check the answer against.
      expect([audit.report.status, audit.report.statusDetail]).toEqual(
        mode === "inline"
          ? ["no_debriefs", "the run has no child debriefs to audit against"]
          : [
              "no_debriefs",
              "no child returned a typed debrief (free-text returns or failed contracts): nothing to check the answer against",
            ],
      );
    },
  );
});

describe("answerReading", () => {
  const item = (status: "ok" | "error"): TranscriptItem[] => [
    {
      id: "i1",
      agentId: "agent_1",
      sequence: 1,
      iteration: 1,
      createdAt: 0,
      kind: "tool_call",
      callId: "fa1",
      providerCallId: "fa1",
      idSource: "provider",
      name: "final_answer",
      argumentsText: "{}",
      argumentsFormat: "string",
      parsedArguments: {
        claims: [{ text: "An answer.", rests_on: [], carries: [], stated_as: "established" }],
      },
      acceptance: "accepted",
      rejectionReason: null,
    },
    {
      id: "i2",
      agentId: "agent_1",
      sequence: 2,
      iteration: 1,
      createdAt: 0,
      kind: "tool_result",
      toolUseId: "fa1",
      toolName: "final_answer",
      status,
      content: status === "ok" ? "final_answer accepted (1 claims)." : "rejected",
      uncertainty: null,
      preventedByCorrection: null,
    },
  ];

  it("reads a contract run's accepted record exactly, and says why any other answer is free text", () => {
    expect(answerReading({ returnMode: "contract" }, item("ok"))).toEqual({
      answerRecord: {
        claims: [{ text: "An answer.", rests_on: [], carries: [], stated_as: "established" }],
      },
      freeTextReason: null,
    });
    expect(answerReading({ returnMode: "contract" }, item("error"))).toEqual({
      answerRecord: null,
      freeTextReason:
        "the parent broke the answer contract (no final_answer was accepted): its text is read as free text",
    });
    expect(answerReading({ returnMode: "contract" }, [])).toEqual({
      answerRecord: null,
      freeTextReason:
        "the run has no final_answer record (recorded before the answer contract): its text is read as free text",
    });
    expect(answerReading({ returnMode: "summary" }, [])).toEqual({
      answerRecord: null,
      freeTextReason:
        "return mode summary: the children returned free-text summaries, not debriefs, so nothing cites a debrief item; its text is read as free text",
    });
  });
});
