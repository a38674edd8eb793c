/**
 * A hedge on order or timing within a group already stated (issue 14, seventy-fourth reader round): "m_0148
 * possibly later in the day", "(m_0005 is probably the one you'll hear from first)", "likely
 * the first to complain". It guesses when, or which member first, not whether the group is
 * affected: the claim that states the group keeps none of it. A bare "maybe earlier" is no such
 * hedge: it may place the writer's own earlier word ("I said maybe earlier"). It is blanked before the
 * hedge cues are read (offsets kept), as a hedge on the wording is (phrasing-hedges.ts).
 */
const ORDER_HEDGE =
  /\b(?:probably|possibly|perhaps|maybe|likely)\s+(?:(?:a\s+bit|slightly|somewhat|a\s+little|much)\s+)?(?:(?:later|earlier|sooner)(?:\s+(?:in|on)\s+the\s+day|\s+that\s+day|\s+than\s+(?:the\s+)?(?:others|rest))|the\s+(?:one|first|last)\s+(?:(?:(?:you|we|they|people|support)(?:'ll|’ll|\s+will|\s+would|'d|’d)\s+)?(?:hear\s+from|see|notice|get\s+(?:complaints|tickets|calls)\s+from)|to\s+(?:complain|call|notice|break|fail|go|shout))(?:\s+first|\s+last)?)(?=\s*[,.;:)—–]|\s*$)/gi;

/** The text with each hedge on order or timing (ORDER_HEDGE) blanked, offsets kept. */
export function withoutOrderHedges(text: string): string {
  return text.replace(ORDER_HEDGE, (hedge) => " ".repeat(hedge.length));
}
