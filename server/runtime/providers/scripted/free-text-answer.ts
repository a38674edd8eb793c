import type { AnswerClaim, FinalAnswerInput } from "../../contract/final-answer";
import { transcriptEndLine } from "../../return-modes/transcript-rendering";
import { QUOTED_LINE_PREFIX } from "../../transcript/quoted-lines";
import { withActorNames } from "../../../shared/human-actor";

/**
 * The scripted parent's final answer (a final_answer record) when its children returned free
 * text (the summary and transcript return modes) instead of debriefs. It answers from what it
 * received and nothing else: a summary is restated as it came, one claim per line; from a
 * transcript it takes the child's own answer (its last assistant message). No claim cites a
 * debrief item (free text has no item ids): each carries its caveats in its own words. Failed
 * children become caveats. Consumed corrections are no claims: whether one was acted on is in the
 * transcript (the correction card), not in the customer-facing answer.
 */

/** One child's free-text return found in the wait results. */
export interface TextReturn {
  kind: "summary" | "transcript";
  agentName: string;
  /** The summary, or the transcript's last assistant message (the child's answer). */
  text: string;
}

const SUMMARY_HEADER = /^SUMMARY from (.+?) \(free text/;
const TRANSCRIPT_HEADER = /^TRANSCRIPT of (.+?) \((\S+)\), \d+ items/;
const ITEM_START = /^\[\d+\] /;
const ASSISTANT_ITEM = /^\[\d+\] assistant: /;

/** Every summary and transcript in `received` (wait results joined), in order. */
export function parseTextReturns(received: string): TextReturn[] {
  const lines = received.split("\n");
  const found: TextReturn[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    const summary = SUMMARY_HEADER.exec(line);
    if (summary?.[1]) {
      const body: string[] = [];
      for (index += 1; index < lines.length; index += 1) {
        const next = lines[index] ?? "";
        if (!next.startsWith(QUOTED_LINE_PREFIX)) break; // the summary's lines are all quoted
        body.push(next.slice(QUOTED_LINE_PREFIX.length));
      }
      index -= 1;
      found.push({ kind: "summary", agentName: summary[1], text: body.join("\n").trim() });
      continue;
    }
    const transcript = TRANSCRIPT_HEADER.exec(line);
    if (transcript?.[1] && transcript[2]) {
      const parsed = readTranscriptAnswer(lines, index + 1, transcript[1], transcript[2]);
      index = parsed.nextIndex - 1;
      found.push({ kind: "transcript", agentName: transcript[1], text: parsed.answer });
    }
  }
  return found;
}

/**
 * The last assistant message of the transcript whose items start at `lines[start]`, read the
 * way transcript-rendering.ts renders: only an unquoted line is an item header or the end
 * marker, and only the exact end marker of `agentName` (`agentId`) ends it; a line quoted with
 * QUOTED_LINE_PREFIX continues the item above it, whatever it says. An unquoted
 * line that is neither ends the transcript there (it was cut short). `nextIndex` is the first
 * line after the transcript.
 */
function readTranscriptAnswer(
  lines: readonly string[],
  start: number,
  agentName: string,
  agentId: string,
): { answer: string; nextIndex: number } {
  const endLine = transcriptEndLine(agentName, agentId);
  let answer: string[] = [];
  let inAnswer = false;
  for (let index = start; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    if (line === endLine) return { answer: answer.join("\n").trim(), nextIndex: index + 1 };
    if (line.startsWith(QUOTED_LINE_PREFIX)) {
      if (inAnswer) answer.push(line.slice(QUOTED_LINE_PREFIX.length));
    } else if (ASSISTANT_ITEM.test(line)) {
      answer = [line.replace(ASSISTANT_ITEM, "")];
      inAnswer = true;
    } else if (ITEM_START.test(line)) inAnswer = false;
    else return { answer: answer.join("\n").trim(), nextIndex: index };
  }
  return { answer: answer.join("\n").trim(), nextIndex: lines.length };
}

/** Words of the scripted child's prose answer (research-report.ts) that hedge a line. */
const HEDGED_LINE =
  /not verified|I assumed|could not determine|did not search|may be incomplete|not established/i;

/** One claim of a line of free text (a leading "- " bullet dropped), resting on nothing. */
function lineClaim(line: string, from: string | null): AnswerClaim {
  const text = line.replace(/^\s*-\s+/, "").trim();
  return {
    text: from === null ? text : `${from}: ${text}`,
    rests_on: [],
    carries: [],
    stated_as: HEDGED_LINE.test(text) ? "qualified" : "established",
  };
}

/** The answer from the free-text returns in `received` (see the module comment). */
export function composeAnswerFromText(received: string): FinalAnswerInput {
  const returns = parseTextReturns(received).filter((entry) => entry.text !== "");
  const lines = received.split("\n");
  const failures = lines.flatMap((line, index) => {
    if (line.startsWith("CHILD FAILED: ")) return [line.slice("CHILD FAILED: ".length)];
    const ended = /^- (\S+) \(([^)]*)\): (failed|cancelled|terminated)(?: \((.*)\))?$/.exec(line);
    return ended && /no debrief/.test(lines[index + 1] ?? "")
      ? [
          `${ended[2]} ended ${ended[3]}${ended[4] ? ` (${withActorNames(ended[4])})` : ""} and returned nothing.`,
        ]
      : [];
  });
  const claims: AnswerClaim[] = returns.flatMap((entry) =>
    entry.text
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => lineClaim(line, returns.length > 1 ? entry.agentName : null)),
  );
  if (claims.length === 0) {
    claims.push({
      text: "The research produced nothing I can state.",
      rests_on: [],
      carries: [],
      stated_as: "established",
    });
  }
  for (const failure of failures) {
    claims.push({
      text: `A child failed: ${failure} Nothing from it is stated as established.`,
      rests_on: [],
      carries: [],
      stated_as: "qualified",
    });
  }
  return { claims };
}
