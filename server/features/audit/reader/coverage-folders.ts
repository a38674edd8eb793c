import type { ClauseReading } from "./clause-analysis";
import type { AuditItem } from "./debrief-model";

/**
 * Which folder a claim of covered code is about (issue 14, code-claim-areas.ts): a claim whose object
 * is a named folder ("read all of src/adapters/") covers the files under it, not an unread file
 * elsewhere.
 */

/** The folders a clause names ("src/adapters/"), lower-cased with their trailing slash. */
function namedFolders(code: ClauseReading): string[] {
  return [...code.clause.text.matchAll(/(?:^|[\s(`'"])((?:[\w.-]+\/)+)(?=[\s,;:.)`'"]|$)/g)].map(
    (match) => match[1]!.toLowerCase(),
  );
}

/** The file path an item names ("db/merchants.sql"), lower-cased, or undefined. */
const itemPath = (item: AuditItem) =>
  /(?:^|\s)((?:[\w.-]+\/)+[\w.-]+\.[a-z]{1,5})\b/i.exec(item.text)?.[1]?.toLowerCase();

/** Does a folder the clause names ("every file under src/ and db/") hold the item's file? */
export function insideNamedFolder(code: ClauseReading, item: AuditItem): boolean {
  const folders = namedFolders(code);
  const path = itemPath(item);
  return path !== undefined && folders.some((folder) => path.startsWith(folder));
}

/**
 * Is the item's file outside the folder a coverage claim is about? A claim whose object is a
 * named folder ("read all of src/adapters/": its phrase stops at "src") covers that folder
 * alone, not a file elsewhere (db/merchants.sql, src/config/merchant-config.ts).
 */
export function outsideNamedFolder(code: ClauseReading, item: AuditItem): boolean {
  const folders = namedFolders(code);
  const path = itemPath(item);
  return (
    path !== undefined &&
    folders.length > 0 &&
    !folders.some((folder) => path.startsWith(folder)) &&
    code.codeComplete.every((phrase) => endsInFolder(phrase, code.clause.text, folders))
  );
}

/**
 * Is a coverage phrase's object a named folder? Either the phrase stops inside the folder's path
 * ("read all of src" of "read all of src/adapters/"), or the folder follows it as its place
 * ("went through every file" + " in src/adapters/"), or the phrase names it as its place before
 * its verb ("each file inside lib/handlers/ was opened").
 */
function endsInFolder(phrase: string, clause: string, folders: readonly string[]): boolean {
  const text = clause.toLowerCase();
  const lower = phrase.toLowerCase();
  const at = text.indexOf(lower);
  if (at < 0) return false;
  const after = text.slice(at + lower.length);
  const last = /([\w.-]+)$/.exec(lower)?.[1];
  return folders.some(
    (folder) =>
      (last !== undefined &&
        folder.startsWith(`${last}/`) &&
        after.startsWith(folder.slice(last.length))) ||
      FOLDER_PLACE.exec(after)?.[1] === folder ||
      // (The place inside the phrase, its verb after it: "each file inside lib/handlers/ was opened".)
      [...lower.matchAll(FOLDER_PLACE_WITHIN)].some((match) => match[1] === folder),
  );
}

/** A place a coverage phrase names inside it, before its verb, as group 1 (see FOLDER_PLACE). */
const FOLDER_PLACE_WITHIN =
  /\b(?:in|under|inside|within|across|throughout)\s+(?:the\s+)?[`'"(]?((?:[\w.-]+\/)+)/g;

/** The place a coverage phrase names right after it (" in src/adapters/"), as group 1. */
const FOLDER_PLACE =
  /^\s+(?:in|under|inside|within|across|of|from|throughout)\s+(?:the\s+)?[`'"(]?((?:[\w.-]+\/)+)/;
