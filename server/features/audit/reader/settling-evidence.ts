import { contentWords } from "../entities";
import type { AuditItem } from "./debrief-model";

/**
 * An open question's group named beside the evidence that would settle it (issue 14,
 * seventeenth reader round): "order a trace dump for the four legacy tenants", "get the vendor
 * bulletin for the test tenants". A clause that names that evidence and reports nothing it
 * showed points at the check still to make; it does not answer the question, whatever outcome
 * words the rest of the clause uses of other merchants ("start moving the 19 while …").
 */

/** The debrief's "(would settle it: …)" part of an open question's text. */
const SETTLE = /\(would settle it:\s*([\s\S]*)\)\s*$/;

/** Where the evidence's own noun phrase ends ("… showing the header", "(not in the workspace)"). */
const PHRASE_END = /\b(?:showing|that|which|where|with|from|about)\b|[(:;]/i;

/**
 * A report of what the evidence showed ("the logs show …", "the bulletin says …") or of having
 * it ("we pulled the dumps and …").
 */
const REPORTED =
  /\b(?:shows?|showed|shown|confirm(?:s|ed)?|prove[sd]?|proven|says?|said|indicates?|indicated|reveal(?:s|ed)?|came back|come back)\b|\b(?:we|i|they)\s+(?:have\s+|'ve\s+|had\s+)?(?:pulled|got|obtained|fetched|collected|read|reviewed|analy[sz]ed|went through|looked at|checked|inspected|examined)\b/i;

/**
 * The head nouns of the evidence that would settle the question, less the words of the question
 * itself ("logs" and "samples" of "request logs or traffic samples"; "bulletin" of "the
 * vendor's separate bulletin"): a modifier ("vendor", "separate") names no evidence by itself.
 */
export function settlingEvidenceWords(question: AuditItem): Set<string> {
  const settle = SETTLE.exec(question.text)?.[1] ?? "";
  const phrase = settle.split(PHRASE_END)[0] ?? "";
  const asked = contentWords(question.text.replace(SETTLE, ""));
  const heads = phrase
    .split(/,|\b(?:or|and|nor)\b/i)
    .map((part) => [...contentWords(part)].at(-1))
    .filter((word): word is string => word !== undefined);
  return new Set(heads.filter((word) => word.length >= 3 && !asked.has(word)));
}

/**
 * Does the clause name the evidence that would settle the question, reporting nothing of it?
 * (A check claimed of it, "we pulled the logs and …", the caller reads first.)
 */
export function pointsAtSettlingEvidence(text: string, question: AuditItem): boolean {
  const evidence = settlingEvidenceWords(question);
  if (evidence.size === 0 || REPORTED.test(text)) return false;
  const words = contentWords(text);
  return [...evidence].some((word) => words.has(word));
}
