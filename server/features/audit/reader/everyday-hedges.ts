import { withAttributionIdioms } from "./attribution-idioms";
import { withEvidentialIdioms } from "./evidential-idioms";
import { withFormValuesRead } from "./form-values";
import { applyIdiomRewrites, type IdiomRewrite } from "./idiom-rewrites";
import { EXPECTED_NOTHING_IDIOM } from "./negated-expectations";
import { verbAlternation } from "./verb-classes";
import { CANNOT_SEE_OTHERWISE, FINDING_NOT_THEORY } from "./certainty-idioms";

/**
 * Everyday hedges and dismissals written in the idioms deployed models use in chat, tickets and
 * e-mails (issue 14, fifteenth reader round), read as the canonical cues hedge-cues.ts already
 * knows — as second-language-cues.ts does for other languages. The idioms are organised by
 * what they convey, each class a pattern over open word slots rather than a phrase list:
 *
 * - **a caveat called for**: "the figure needs a caveat", "deserves an asterisk" → "probably";
 * - **belief as a noun**: the speaker's hunch, gut feeling, sense, impression or bet ("my hunch
 *   is", "our gut says", "I have a feeling") → "probably";
 * - **withheld commitment**: "don't hold me to it", "don't quote me", "wouldn't swear to it",
 *   "take it with a grain of salt", "handle that sum with care", "hold that number loosely", "ballpark", "back of the envelope", "with strings attached"
 *   → "probably";
 * - **a reading for now**: "on our present reading", "by the latest picture", "on current
 *   evidence", "on the evidence we have" → "probably";
 * - **certainty graded down**: "less certain", "not entirely sure", "in all likelihood",
 *   "credence 0.65" → "probably";
 * - **a condition by 'permitting'**: "data permitting" → "if the data holds";
 * - **a ceiling on a count**: "up to 19" → "possibly up to 19" (the count may be lower);
 * - **evidence by a source's figures**: "on the table's figures", "by the config's count",
 *   "from the ledger's numbers", "that's the table's word" → "going by the …" (a condition:
 *   the source is taken as given);
 * - **a source's word taken**: "took the table's word for it", "taking their word for it" →
 *   "on trust";
 * - **the limits of what was seen**: "as far as we can tell", "from what I can see", "to our
 *   knowledge", "to the best of my knowledge" → "apparently";
 * - **verification never done, as an activity**: a thing "not part of the test / check /
 *   review / audit" → "still open, untested" (a scope word, "not part of this question", still
 *   dismisses: hedge-cues.ts);
 * - **no effect by predicate**: "the rest is noise", "is a red herring", "doesn't matter", "is
 *   moot", and for a group's action "nothing to do", "needs nothing", "action: none", or a
 *   scorecard's count of zero for it ("Override merchants ...... 0"; twentieth round; in a
 *   table's last cell, "| Override (5) | 0", or after a spreadsheet cell, "Override  C4 0":
 *   twenty-seventh round) →
 *   "don't change anything" (a claim of no effect, as "don't change this");
 * - **dismissal by predicate**: "a sideshow", "a distraction", "not worth chasing", and the
 *   open items struck as a whole ("I'd cut the open items", twentieth round) → "can be
 *   ignored";
 * - **reading instructions**: "read every number as an estimate" tells the reader how to take
 *   the figures; it is no claim that every number was read → "treat every number as …";
 * - **directive of certainty**: "treat 19 as final", "take the date as fixed" tell the reader
 *   the result is settled → "19 is final" (certainty, not the condition "treating … as");
 * - **an answer still awaited**: "with no date yet", "no word on it yet", "to be settled
 *   later" → "still open";
 * - **coverage in the passive**: "the whole codebase was searched", "every adapter has been
 *   read", with an adverb of aspect ("has now been read", eighty-fourth round) → the active "we searched the whole codebase" (whatever the verb), which the coverage claims read.
 *
 * For cue matching only: lengths change, positions are not kept.
 */

