import type { AgentRecord, DebriefRecord } from "@/server/runtime/records";

/**
 * How the run page reads the final answer it renders (issue 12, "Readable" 6). An answer given
 * through the answer contract is rendered from its record one claim per line,
 * `- <text> [rests on: <ids>]` (final-answer-rendering.ts); each id names a debrief item
 * (`<childName>/F1`). Answers in any other shape are plain Markdown (null here).
 */

/** One claim line of a contract answer. */
export interface AnswerClaimLine {
  text: string;
  /** The debrief items it rests on, as printed (`fallback-researcher/F1`). */
  restsOn: string[];
}

/** What opens a claim line. */
const CLAIM_MARK = "- ";
/** What opens a claim line's citations, closed by the line's last `]`. */
const RESTS_ON_MARK = " [rests on: ";

/**
 * One line read as `- <text>` or `- <text> [rests on: <ids>]` (ids without `]`, not empty;
 * the earliest such mark wins, as the lazy pattern `^- ([\s\S]*?)(?: \[rests on:
 * ([^\]]+)\])?$` reads it); null when the line does not start with `- `. Read with two
 * searches rather than that pattern, which tried to close the citations from every mark and
 * was quadratic on a line of many unclosed marks.
 */
function readClaimLine(line: string): AnswerClaimLine | null {
  if (!line.startsWith(CLAIM_MARK)) return null;
  const body = line.slice(CLAIM_MARK.length);
  if (body.endsWith("]")) {
    // The ids hold no `]`: the mark stands after every `]` but the last.
    const innerClose = body.length < 2 ? -1 : body.lastIndexOf("]", body.length - 2);
    const mark = body.indexOf(RESTS_ON_MARK, innerClose + 1);
    const ids = mark < 0 ? "" : body.slice(mark + RESTS_ON_MARK.length, -1);
    if (ids !== "") {
      return {
        text: body.slice(0, mark),
        restsOn: ids.split(", ").map((id) => id.trim()),
      };
    }
  }
  return { text: body, restsOn: [] };
}

/** The claims of a rendered contract answer; null when some line is not a claim line. */
export function parseAnswerClaims(answer: string): AnswerClaimLine[] | null {
  const lines = answer.split("\n");
  if (lines.length === 0 || answer.trim() === "") return null;
  const claims: AnswerClaimLine[] = [];
  for (const line of lines) {
    const claim = readClaimLine(line);
    if (claim === null) return null;
    claims.push(claim);
  }
  return claims;
}

/**
 * A long caveat that lists several things after a colon ("Not searched, so the answer may be
 * incomplete there: a; b; c") as its lead and items; null when it is not one (fewer than 3
 * items, under 160 characters, a lead over 60 characters, or an item that breaks a
 * parenthesis: a finding's "(inferred; sources: a; b)" is no list).
 */
export function splitCaveatList(text: string): { lead: string; items: string[] } | null {
  if (text.length < 160) return null;
  const colon = text.indexOf(": ");
  if (colon < 0) return null;
  const items = text
    .slice(colon + 2)
    .split("; ")
    .map((item) => item.trim())
    .filter((item) => item !== "");
  const balanced = (item: string) =>
    (item.match(/\(/g)?.length ?? 0) === (item.match(/\)/g)?.length ?? 0);
  if (items.length < 3 || colon > 60 || !items.every(balanced)) return null;
  return { lead: text.slice(0, colon + 1), items };
}

/** A cited debrief item resolved to its child and, for a finding, the finding. */
export interface ResolvedCitation {
  id: string;
  agentId: string | null;
  /** `F1`, `A2`, `U1`, `N3` or `B`. */
  key: string;
  /** For `F<n>`: the finding's index in the child's debrief. */
  findingIndex: number | null;
  debrief: DebriefRecord | null;
  /** The element the link jumps to on the run page. */
  anchor: string;
}

/** Resolve `childName/Key` against the run's agents and debriefs (newest debrief per child). */
export function resolveCitation(
  id: string,
  agents: readonly AgentRecord[],
  debriefs: readonly DebriefRecord[],
): ResolvedCitation {
  const slash = id.lastIndexOf("/");
  const name = slash < 0 ? id : id.slice(0, slash);
  const key = slash < 0 ? "" : id.slice(slash + 1);
  const agent = agents.find((candidate) => candidate.role === "child" && candidate.name === name);
  const debrief = agent
    ? ([...debriefs]
        .filter((candidate) => candidate.agentId === agent.id)
        .sort((a, b) => b.createdAt - a.createdAt)[0] ?? null)
    : null;
  const finding = /^F(\d+)$/.exec(key);
  const findingIndex = finding ? Number(finding[1]) - 1 : null;
  return {
    id,
    agentId: agent?.id ?? null,
    key,
    findingIndex,
    debrief,
    anchor:
      agent && findingIndex !== null
        ? findingAnchor(agent.id, findingIndex)
        : agent
          ? `agent-${agent.id}`
          : "",
  };
}

/** The id of a finding's row in its child's debrief card. */
export function findingAnchor(agentId: string, findingIndex: number): string {
  return `finding-${agentId}-F${findingIndex + 1}`;
}

/**
 * One source chip under an answer claim: a provenance entry of a finding the claim rests on,
 * with what the debrief card keys its provenance check by (debrief id, finding index, entry
 * index), so the chip shows the same verdict ("not read by the child"…).
 */
export interface AnswerClaimSource {
  entry: string;
  agentId: string;
  /** The transcript the entry's span is looked up in. */
  ref: string;
  debriefId: string;
  findingIndex: number;
  entryIndex: number;
}

/**
 * The sources of an answer claim: every provenance entry of the findings it rests on, in
 * citation order, each entry once (its first citation's check and transcript).
 */
export function answerClaimSources(cited: readonly ResolvedCitation[]): AnswerClaimSource[] {
  const sources: AnswerClaimSource[] = [];
  for (const citation of cited) {
    const { debrief, agentId, findingIndex } = citation;
    if (!debrief || !agentId || findingIndex === null) continue;
    const finding = debrief.result?.findings[findingIndex];
    if (!finding) continue;
    finding.provenance.forEach((entry, entryIndex) => {
      if (sources.some((source) => source.entry === entry)) return;
      sources.push({
        entry,
        agentId,
        ref: debrief.result?.transcript_ref ?? `transcript:${agentId}`,
        debriefId: debrief.id,
        findingIndex,
        entryIndex,
      });
    });
  }
  return sources;
}
