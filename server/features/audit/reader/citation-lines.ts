import type { ClauseReading } from "./clause-analysis";

/**
 * Citations that name where facts come from without hedging any of them (issue 14,
 * thirty-ninth reader round; v58's labeling decisions "A sources line is not an attribution of
 * each claim" and "Naming a child as the source is not a hedge"):
 *
 * - **a sources line**: "Sources: merchants table, primary-adapter.ts, sandbox-adapter.ts." — a
 *   label over a bare list of names. It names files and children, so it mentions what those
 *   names are about (the sandbox adapter, hence the sandbox question), but it says nothing of
 *   any open question: it neither keeps one open nor names a group apart;
 * - **a citation in parentheses**: "(sandbox-adapter.ts line 9)", "(primary-adapter.ts:42)" —
 *   where a verified finding was read, not an aside about the group it is said of;
 * - **a child reporting a flat finding**: "the sandbox researcher adds that the twelve are
 *   pinned to v2" — its only hedge is the attribution, which says who found it, not that the
 *   question about that group is open.
 */

/** A label of sources over a list of names, with no verb ("Sources: a, b and c."). */
const SOURCES_LINE =
  /^\s*(?:sources?|based on|refs?|references|citations?|inputs?)\s*:\s*(?:[\w./'’-]+(?:\s+[\w./'’-]+){0,3})(?:\s*(?:,|;|\band\b|&)\s*(?:the\s+)?[\w./'’-]+(?:\s+[\w./'’-]+){0,3})*\s*\.?\s*$/i;

/** Is the clause a sources line (see the module comment)? */
export function isSourcesLine(reading: ClauseReading): boolean {
  return SOURCES_LINE.test(reading.clause.text);
}

/** Is the attribution the clause's only hedge (a child or document named as who says so)? */
export function onlyAttributed(reading: ClauseReading): boolean {
  return reading.hedges.size > 0 && [...reading.hedges.keys()].every((f) => f === "attribution");
}

/** A parenthesis that only cites a file, with its line ("(sandbox-adapter.ts line 9)"). */
const CITATION_PARENTHESIS =
  /\(\s*(?:see\s+)?[\w./-]+\.[a-z]{1,5}(?:(?:\s*,?\s*(?:line|lines|l\.|ll\.)\s*|:)\d+(?:\s*[-–]\s*\d+)?)?\s*\)/gi;

/** The text without parentheses that only cite a file (CITATION_PARENTHESIS). */
export function withoutCitations(text: string): string {
  return text.replace(CITATION_PARENTHESIS, " ");
}
