import type { TokenCounter } from "../../window/token-counter";
import { STOP_WORDS } from "./keyword-policy";

/** One sentence of the text: where it is and its content words. */
interface Unit {
  line: number;
  position: number;
  text: string;
  words: string[];
}

const segmenter = new Intl.Segmenter("en", { granularity: "sentence" });

/** Sentences of `text`, line by line (Intl.Segmenter), with their content words. */
function units(text: string): Unit[] {
  const found: Unit[] = [];
  text.split("\n").forEach((line, lineIndex) => {
    for (const { segment } of segmenter.segment(line)) {
      const sentence = segment.trim();
      if (sentence === "") continue;
      const words = (sentence.toLowerCase().match(/[a-z0-9_]+/g) ?? []).filter(
        (word) => word.length > 1 && !STOP_WORDS.has(word),
      );
      found.push({ line: lineIndex, position: found.length, text: sentence, words });
    }
  });
  return found;
}

/** Chosen sentences in text order; sentences of one line stay on one line. */
function join(chosen: readonly Unit[]): string {
  const ordered = [...chosen].sort((a, b) => a.position - b.position);
  const lines: string[] = [];
  let lastLine = -1;
  for (const unit of ordered) {
    if (unit.line === lastLine) lines[lines.length - 1] += ` ${unit.text}`;
    else lines.push(unit.text);
    lastLine = unit.line;
  }
  return lines.join("\n");
}

/**
 * An extractive summary of `text` in at most `budget` tokens (`counter`: the real tokenizer),
 * by SumBasic (Nenkova & Vanderwende 2005), a general frequency rule that knows nothing of
 * hedges: word probabilities are content-word frequencies; while a sentence still fits, take
 * the most probable word left, pick among the sentences that contain it and fit the one with
 * the highest mean word probability (earliest on a tie), then square the probabilities of its
 * words so the next pick covers something else. Sentences are kept verbatim, in text order.
 * What is dropped is whatever the budget has no room for.
 */
export function summarizeExtractively(text: string, budget: number, counter: TokenCounter): string {
  if (counter.count(text) <= budget) return text;
  const candidates = units(text);
  const probability = new Map<string, number>();
  const total = candidates.reduce((sum, unit) => sum + unit.words.length, 0);
  for (const unit of candidates) {
    for (const word of unit.words) {
      probability.set(word, (probability.get(word) ?? 0) + 1 / Math.max(1, total));
    }
  }
  const meanProbability = (unit: Unit) =>
    unit.words.length === 0
      ? 0
      : unit.words.reduce((sum, word) => sum + (probability.get(word) ?? 0), 0) / unit.words.length;
  const chosen: Unit[] = [];
  let remaining = [...candidates];
  for (;;) {
    remaining = remaining.filter((unit) => counter.count(join([...chosen, unit])) <= budget);
    if (remaining.length === 0) break;
    const topWord = [...new Set(remaining.flatMap((unit) => unit.words))].sort(
      (a, b) => (probability.get(b) ?? 0) - (probability.get(a) ?? 0) || a.localeCompare(b),
    )[0];
    const pool =
      topWord === undefined ? remaining : remaining.filter((unit) => unit.words.includes(topWord));
    const pick = [...pool].sort(
      (a, b) => meanProbability(b) - meanProbability(a) || a.position - b.position,
    )[0];
    if (pick === undefined) break;
    chosen.push(pick);
    remaining = remaining.filter((unit) => unit !== pick);
    for (const word of new Set(pick.words)) {
      probability.set(word, (probability.get(word) ?? 0) ** 2);
    }
  }
  return join(chosen);
}
