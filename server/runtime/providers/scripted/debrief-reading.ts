/**
 * How the scripted parent reads the debriefs it received (the wait_for_agents results), like a
 * real model reads them: from the rendered text only (render-for-parent.ts and
 * render-merged-for-parent.ts), each item with the ids printed before it.
 */
import { QUOTED_LINE_PREFIX } from "../../transcript/quoted-lines";
import { withActorNames } from "../../../shared/human-actor";

/** A finding line: its ids, confidence, claim and provenance. */
export interface ReadFinding {
  ids: string[];
  confidence: string;
  claim: string;
  sources: string;
}

/** One item line that is not a finding: its ids and text. */
export interface ReadItem {
  ids: string[];
  text: string;
}

/** A child that ended without a debrief: how it ended and a sentence saying so. */
export interface ChildEnding {
  ended: "failed" | "cancelled" | "terminated";
  text: string;
}

/** Everything the scripted parent takes from the debriefs it received. */
export interface ReceivedDebriefs {
  merged: boolean;
  findings: ReadFinding[];
  assumptions: ReadItem[];
  /** `text` is the question; `settle` what would settle it. */
  unresolved: (ReadItem & { settle: string })[];
  notSearched: ReadItem[];
  /** Budget items (`<agentName>/B`) of children that ran out of budget. */
  budgetIds: string[];
  /**
   * Children that ended without a debrief, one sentence each, with how they ended (a child
   * an operator cancelled is `cancelled`, never `failed`).
   */
  failures: ChildEnding[];
}

const ID = String.raw`[^\s\[\]]+\/(?:[FAUN][1-9]\d*|B)`;
const IDS = String.raw`(${ID}(?: = ${ID})*)`;
const FINDING = new RegExp(String.raw`^\s+${IDS} \[(\w+)\] (.*)$`);
const ITEM = new RegExp(String.raw`^\s+${IDS} (.*)$`);

/**
 * The physical lines of `received` with each quoted line (a field's own line break, see
 * quoted-lines.ts) joined to the line above it by a space: a field's text, never a line of
 * the rendering's structure.
 */
function logicalLines(received: string): string[] {
  const lines: string[] = [];
  for (const line of received.split("\n")) {
    if (line.startsWith(QUOTED_LINE_PREFIX) && lines.length > 0) {
      lines[lines.length - 1] += ` ${line.slice(QUOTED_LINE_PREFIX.length)}`;
    } else lines.push(line);
  }
  return lines;
}

function splitIds(text: string): string[] {
  return text.split(" = ");
}

/** Read the rendered debriefs in `received` (the concatenated wait results). */
export function readReceivedDebriefs(received: string): ReceivedDebriefs {
  const lines = logicalLines(received);
  const read: ReceivedDebriefs = {
    merged: lines.some((line) => line.startsWith("MERGED DEBRIEF")),
    findings: [],
    assumptions: [],
    unresolved: [],
    notSearched: [],
    budgetIds: [],
    failures: [],
  };
  let section = "";
  const seenGaps = new Set<string>();
  lines.forEach((line, index) => {
    const next = lines[index + 1] ?? "";
    if (/^Findings \(/.test(line)) section = "findings";
    else if (/^Assumptions \(/.test(line)) section = "assumptions";
    else if (/^Unresolved \(/.test(line)) section = "unresolved";
    else if (/^\s+NOT searched/.test(line)) section = "gaps";
    else if (/^\s+not searched by some children, but covered/.test(line)) section = "covered";
    else if (/^(?:Coverage|Effort|Transcripts?):/.test(line)) section = "";
    if (line.startsWith("CHILD FAILED:"))
      read.failures.push({ ended: "failed", text: line.replace("CHILD FAILED: ", "") });
    const ended = /^- (\S+) \(([^)]*)\): (failed|cancelled|terminated)(?: \((.*)\))?$/.exec(line);
    if (ended && /no debrief/.test(next)) {
      const how = ended[3] as ChildEnding["ended"];
      const detail = ended[4] ? ` (${ended[4]})` : "";
      read.failures.push({
        ended: how,
        text:
          // People read this answer: the child's name, never its id; a person's display name,
          // never the stored actor tag ("human:Dana Ops" reads "Dana Ops").
          how === "cancelled"
            ? `${ended[2]} was cancelled${ended[4] ? ` (${withActorNames(ended[4].replace(/^cancelled /, ""))})` : ""} before it returned a debrief; what it was asked to research is covered only where another child's debrief covers it.`
            : `${ended[2]} ended ${how}${withActorNames(detail)} without a debrief; what it was asked to research is not covered.`,
      });
    }
    for (const budget of line.matchAll(
      new RegExp(String.raw`budget exhausted: YES \((${ID})\)`, "g"),
    ))
      if (budget[1] && !read.budgetIds.includes(budget[1])) read.budgetIds.push(budget[1]);
    const finding = section === "findings" ? FINDING.exec(line) : null;
    if (finding?.[1] && finding[2] && finding[3]) {
      read.findings.push({
        ids: splitIds(finding[1]),
        confidence: finding[2],
        claim: finding[3],
        sources: /provenance: (.*)$/.exec(next)?.[1] ?? "no sources given",
      });
      return;
    }
    const item = ITEM.exec(line);
    if (!item?.[1] || item[2] === undefined) return;
    const ids = splitIds(item[1]);
    const text = item[2].replace(/ \(from: [^)]*\)$/, "");
    if (section === "assumptions") read.assumptions.push({ ids, text });
    if (section === "unresolved") {
      const settle = /would settle it: (.*)$/.exec(next)?.[1] ?? "not stated";
      read.unresolved.push({ ids, text, settle });
    }
    if (section === "gaps" && !seenGaps.has(ids.join())) {
      seenGaps.add(ids.join());
      read.notSearched.push({ ids, text });
    }
  });
  return read;
}
