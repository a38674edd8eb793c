/**
 * A range of the answer's own numbered items (issue 14, forty-eighth reader round): "points 1 to
 * 3", "items 2-4", "notes 1–2", "#1 to 3" name a stretch of a numbered list, not an estimate
 * ("16 to 19 merchants" is a range of counts and hedges the count as incomplete). The noun
 * before the numbers says which: a range after it is a reference and hedges nothing.
 */

/** The noun of a numbered item right before a range (a lookbehind for hedge-cues.ts). */
export const NUMBERED_ITEM_BEFORE = String.raw`(?<!\b(?:points?|items?|lines?|steps?|notes?|rows?|entries|bullets?|sections?|paragraphs?|numbers?|nos?\.?)\s*|#\s*)`;
