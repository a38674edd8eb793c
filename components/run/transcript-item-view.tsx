import type {
  CallAcceptance,
  ToolResultStatus,
  TranscriptItem,
} from "@/server/runtime/transcript/transcript-item";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { formatTimestamp } from "@/components/ui/format";
import { noticeSourceLabel, toolArgumentsAsShown } from "@/server/shared/transcript-text";
import type { ParsedProvenance } from "./provenance";
import { ToolResultContent } from "./tool-result-content";
import { actorDisplayName } from "@/server/shared/human-actor";

const RESULT_TONE: Record<ToolResultStatus, BadgeTone> = {
  ok: "green",
  error: "red",
  not_executed: "amber",
  cancelled: "grey",
};

const ACCEPTANCE_TONE: Record<CallAcceptance, BadgeTone> = {
  accepted: "green",
  duplicate_id: "red",
  malformed_arguments: "red",
  invalid_arguments: "red",
  unknown_tool: "red",
};

const KIND_LABEL: Record<TranscriptItem["kind"], string> = {
  message: "message",
  tool_call: "tool call",
  tool_result: "tool result",
  correction: "correction",
  compaction: "compaction",
  legacy_text: "legacy text",
  notice: "notice",
};

const TEXT = "whitespace-pre-wrap break-words text-sm leading-relaxed text-zinc-800";

/**
 * One transcript item with kind-specific rendering (message, tool call, result, correction…).
 * The transcript search matches the values shown here (server/runtime/transcript/
 * search-text.ts lists them): a value shown or left out here is one to add or remove there.
 */
export function TranscriptItemView({
  item,
  cite = null,
}: {
  item: TranscriptItem;
  cite?: ParsedProvenance | null;
}) {
  return (
    <article
      data-testid="transcript-item"
      data-kind={item.kind}
      className="min-w-0 rounded-md border border-zinc-200 bg-white p-2.5"
    >
      <header className="mb-1.5 flex flex-wrap items-center gap-1.5 text-xs text-zinc-500">
        <span className="font-mono">#{item.sequence}</span>
        <span className="font-medium text-zinc-700">{KIND_LABEL[item.kind]}</span>
        <span>iteration {item.iteration}</span>
        <time dateTime={new Date(item.createdAt).toISOString()} className="ml-auto">
          {formatTimestamp(item.createdAt)}
        </time>
      </header>
      <ItemBody item={item} cite={cite} />
    </article>
  );
}

function ItemBody({ item, cite }: { item: TranscriptItem; cite: ParsedProvenance | null }) {
  switch (item.kind) {
    case "message":
      return (
        <div>
          <Badge
            tone={item.role === "assistant" ? "blue" : item.role === "user" ? "violet" : "grey"}
          >
            {item.role}
          </Badge>
          {/* A long message (a system prompt, an escalation history) scrolls within its box. */}
          <p
            className={`mt-1 ${TEXT} ${item.role === "system" ? "max-h-48" : "max-h-80"} overflow-auto`}
          >
            {item.text}
          </p>
        </div>
      );
    case "tool_call":
      return (
        <div className="space-y-1.5">
          <div className="flex flex-wrap items-center gap-1.5 text-xs">
            <span className="font-mono text-sm font-semibold text-zinc-900">{item.name}</span>
            <Badge tone={ACCEPTANCE_TONE[item.acceptance]}>{item.acceptance}</Badge>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
            <dt className="text-zinc-500">call id</dt>
            <dd className="font-mono wrap-anywhere">{item.callId}</dd>
            <dt className="text-zinc-500">provider id</dt>
            <dd className="font-mono wrap-anywhere">
              {item.providerCallId ?? <span className="text-zinc-400">none</span>}{" "}
              <span className="text-zinc-400">
                ({item.idSource === "provider" ? "from provider" : "assigned by Debrief"})
              </span>
            </dd>
          </dl>
          {item.rejectionReason ? (
            <p className="text-xs font-medium text-red-700">Not executed: {item.rejectionReason}</p>
          ) : null}
          <pre className="max-h-72 overflow-auto whitespace-pre-wrap [overflow-wrap:anywhere] rounded border border-zinc-200 bg-zinc-50 p-2 font-mono text-xs leading-5">
            {toolArgumentsAsShown(item.argumentsText)}
          </pre>
        </div>
      );
    case "tool_result":
      return (
        <div className="space-y-1.5">
          <div className="flex flex-wrap items-center gap-1.5 text-xs">
            <Badge tone={RESULT_TONE[item.status]} data-state={item.status}>
              {item.status}
            </Badge>
            <span className="font-mono text-zinc-700">{item.toolName}</span>
            <span className="text-zinc-500">
              for <span className="font-mono">{item.toolUseId}</span>
            </span>
            {item.preventedByCorrection !== null ? (
              <Badge
                tone="amber"
                title="Every call of the batch not yet started when a correction arrives is held back, whatever the correction asks, so the agent re-plans with it"
              >
                held back: correction #{item.preventedByCorrection} arrived before it started
              </Badge>
            ) : null}
          </div>
          {item.uncertainty ? (
            <p className="rounded border border-amber-200 bg-amber-50 px-2 py-1 text-xs text-amber-900">
              <span className="font-semibold">Uncertainty:</span> {item.uncertainty}
            </p>
          ) : null}
          <ToolResultContent content={item.content} cite={cite} />
        </div>
      );
    case "correction":
      return (
        <div className="rounded border-l-4 border-violet-400 bg-violet-50 px-2 py-1">
          <p className="text-xs text-violet-900">
            Correction #{item.correctionSequence} from{" "}
            <span className="font-medium">{actorDisplayName(item.author)}</span>
          </p>
          <p className={TEXT}>{item.text}</p>
        </div>
      );
    case "compaction":
      return (
        <div>
          <p className="text-xs text-zinc-500">
            Stands for items #{item.fromSequence}–#{item.toSequence}
          </p>
          <p className={TEXT}>{item.text}</p>
        </div>
      );
    case "legacy_text":
      return <p className={`${TEXT} font-mono text-xs`}>{item.text}</p>;
    case "notice":
      return (
        <div className="rounded border-l-4 border-amber-400 bg-amber-50 px-2 py-1">
          <p className="text-xs text-amber-900">
            Runtime notice · {noticeSourceLabel(item.source)}
          </p>
          <p className={TEXT}>{item.text}</p>
        </div>
      );
  }
}
