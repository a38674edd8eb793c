import { describe, expect, it } from "vitest";
import { createTestServicesWithSampleRun, testServicesForFile } from "../../testing/test-services";
import { expectTrpcError } from "../../testing/trpc-errors";

const setup = testServicesForFile(createTestServicesWithSampleRun);

describe("transcripts router", () => {
  it("returns a span by transcript_ref and call id, and clear errors otherwise", async () => {
    const { runId } = setup;
    const detail = await setup.caller.runs.get({ runId });
    const debrief = detail.debriefs[0]!;
    const firstCall = detail.transcripts[debrief.agentId]!.find(
      (item) => item.kind === "tool_call",
    )!;
    const callId = firstCall.kind === "tool_call" ? firstCall.callId : "";
    const span = await setup.caller.transcripts.span({
      ref: debrief.transcriptRef,
      toolCallId: callId,
    });
    expect(span.items.map((item) => item.kind)).toEqual(["tool_call", "tool_result"]);
    await expectTrpcError(
      setup.caller.transcripts.span({ ref: "nonsense" }),
      "BAD_REQUEST",
      '"nonsense" is not a transcript_ref (expected transcript:<agentId>)',
    );
    await expectTrpcError(
      setup.caller.transcripts.span({ ref: "transcript:agent_missing" }),
      "NOT_FOUND",
      "unknown transcript_ref: transcript:agent_missing",
    );
    await expectTrpcError(
      setup.caller.transcripts.span({ ref: debrief.transcriptRef, toolCallId: "call_missing" }),
      "NOT_FOUND",
      `no tool call "call_missing" in ${debrief.transcriptRef}`,
    );
  });
});
