import { hedgeCues } from "./hedge-cues";

/**
 * A source given in apposition (issue 14, eleventh reader round): a verbless fragment after a
 * dash that names what the clause before it states and where it comes from ("… on 2027-03-31 —
 * the date from the provider's changelog", "— figures per the table") attributes that clause,
 * as a parenthesised source does.
 */
const SOURCE_APPOSITIVE =
  /^(?:the|its|their|that|this|those|these)\s+(?:[\w-]+\s+){0,2}?(?:from|per|according to|as (?:announced|given|stated|published|listed) (?:by|in))\s/i;

/** Is this clause a source in apposition to the clause before it (see the module comment)? */
export function isSourceAppositive(text: string): boolean {
  const body = text.replace(/^[\s("'“*_]+/, "");
  return SOURCE_APPOSITIVE.test(body) && hedgeCues(body).has("attribution");
}
