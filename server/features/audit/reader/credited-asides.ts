import { contentWords } from "../entities";

/**
 * Credits in parentheses (issue 14, thirty-third reader round; control-testing summaries, audit
 * scopes): a list of what was examined gives each member its source in a parenthesis ("the
 * merchants table (sixteen on v2, direct researcher), the provider changelog (changelog
 * researcher; date 2027-03-31)"). A date or a version inside such a credit belongs to that
 * member; it gives no outcome to another group the list names outside it ("the sandbox pin").
 */

/** A parenthesis that credits a child or a source: it names who reported its member. */
const CREDIT = /\([^()]*\b(?:researchers?|agents?|child|sub-?agents?|per|as reported)\b[^()]*\)/gi;

/**
 * The clause's text with every credit that names none of `subject` (stemmed words of the
 * question's group) blanked, same length: what the clause says outside its members' credits.
 */
export function withoutCreditedAsides(text: string, subject: ReadonlySet<string>): string {
  return text.replace(CREDIT, (credit) => {
    const namesSubject = [...contentWords(credit)].some((word) => subject.has(word));
    return namesSubject ? credit : " ".repeat(credit.length);
  });
}
