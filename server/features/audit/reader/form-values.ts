import { applyIdiomRewrites, type IdiomRewrite } from "./idiom-rewrites";

/**
 * Field values of form-like answers (issue 14, class 1: layout; structured answers round): a
 * verification field set to false ("verified: false", '"confirmed": no', "checked = ❌") says the
 * item is not verified, a status of "suspected" (a field or a cell) is a suspicion, and a table cell holding only a question mark ("| 3 | ? |") marks its
 * row unconfirmed — as a reviewer reads a form. Read as the canonical cues hedge-cues.ts knows,
 * for cue matching only (lengths change).
 */

/** A field that records whether something was verified. */
const VERIFICATION_FIELD = String.raw`(?:verified|confirmed|validated|checked|tested|observed)`;

/** A value that denies the field ("false", "no", a cross). */
const DENIAL = String.raw`(?:false|no|n|0|❌|✗|✘|✖️?)`;

const FORM_VALUES: readonly IdiomRewrite[] = [
  {
    // "verified: false", '"confirmed": "no"', "checked = ✗" → "not verified".
    pattern: new RegExp(
      String.raw`["']?\b(${VERIFICATION_FIELD})["']?\s*[:=]\s*["']?${DENIAL}(?![\w])["']?`,
      "giu",
    ),
    canonical: (_match, field: string) => `not ${field.toLowerCase()}`,
  },
  {
    // "Status: suspected", "state = presumed" → "probably" (a suspicion, not a finding).
    pattern: /\b(?:status|state)\s*[:=]\s*["']?(?:suspected|presumed|hypothesi[sz]ed)\b/giu,
    canonical: "status: probably",
  },
  {
    // A table cell holding only such a status ("| … | suspected |") → "probably".
    pattern: /\|\s*(?:suspected|presumed|hypothesi[sz]ed)\s*(?=\||$)/giu,
    canonical: "| probably ",
  },
  {
    // A table cell holding only "?" or "??" → "unconfirmed".
    pattern: /\|\s*\?{1,3}\s*(?=\||$)/g,
    canonical: "| unconfirmed ",
  },
];

/** The text with form-field values read as canonical cues (see the module comment). */
export function withFormValuesRead(text: string): string {
  return applyIdiomRewrites(text, FORM_VALUES);
}
