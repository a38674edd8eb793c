import { describe, expect, it } from "vitest";
import { transcriptVisibleText } from "../../runtime/transcript/search-text";
import { createTestServicesWithSampleRun, testServicesForFile } from "../../testing/test-services";
import { expectTrpcError, zodMessages } from "../../testing/trpc-errors";

const setup = testServicesForFile(createTestServicesWithSampleRun);

async function child() {
  const detail = await setup.caller.runs.get({ runId: setup.runId });
  const agent = detail.agents.find((entry) => entry.role === "child")!;
  const whole = (await setup.services.runRepository.getRunDetail(setup.runId)).transcripts[
    agent.id
  ]!;
  return { agent, whole, detail };
}

describe("transcripts.page", () => {
  it("pages one agent's transcript by sequence until the end", async () => {
    const { agent, whole } = await child();
    const runId = setup.runId;
    const first = await setup.caller.transcripts.page({ runId, agentId: agent.id, limit: 5 });
    expect(first.items).toEqual(whole.slice(0, 5));
    expect(first).toMatchObject({ nextCursor: whole[4]!.sequence + 1, matching: whole.length });
    const rest = await setup.caller.transcripts.page({
      runId,
      agentId: agent.id,
      cursor: first.nextCursor,
      limit: 500,
    });
    expect(rest.items).toEqual(whole.slice(5));
    expect(rest.nextCursor).toBeNull();
  });

  it("searches the items' shown text, case-insensitively", async () => {
    const { agent, whole } = await child();
    const page = await setup.caller.transcripts.page({
      runId: setup.runId,
      agentId: agent.id,
      query: "LEGACY_API_VERSION",
    });
    const expected = whole.filter((item) =>
      transcriptVisibleText(item).toLowerCase().includes("legacy_api_version"),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(page.items.map((item) => item.sequence)).toEqual(expected.map((item) => item.sequence));
    expect(page.matching).toBe(expected.length);
  });

  it("matches `%` and `_` literally, never as wildcards", async () => {
    const { agent, whole } = await child();
    const search = async (query: string) =>
      (await setup.caller.transcripts.page({ runId: setup.runId, agentId: agent.id, query }))
        .matching;
    const literally = (text: string) =>
      whole.filter((item) => transcriptVisibleText(item).toLowerCase().includes(text)).length;
    expect(await search("%")).toBe(literally("%"));
    expect(await search("%")).toBeLessThan(whole.length);
    expect(await search("_")).toBe(literally("_"));
    expect(await search("LEGACY%API")).toBe(0);
    expect(await search("legacy_api_version")).toBe(literally("legacy_api_version"));
    expect(await search("legacy_api_version")).toBeGreaterThan(0);
    expect(await search("legacy%api_version")).toBe(0);
  });

  it("refuses an agent of another run, an unknown run and a page over 500 items", async () => {
    const { agent } = await child();
    await expectTrpcError(
      setup.caller.transcripts.page({ runId: "run_missing", agentId: agent.id }),
      "NOT_FOUND",
      "unknown run: run_missing",
    );
    await expectTrpcError(
      setup.caller.transcripts.page({ runId: setup.runId, agentId: "agent_elsewhere" }),
      "NOT_FOUND",
      `unknown agent agent_elsewhere in run ${setup.runId}`,
    );
    const tooMany = await expectTrpcError(
      setup.caller.transcripts.page({ runId: setup.runId, agentId: agent.id, limit: 501 }),
      "BAD_REQUEST",
      /./,
    );
    expect(zodMessages(tooMany)).toEqual(["limit must be at most 500"]);
  });
});

describe("runs.get ships the first page and counts, not every item", () => {
  it("holds at most 100 items per agent with the agent's true counts", async () => {
    const { agent, whole, detail } = await child();
    expect(detail.transcripts[agent.id]).toEqual(whole.slice(0, 100));
    expect(detail.transcriptCounts[agent.id]).toEqual({
      items: whole.length,
      toolCalls: whole.filter((item) => item.kind === "tool_call").length,
      lastSequence: whole.at(-1)!.sequence,
    });
    expect(detail).not.toHaveProperty("exchanges");
  });
});
