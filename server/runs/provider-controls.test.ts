import { describe, expect, it } from "vitest";
import { chatCompletionsWire } from "../runtime/providers/chat-completions/__fixtures__/chat-completions-wire";
import { ollamaWire } from "../runtime/providers/ollama/__fixtures__/ollama-wire";
import { openAIResponsesWire } from "../runtime/providers/openai-responses/__fixtures__/openai-responses-wire";
import {
  scriptedTurn,
  type WireCodec,
} from "../runtime/providers/shared/__fixtures__/scripted-wire-model";
import type { TranscriptItem } from "../runtime/transcript/transcript-item";
import { runOnFakeApi } from "./__fixtures__/provider-run";
import type { ProviderName } from "./provider-factory";

/**
 * Seed 003's hermetic list on the Responses, Kimi and Ollama conversions: the repetition guard,
 * parent controls (a correct_agent correction that prevents calls) and partial cancellation,
 * each through manager → loop → conversion → HTTP, with a single execution per accepted call.
 */
const APIS: { provider: Exclude<ProviderName, "scripted">; codec: WireCodec }[] = [
  { provider: "openai", codec: openAIResponsesWire },
  { provider: "kimi", codec: chatCompletionsWire("kimi") },
  { provider: "ollama", codec: ollamaWire(false) },
];

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

describe.each(APIS)("$provider: seed 003 controls over the wire", ({ provider, codec }) => {
  it("repetition guard: three identical cycles give one warning (sent as a user turn after the results), the fourth terminates", async () => {
    const result = await runOnFakeApi({
      provider,
      codec,
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
    const result = await runOnFakeApi({
      provider,
      codec,
      parent: (n, decoded) => {
        if (n !== 2) return null;
        const spawned = decoded.items.find((item) => item.kind === "tool_result");
        const childId = /spawned child (\S+)/.exec(
          spawned?.kind === "tool_result" ? spawned.content : "",
        )?.[1];
        return {
          reply: {
            ...codec.reply(
              {
                calls: [
                  {
                    id: codec.callId("correct_agent", decoded.callCount),
                    name: "correct_agent",
                    arguments: { agent_id: childId, text: "Count production merchants only." },
                  },
                ],
              },
              { stream: false },
            ),
            delayMs: 150,
          },
        };
      },
      child: async (n, decoded) =>
        n === 2
          ? {
              reply: {
                ...codec.reply(await scriptedTurn(decoded, codec.callId), { stream: false }),
                delayMs: 600,
              },
            }
          : null,
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
    let cancelled = false;
    const result = await runOnFakeApi({
      provider,
      codec,
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
      onExecute: (context, harness) => {
        if (!cancelled && context.agentId !== harness.store.agents[0]!.id) {
          cancelled = true;
          harness.manager.cancelAgent(context.agentId, "operator stopped the child");
        }
      },
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
