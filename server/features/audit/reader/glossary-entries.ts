import type { LayoutUnit } from "./answer-layout";

/**
 * Glossary entries (issue 14, fifty-second reader round): a labeled entry under a heading that
 * names the terms of the answer ("### Appendix: terms used above", "Glossary", "Key terms",
 * "Definitions") — "- **legacy client**: the code that sends v2 requests". An entry says what a
 * word means, not what was found: it neither settles an open question nor states a finding, so
 * the reader leaves it out of the answer's clauses, as it does headings.
 */

/** A heading naming the answer's terms (lower case, as answer-layout.ts keeps it). */
const GLOSSARY_HEADING =
  /\b(?:glossary|terminology|definitions|(?:key\s+)?terms(?:\s+used)?|jargon|abbreviations)\b/;

/** Is the unit a labeled entry of a glossary (see the module comment)? */
export function isGlossaryEntry(unit: LayoutUnit): boolean {
  return (
    unit.kind === "bullet" &&
    unit.label !== null &&
    unit.heading !== null &&
    GLOSSARY_HEADING.test(unit.heading)
  );
}
