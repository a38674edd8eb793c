/**
 * Everything said to have been read (issue 14, forty-second round, v61's labeling decision on
 * claimed coverage): "everything relevant has been read across the researchers", "everything
 * that matters was checked", "we've gone through everything". The universal "everything"
 * names no area, so it claims every area read, as "every file has been read" does
 * (overstatement-cues.ts reads it as code completeness; gap-status.ts then flags each unread
 * area). "Everything except the seed files" claims no more than what it keeps; a negated or
 * disclaimed claim is no claim (assertedMatches in overstatement-cues.ts).
 */

/** What may qualify "everything" before the verb ("everything relevant", "everything that matters"). */
const RELEVANT = String.raw`(?:relevant|that (?:matters|mattered|bears on (?:this|it))|of (?:note|relevance|interest)|worth reading|in scope|there is)`;

/** Verbs of reading in the past participle. */
const READ = String.raw`(?:read|checked|reviewed|covered|examined|inspected|gone (?:through|over)|looked at|combed through)`;

/** Past tense or perfect of reading after a subject ("we went through", "I've read"). */
const READ_ACTIVE = String.raw`(?:read|checked|reviewed|covered|examined|inspected|went (?:through|over)|gone (?:through|over)|looked at|combed through)`;

/**
 * The children as the readers, together ("between them", "the four researchers", "the
 * reports"): a fan-out parent credits its children with everything read, as "we read
 * everything" does (synthesis across children, issue 14's class 5). Everything in one place
 * ("the children read everything in src/adapters/") is a claim about that place only.
 */
const READERS = String.raw`between (?:them|us)|(?:the\s+|our\s+)?(?:(?:two|three|four|five|several|all)\s+)?(?:(?:[\w-]+\s+)?researchers|children|child agents|agents|sub-?agents|reports|debriefs)`;

/** "Everything has been read", "we read everything" (module comment). */
export const EVERYTHING_READ = new RegExp(
  [
    String.raw`\beverything\s+(?:${RELEVANT}\s+)?(?:has|had)\s+been\s+(?:(?:fully|carefully|now|already)\s+)?${READ}\b(?!\s+(?:but|except|apart|save|other than)\b)`,
    String.raw`\beverything\s+(?:${RELEVANT}\s+)?(?:was|got)\s+(?:(?:fully|carefully|already)\s+)?${READ}\b(?!\s+(?:but|except|apart|save|other than)\b)`,
    String.raw`\b(?:we|i|they)(?:\s+have|['’]ve|\s+had)?\s+(?:(?:now|already|also)\s+)?${READ_ACTIVE}\s+everything\b(?!\s+(?:but|except|apart|save|other than)\b)`,
    // Any subject in the perfect ("the four researchers have looked at everything relevant",
    // fifty-ninth round): the team, the children or the writer, reading all there was (not
    // "everything in src/adapters/", which reads one place).
    String.raw`\b(?:have|['’]ve|had)\s+(?:(?:now|already|also|together|jointly|collectively|between them)\s+)*${READ_ACTIVE}\s+everything\b(?!\s+(?:but|except|apart|save|other than|in|on|under|within|inside|of|about|from)\b)`,
    // (The children as the readers: "everything in src/adapters/" reads one place, not all.)
    String.raw`\b(?:${READERS})(?:\s+have|\s+had)?\s+(?:(?:now|already|also|together|jointly|collectively)\s+)?${READ_ACTIVE}\s+everything\b(?!\s+(?:but|except|apart|save|other than|in|on|under|within|inside|of|about|from)\b)`,
  ].join("|"),
  "gi",
);
