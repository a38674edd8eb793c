import { MAX_AUTHOR_LABEL_LENGTH, plainLabel } from "../../../shared/plain-label";
import { quoteContinuationLines } from "../../transcript/quoted-lines";
import type {
  CorrectionItem,
  MessageItem,
  ToolCallItem,
  ToolResultStatus,
  TranscriptItem,
} from "../../transcript/transcript-item";

/**
 * The provider-neutral shape every request conversion starts from: the transcript grouped into
 * turns with each call group immediately followed by its results, in call order, before any
 * later user turn (seed 003 pairing; cases 1, 2, 6 and 12). The runtime already keeps the
 * transcript paired; this step guarantees it on the wire too, and says so in a warning when it
 * had to repair something (a call without a result is sent with a `not_executed` result; a
 * result without its call, or a second call with the same id, is left out).
 */

/** A tool result as it goes on the wire. */
export interface WireResult {
  toolUseId: string;
  toolName: string;
  status: ToolResultStatus;
  content: string;
}

export type WireTurn =
  | { kind: "system"; text: string }
  | { kind: "user"; text: string }
  /** One model response: its text and tool calls in transcript order. */
  | { kind: "assistant"; iteration: number; items: (MessageItem | ToolCallItem)[] }
  /** The results of the preceding assistant turn's calls, one per call, in call order. */
  | { kind: "results"; pairs: { call: ToolCallItem; result: WireResult }[] };

/**
 * A correction as the model reads it: "Correction #N from <author>: <text>", the author made one
 * plain line (plainLabel) and the text's lines after its first quoted (quoteContinuationLines),
 * so neither an author stored with line breaks or bidirectional controls nor a text with line
 * breaks can make its own "Correction #…" line.
 */
export function correctionTurnText(item: CorrectionItem): string {
  const author = plainLabel(item.author, MAX_AUTHOR_LABEL_LENGTH);
  return `Correction #${item.correctionSequence} from ${author}: ${quoteContinuationLines(item.text)}`;
}

/** Text a non-assistant item contributes as a user turn (corrections and notices included). */
export function userTurnText(item: TranscriptItem): string | null {
  switch (item.kind) {
    case "message":
      return item.role === "assistant" ? null : item.text;
    case "correction":
      return correctionTurnText(item);
    case "notice":
      return `[${item.source}] ${item.text}`;
    case "compaction":
      return `[earlier transcript, items ${item.fromSequence}-${item.toSequence}, compacted] ${item.text}`;
    case "legacy_text":
      return item.text;
    default:
      return null;
  }
}

/** Group items into wire turns; see the module comment for the guarantees. */
export function toWireTurns(items: readonly TranscriptItem[]): {
  turns: WireTurn[];
  warnings: string[];
} {
  const warnings: string[] = [];
  const results = new Map<string, WireResult>();
  for (const item of items) {
    if (item.kind === "tool_result" && !results.has(item.toolUseId)) {
      results.set(item.toolUseId, {
        toolUseId: item.toolUseId,
        toolName: item.toolName,
        status: item.status,
        content: item.content,
      });
    }
  }
  const used = new Set<string>();
  const seenCalls = new Set<string>();
  const turns: WireTurn[] = [];
  let open: Extract<WireTurn, { kind: "assistant" }> | null = null;

  const close = () => {
    if (open === null) return;
    const calls = open.items.filter((item): item is ToolCallItem => item.kind === "tool_call");
    open = null;
    if (calls.length === 0) return;
    turns.push({
      kind: "results",
      pairs: calls.map((call) => {
        const result = results.get(call.callId);
        used.add(call.callId);
        if (result !== undefined) return { call, result };
        warnings.push(
          `call ${call.callId} (${call.name}) had no recorded result; sent with a not_executed result so the request stays paired`,
        );
        return {
          call,
          result: {
            toolUseId: call.callId,
            toolName: call.name,
            status: "not_executed",
            content: "not executed: no result was recorded for this call",
          },
        };
      }),
    });
  };

  for (const item of items) {
    const assistant =
      item.kind === "tool_call" || (item.kind === "message" && item.role === "assistant");
    if (assistant) {
      if (item.kind === "tool_call") {
        if (seenCalls.has(item.callId)) {
          warnings.push(`a second call with id ${item.callId} was left out (one call per id)`);
          continue;
        }
        seenCalls.add(item.callId);
      }
      if (open === null || open.iteration !== item.iteration) {
        close();
        open = { kind: "assistant", iteration: item.iteration, items: [] };
        turns.push(open);
      }
      open.items.push(item);
      continue;
    }
    close();
    if (item.kind === "tool_result") continue; // sent with its call
    if (item.kind === "message" && item.role === "system") {
      turns.push({ kind: "system", text: item.text });
      continue;
    }
    const text = userTurnText(item);
    if (text !== null) turns.push({ kind: "user", text });
  }
  close();
  for (const [toolUseId] of results) {
    if (!used.has(toolUseId)) {
      warnings.push(`a result for ${toolUseId} had no call in the request and was left out`);
    }
  }
  return { turns, warnings };
}
