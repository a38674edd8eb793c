import type { ResearchResultInput } from "../../contract/research-result";
import type { TranscriptItem } from "../../transcript/transcript-item";
import type { PlannedCall } from "./scripted-policy";
import {
  executedToolCalls,
  parseSearchHits,
  toolExchanges,
  wasExecuted,
  type SearchHit,
} from "./transcript-reading";

/** Common English words that carry no topic (keyword research and extractive summaries skip them). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  "about above after again against also because been before being below between both could does doing down during each from further have having here into itself just more most only other over same should some such than that their them then there these they this those through under until very were what when where which while whom will with would your yours which how why who whose any all can did do not the and for are but had has his her its our out was".split(
    " ",
  ),
);

/** Up to three distinct keywords of a question, in order of appearance (4+ letters, no stop words). */
export function questionKeywords(question: string): string[] {
  const words = question.toLowerCase().match(/[a-z_][a-z0-9_]{3,}/g) ?? [];
  return [...new Set(words.filter((word) => !STOP_WORDS.has(word)))].slice(0, 3);
}

/**
 * The generic, deterministic keyword-research policy for questions other than the ledgerline
 * scenario: search the question's terms, read the file with the most hits, then return.
 */
export function nextKeywordCall(
  items: readonly TranscriptItem[],
  brief: string,
): PlannedCall | null {
  const exchanges = toolExchanges(items);
  const searched = new Set(
    exchanges
      .filter((e) => e.call.name === "search_code" && wasExecuted(e))
      .map((e) => (e.call.parsedArguments as { query?: string } | null)?.query),
  );
  for (const keyword of questionKeywords(brief)) {
    if (!searched.has(keyword)) return { name: "search_code", arguments: { query: keyword } };
  }
  const best = bestFile(allHits(items));
  const read = exchanges.some((e) => e.call.name === "read_file" && wasExecuted(e));
  if (best !== undefined && !read) return { name: "read_file", arguments: { path: best } };
  return null;
}

function allHits(
  items: readonly TranscriptItem[],
): { keyword: string; hits: SearchHit[]; total: number }[] {
  return toolExchanges(items)
    .filter((e) => e.call.name === "search_code" && e.result?.status === "ok")
    .map((e) => {
      const content = e.result?.content ?? "";
      const hits = parseSearchHits(content);
      // The header says how many matches there were; the list may show only the first ones.
      const total = Number(/^(\d+) match/.exec(content)?.[1] ?? hits.length);
      return {
        keyword: String((e.call.parsedArguments as { query?: string } | null)?.query ?? ""),
        hits,
        total: Math.max(total, hits.length),
      };
    });
}

function bestFile(searches: readonly { hits: SearchHit[] }[]): string | undefined {
  const counts = new Map<string, number>();
  for (const search of searches)
    for (const hit of search.hits) counts.set(hit.path, (counts.get(hit.path) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

/**
 * The keyword debrief: findings are `reported` (the scripted model matched text, it did not
 * judge meaning) with real `path:line` provenance; unresolved items say what a real model
 * would have to judge.
 */
export function keywordDebrief(
  items: readonly TranscriptItem[],
  brief: string,
): ResearchResultInput {
  const searches = allHits(items);
  const best = bestFile(searches);
  const findings: ResearchResultInput["findings"] = searches
    .filter((search) => search.hits.length > 0)
    .map((search) => {
      const files = [...new Set(search.hits.map((hit) => hit.path))];
      return {
        claim: `"${search.keyword}" occurs ${plural(search.total, "time")}${search.total > search.hits.length ? ` (the first ${search.hits.length}, in ${plural(files.length, "file")}, were shown)` : ` in ${plural(files.length, "file")}`}, first in ${files[0] ?? "?"}: "${search.hits[0]?.text.slice(0, 120) ?? ""}"`,
        provenance: search.hits.slice(0, 3).map((hit) => `${hit.path}:${hit.line}`),
        confidence: "reported" as const,
      };
    });
  const unresolved: ResearchResultInput["unresolved"] = [
    {
      question: `Do these matches answer "${brief.slice(0, 200)}"?`,
      would_settle_it: best
        ? `a real model or a person reading ${best} and judging relevance; the scripted model only matches keywords`
        : "a real model or a person choosing better search terms; the scripted model only matches keywords",
    },
  ];
  const exchanges = toolExchanges(items);
  return {
    findings,
    // Corrections are not assumptions: the reply in the transcript says they were not acted on.
    assumptions: [
      "Keyword matches are relevant to the question (the scripted model cannot judge meaning).",
    ],
    unresolved,
    coverage: {
      searched: [
        ...searches.map(
          (search) =>
            `code search "${search.keyword}" (${searchCount(search.total, search.hits.length)})`,
        ),
        ...exchanges
          .filter((e) => e.call.name === "read_file")
          .map((e) => `read ${String((e.call.parsedArguments as { path?: string } | null)?.path)}`),
      ],
      not_searched: [
        ...searches
          .filter((search) => search.total > search.hits.length)
          .map(
            (search) =>
              `matches of "${search.keyword}" after the first ${search.hits.length} (not seen)`,
          ),
        "any database of the workspace (not queried)",
        "files without a keyword match",
      ],
    },
    effort: { tool_calls: executedToolCalls(items), budget_exhausted: false },
  };
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** "1 match", "17 matches, 10 seen": a code search's count in the coverage list. */
export function searchCount(total: number, seen: number): string {
  return `${total} ${total === 1 ? "match" : "matches"}${total > seen ? `, ${seen} seen` : ""}`;
}
