/**
 * Certainty carried by idiom rather than by a certainty word (issue 14, twenty-second reader
 * round): the reader is told to rely on the claim ("you can bank on 19", "take it to the
 * bank"), the matter is called closed ("a done deal", "cut and dried", "signed and sealed",
 * "the date is locked", "the date is fixed", "basically locked", "set the date in stone", "a
 * firm deadline", "written in stone", "end of story": STONE_FIGURES), the writer vouches for it
 * ("hand on heart"), doubt or change is ruled out ("no two ways about it", "hardly in doubt",
 * "no chance of a slip"), or a hedge is called unneeded however it is named ("no need for a
 * back-of-the-envelope hedge"), or the claim is called beyond dispute by an adverb
 * ("demonstrably affected", "undeniably 19"; twenty-eighth round). hedge-cues.ts adds these to
 * its certainty cues (negated ones excepted, as for the rest).
 */
/**
 * Betting talk that stakes something on a claim, or calls it a sure runner (thirty-third round):
 * "I'd wager a month's salary", "I'd put my house on it", "nailed on", "a banker", "a shoo-in".
 * (Odds the speaker only quotes, "at evens", are a hedge: hedge-cues.ts.)
 */
const STAKED_CERTAINTY = String.raw`(?:bet|wager|stake|put|lay|risk)\s+(?:the|my|a|our|your|his|her)\s+(?:[\w-]+(?:'s|’s)?\s+)?(?:house|farm|ranch|life|job|shirt|salary|wages?|pension|mortgage|savings|pay(?:check|cheque)?|reputation|career|bonus|car)\b|nailed[- ]on|(?:a|the) (?:banker|shoo-in)|odds-on certainty`;

/**
 * Firmness compared with anything at all ("as firm as anything we have", "as solid as it gets"):
 * a superlative, not a premise the certainty is tied to as in "as certain as the table is"
 * (thirty-sixth round).
 */
export const AS_FIRM_AS_ANY = String.raw`as (?:firm|solid|certain|sure|definite|reliable|safe) as (?:anything|it gets|they come|can be|you'll get|we'll get)`;

/**
 * A claim called a fact or exact, or its source's reliability called settled (fifty-first
 * round, v65's contrasts that harden one side): "the 16 are fixed facts from the table", "the
 * list, on the other hand, is exact", "…, which settles its reliability".
 */
const EXACT_FACTS = String.raw`(?:hard|fixed|cold|established) facts?|(?:is|are|'s|’s|was|were) (?:exact|spot on|exactly right)(?=\s*[,.;:—–(]|\s*$)|settles? (?:its|their|the (?:table's|list's|column's)) (?:reliability|accuracy|correctness|validity|authority)`;

/**
 * Not mocked by the tag after it: "carved in stone, naturally, as vendor dates always are" says
 * the opposite of what it says (sarcasm, as ironic-impossibility.ts reads "pigs might fly").
 */
const NOT_MOCKED = String.raw`(?!,?\s*(?:(?:naturally|of course|obviously),?\s*)?(?:just\s+)?as\s+(?:[\w'’-]+\s+){1,3}(?:always|never|invariably)\s+(?:are|is|do|does|were|was|have|has)\b)`;

/**
 * Stock figures of a matter closed or beyond dispute (fifty-eighth round, v67's figurative
 * answers): "written in stone" (carved, etched, cast), "rock solid" written open, "end of
 * story" (or of the discussion, debate or argument: sixty-sixth round), "the ground truth" called of a source, "is the smoking gun", "open and shut", "a slam dunk", "ironclad",
 * "bulletproof", unless a mocking tag follows (NOT_MOCKED). Negated ones ("not written in
 * stone") are excepted as for the rest.
 */
const STONE_FIGURES = String.raw`(?:(?:written|carved|etched|cast|chisell?ed) in stone|(?:is|are|'s|’s|was|were|it's|that's) rock solid|end of (?:story|discussion|debate|argument)|(?:is|are|'s|’s|was|were) (?:the|our) ground truth|(?:is|are|was|were|'s|’s) the smoking gun|open[- ]and[- ]shut|(?:a )?slam[- ]dunk|iron-?clad|bullet-?proof)${NOT_MOCKED}`;

/**
 * A record upheld as a verdict ("so the table stands", "hence the column holds up") or vouched
 * for by more than one check of it ("two queries vouch for the table"): a synthesis that
 * settles the assumption by agreement, as if it were verified (sixty-fourth round). Two reports
 * of one source are no check of the source. asserted-authority.ts reads the same phrases as the
 * record called the truth.
 */
export const UPHELD_RECORD = String.raw`\b(?:so|thus|hence|therefore|which means)\s+(?:the\s+|that\s+|this\s+|our\s+)?(?:[\w-]+\s+)?(?:tables?|columns?|rows?|records?|config(?:uration)?|database|ledger)\s+(?:stands|holds(?:\s+up)?)(?=\s*(?:[.;,!]|$))|\b(?:two|three|four|both|several|multiple|independent)\s+(?:[\w-]+\s+){0,2}(?:vouch|vouched)\s+for\s+(?:the\s+|that\s+|this\s+)?(?:[\w-]+\s+)?(?:tables?|columns?|rows?|records?|config(?:uration)?|database|ledger)\b`;

