/**
 * Masking for the reader's text steps (issue 14): a step that sets part of an answer aside
 * (a retraction, a superseded draft, a restated question) replaces it with spaces, keeping line
 * breaks, so the answer keeps its length and every later clause keeps its offsets into the
 * original text (flags quote the answer's own words).
 */

/** `text` with every character but a line break replaced by a space (same length, same lines). */
export const blankOut = (text: string): string => text.replace(/[^\n]/g, " ");