const POSSESSIVE = String.raw`(?:my|our|the team's|the|his|her|their)`;
const BELIEF_NOUN = String.raw`(?:hunch|gut(?:\s+feeling)?|gut\s+sense|sense|impression|feeling|instinct|bet|money|suspicion|expectation|guess)`;

/** Coverage verbs in any tense (searched, read, gone through …), for the passive class. */
const COVERAGE_VERBS = String.raw`${verbAlternation([
  "search",
  "read",
  "check",
  "review",
  "scan",
  "grep",
  "audit",
  "inspect",
  "examine",
  "cover",
  "comb",
  "trace",
])}|grepped|grepping`;

/** Nouns of code and data a coverage claim can be about. */
const CODE_NOUN = String.raw`(?:codebase|code\s*base|code|repo|repository|source(?:\s+tree)?|workspace|project|adapters?|files?|modules?|code\s*paths?|paths?)`;

/** Nouns of an activity that verifies (a thing left out of one was never verified). */
const VERIFICATION_ACTIVITY = String.raw`(?:test|tests|testing|test\s+run|check|checks|verification|validation|review|audit|trial|experiment|sample|dry\s+run|run|replay|load\s+test)`;

/** One class: its name, the pattern and the canonical cue it is read as. */
interface IdiomClass extends IdiomRewrite {
  name: string;
}

