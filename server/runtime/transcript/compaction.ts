import type { CompactionItem, NewTranscriptItem, TranscriptItem } from "./transcript-item";

/** A compaction the loop should append: the span it stands for and its text. */
export type PlannedCompaction = Extract<NewTranscriptItem, { kind: "compaction" }>;

/** What planning found: spans to compact, and whether the window still cannot fit. */
export interface CompactionPlan {
  compactions: PlannedCompaction[];
  /** Why the window cannot be brought under the limit (an oversized newest call), or null. */
  unfit: string | null;
}

/** A unit that is compacted whole or not at all (never an orphan call or result). */
interface Unit {
  from: number;
  to: number;
  tokens: number;
  callIds: string[];
  names: string[];
}

/**
 * The request view of a transcript: every span a compaction item stands for is replaced by
 * that item, placed where the span began. The stored transcript itself is never changed.
 */
export function requestView(items: readonly TranscriptItem[]): readonly TranscriptItem[] {
  const compactions = items.filter((item): item is CompactionItem => item.kind === "compaction");
  if (compactions.length === 0) return items;
  // A later compaction supersedes an earlier one it contains.
  const latestFirst = [...compactions].reverse();
  const covered = (sequence: number) =>
    latestFirst.find(
      (compaction) => sequence >= compaction.fromSequence && sequence <= compaction.toSequence,
    );
  const view: TranscriptItem[] = [];
  for (const item of items) {
    if (item.kind === "compaction") continue;
    const compaction = covered(item.sequence);
    if (compaction === undefined) view.push(item);
    else if (compaction.fromSequence === item.sequence) view.push(compaction);
  }
  return view;
}

/**
 * Plan compaction when the window passes `limitTokens` (ARCHITECTURE "Compression"; seed 003):
 * the oldest complete units — a message, a legacy text row, or one model turn's calls with
 * all their results — become compaction items that reference the span, until the window fits.
 * The brief (sequence 0), corrections and the newest `keepRecent` units are kept; a call
 * without its result is never compacted (no orphan on either side); legacy and mixed
 * transcripts compact without inventing calls; executed arguments are never rewritten. When
 * the newest unit alone is too large the plan says so (`unfit`) instead of cutting it.
 * `tokensOf` counts one item; `fixedTokens` is the system prompt and tool definitions.
 */
export function planCompaction(
  items: readonly TranscriptItem[],
  options: {
    limitTokens: number;
    fixedTokens: number;
    keepRecent: number;
    tokensOf: (item: TranscriptItem) => number;
    transcriptRef: string;
  },
): CompactionPlan {
  const view = requestView(items);
  let total = options.fixedTokens + view.reduce((sum, item) => sum + options.tokensOf(item), 0);
  if (total <= options.limitTokens) return { compactions: [], unfit: null };
  const units = compactableUnits(view, options.tokensOf);
  const candidates = units.slice(0, Math.max(0, units.length - options.keepRecent));
  const chosen: Unit[] = [];
  for (const unit of candidates) {
    if (total <= options.limitTokens) break;
    chosen.push(unit);
    total -= unit.tokens;
    total += 40; // the compaction item that stands for it (approximate; recounted when appended)
  }
  const compactions = mergeAdjacent(chosen).map((unit): PlannedCompaction => ({
    kind: "compaction",
    fromSequence: unit.from,
    toSequence: unit.to,
    text: describe(unit, options.transcriptRef),
  }));
  if (total <= options.limitTokens) return { compactions, unfit: null };
  const newest = units[units.length - 1];
  const unfit =
    newest && newest.tokens + options.fixedTokens > options.limitTokens
      ? `the newest ${newest.callIds.length > 0 ? `call (${newest.names.join(", ")})` : "item"} needs ${newest.tokens} tokens on its own, more than the ${options.limitTokens}-token window allows; it is kept intact (executed arguments are never changed)`
      : `the window still needs about ${total} tokens after compacting every eligible span (limit ${options.limitTokens})`;
  return { compactions, unfit };
}

function compactableUnits(
  view: readonly TranscriptItem[],
  tokensOf: (item: TranscriptItem) => number,
): Unit[] {
  const units: Unit[] = [];
  const results = new Map<string, number>();
  view.forEach((item, index) => {
    if (item.kind === "tool_result") results.set(item.toolUseId, index);
  });
  let index = 0;
  while (index < view.length) {
    const item = view[index]!;
    if (item.sequence === 0 || item.kind === "correction") {
      index += 1;
      continue;
    }
    if (item.kind === "tool_call") {
      // One model turn: consecutive calls, then their results; complete only if every call is answered.
      let end = index;
      const calls: string[] = [];
      const names: string[] = [];
      while (view[end]?.kind === "tool_call") {
        const call = view[end] as Extract<TranscriptItem, { kind: "tool_call" }>;
        calls.push(call.callId);
        names.push(call.name);
        end += 1;
      }
      const resultIndexes = calls.map((callId) => results.get(callId));
      const complete = resultIndexes.every((at) => at !== undefined);
      const last = Math.max(end - 1, ...resultIndexes.map((at) => at ?? -1));
      const span = view.slice(index, last + 1);
      const onlyPairs = span.every(
        (entry) =>
          entry.kind === "tool_call" || entry.kind === "tool_result" || entry.kind === "notice",
      );
      if (complete && onlyPairs) {
        units.push({
          from: item.sequence,
          to: view[last]!.sequence,
          tokens: span.reduce((sum, entry) => sum + tokensOf(entry), 0),
          callIds: calls,
          names: [...new Set(names)],
        });
      }
      index = last + 1;
      continue;
    }
    if (item.kind === "tool_result") {
      index += 1; // a result outside its group is never compacted alone
      continue;
    }
    const to = item.kind === "compaction" ? item.toSequence : item.sequence;
    units.push({
      from: item.kind === "compaction" ? item.fromSequence : item.sequence,
      to,
      tokens: tokensOf(item),
      callIds: [],
      names: [],
    });
    index += 1;
  }
  return units;
}

function mergeAdjacent(units: readonly Unit[]): Unit[] {
  const merged: Unit[] = [];
  for (const unit of units) {
    const last = merged[merged.length - 1];
    if (last && unit.from === last.to + 1) {
      merged[merged.length - 1] = {
        from: last.from,
        to: unit.to,
        tokens: last.tokens + unit.tokens,
        callIds: [...last.callIds, ...unit.callIds],
        names: [...new Set([...last.names, ...unit.names])],
      };
    } else {
      merged.push(unit);
    }
  }
  return merged;
}

function describe(unit: Unit, transcriptRef: string): string {
  const calls =
    unit.callIds.length === 0
      ? "messages only"
      : `${unit.callIds.length} tool call(s) with their results (${unit.names.join(", ")}); call ids ${unit.callIds.join(", ")}`;
  return `Items ${unit.from}-${unit.to} are compacted: ${calls}. Retrieve any of them with fetch_transcript_span("${transcriptRef}", <call id>).`;
}
