/**
 * How the transcript view writes two fields of a transcript item (components/run/
 * transcript-item-view.tsx), shared with the transcript search (server/runtime/transcript/
 * search-text.ts) so what is searched is what is shown. Pure; client-safe.
 */

/**
 * A tool call's arguments as the view shows them: JSON pretty-printed with 2-space indents,
 * or the text as received when it is not JSON (malformed arguments).
 */
export function toolArgumentsAsShown(argumentsText: string): string {
  try {
    return JSON.stringify(JSON.parse(argumentsText), null, 2);
  } catch {
    return argumentsText;
  }
}

/** A notice's source as the view names it ("repetition guard", "contract", "runtime"). */
export function noticeSourceLabel(source: string): string {
  return source.replace("_", " ");
}
