/**
 * Where the audit's "What the claim rests on" panel sits relative to the annotated answer
 * (pure): below the lg breakpoint it is stacked under the whole answer, and a claim activated
 * there (click, Enter or Space) brings it into view and moves the keyboard focus to it; beside
 * the answer (lg and up) it changes in place and the focus stays on the claim.
 */
export function sourcesPanelStacked(panel: { top: number }, answer: { bottom: number }): boolean {
  return panel.top >= answer.bottom;
}
