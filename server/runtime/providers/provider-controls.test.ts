import { describe, expect, it } from "vitest";
import { cancelChildAtFirstTool, runOnFakeApi, WIRE_APIS } from "../../testing/provider-setup";
import type { TranscriptItem } from "../transcript/transcript-item";
import { scriptedTurn } from "./shared/__fixtures__/scripted-wire-model";

/**
 * Seed 003's hermetic list on the Responses, Kimi and Ollama conversions: the repetition guard,
 * parent controls (a correct_agent correction that prevents calls) and partial cancellation,
 * each through manager → loop → conversion → HTTP, with a single execution per accepted call.
 * Every ordering a test depends on is built with promises the test controls, never delays.
 */
const APIS = WIRE_APIS.filter((api) => ["openai", "kimi", "ollama"].includes(api.provider));

const kinds = (items: readonly TranscriptItem[]) =>
  items.map((item) =>
    item.kind === "tool_result"
      ? `result:${item.status}`
      : item.kind === "message"
        ? `${item.role}`
        : item.kind === "notice"
          ? `notice:${item.source}`
          : item.kind,
  );

describe.each(APIS)("$provider: seed 003 controls over the wire", (api) => {
  const { codec } = api;
  it("repetition guard: three identical cycles give one warning (sent as a user turn after the results), the fourth terminates", async () => {
    const result = await runOnFakeApi({
      ...api,
      child: (n, decoded) =>
        n <= 5
          ? {
              calls: [
                {
                  id: codec.callId("read_changelog", decoded.callCount),
                  name: "read_changelog",
                  arguments: {},
                },
              ],
            }
          : null,
    });
    const child = result.harness.store.agents.find((agent) => agent.role === "child")!;
    expect(child.status).toBe("terminated");
    expect(child.statusDetail).toBe(
      "terminated: repeated identical call (read_changelog with the same arguments and result 4 cycles in a row)",
    );
    expect(kinds(result.transcript("child"))).toEqual([
      "user",
      ...["tool_call", "result:ok", "tool_call", "result:ok", "tool_call", "result:ok"],
      "notice:repetition_guard",
      ...["tool_call", "result:ok"],
    ]);
    expect([...result.executions.values()]).toEqual([1, 1, 1, 1]);
    const fourth = codec.decode(result.bodies("child")[3]!).events;
    expect(fourth.at(-2)).toMatchObject({ kind: "result" });
    expect(fourth.at(-1)).toMatchObject({
      kind: "user",
      text: expect.stringMatching(/^\[repetition_guard\] Warning: 3 cycles in a row/),
    });
    expect(result.run.status).toBe("succeeded");
  });

  it("parent control: a correct_agent correction prevents the child's unstarted calls (not_executed on the wire) and arrives as a user turn after them", async () => {
    // The order is built, not timed: the parent sends correct_agent only once the child's
    // second model call is on the server, and that call is answered only once the parent's
    // next request shows the correction was queued — so it arrives while the call is in flight.
    let childCallStarted: () => void = () => undefined;
    const childInFlight = new Promise<void>((resolve) => (childCallStarted = resolve));
    let correctionQueued: () => void = () => undefined;
    const queued = new Promise<void>((resolve) => (correctionQueued = resolve));
    const result = await runOnFakeApi({
      ...api,
      parent: async (n, decoded) => {
        if (n >= 3) correctionQueued(); // the correct_agent result is in this request
        if (n !== 2) return null;
        const spawned = decoded.items.find((item) => item.kind === "tool_result");
        const childId = /spawned child (\S+)/.exec(
          spawned?.kind === "tool_result" ? spawned.content : "",
        )?.[1];
        await childInFlight;
        return {
          calls: [
            {
              id: codec.callId("correct_agent", decoded.callCount),
              name: "correct_agent",
              arguments: { agent_id: childId, text: "Count production merchants only." },
            },
          ],
        };
      },
      child: async (n, decoded) => {
        if (n !== 2) return null;
        childCallStarted();
        await queued;
        return scriptedTurn(decoded, codec.callId);
      },
    });
    expect(result.run.status).toBe("succeeded");
    const transcript = result.transcript("child");
    const prevented = transcript.find(
      (item) => item.kind === "tool_result" && item.status === "not_executed",
    );
    expect(prevented).toMatchObject({
      content: "not executed: prevented by correction #1, which arrived before this call started",
      preventedByCorrection: 1,
    });
    const correction = transcript.find((item) => item.kind === "correction");
    expect(correction).toMatchObject({
      correctionSequence: 1,
      text: "Count production merchants only.",
    });
    expect(correction!.sequence).toBe(prevented!.sequence + 1);
    const third = codec.decode(result.bodies("child")[2]!).events;
    expect(third.at(-2)).toMatchObject({
      kind: "result",
      content: "not executed: prevented by correction #1, which arrived before this call started",
    });
    expect(third.at(-1)).toMatchObject({
      kind: "user",
      text: expect.stringMatching(
        /^Correction #1 from agent:\S+: Count production merchants only\.$/,
      ),
    });
    expect([...result.executions.values()].every((count) => count === 1)).toBe(true);
    expect(
      result.executions.has(prevented!.kind === "tool_result" ? prevented!.toolUseId : ""),
    ).toBe(false);
  });

  it("partial cancellation: a child cancelled mid-batch pairs the running call (stopped) and the unstarted one (cancelled); the parent goes on", async () => {
    const result = await runOnFakeApi({
      ...api,
      child: (n, decoded) =>
        n === 1
          ? {
              calls: [
                {
                  id: codec.callId("search_code", decoded.callCount),
                  name: "search_code",
                  arguments: { query: "API_VERSION" },
                },
                {
                  id: codec.callId("read_changelog", decoded.callCount + 1),
                  name: "read_changelog",
                  arguments: {},
                },
              ],
            }
          : null,
      onExecute: cancelChildAtFirstTool(),
    });
    const child = result.harness.store.agents.find((agent) => agent.role === "child")!;
    expect([child.status, child.statusDetail]).toEqual(["cancelled", "operator stopped the child"]);
    expect(kinds(result.transcript("child"))).toEqual([
      "user",
      "tool_call",
      "tool_call",
      "result:cancelled",
      "result:cancelled",
    ]);
    expect(result.transcript("child")[3]).toMatchObject({
      status: "cancelled",
      content: "cancelled while running: operator stopped the child (search_code was cancelled)",
    });
    expect(result.transcript("child").at(-1)).toMatchObject({
      content: "cancelled before it started: operator stopped the child",
    });
    expect([...result.executions.values()]).toEqual([1]);
    expect(result.run.status).toBe("succeeded");
    expect(result.bodies("child")).toHaveLength(1);
  });
});
