/** Up to this many cited items show inline; more collapse behind "rests on N items". */
export const RESTS_ON_INLINE_LIMIT = 6;

/** One cited debrief item: its id as printed, and the element it jumps to ("" for none). */
export interface RestsOnCitation {
  id: string;
  anchor: string;
}

/** The collapsed list's summary: "rests on 28 items". */
export function restsOnSummary(count: number): string {
  return `rests on ${count} item${count === 1 ? "" : "s"}`;
}

function CitationChip({ citation }: { citation: RestsOnCitation }) {
  return citation.anchor ? (
    <a
      href={`#${citation.anchor}`}
      data-testid="answer-finding-link"
      data-item={citation.id}
      className="rounded bg-violet-50 px-1 font-mono wrap-anywhere text-violet-800 underline decoration-violet-300 hover:decoration-violet-700"
    >
      {citation.id}
    </a>
  ) : (
    <span
      data-item={citation.id}
      className="rounded bg-zinc-100 px-1 font-mono wrap-anywhere text-zinc-700"
    >
      {citation.id}
    </span>
  );
}

/**
 * The debrief items a claim of the final answer rests on, as the run page and the audit page
 * both show them: a few inline after "rests on"; a long list (over RESTS_ON_INLINE_LIMIT)
 * collapsed to "rests on 28 items", opened with a click or Enter (a <details>); nothing for none.
 */
export function RestsOn({ citations }: { citations: readonly RestsOnCitation[] }) {
  if (citations.length === 0) return null;
  const chips = citations.map((citation) => <CitationChip key={citation.id} citation={citation} />);
  if (citations.length <= RESTS_ON_INLINE_LIMIT) {
    return (
      <p
        data-testid="answer-rests-on"
        className="flex flex-wrap items-center gap-1 text-xs text-zinc-500"
      >
        rests on
        {chips}
      </p>
    );
  }
  return (
    <details data-testid="answer-rests-on" data-collapsed="true" className="text-xs text-zinc-500">
      <summary className="cursor-pointer hover:text-zinc-800">
        {restsOnSummary(citations.length)}
      </summary>
      <div className="mt-1 flex flex-wrap items-center gap-1">{chips}</div>
    </details>
  );
}
