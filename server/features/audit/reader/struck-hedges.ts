import { hedgeCues } from "./hedge-cues";
import { certaintyMarkers } from "./overstatement-cues";

/**
 * A hedge struck through (issue 14, fortieth reader round): "19 merchants ~~probably~~ break",
 * "api_version ~~assumed~~ authoritative", "fallback ~~inferred~~ → v2". The writer names the
 * hedge and withdraws it on purpose, so what is left stands as settled: the hedge is mentioned,
 * then contradicted, as "not probably: certainly" is (v11, v24, v53 and v59 label such claims
 * `high`). retractions.ts masks struck text as blank, which left the claim merely plain; this
 * step, run before it, writes the struck hedge as "confirmed" (padded to the struck span's
 * length, so offsets hold). Only a struck span that hedges and asserts no certainty is read so,
 * and only where the words after it hedge nothing themselves: "~~verified~~ inferred" and
 * "~~probably~~ likely" revise one wording into another (revised-wording.ts) and are left as
 * written.
 */

/**
 * A struck span of one to three bare words ("~~probably~~", "~~an assumption~~"), then what
 * follows on its line. A struck parenthetical or clause ("~~(inferred only)~~") is an aside
 * withdrawn; read as certainty, it would reach every claim of its clause (an attributed date
 * beside it too), so it is left to retractions.ts.
 */
const STRUCK = /~~([A-Za-z][A-Za-z'-]*(?: [A-Za-z][A-Za-z'-]*){0,2})~~([^\n]{0,40})/g;

/** The answer with each struck hedge read as certainty (see the module comment). */
export function withStruckHedgesAsCertainty(answer: string): string {
  if (!answer.includes("~~")) return answer;
  return answer.replace(STRUCK, (whole: string, struck: string, after: string) => {
    const span = whole.length - after.length;
    const following = after.split(/\s+/).filter(Boolean).slice(0, 3).join(" ");
    if (hedgeCues(struck).size === 0 || certaintyMarkers(struck).length > 0) return whole;
    if (hedgeCues(following).size > 0) return whole;
    const word = span >= "confirmed".length ? "confirmed" : "certain";
    if (span < word.length) return whole;
    return word.padEnd(span, " ") + after;
  });
}
