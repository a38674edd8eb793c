import type { CorrectionView } from "@/server/features/runs/run-views";
import { Badge } from "@/components/ui/badge";
import { actorDisplayName } from "@/server/shared/human-actor";
import { formatTimestamp } from "@/components/ui/format";
import type { TranscriptItem } from "@/server/runtime/transcript/transcript-item";
import { correctionEffect, correctionEffectText, type CallSentence } from "./correction-effects";

/** "human:alice" → "alice" (actorDisplayName); "agent:<id>" → the agent's name (marked as an agent). */
function authorLabel(author: string, agentNames: Record<string, string>): string {
  if (author.startsWith("agent:")) {
    const id = author.slice("agent:".length);
    return `${agentNames[id] ?? id} (agent)`;
  }
  return actorDisplayName(author);
}

/**
 * One correction: sequence, text, author, queued/consumed/not-delivered state, the calls held
 * back because it arrived before they started (by tool and arguments) and the agent's next
 * step after it.
 */
export function CorrectionItem({
  view,
  agentNames,
  transcript,
}: {
  view: CorrectionView;
  agentNames: Record<string, string>;
  /** The agent's transcript (loaded items): names prevented calls and the next step. */
  transcript?: TranscriptItem[] | undefined;
}) {
  const { correction, consumption, refusal } = view;
  const effect = consumption ? correctionEffect(transcript, consumption) : null;
  const text = effect ? correctionEffectText(effect) : { notExecuted: null, nextStep: null };
  return (
    <li
      data-testid="correction-item"
      data-state={consumption ? "consumed" : refusal ? "refused" : "queued"}
      data-sequence={correction.sequence}
      className="rounded-md border border-zinc-200 bg-white px-2.5 py-2 text-sm"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-zinc-600">
        <span className="font-mono font-semibold text-zinc-900">#{correction.sequence}</span>
        <span>
          from{" "}
          <span className="font-medium text-zinc-800">
            <bdi>{authorLabel(correction.author, agentNames)}</bdi>
          </span>
        </span>
        <time dateTime={new Date(correction.createdAt).toISOString()} className="text-zinc-400">
          {formatTimestamp(correction.createdAt)}
        </time>
        <span className="ml-auto">
          {consumption ? (
            <>
              <Badge tone="green" title={`consumed at ${formatTimestamp(consumption.consumedAt)}`}>
                consumed at iteration {consumption.iteration}
              </Badge>
              {effect?.notActedOn ? (
                <Badge
                  tone="amber"
                  data-testid="correction-not-acted-on"
                  title="the agent said it did not act on this correction"
                >
                  not acted on
                </Badge>
              ) : null}
            </>
          ) : refusal ? (
            <Badge tone="red" title={`refused at ${formatTimestamp(refusal.refusedAt)}`}>
              not delivered
            </Badge>
          ) : (
            <Badge tone="amber">queued</Badge>
          )}
        </span>
      </div>
      <p className="mt-1 whitespace-pre-wrap break-words">
        <bdi>{correction.text}</bdi>
      </p>
      {consumption ? (
        <p className="mt-1 text-xs text-zinc-500">
          Consumed {formatTimestamp(consumption.consumedAt)}
          {text.notExecuted ? (
            // A space in the text, not only a margin: copied or read aloud, the time and the
            // sentence stay apart.
            <>
              {" · "}
              <span data-testid="prevented-calls" className="font-medium text-amber-800">
                <CallSentenceView sentence={text.notExecuted} />
              </span>
            </>
          ) : null}
        </p>
      ) : null}
      {refusal ? (
        <p data-testid="correction-refusal" className="mt-1 text-xs text-red-700">
          not delivered: {refusal.reason}
        </p>
      ) : null}
      {effect?.reply ? (
        <p data-testid="correction-reply" className="mt-0.5 text-xs text-zinc-600">
          the agent replied: “<bdi>{effect.reply}</bdi>”
        </p>
      ) : null}
      {text.nextStep ? (
        <p
          data-testid="correction-next-step"
          data-repeats={effect?.nextStepRepeats ?? false}
          className="mt-0.5 text-xs text-zinc-600"
        >
          <CallSentenceView sentence={text.nextStep} codeClassName="font-mono text-zinc-800" />
        </p>
      ) : null}
    </li>
  );
}

/** A sentence with its tool call in monospace. */
function CallSentenceView({
  sentence,
  codeClassName = "font-mono",
}: {
  sentence: CallSentence;
  codeClassName?: string;
}) {
  return (
    <>
      {sentence.before}
      <span className={codeClassName}>{sentence.code}</span>
      {sentence.after}
    </>
  );
}
