import { applyIdiomRewrites, type IdiomRewrite } from "./idiom-rewrites";

/**
 * Field values of form-like answers (issue 14, class 1: layout; structured answers round): a
 * verification field set to false ("verified: false", '"confirmed": no', "checked = ❌") says the
 * item is not verified, a status of "suspected" (a field or a cell) is a suspicion, a status
 * waiting on the customer ("Status: Awaiting customer confirmation") is workflow, a filled
 * template blank ("Confidence: [confirmed]") is its value, and a table cell
 * holding only a question mark ("| 3 | ? |") marks its row unconfirmed — as a reviewer reads a form. Read as the canonical cues hedge-cues.ts knows,
 * for cue matching only (lengths change).
 */

/** A field that records whether something was verified. */
const VERIFICATION_FIELD = String.raw`(?:verified|confirmed|validated|checked|tested|observed)`;

/** A value that denies the field ("false", "no", a cross). */
const DENIAL = String.raw`(?:false|no|n|0|❌|✗|✘|✖️?)`;

/** Whom a support ticket can wait on: its requester. */
const REQUESTER = String.raw`(?:customer|merchant|client|requester|user|account manager)`;

/** What the requester is awaited for ("confirmation", "reply", "sign-off"). */
const REQUESTER_ACT = String.raw`(?:confirmation|reply|response|answer|feedback|approval|sign-off|go-ahead|acknowledg(?:e)?ment|input)`;

const FORM_VALUES: readonly IdiomRewrite[] = [
  {
    // A filled template blank after a field label ("Confidence level: {100%}", "Confidence:
    // [confirmed]") → its value ("Confidence level: 100%"): the braces mark where a support
    // macro was filled in, they do not quote or hedge the value (sixty-ninth round, macros).
    pattern: /(:[ \t]*)[{[]([^{}[\]\n]{1,60})[}\]](?=[ \t]*(?:[.;,]|$))/gmu,
    canonical: (_match, separator: string, value: string) => `${separator}${value}`,
  },
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
    // "Status: Awaiting customer confirmation", "state = waiting on merchant reply" → "status:
    // with the customer": a ticket waiting on its requester is workflow, what is awaited the
    // requester's act, not evidence about the findings (sixty-ninth round, ticket updates).
    pattern: new RegExp(
      String.raw`\b(status|state)(\s*[:=]?\s*["']?)(?:awaiting|waiting (?:on|for)|pending)\s+(?:the\s+)?${REQUESTER}(?:['’]s)?(?:\s+${REQUESTER_ACT})?(?=\s*["']?\s*(?:[.;,\n]|$))`,
      "gimu",
    ),
    canonical: (_match, field: string, separator: string) =>
      `${field}${separator}with the customer`,
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