/**
 * Personal conviction (sixty-sixth round, v71's affective answers): the writer vouches for a
 * claim with their own feelings or standing rather than a certainty word. Doubt counted out
 * ("zero doubt", "not a shred of doubt"), a calm night promised over it ("I'll sleep well on
 * this one"; a restless one, "I won't sleep until", is worry, and negated ones are excepted as
 * for the rest), one's own record or name staked on it ("I'd put it on my record"), a gut or
 * instinct vouched for by its record ("my gut has been right on every migration", "my instinct
 * is usually spot on"; a gut that only "says" something is a hunch: everyday-hedges.ts), the
 * writer's expertise ("I know fallback code"), the writer confident or comfortable without a
 * grade ("I'm confident:", "I'm completely comfortable with it"; "fairly confident" is graded:
 * hedge-cues.ts). Any other outcome called unimaginable ("I can't see how it could be anything
 * else": CANNOT_SEE_OTHERWISE) is read as "beyond doubt" (everyday-hedges.ts).
 */
/** Any other outcome, as what cannot be seen or imagined ("how it could be anything else"). */
export const OTHER_OUTCOME = String.raw`(?:it|this|that|they|the\s+[\w-]+)\s+(?:could|can|would|might)\s+(?:possibly\s+)?be\s+(?:anything\s+else|otherwise|any\s+different|different|wrong)\b`;
export const CANNOT_SEE_OTHERWISE = String.raw`(?:can't|can’t|cannot|can not|couldn't|couldn’t)\s+(?:\w+\s+)?(?:see|imagine)\s+how\s+${OTHER_OUTCOME}`;
/**
 * An inference presented as a discovery (sixty-sixth round, v71's surprised and enthusiastic
 * answers): the claim called a real finding as against a theory ("that's a real finding, not a
 * theory", "a genuine discovery, not a guess": FINDING_NOT_THEORY, read as "a proven finding" by
 * everyday-hedges.ts so that the guess it denies hedges nothing), or the puzzle called solved
 * ("the fallback mystery is cracked", "we've solved the puzzle").
 */
export const FINDING_NOT_THEORY = String.raw`\b(?:real|genuine|hard|solid|proper|actual)\s+(?:finding|discovery|result),?\s+not\s+(?:a\s+|an\s+|just\s+a\s+)?(?:theory|guess|hunch|hypothesis|inference|assumption|speculation)\b`;
const PUZZLE_SOLVED = String.raw`(?:mystery|puzzle|riddle|case)\s+(?:is|was|'s|’s|has\s+been)\s+(?:now\s+)?(?:cracked|solved)|(?:cracked|solved)\s+(?:the|this)\s+(?:[\w-]+\s+)?(?:mystery|puzzle|riddle|case)`;

const PERSONAL_CONVICTION = String.raw`(?:zero|not (?:a|one) (?:shred|shadow|flicker|hint|trace|iota) of) doubt|sleep (?:well|soundly|easy|easily|fine|like a baby)(?: tonight| at night)? (?:on|about|over) (?:this|it|that)\b|(?:put|stake|bet|wager|risk|lay)\s+(?:it|this|that)\s+on\s+(?:my|our)\s+(?:own\s+)?(?:record|name|reputation|job|career|life)|(?:my|our) (?:gut|instincts?|nose|intuition)\b[^.;:]{0,40}?\b(?:(?:has|have|'s|’s)\s+(?:always\s+)?been\s+(?:right|spot on)|(?:has|have|'s|’s)\s+never\s+been\s+wrong|(?:is|are)\s+(?:usually|always|almost always|reliably)\s+(?:right|spot on)|(?:is|are)\s+(?:rarely|never|seldom)\s+wrong)|\bi know (?:[\w-]+ ){0,2}(?:code|codebases|systems|adapters|fallbacks|migrations)\b|(?:i'm|i’m|i am|we're|we’re|we are)\s+(?:now\s+)?(?:(?:completely|fully|totally|entirely|perfectly|very|highly|extremely)\s+)?(?:confident|comfortable)(?=\s*(?:[:.;!,]|$)|\s+(?:with|about|in|of|that|the|it|they|this|these|those|all|every)\b)`;

export const IDIOMATIC_CERTAINTY = String.raw`${PERSONAL_CONVICTION}|${PUZZLE_SOLVED}|${EXACT_FACTS}|${UPHELD_RECORD}|(?:demonstrably|indisputably|undeniably|incontrovertibly|irrefutably|unmistakably)|(?:you|we|they|one) (?:can|could|may) (?:safely )?(?:bank|count) on|(?:take (?:it|that|this)|(?:you|we|one) can take) to the bank|(?:a |it's |is )?done deal|cut[- ]and[- ]dried|signed(?:,)? (?:and )?sealed|hand on (?:my )?heart|no two ways about it|(?:hardly|scarcely) (?:in doubt|open to doubt|up for debate)|no (?:chance|risk|danger) (?:of|that) (?:a |any |it |the date |the deadline )?(?:slip(?:s|ping)?|mov(?:e|es|ing)|chang(?:e|es|ing)|delay)|(?:date|deadline|cutoff|cut-off|number|count|list|it|that|this) (?:is|'s|’s) (?:basically |now |fully )?(?:locked|fixed)(?=\s*[,.;:—–(]|\s*$)|${AS_FIRM_AS_ANY}|set (?:[\w-]+ ){1,3}in stone|${STONE_FIGURES}|(?<!\bnot (?:a |yet )?)firm (?:deadline|date|cutoff)|no (?:need|call|reason) (?:to|for) (?:a |any )?(?:[\w-]+ ){1,2}(?:hedg\w*|caveats?|qualif\w*)|${STAKED_CERTAINTY}|(?:there'?s|there is|there's just) no way (?!to\b)(?:that\s+)?(?:[\w'’-]+\s+){1,4}(?:isn't|aren't|wasn't|weren't|doesn't|don't|didn't|won't|can't|cannot)`;

/**
 * Not after "you can" ("you can bank on 19"): reliance the reader is assured of is certainty,
 * not a premise the claim rests on (a lookbehind for the condition cues of reliance).
 */
export const NOT_ASSURED = String.raw`(?<!\b(?:can|could|may)\s+(?:safely\s+)?)`;
