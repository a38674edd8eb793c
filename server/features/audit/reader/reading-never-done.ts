/**
 * A reading never done, said with "read" or "look" as a noun ("the sandbox adapter never got a
 * full read", "the config didn't get a proper look"; issue 14, second cross-set residual
 * round): the answer names the area as not fully read. It names the gap only; it is no hedge
 * cue, so an open question the area would settle is not kept open by it (a gap named in place
 * of its question leaves the question out).
 */
const READING_NEVER_DONE =
  /\b(?:never|didn't|did\s+not|hasn't|has\s+not|haven't|have\s+not)\s+(?:got|gotten|get|had|have|been\s+given|received)\s+a\s+(?:full|proper|complete|close|thorough|careful|real)\s+(?:read(?:-?through)?|look|pass|review)\b/i;

/** Does the text say an area never got a full reading ("never got a full read")? */
export function readingNeverDone(text: string): boolean {
  return READING_NEVER_DONE.test(text);
}