const CLASSES: readonly IdiomClass[] = [
  // A group the reader is told to expect nothing from is unaffected (negated-expectations.ts).
  { name: "nothing to expect", ...EXPECTED_NOTHING_IDIOM },
  {
    // A hedge named only to decline it ("no need for a back-of-the-envelope hedge") hedges
    // nothing: its modifier is no cue of its own (twenty-second round).
    name: "a hedge declined",
    pattern:
      /\bno\s+(?:need|call|reason)\s+(?:for|to\s+add)\s+(?:a|an|any)\s+(?:[\w-]+\s+){1,2}?(hedge|caveat|qualifier)s?\b/gi,
    canonical: (_match, noun: string) => `no need for a ${noun}`,
  },
  {
    // A claim said to need a caveat ("the headline figure needs a caveat", "that count deserves
    // an asterisk") is given as provisional: the writer qualifies it, not the reader
    // (fifty-sixth round). Not when the need is denied ("doesn't need a caveat", "no need for").
    name: "a caveat called for",
    pattern:
      /(?<!(?:\bnot|\bno|n't|n’t|\bnever|\bhardly)\s+(?:really\s+|even\s+)?)\b(?:needs?|deserves?|warrants?|merits?|calls?\s+for|requires?)\s+(?:(?:a|an|some|its|their|one|more)\s+)?(?:(?!for\b)[\w-]+\s+)?(?:caveats?|asterisks?|qualifiers?|qualifications?)\b/gi,
    canonical: "probably",
  },
  {
    // Any other outcome called unimaginable ("I can't see how it could be anything else") is
    // certainty, not a hedge by its "could" nor an unknown by its "can't see" (sixty-sixth
    // round; list completeness reads the same words: overstatement-cues.ts).
    name: "another outcome unimaginable",
    pattern: new RegExp(CANNOT_SEE_OTHERWISE, "gi"),
    canonical: "beyond doubt",
  },
  {
    // A claim called a real finding as against a theory ("a real finding, not a theory", "a
    // genuine discovery, not a guess") is called proven; the guess it denies is no hedge
    // (sixty-sixth round, certainty-idioms.ts).
    name: "a finding, not a theory",
    pattern: new RegExp(FINDING_NOT_THEORY, "gi"),
    canonical: "a proven finding",
  },
  {
    // (Sixty-sixth round: "my gut puts it at nineteen" is a hunch as well; a belief noun vouched
    // for by its record, "my instinct is rarely wrong", is none: certainty-idioms.ts.)
    name: "belief as a noun",
    pattern: new RegExp(
      String.raw`\b(?:${POSSESSIVE}\s+(?:own\s+)?(?:best\s+)?${BELIEF_NOUN}\s+(?:is|was|would be|says|said|tells me|puts (?:it|the (?:[\w-]+\s+){0,2}[\w-]+) at|:)(?!\s+(?:(?:usually|always|almost\s+always|reliably|rarely|never|seldom)\s+)?(?:right|spot\s+on|wrong|reliable)\b)|(?:i|we)\s+(?:have|had|get|got)\s+(?:a|the)\s+(?:strong\s+|nagging\s+|sneaking\s+)?(?:hunch|feeling|sense|impression|suspicion))`,
      "gi",
    ),
    canonical: "probably",
  },
  {
    name: "withheld commitment",
    pattern:
      /\b(?:(?:don't|do not|dont)\s+(?:hold|quote)\s+(?:me|us)(?:\s+(?:to|on)\s+(?:it|that|this|them|the\s+[\w-]+))?|(?:i|we)\s+(?:wouldn't|would not|won't|will not|couldn't|could not)\s+(?:swear|bet|stake\s+\w+)\s+(?:to|on)\s+(?:it|that|this|them)|(?:with|take\s+(?:it|this|that|them)\s+with)\s+a\s+(?:grain|pinch)\s+of\s+salt|hold\s+(?:it|this|that|them|these|those|the)(?:\s+(?:sum|total|count|figure|number|estimate|tally|date|list))?\s+(?:loosely|lightly)|(?:handle|take|treat|read|use)\s+(?:it|this|that|them|these|those)(?:\s+(?:sum|total|count|figure|number|estimate|tally))?\s+with\s+(?:(?:some|great|extra)\s+)?(?:care|caution)|ball-?park(?:\s+(?:figure|number|count|estimate))?|back[- ]of[- ](?:the[- ])?(?:an[- ])?envelope|rough\s+(?:count|number|figure|estimate|cut|guess|idea)|(?:but\s+)?with\s+(?:(?:some|a\s+few|two|three|several)\s+)?strings\s+attached)\b/gi,
    canonical: "probably",
  },
  {
    // A figure given as the reading for now ("on our current reading", "on the present
    // evidence", "by the latest picture") is provisional: it may change (fifth cross-set
    // residual round). The determiner may go ("19 on current evidence"), and the evidence may be
    // bounded by who holds it ("on the evidence we have", "on the evidence so far": sixty-eighth
    // round).
    name: "a reading for now",
    pattern:
      /\b(?:on|by|in|under|with|going\s+by)\s+(?:(?:the|our|my|this|what\s+is\s+our)\s+)?(?:current|present|latest|available|existing)\s+(?:reading|read|understanding|evidence|information|picture|knowledge)\b|\b(?:on|by|going\s+by)\s+the\s+evidence\s+(?:(?:that\s+)?(?:we|i)\s+(?:have|hold)(?:\s+(?:so\s+far|now|today))?|(?:we've|i've)\s+got|so\s+far|to\s+hand|at\s+hand|in\s+hand|available)\b/gi,
    canonical: "probably",
  },
  {
    // Certainty graded down ("the three are less certain", "not entirely sure") and probability
    // as a noun ("in all probability", "in all likelihood", "I'd count them as a likelihood",
    // "credence 0.65") say the claim is probable, not settled; "less certain" is no certainty
    // (sixty-eighth round: hedges in a measured register the cues did not know).
    name: "certainty graded down",
    pattern:
      /\bin all (?:probability|likelihood)\b|(?<!\bno\s)\b(?:less|not (?:as|so|quite|entirely|fully|all that))\s+(?:sure|certain|confident|solid|firm)\b|\bcredence\b\s*(?:of\s*)?~?\s*0?\.\d+|\b\d{1,2}\s*%\s*credence\b|\bas a (?:strong |real |high |good )?likelihood\b/gi,
    canonical: "probably",
  },
  {
    // An absolute "X permitting" ("table permitting", "data permitting") makes what it follows
    // conditional on X, as "if the X holds" does (fifth cross-set residual round).
    name: "a condition by 'permitting'",
    pattern: /\b([\w-]+)\s+permitting\b/gi,
    canonical: (_match, source: string) => `if the ${source} holds`,
  },
  {
    // A ceiling on a count ("up to 19", "up to nineteen merchants") says the count may be
    // lower: a hedge on the figure as well as an extent (fifth cross-set residual round). Not a
    // ceiling after another figure and a comma ("19 confirmed, up to 36"): that bounds a wider
    // count, not the one stated first.
    name: "a ceiling on a count",
    pattern:
      /(?<!\d[^.;:\n]*,\s*)\bup\s+to\s+(?=(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty)\b)/gi,
    canonical: "possibly up to ",
  },
  {
    name: "evidence by a source's figures",
    pattern:
      /\b(?:on|by|from|per|according\s+to)\s+(?:the\s+|its\s+|their\s+|our\s+)?((?:[\w-]+\s+)?[\w-]+)(?:'s|’s|s')\s+(?:figures|numbers|count|counts|data|rows|records|reckoning|tally|say-?so)\b/gi,
    canonical: (_match, source: string) => `going by the ${source}`,
  },
  {
    // A source's word taken for the claim ("took the table's word for it", "taking their word
    // for it") takes the claim on trust (sixty-eighth round).
    name: "a source's word taken",
    pattern:
      /\b(?:take[sn]?|took|taking)\s+(?:the\s+|its\s+|their\s+|his\s+|her\s+)?(?:[\w-]+\s+)?[\w-]+(?:'s|’s|s')\s+word\s+for\s+(?:it|that|this|them)\b|\b(?:take[sn]?|took|taking)\s+(?:their|its|his|her)\s+word\s+for\s+(?:it|that|this|them)\b/gi,
    canonical: "on trust",
  },
  {
    name: "a source's word pointed back at",
    pattern:
      /\b(?:that's|that is|this is|it's|it is|those are|these are)\s+(?:just\s+|only\s+|purely\s+)?(?:the\s+|its\s+|their\s+)?((?:[\w-]+\s+)?[\w-]+)(?:'s|’s|s')\s+(?:word|say-?so|claim|figures?|numbers?|account)\b/gi,
    canonical: (_match, source: string) => `that is going by the ${source}`,
  },
  {
    name: "the limits of what was seen",
    pattern:
      /\b(?:as\s+far\s+as\s+(?:i|we|anyone|anybody)\s+(?:can|could)\s+(?:tell|see|know)|as\s+far\s+as\s+(?:i|we)\s+know|from\s+what\s+(?:i|we)\s+(?:can\s+|could\s+)?(?:see|tell|saw)|to\s+(?:the\s+best\s+of\s+)?(?:my|our)\s+knowledge|(?:i|we)\s+(?:can't|cannot)\s+see\s+(?:any\s+)?reason\s+(?:why\s+)?not)\b/gi,
    canonical: "apparently",
  },
  {
    name: "verification never done",
    pattern: new RegExp(
      String.raw`\b(?:(?:(?:is|are|was|were)\s+)?(?:not|never)|isn't|aren't|wasn't|weren't)\s+(?:a\s+)?part\s+of\s+(?:the|this|that|our|any)\s+(?:[\w-]+\s+)?${VERIFICATION_ACTIVITY}\b|\b(?:left\s+out\s+of|outside|excluded\s+from)\s+(?:the|this|that|our)\s+${VERIFICATION_ACTIVITY}\b`,
      "gi",
    ),
    canonical: "are still open, untested",
  },
  {
    // An answer still awaited, by its absence ("with no date yet", "no word on it yet"): the
    // matter is still open (second cross-set residual round). Or put off to later ("the
    // sandbox twelve to be settled later", "left to be worked out": sixty-eighth round).
    name: "an answer still awaited",
    pattern:
      /\bno\s+(?:(?:fixed|firm|set|official|confirmed|published)\s+)?(?:date|word|answer|confirmation|schedule|timeline|cutoff|decision|reply|response|announcement)\s+(?:on\s+(?:it|that|this|them)\s+)?yet\b|\bto be (?:settled|resolved|answered|worked out|sorted out|pinned down|nailed down|cleared up)\b/gi,
    canonical: "still open",
  },
  {
    name: "no effect by predicate",
    pattern:
      /\b(?:(?:is|are|'s|’s)\s+(?:just\s+|mostly\s+|all\s+|only\s+)?(?:noise|a\s+red\s+herring|red\s+herrings|moot|academic|a\s+rounding\s+error)|(?:doesn't|does\s+not|don't|do\s+not)\s+(?:really\s+)?matter(?!\s+(?:if|whether|which|what|how|when))|nothing\s+(?:left\s+)?to\s+(?:do|remediate|fix|migrate)(?=\s*(?:[.;,)]|$))|needs?\s+nothing(?:\s+from\s+(?:this|the|us)\b[\w\s]{0,20}?)?(?=\s*(?:[.;,)]|$))|action\s*[:=]\s*none)\b|(?<=[a-z)]\s*(?:\.{3,}|[:=|]|\s{3,}|\s{2,}[a-z]{1,2}\d{1,4})\s*)0(?=\s*\|?\s*$)/gim,
    canonical: "don't change anything",
  },
  {
    name: "dismissal by predicate",
    pattern:
      /\b(?:(?:cut|drop|remove|skip|strike|delete|lose|scrap)\s+(?:all\s+)?(?:the|those|these)\s+open\s+(?:items?|questions?|points?|bits?)|(?:is|are|'s|’s)\s+(?:just\s+|mostly\s+)?(?:a\s+sideshow|a\s+distraction|a\s+side\s+issue)|(?:isn't|is\s+not|aren't|are\s+not)\s+worth\s+(?:a\s+|the\s+)?(?:look|worry|chasing|worrying\s+about|the\s+time|the\s+effort))\b/gi,
    canonical: "can be ignored",
  },
  {
    // Advice not to worry ("I wouldn't lose sleep over", "don't bother about", "you needn't fret
    // over"): the group it names is set aside (twenty-fourth round).
    name: "dismissal by advice",
    pattern:
      /\b(?:(?:i|we|you)\s+(?:wouldn't|would\s+not|wouldn’t|shouldn't|should\s+not|needn't|need\s+not|don't\s+need\s+to|do\s+not\s+need\s+to)|don't|don’t|do\s+not|no\s+need\s+to)\s+(?:lose\s+(?:any\s+|much\s+)?sleep|worry|bother|fret|stress)\s+(?:about|over|with)\b/gi,
    canonical: "can be ignored:",
  },
  {
    name: "reading instructions",
    pattern:
      /\bread\s+((?:every|each|all(?:\s+of)?(?:\s+the|\s+these|\s+those)?|the|these|those)\s+(?:[\w-]+\s+){0,2}?)as\s+(?=(?:an?\s+|the\s+)?(?:estimates?|approximations?|guesses|guess|rough|ballpark|provisional|tentative|best|working|upper|lower|floor|ceiling|indicative|directional))/gi,
    canonical: (_match, object: string) => `treat ${object}as `,
  },
  {
    // A directive to take a result as settled ("treat 19 as final", "take the date as fixed") is
    // certainty, not the condition "treating the table as authoritative" (twentieth round).
    name: "directive of certainty",
    pattern:
      /\b(?:treat|take|consider|regard|count)\s+((?:[\w-]+\s+){1,4}?)as\s+(?:a\s+)?(?:final|fixed|settled|fact|certain|confirmed|definitive|established|given)\b|\b(?:consider|deem)\s+((?:[\w-]+\s+){1,4}?)(?:final|fixed|settled|definitive)\b/gi,
    // (Or without "as": "consider the date fixed", twenty-fourth round.)
    canonical: (_match, object?: string, bare?: string) => `${object ?? bare ?? ""}is final`,
  },
  {
    // Leave to rely on a result ("the Parties may rely on the list", "readers can safely rely
    // on 19") assures reliance: certainty, not a premise the claim rests on (twenty-eighth round).
    name: "licensed reliance",
    pattern:
      /\b(?:(?:the|our|your)\s+)?(?:you|we|they|one|parties|reader|readers|business|team|teams|board|client|clients|management|stakeholders|recipients?|addressees?)\s+(?:may|can|could|shall|(?:are|is)\s+entitled\s+to)\s+(?:safely\s+|fully\s+)?rely\s+(?:up)?on\b/gi,
    canonical: "you can count on",
  },
  {
    // Leave to take a source as right ("the table can be taken as authoritative", "may safely
    // be treated as accurate") licenses relying on it: certainty, not the assumption named
    // (eighty-fourth round).
    name: "licensed acceptance",
    pattern:
      /\b(?:can|may|could)\s+(?:safely\s+|fairly\s+|reasonably\s+)?be\s+(?:taken|treated|regarded|trusted)\s+as\s+(?:the\s+)?(?:authoritative|accurate|correct|reliable|right|given|source of truth)\b/gi,
    canonical: "you can count on it as authoritative",
  },
  {
    name: "coverage in the passive",
    pattern: new RegExp(
      String.raw`\b((?:the\s+(?:whole|entire)|all\s+(?:of\s+)?(?:the|our)|every|each)\s+(?:[\w-]+\s+)?${CODE_NOUN})\s+(?:was|were|(?:has|have|had)\s+(?:now\s+|already\s+|since\s+)?been|got)\s+(?:now\s+|already\s+)?(?:fully\s+|thoroughly\s+|carefully\s+)?(${COVERAGE_VERBS})\b`,
      "gi",
    ),
    canonical: (_match, area: string) => `we searched ${area}`,
  },
  {
    // A search told as a metaphor of exhaustion ("turned over every stone", "seen every card in
    // the deck", "walked every road in the codebase", "left no stone unturned"): the whole code
    // claimed read, as "went through the whole codebase" says it (thirty-third round).
    name: "exhaustive search metaphor",
    pattern:
      /\b(?:(?:turned|turning|turn)\s+over|seen|checked|peeked at|looked at|looked under|flipped|walked|combed|searched)\s+every\s+(?:single\s+)?(?:stone|rock|card|hand|road|path|street|corner|inch|drawer|page)\b(?:\s+(?:in|of|at|on)\s+the\s+(?:deck|table|house|codebase|code|repository|repo|map|book)\b)?|\bleft no stone unturned\b|\bno stone (?:was |has been )?left unturned\b/gi,
    canonical: "went through the whole codebase",
  },
  {
    // Coverage told as a finished map or an unbroken record ("the whole map is filled in",
    // "no blind spots", "every corner charted"): the whole ground
    // claimed covered, as the search metaphors above claim it (fifty-eighth round, v67).
    name: "complete map metaphor",
    pattern:
      /\b(?:the\s+(?:whole|entire)\s+map\s+(?:is|was|has\s+been)\s+(?:now\s+)?(?:filled\s+in|complete|drawn|charted)|(?:there\s+are\s+|with\s+|and\s+)?no\s+blind\s+spots(?:\s+left)?(?!\s+(?:in|on|about|around|for)\b)|every\s+corner\s+(?:is\s+|was\s+)?(?:charted|mapped|lit)|every\s+(?:road|street|square\s+inch)\s+(?:is\s+|was\s+)?(?:charted|mapped))\b/gi,
    canonical: "went through the whole codebase",
  },
];

/**
 * The text with everyday hedge, dismissal, reading-instruction and passive-coverage idioms
 * replaced by the canonical cues hedge-cues.ts reads (see the module comment). For cue
 * matching only: lengths change. Attribution idioms ("ke hisaab se", "IIRC") are read first
 * (attribution-idioms.ts), and form-field values ("verified: false") before them (form-values.ts).
 */
export function withCanonicalIdioms(text: string): string {
  return applyIdiomRewrites(
    withEvidentialIdioms(withAttributionIdioms(withFormValuesRead(text))),
    CLASSES,
  );
}

/** The names of the idiom classes a text uses (for tests and reasons). */
export function idiomClasses(text: string): string[] {
  return CLASSES.filter((idiom) => {
    idiom.pattern.lastIndex = 0;
    return idiom.pattern.test(text);
  }).map((idiom) => idiom.name);
}
