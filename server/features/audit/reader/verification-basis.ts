/**
 * The basis of a verification pointing back (issue 14, eleventh reader round): in "the
 * researcher checked this against the table and the client", the claim checked is what "this"
 * points at; what it was checked against names the evidence, not another claim. Its words are
 * left out when the clause is linked to findings by wording, so a basis a sibling finding also
 * cites (a client file) does not make the clause state that finding, nor a question about the
 * same file's group an item the clause names.
 */

/**
 * A verification verb with a pointer object, then its basis ("verified this against …"), or
 * the same in the passive ("all of the above was checked against …", "every one of them has
 * been verified against …": a quantified pronoun points back as "them" does, thirty-sixth round).
 */
const POINTED_VERIFICATION =
  /\b((?:verified|checked|confirmed|validated|cross-checked|double-checked|reconciled|tested|compared|matched)\s+(?:this|that|it|these|those|them|the (?:list|count|figure|number|set))\s+|(?:all (?:of )?the above|everything (?:above|here)|(?:every|each|any|all|both)(?: one)? of (?:them|these|those)|every one|they|this|that|it|these|those|the (?:list|count|figure|number|set))\s+(?:was|were|is|are|has been|have been|got)\s+(?:all\s+|fully\s+|each\s+)?(?:verified|checked|confirmed|validated|cross-checked|double-checked|reconciled|tested|compared|matched)\s+)((?:against|with|in|on|using|from)\b[^.;!?]*)/gi;

/** The text with the basis of each pointed verification blanked (see the module comment). */
export function withoutVerificationBasis(text: string): string {
  return text.replace(
    POINTED_VERIFICATION,
    (_, verification: string, basis: string) => verification + " ".repeat(basis.length),
  );
}
