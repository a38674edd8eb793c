import type { ModelRequest } from "../../model-provider";
import { SampleScriptedProvider as ScriptedProvider } from "../../../../samples/scripted-samples";
import type { ToolResultStatus, TranscriptItem } from "../../../transcript/transcript-item";
import type { CapturedRequest, FakeReply, Responder } from "./fake-api-server";

/**
 * The model's side of the fake servers: each API's codec decodes a captured request body into
 * neutral wire events, the built-in scripted policies (the ledgerline researcher and parent)
 * decide the next turn from them exactly as they would in-process, and the codec encodes the
 * turn in the API's own response format (plain or streamed). Tests override single turns.
 */

/** What a request body says, in order, in API-neutral terms. */
export type WireEvent =
  | { kind: "user"; text: string }
  | { kind: "assistant_text"; text: string }
  | { kind: "call"; id: string | null; name: string; arguments: string }
  | { kind: "result"; id: string; content: string; isError?: boolean }
  /** Marks the end of one assistant message (one model response). */
  | { kind: "assistant_end" };

/** One model turn to encode. */
export interface ModelTurn {
  text?: string;
  /** A reasoning text the API carries its own way (reasoning item, reasoning_content, thinking block). */
  reasoning?: string;
  calls?: { id: string | null; name: string; arguments: string | Record<string, unknown> }[];
  usage?: { input: number; cached?: number; output: number; reasoning?: number };
}

export interface WireCodec {
  decode(body: Record<string, unknown>): { events: WireEvent[]; toolNames: string[] };
  reply(turn: ModelTurn, options: { stream: boolean }): FakeReply;
  /** The id this API's model gives a call (null: none, like Ollama before v0.12.10). */
  callId(name: string, conversationIndex: number): string | null;
}

/** The decoded request as the scripted policies see it. */
export interface DecodedRequest {
  role: "parent" | "child";
  brief: string;
  items: TranscriptItem[];
  /** Model responses in the history + 1. */
  turn: number;
  /** Calls in the history (for conversation-wide call indexes, as Kimi numbers them). */
  callCount: number;
  /** The tools the request offered (the scripted model decides from them, as a real one). */
  toolNames: readonly string[];
}

function statusOf(content: string, isError: boolean | undefined): ToolResultStatus {
  if (content.startsWith("not executed")) return "not_executed";
  if (content.startsWith("cancelled")) return "cancelled";
  return isError ? "error" : "ok";
}

/** Neutral events → transcript items the scripted policies read (ids and times are synthetic). */
export function decodeRequest(
  events: readonly WireEvent[],
  toolNames: readonly string[],
): DecodedRequest {
  const items: TranscriptItem[] = [];
  const base = (sequence: number) => ({
    id: `wire:${sequence}`,
    agentId: "wire",
    sequence,
    iteration: 0,
    createdAt: 0,
  });
  let turn = 1;
  let callCount = 0;
  let brief = "";
  for (const event of events) {
    const common = base(items.length);
    switch (event.kind) {
      case "user": {
        const correction = /^Correction #(\d+) from (\S+): ([\s\S]*)$/.exec(event.text);
        if (correction) {
          items.push({
            ...common,
            kind: "correction",
            correctionSequence: Number(correction[1]),
            author: correction[2]!,
            text: correction[3]!,
          });
        } else {
          if (brief === "") brief = event.text;
          items.push({ ...common, kind: "message", role: "user", text: event.text });
        }
        break;
      }
      case "assistant_text":
        items.push({ ...common, kind: "message", role: "assistant", text: event.text });
        break;
      case "call": {
        let parsed: unknown = null;
        try {
          parsed = JSON.parse(event.arguments) as unknown;
        } catch {
          parsed = null;
        }
        callCount += 1;
        items.push({
          ...common,
          kind: "tool_call",
          callId: event.id ?? `wire_${callCount}`,
          providerCallId: event.id,
          idSource: "provider",
          name: event.name,
          argumentsText: event.arguments,
          argumentsFormat: "string",
          parsedArguments: parsed,
          acceptance: "accepted",
          rejectionReason: null,
        });
        break;
      }
      case "result":
        items.push({
          ...common,
          kind: "tool_result",
          toolUseId: event.id,
          toolName: "",
          status: statusOf(event.content, event.isError),
          content: event.content,
          uncertainty: null,
          preventedByCorrection: null,
        });
        break;
      case "assistant_end":
        turn += 1;
        break;
    }
  }
  return {
    role: toolNames.includes("spawn_agent") ? "parent" : "child",
    brief,
    items,
    turn,
    callCount,
    toolNames,
  };
}

/** The scripted model's next turn for a decoded request (the real ledgerline policies). */
export async function scriptedTurn(
  decoded: DecodedRequest,
  callId: (name: string, conversationIndex: number) => string | null,
): Promise<ModelTurn> {
  const request: ModelRequest = {
    runId: "wire",
    agentId: "wire",
    agentRole: decoded.role,
    brief: decoded.brief,
    systemPrompt: "",
    items: decoded.items,
    tools: decoded.toolNames.map((name) => ({ name, description: "", inputJsonSchema: {} })),
    toolChoice: { type: "auto" },
    iteration: decoded.turn,
    model: "scripted-1",
    signal: new AbortController().signal,
  };
  const response = await new ScriptedProvider().complete(request);
  const turn: ModelTurn = { calls: [] };
  let index = decoded.callCount;
  for (const output of response.outputs) {
    if (output.type === "text") turn.text = (turn.text ? `${turn.text}\n` : "") + output.text;
    else {
      turn.calls!.push({
        id: callId(output.call.name, index),
        name: output.call.name,
        arguments: output.call.arguments,
      });
      index += 1;
    }
  }
  turn.usage = { input: 1000 + 100 * decoded.turn, cached: 200, output: 50, reasoning: 10 };
  return turn;
}

/** A raw reply instead of an encoded turn (errors, malformed bodies, delays). */
export interface RawReply {
  reply: FakeReply;
}

/**
 * Per-role overrides for the n-th (1-based) model turn: a turn to encode, a raw reply, or null
 * for the scripted policy's own turn.
 */
export type TurnOverride = (
  turn: number,
  decoded: DecodedRequest,
  request: CapturedRequest,
) => ModelTurn | RawReply | null | Promise<ModelTurn | RawReply | null>;

function isRaw(value: ModelTurn | RawReply): value is RawReply {
  return "reply" in value;
}

/**
 * A responder that plays the scripted parent and child over a codec's wire format; `child`
 * and `parent` override chosen turns (e.g. parallel calls without ids, a duplicate id).
 */
export function scriptedResponder(
  codec: WireCodec,
  options: { stream?: boolean; parent?: TurnOverride; child?: TurnOverride } = {},
): Responder {
  return async (request) => {
    const { events, toolNames } = codec.decode(request.body ?? {});
    const decoded = decodeRequest(events, toolNames);
    const override = decoded.role === "parent" ? options.parent : options.child;
    const chosen = (await override?.(decoded.turn, decoded, request)) ?? null;
    if (chosen !== null && isRaw(chosen)) return chosen.reply;
    const turn = chosen ?? (await scriptedTurn(decoded, codec.callId));
    return codec.reply(turn, { stream: options.stream ?? false });
  };
}
