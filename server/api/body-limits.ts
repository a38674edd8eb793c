import { MAX_DEBRIEFS_JSON_CHARS, MAX_PASTED_ANSWER_CHARS } from "../shared/audit-inputs";
import { MAX_DATASET_NOTE_LENGTH, MAX_IMPORT_CHARS } from "../shared/experiment-inputs";

/**
 * Body limits of the procedures whose input may legitimately be larger than the default
 * (DEBRIEF_MAX_BODY_BYTES, 1 MiB). Each bound follows from the input's own character limits:
 * a character takes at most 3 bytes in the JSON body (UTF-8 of the Basic Multilingual Plane;
 * an escaped quote or backslash takes 2, a surrogate pair 4 for its 2 characters), plus
 * 64 KiB for the envelope and the other fields, rounded up to a whole MiB. The input schemas
 * still bound every field in characters; this only lets a valid input reach them.
 */

const MIB = 1024 * 1024;
const ENVELOPE_BYTES = 64 * 1024;
const MAX_BYTES_PER_CHARACTER = 3;

/** The body limit (bytes) for an input of at most `characters` characters of text. */
export function bodyBytesForCharacters(characters: number): number {
  const bytes = characters * MAX_BYTES_PER_CHARACTER + ENVELOPE_BYTES;
  return Math.ceil(bytes / MIB) * MIB;
}

/**
 * Procedure → its body limit (bytes): audit.auditAnswer (a pasted answer and up to 2,000,000
 * characters of debriefs JSON: 6 MiB) and datasets.import (up to 2,000,000 characters of
 * JSONL and a note: 6 MiB). A request's limit is the largest of its calls' (a batch holding
 * one of them may be as large), and never below DEBRIEF_MAX_BODY_BYTES.
 */
export const PROCEDURE_BODY_BYTES: Readonly<Record<string, number>> = {
  "audit.auditAnswer": bodyBytesForCharacters(MAX_DEBRIEFS_JSON_CHARS + MAX_PASTED_ANSWER_CHARS),
  "datasets.import": bodyBytesForCharacters(MAX_IMPORT_CHARS + MAX_DATASET_NOTE_LENGTH),
};
