import { actorDisplayName } from "../../shared/human-actor";
import { foldForSearch } from "../../shared/search-fold";
import { noticeSourceLabel, toolArgumentsAsShown } from "../../shared/transcript-text";
import type { TranscriptItem } from "./transcript-item";

/**
 * The text of a transcript item that the transcript search (transcripts.page `query`) matches:
 * what the transcript view (components/run/transcript-item-view.tsx) shows of the item, never
 * the stored JSON (no field names, no JSON quoting of the shown text). Each shown value, one per
 * line, in the view's order:
 * - message: role, text
 * - tool_call: name, acceptance, call id, provider id (when any), rejection reason (when any),
 *   the arguments as shown (toolArgumentsAsShown: pretty-printed JSON)
 * - tool_result: status, tool name, the call's id, uncertainty (when any), content
 * - correction: author (as people read it: actorDisplayName), text
 * - compaction, legacy_text: text
 * - notice: source as shown ("repetition guard"), text
 * Left out: the view's fixed labels ("call id", "Correction #3 from", "iteration 2"), the
 * sequence and the time (written in the viewer's time zone).
 */
export function transcriptVisibleText(item: TranscriptItem): string {
  return visibleValues(item)
    .filter((value) => value !== null && value !== "")
    .join("\n");
}

function visibleValues(item: TranscriptItem): (string | null)[] {
  switch (item.kind) {
    case "message":
      return [item.role, item.text];
    case "tool_call":
      return [
        item.name,
        item.acceptance,
        item.callId,
        item.providerCallId,
        item.rejectionReason,
        toolArgumentsAsShown(item.argumentsText),
      ];
    case "tool_result":
      return [item.status, item.toolName, item.toolUseId, item.uncertainty, item.content];
    case "correction":
      return [actorDisplayName(item.author), item.text];
    case "compaction":
    case "legacy_text":
      return [item.text];
    case "notice":
      return [noticeSourceLabel(item.source), item.text];
  }
}

/**
 * transcriptVisibleText folded for search (foldForSearch: NFKC, every script's case, final
 * sigma, ß, Turkish İ/ı), as stored in TranscriptItem.searchText. A search folds its query the
 * same way (containsFolded, server/db/client.ts) and compares exactly, so case and form are
 * ignored alike on SQLite (whose LIKE folds ASCII only) and PostgreSQL.
 */
export function transcriptSearchText(item: TranscriptItem): string {
  return foldForSearch(transcriptVisibleText(item));
}
