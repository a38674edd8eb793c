import { describe, expect, it } from "vitest";
import type { TranscriptItem } from "@/server/runtime/transcript/transcript-item";
import {
  correctionEffect,
  correctionEffectText,
  describeToolCall,
  sentenceText,
} from "./correction-effects";

const call = (callId: string, name: string, args: unknown) =>
  ({ kind: "tool_call", callId, name, argumentsText: JSON.stringify(args) }) as TranscriptItem;

describe("what a consumed correction changed", () => {
  it("names prevented calls by tool and arguments and gives the next step", () => {
    const items = [
      call("sc_3_0", "read_changelog", {}),
      {
        kind: "correction",
        correctionSequence: 1,
        author: "human:ana",
        text: "Also check the sandbox merchants.",
      } as TranscriptItem,
      call("sc_4_0", "read_file", { path: "src/adapters/sandbox-adapter.ts" }),
    ];
    expect(
      correctionEffect(items, {
        correctionId: "c1",
        agentId: "agent_2",
        sequence: 1,
        iteration: 4,
        consumedAt: 0,
        preventedCallIds: ["sc_3_0", "sc_9_9"],
      }),
    ).toEqual({
      prevented: ["read_changelog()", "sc_9_9"],
      nextStep: 'read_file(path: "src/adapters/sandbox-adapter.ts")',
      nextCall: { description: "read src/adapters/sandbox-adapter.ts", tool: "read_file" },
      nextStepRepeats: false,
      reply: null,
      notActedOn: false,
    });
    expect(describeToolCall({ name: "x", argumentsText: "not json" })).toBe("x(not json)");
  });
});

describe("how a consumed correction's effect reads", () => {
  const consumption = {
    correctionId: "c1",
    agentId: "agent_2",
    sequence: 1,
    iteration: 4,
    consumedAt: 0,
    preventedCallIds: ["sc_3_0"],
  };
  const correction = {
    kind: "correction",
    correctionSequence: 1,
    author: "human:ana",
    text: "Check the changelog first.",
  } as TranscriptItem;

  it("says a not-yet-started call was held back for re-planning, and that the agent issued it again", () => {
    const items = [
      call("sc_3_0", "read_changelog", {}),
      correction,
      call("sc_4_0", "read_changelog", {}),
    ];
    const effect = correctionEffect(items, consumption);
    expect(effect.nextStepRepeats).toBe(true);
    const text = correctionEffectText(effect);
    expect(text.notExecuted && sentenceText(text.notExecuted)).toBe(
      "not run: it had not started when the correction arrived, so the agent re-planned first: read_changelog()",
    );
    expect(text.nextStep && sentenceText(text.nextStep)).toBe(
      "re-planning with the correction, the agent issued read_changelog() again",
    );
  });

  it("gives a different next step as it is, and nothing for a correction that stopped no call", () => {
    const items = [correction, call("sc_4_0", "read_file", { path: "a.ts" })];
    const text = correctionEffectText(
      correctionEffect(items, { ...consumption, preventedCallIds: [] }),
    );
    expect(text.notExecuted).toBeNull();
    expect(text.nextStep && sentenceText(text.nextStep)).toBe(
      "after reading the correction, the agent read a.ts (read_file)",
    );
    const returned = correctionEffectText(
      correctionEffect(
        [correction, call("sc_4_0", "research_result", { findings: [{ claim: "x".repeat(200) }] })],
        { ...consumption, preventedCallIds: [] },
      ),
    );
    expect(returned.nextStep).toEqual({
      before: "after reading the correction, the agent returned its debrief (",
      code: "research_result",
      after: ")",
    });
    expect(
      correctionEffectText(correctionEffect([], { ...consumption, preventedCallIds: [] })),
    ).toEqual({
      notExecuted: null,
      nextStep: null,
    });
  });

  it("does not call a message a repeat", () => {
    const said = { kind: "message", role: "assistant", text: "read_changelog()" } as TranscriptItem;
    const effect = correctionEffect(
      [call("sc_3_0", "read_changelog", {}), correction, said],
      consumption,
    );
    expect(effect.nextStep).toBe('said: "read_changelog()"');
    expect(effect.nextStepRepeats).toBe(false);
  });

  it("gives what the agent said before its next tool call, and whether it did not act on it", () => {
    const reply = (text: string) =>
      ({ kind: "message", role: "assistant", text }) as TranscriptItem;
    const ignored = correctionEffect(
      [
        correction,
        reply(
          'Correction #1 ("please be careful") not acted on: the scripted model acts only on "stop and report", "skip …" and "also check …".',
        ),
        call("sc_4_0", "query_sql", { sql: "SELECT 1" }),
      ],
      consumption,
    );
    expect(ignored).toMatchObject({
      nextStep: 'query_sql(sql: "SELECT 1")',
      reply:
        'Correction #1 ("please be careful") not acted on: the scripted model acts only on "stop and report", "skip …" and "also check …".',
      notActedOn: true,
    });
    const acted = correctionEffect(
      [
        correction,
        reply("Correction #1: skipping the changelog."),
        call("sc_4_0", "read_file", {}),
      ],
      consumption,
    );
    expect([acted.reply, acted.notActedOn]).toEqual([
      "Correction #1: skipping the changelog.",
      false,
    ]);
  });

  it("says every not-yet-started call of the batch was held back, not only one the correction named", () => {
    const text = correctionEffectText({
      prevented: ['search_code(query: "api_version")', 'read_file(path: "b.ts")'],
      nextStep: null,
      nextCall: null,
      nextStepRepeats: false,
      reply: null,
      notActedOn: false,
    });
    expect(text.notExecuted && sentenceText(text.notExecuted)).toBe(
      'not run: these 2 calls had not started when the correction arrived, so the agent re-planned first: search_code(query: "api_version"), read_file(path: "b.ts")',
    );
  });
});
