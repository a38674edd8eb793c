/**
 * Transcript items: the ordered, append-only record of one agent (ARCHITECTURE.md,
 * "Transcript item"; seed 003 "Agent transcript and control contract").
 * llm_text, tool result content and final result stay strings.
 */

/** How a tool result ended. `not_executed`: prevented (correction, duplicate id, bad input). */
export type ToolResultStatus = "ok" | "error" | "not_executed" | "cancelled";

/** Whether a call id came from the provider or was assigned once by Debrief. */
export type CallIdSource = "provider" | "assigned";

/**
 * Whether a tool call was accepted for execution. Every call, accepted or not, gets
 * exactly one paired result; only `accepted` calls may execute.
 */
export type CallAcceptance =
  "accepted" | "duplicate_id" | "malformed_arguments" | "invalid_arguments" | "unknown_tool";

/** Fields every item carries. `sequence` is the 0-based position in the agent's transcript. */
export interface TranscriptItemBase {
  id: string;
  agentId: string;
  sequence: number;
  /** The agent iteration (model call number, 1-based; 0 = before the first call). */
  iteration: number;
  /** Milliseconds since the epoch, from the runtime clock. */
  createdAt: number;
}

export type MessageRole = "system" | "user" | "assistant";

/** Plain text from a role: the brief, the model's llm_text, a notice from the runtime. */
export interface MessageItem extends TranscriptItemBase {
  kind: "message";
  role: MessageRole;
  text: string;
  /** Provider extras that must round-trip (reasoning content, signatures). */
  providerData?: Record<string, unknown>;
}

/** A tool call as the model made it. */
export interface ToolCallItem extends TranscriptItemBase {
  kind: "tool_call";
  /** The wire id used from now on; unique within the transcript. */
  callId: string;
  /** The id exactly as the provider sent it; null when it sent none. */
  providerCallId: string | null;
  idSource: CallIdSource;
  name: string;
  /** Arguments exactly as received: the JSON string, or the object serialised when the API sent an object. */
  argumentsText: string;
  /** "string" when the provider sent a JSON string, "object" when it sent an object (Ollama). */
  argumentsFormat: "string" | "object";
  /** The parsed arguments when they parsed and validated; null otherwise. */
  parsedArguments: unknown;
  acceptance: CallAcceptance;
  /** Why the call was not accepted; null when accepted. */
  rejectionReason: string | null;
  providerData?: Record<string, unknown>;
}

/** The one result paired with a tool call (`toolUseId` = the call's `callId`). */
export interface ToolResultItem extends TranscriptItemBase {
  kind: "tool_result";
  toolUseId: string;
  toolName: string;
  status: ToolResultStatus;
  content: string;
  /** What the tool could not vouch for (partial results, truncation), or null. */
  uncertainty: string | null;
  /** The correction sequence that prevented this call, when status is not_executed because of one. */
  preventedByCorrection: number | null;
}

/** A correction consumed by the agent: delivered to the model as a user turn. */
export interface CorrectionItem extends TranscriptItemBase {
  kind: "correction";
  correctionSequence: number;
  author: string;
  text: string;
}

/** A span of complete call/result pairs replaced by a reference (compression). */
export interface CompactionItem extends TranscriptItemBase {
  kind: "compaction";
  fromSequence: number;
  toSequence: number;
  text: string;
}

/** Historical rows without ids; kept as they are, never turned into invented calls. */
export interface LegacyTextItem extends TranscriptItemBase {
  kind: "legacy_text";
  text: string;
}

/** A runtime notice to the model (repetition warning, contract reminder). Sent as a user turn. */
export interface NoticeItem extends TranscriptItemBase {
  kind: "notice";
  source: "repetition_guard" | "contract" | "runtime";
  text: string;
}

export type TranscriptItem =
  | MessageItem
  | ToolCallItem
  | ToolResultItem
  | CorrectionItem
  | CompactionItem
  | LegacyTextItem
  | NoticeItem;

export type TranscriptItemKind = TranscriptItem["kind"];

/** Every item kind, in the order above (storage checks stored rows against it). */
export const TRANSCRIPT_ITEM_KINDS = [
  "message",
  "tool_call",
  "tool_result",
  "correction",
  "compaction",
  "legacy_text",
  "notice",
] as const satisfies readonly TranscriptItemKind[];

// Fails to compile when a kind of the union is missing from the list.
type UnlistedKind = Exclude<TranscriptItemKind, (typeof TRANSCRIPT_ITEM_KINDS)[number]>;
const everyKindListed: [UnlistedKind] extends [never] ? true : UnlistedKind = true;
void everyKindListed;

/** Distributive Omit so a union keeps its variants. */
export type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** An item before the transcript gives it id, sequence and time. */
export type NewTranscriptItem = DistributiveOmit<
  TranscriptItem,
  "id" | "agentId" | "sequence" | "createdAt" | "iteration"
>;
