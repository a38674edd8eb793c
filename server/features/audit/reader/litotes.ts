/**
 * Litotes of risk (issue 14, thirty-seventh reader round; negation): "three more are not a
 * small risk", "the risk to them isn't nothing", "not a negligible chance" affirm a possibility
 * by denying its opposite: the claim is hedged (they may break), though no hedge word stands in
 * it and the negation reads as nothing. The litotes is read as "possibly" (padded, offsets hold).
 */

/** A negated copula and a small risk: "are not a small risk", "isn't a remote chance". */
const DENIED_SMALL_RISK =
  /\b(?:(?:is|are|was|were)\s+not|(?:is|are|was|were)n(?:'|’)t|(?:'|’)s not|(?:'|’)re not)\s+(?:a|an)\s+(?:small|minor|trivial|negligible|remote|slight|idle|tiny)\s+(?:risk|chance|possibility|danger|threat|worry)\b/gi;

/** A risk or chance that "isn't nothing", "is not zero". */
const RISK_NOT_NOTHING =
  /(?<=\b(?:risk|chance|possibility|danger|exposure)\b[^.;:!?]{0,60}?)\b(?:isn(?:'|’)t|is not|aren(?:'|’)t|are not)\s+(?:nothing|zero|nil|negligible|trivial)\b/gi;

/** The answer with litotes of risk read as "possibly" (see the module comment). */
export function withLitotesAsHedges(answer: string): string {
  let result = answer;
  for (const pattern of [DENIED_SMALL_RISK, RISK_NOT_NOTHING])
    for (const match of answer.matchAll(pattern)) {
      const start = match.index ?? 0;
      const length = match[0].length;
      result =
        result.slice(0, start) + "possibly".padEnd(length, " ") + result.slice(start + length);
    }
  return result;
}
