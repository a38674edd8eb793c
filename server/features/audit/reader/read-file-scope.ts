import type { AuditItem } from "./debrief-model";

/**
 * What a reading of named files found (issue 14, twenty-ninth reader round): "the router
 * researcher went through router.ts and flags.ts and found no other path to v1" says what those
 * files hold. Its "no other path" is the files' content, scoped by the reading it reports, not a
 * claim that the rest of the code holds nothing: an unread area the sentence does not name is
 * neither covered nor claimed by it (the files it names are read as claimed elsewhere).
 */

/** A verb of reading, the files it names, then a verb of finding. */
const READ_THEN_FOUND =
  /\b(?:read|reviewed|went through|gone through|inspected|audited|examined|checked|looked (?:at|through)|traced)\s+((?:(?:the\s+)?[\w./-]+\.[a-z]{1,5}\b(?:\s*,\s*|\s+and\s+|\s*&\s*|\s+as well as\s+)?){1,6})\s*,?\s*(?:and\s+|then\s+|but\s+)?(?:found|saw|spotted|turned up|showed|shows|came up with)\b/i;

/** The base names ("router.ts") of the files a clause reports read before what they held, or null. */
export function filesReadBeforeFinding(text: string): string[] | null {
  const files = READ_THEN_FOUND.exec(text)?.[1];
  if (files === undefined) return null;
  const names = [...files.matchAll(/([\w.-]+\.[a-z]{1,5})\b/gi)].map((match) =>
    match[1]!.toLowerCase(),
  );
  return names.length > 0 ? names : null;
}

/**
 * Does a clause's finding, scoped to the files it reports read, speak of this item? Null when
 * the clause reports no such reading (its finding is read as a claim of its own).
 */
export function foundInReadFiles(text: string, item: AuditItem): boolean | null {
  const names = filesReadBeforeFinding(text);
  if (names === null) return null;
  const itemText = item.text.toLowerCase();
  return names.some((name) => new RegExp(String.raw`(?:^|[\s/(])${escape(name)}\b`).test(itemText));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
