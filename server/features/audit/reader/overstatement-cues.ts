import { closureDeclarations } from "./closure-declarations";
import { listedBySource } from "./source-listings";
import { WHOLE_REVIEW } from "./coverage-scope";
import { coveredEveryone } from "./covered-everyone";
import { nothingLeftToChase } from "./nothing-left-to-chase";
import { ungrowableCounts } from "./ungrowable-counts";
import { figurativeCompleteness } from "./figurative-completeness";
import { CODE_HOLDS_NOTHING_ELSE } from "./code-holds-nothing-else";
import { NOTHING_ELSE_ON_VERSION } from "./nothing-else-on-version";
import { unhurriedDeferrals } from "./unhurried-deferrals";
import { EVERYTHING_READ } from "./universal-reading";
import { UNION_COVERAGE } from "./union-coverage";
import { withoutReportUniversals } from "./reported-reading";
import { inRatingSlot } from "./calibrated-probabilities";
import { confidenceRatings } from "./confidence-ratings";
import { withCanonicalIdioms } from "./everyday-hedges";
import { CERTAINTY, matchesOf } from "./hedge-cues";
import { correctTypos } from "./hedge-typos";
import { withoutAwaitedCertainty } from "./needed-evidence";
import { DISCLAIMED_BEFORE } from "./negated-subjects";
import { deniedCodeGaps, nothingFoundOutside } from "./denied-gaps";
import { nobodyBeyondCounted } from "./counted-pointer-completeness";
import { listCalledEverything } from "./everything-predicates";
import { CONFINED_EXTENT } from "./register-cues";
import { withEnglishCues } from "./second-language-cues";
import { withCoverageMetricsAsClaims } from "./coverage-metrics";
import { CEILING, ceilingClaimsNothing, isCeiling } from "./count-ceilings";
import { verbAlternation } from "./verb-classes";
import { CANNOT_SEE_OTHERWISE } from "./certainty-idioms";

/**
 * The words that overstate (issue 14): certainty ("confirmed", "definitely"), completeness of a
 * list or of the code, a dismissal, a claim of no effect (hedges: hedge-cues.ts).
 */

/**
 * The extent of the exposure called known or closed ("fully identified", "it's contained", "the
 * whole affected population", "no merchant is left exposed", "no customer will see an outage"): a
 * list called complete by its extent (nineteenth reader round).
 */
const BOUNDED_EXTENT = String.raw`no (?:merchant|customer|account|integration|one|client)s? (?:will |would |is |are |gets? |left )?(?:(?:see|hit|face|suffer|experience)s? (?:an? |any )?(?:outage|disruption|downtime|failures?)|left (?:exposed|behind|at risk))\b|(?:fully|completely|entirely|wholly) (?:identified|mapped|scoped|sized|bounded|contained|enumerated|known|characteri[sz]ed|determined)\b|${CONFINED_EXTENT}|(?:is|are|it'?s|stays?|remains?|but|and) (?:now |well |tightly )?(?:contained|bounded)\b(?!\s+(?:in|within|by|to|if|as long)\b)|the (?:whole|entire|full) (?:affected |impacted |exposed |at-risk )?(?:population|universe|footprint|blast radius)\b`;

/** A completeness phrase that bounds the exposure's extent (BOUNDED_EXTENT), not the search. */
export const boundsExtent = (phrase: string) =>
  new RegExp(String.raw`^(?:${BOUNDED_EXTENT})`, "i").test(phrase);

/**
 * Claims that a list is complete. "The full list" closes a list; of a count only words of
 * finality do ("the final count"): "the whole count", "the full count" name the total of the
 * parts stated, not that nothing was left out. "All the affected merchants", "every affected
 * merchant" name the set a plan acts on ("move every affected merchant by February"): they say
 * nothing of whether someone was left out (nineteenth reader round). (Twenty-ninth round: the
 * adjective put after the list, "Rollout list, final:", calls it complete as before it; nothing
 * else needing a change or a migration says everything else is untouched.) A negative universal
 * joined to the list with its verb left out ("these are what breaks, and nothing else does", "the
 * 19 move, and no one else will") repeats the list's predicate and denies it of everyone else
 * (seventy-fourth round).
 */
/**
 * A list called the whole story, or any other outcome unimaginable (sixty-sixth round, v71's
 * blunt answers): "are the whole story", "that's the full story", "I can't see how it could be
 * anything else" (certainty as well: certainty-idioms.ts) say nobody is left out.
 */
const WHOLE_STORY = String.raw`(?:is|are|'s|’s)\s+the\s+(?:whole|full|entire|complete)\s+story\b|${CANNOT_SEE_OTHERWISE}`;

const LIST_COMPLETENESS = new RegExp(
  String.raw`\b(?:these are all|that'?s all|${BOUNDED_EXTENT}|(?:identified|found|listed|caught|captured|accounted for|pinned down) (?:all|every|each)\b|(?:nobody|no one|no-one|nothing|none|no merchants?|no accounts?)(?: else)? (?:is |was |gets |got |has been |will be |would be )?(?:left out|left behind|missed|overlooked|forgotten|unaccounted for|(?:slips?|slipped|falls?|fell) through)|(?:fell|falls|fall|slipped|slips|slip) through the (?:cracks|net)|that is all|(?:that'?s|that is) the (?:list|set|lot)(?=\s*(?:[.:;!]|$))|${WHOLE_STORY}|nothing\b[^.;,]{0,60}?\b(?:had been|has been|have been|was|were|got|gets|is) (?:missed|overlooked|left out)\b|the (?:complete|full|entire|exhaustive|definitive|final|whole) (?:list|set|picture|tally)|the (?:complete|exhaustive|definitive|final) count|(?:complete|exhaustive|definitive) list|no other (?:merchants?|accounts?|customers?)|no (?:additional|further|more)\b(?!\s+(?:review|work|action|checks?|checking|verification|digging|investigation|analysis|questions?|discussion)\b)|no (?:one else|others)\b|nobody else|none other|nothing else (?:is|will be|gets|would be) (?:affected|impacted|at risk|broken)|(?<=\b(?:and|but)\s)(?:nothing|nobody|no one|none) else (?:does|do|did|will|would|is|are|was|were)(?=\s*(?:[,.;:!)—–]|$))|(?:nothing|nobody|no one|none) else (?:needs?|requires?) (?:a |an |any )?(?:change|changes|changing|migration|migrating|action|work|fix|fixing|touching)\b|\b(?:list|count|tally|set)\s*[,:—–]\s*(?:complete|exhaustive|final|definitive)\b|(?:everyone|everybody|all the rest|the rest|every other (?:merchant|account|customer|integration)|all other (?:merchants|accounts|customers|integrations))(?: else)?\s*(?:,[^,.;]{0,80},\s*)?(?:is|are) (?:already |still |all )?(?:fine|safe|unaffected|on v\d+)|(?:everyone|everybody|all the rest|the rest|every other (?:merchant|account|customer|integration)|all other (?:merchants|accounts|customers|integrations))(?: else)?\s+(?:can|may|will|should|gets? to)\s+(?:just\s+)?(?:carry on|continue|go on|keep going)\s+(?:as (?:normal|usual|before|is)|unaffected|undisturbed)|(?:lists?|listed|names?|named|covers?|covered|includes?|included|shows?|that'?s|thats|that is|these are|those are|make up|makes up|made up|add up to|adds up to|account for|accounts for|comprise|comprises)\s+(?:every|each|all (?:the )?)\s*(?:[\w-]+\s+)?(?:merchants?|accounts?|customers?|integrations?|ones?)\s+(?:that|who|which|with)\b|100\s?%\s+of\s+(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:merchants?|accounts?|customers?|integrations?|exposure|impact|cases?)\b|(?:all|every|each)\b[^.;:]{0,40}?\b(?:is|are|were|was|has been|have been)\s+(?:now\s+)?accounted for|no loose ends|(?:that'?s|that is|those are|these are) all (?:of )?the (?:code )?(?:paths?|routes?|ways?) (?:to|into)\b|nothing (?:is )?(?:left )?(?:open|outstanding|unaccounted for)\b|only these|only those|that'?s everyone|that is everyone|exhaustive(?:ly)?|(?<=\b(?:and|or|is|are|was|were|be|been)\s)nothing more|(?<!,\s{0,2})nothing more(?!\s*(?:[.;!)]|$))|,\s{0,2}nothing more(?!\s*(?:[.;!)]|$))|the only (?:merchants|ones|accounts)|and no(?:ne)? (?:others?|more)|none (?:that|which) (?:change|affect|alter|add to|move)|(?:exactly|precisely) (?:\d+|[a-z]+teen|twenty|thirty|these|those)|(?:the|this|that|our|my) (?:list|count|set|picture|tally)\b[^.;]{0,30}?\b(?:is|was|has been|should be|will be|would be|looks|seems|appears|must be) (?:complete|exhaustive|final|full|whole)\b|(?:that'?s|that is|those are|these are) (?:everybody|everyone|all of them|every one of them|each one of them|the lot|the whole (?:list|set))\b|(?:all |the )?(?:remaining|other) (?:merchants|accounts|customers|integrations)\b[^.;]{0,30}?\b(?:can|may|should|are free to) (?:ignore|disregard|skip)\b|\bstatus\W{1,4}(?:final|complete|exhaustive|definitive)\b|accounts? for (?:every|all|each|everyone|everybody)\b|(?:(?:beyond|outside|apart from|besides|other than|aside from|except for)\b[^.;]{0,60}?\b(?:no (?:other |further |single )?(?:merchants?|accounts?|customers?|integrations?)|nobody(?: else)?|no-?one(?: else)?|none(?: else)?)\b|no (?:merchants?|accounts?|customers?|integrations?) (?:anywhere|at all|in the (?:system|codebase|table|fleet|platform))\b)[^.;]{0,30}?\b(?:is|are|was|were|will be|would be|gets?|got) (?:touched|affected|impacted|hit|at risk|broken|exposed|involved)\b)`,
  "gi",
);

/**
 * Claims that the code was covered or holds nothing else. A time or an event after "every"
 * ("the adapters read it every day", "read on every request") says how often, not how much
 * (fifth cross-set residual round). "Going by the table, …, all …" relies on a source; it goes
 * through nothing (thirty-third round). A quantifier floated after its auxiliary ("those rows
 * were all checked") quantifies the subject before it, not what follows; code followed by a
 * relative clause with a person as its subject ("paths they never call") is what people do with
 * the code, not what the code does (seventy-second round). "No other v2 paths" names the version
 * before its noun and says the same as "no other paths" (seventy-third round, v73's everyday
 * answers).
 */
const CODE_COMPLETENESS =
  /\b(?:(?:went|gone|go|going|combed|looked|worked|read|checked|reviewed|covered|searched|audited|traced|inspected|examined|opened)(?!\s+by\b)\s+(?:(?:all\s+)?(?:through|over|across|at)\s+)?(?:[^.;:]{0,60}?,\s+)?(?:all (?:of )?(?:the |our )?|every |each (?![a-z]+ed\b)|the whole |the entire )(?!(?:of\s+(?:these|those|the|our|its|this|my)\s+)?(?:rows?|records?|entr(?:y|ies)|columns?|fields?|values?|days?|times?|nights?|hours?|minutes?|weeks?|requests?|calls?|charges?|runs?|points?|facts?|claims?|statements?|steps?|findings?|numbers?|figures?)\b)[\w-]+(?:\s*(?:,|and|plus)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)*|(?:[\w-]+\s+(?=(?:router|adapters?|client|module|service|handler|loader|script)\b))?(?:code|codebase|repo|repository|source|rest|router|adapters?|client|module|service|handler|files?|paths?|loader|script|config(?:uration)?|[\w-]+\.[a-z]{2,4})\b[^.;—–()]{0,20}?\b(?<!\b(?:was|were|is|are|been|being|be)\s+)(?<!\b(?:they|we|you|i|people|teams?|engineers?|developers?|devs)\s+)(?:never|only(?: ever)?|just|merely|simply)\s+(?:handles?|supports?|loads?|forwards?|copies|copy|pass(?:es)?|delegates?|wraps?|parses?|knows? about|calls?|touch(?:es)?|routes?|reads?|uses?|reach(?:es)?|hits?|sends?|goes|talks? to|points? (?:at|to)|resolves?|returns?|maps?|selects?|picks?|chooses?|sets?)\b(?:(?!\s(?:and|but|while|whereas)\s)[^.;,]){0,30}|the only (?:code )?(?:paths?|routes?|callers?|ways?) (?:to|into)|(?:went|gone|go|been|combed|looked|worked|read) (?:all )?(?:through|over) (?:the whole|the entire|all (?:of )?the|every (?:line of )?(?:the )?)\s*(?:code|codebase|repo|repository|source|sources|files?)|(?<!\b(?:was|were|is|are|been|be|have|has|had)\s+)(?:every|all|each) (?!(?:of (?:the |our |their )?)?(?:researchers?|child(?:ren)?|agents?|sub-?agents?|debriefs?|reports?|findings?|results?|answers?|claims?|figures?|counts?|rows?|records?|entr(?:y|ies)|columns?|fields?|values?)\b)[^.;]{0,60}?\b(?:was|were|has been|have been|got) (?:checked|read|reviewed|covered|searched|inspected|examined|audited|traced|opened)|nothing else (?:in the (?:code|codebase|repo|repository|workspace)|routes|calls|uses|pins|sends|depends)|no other (?:v\d+\s+)?(?:code ?paths?|code|modules?|services?|paths?|adapters?|routes?|callers?|clients?|files?|places?|config(?:uration)?s?)\b|(?:neither\s+)?(?:[\w-]+\.[a-z]{2,4}|(?:the\s+)?[\w-]+\s+(?:router|adapter|client|module|service|handler|loader|script|code))\b(?:\s+(?:nor|or|and)\s+[\w-]+\.[a-z]{2,4})?[^.;]{0,30}?\bever\s+(?:returns?|calls?|sends?|routes?|uses?|picks?|selects?|reads?|touch(?:es)?|reach(?:es)?|hits?)\s+(?:anything|any\s+[\w-]+)\s+(?:but|other than|except|besides)\b|(?:covered|checked|searched|read|reviewed|audited|traced)\b[^.;]{0,40}?\b(?:every|all|each|the whole|the entire) (?:adapters?|files?|paths?|routes?|code ?paths?|places?|codebase|repo|code)|every (?:adapter|code path|path|file|route) (?:was |has been )?(?:checked|covered|read|searched)|the only (?:code )?(?:path|route|caller)|nowhere else|(?:code|codebase|code ?side|source|repo(?:sitory)?) (?:side )?(?:is|was|has been|are|were) (?:now )?(?:fully|completely|entirely|exhaustively) (?:mapped|covered|read|traced|reviewed|audited|searched|understood)|(?:our |the )?coverage (?:was|is|has been|were) (?:complete|full|total|exhaustive)|(?:complete|full|total) (?:code |source )?coverage)\b/gi;

/**
 * An open item handed to someone or somewhere else (sixty-sixth round, v71's impatient
 * answers): another owner's problem ("sandbox is the sandbox researcher's problem") or a later
 * ticket ("can go on a separate ticket") declines it without an answer, as "out of scope" does.
 */
const HANDED_ELSEWHERE = String.raw`(?:is|are|'s|’s)\s+(?:the\s+|a\s+)?(?:[\w-]+\s+){0,3}(?:researcher|team|agent|owner|provider|vendor|people)(?:'s|’s|s'|s’)\s+(?:problem|headache|concern|business|department|lookout)|(?:can|could|should|will|may)\s+go\s+(?:on|in|into)\s+(?:a|an|its\s+own|their\s+own)\s+(?:separate|different|later|new|follow-?up)\s+(?:ticket|issue|task|card|thread)`;

/**
 * Dismissals of an open item: out of scope, ignorable, deferred, or with nothing to do about it
 * ("sandbox is test traffic, nothing to do there": twenty-sixth reader round; nothing to size,
 * plan or schedule for it, in a plan's register: twenty-ninth). A scope drawn in the writer's
 * own words declines it too: outside this exercise or what I looked at (sixty-seventh round; "a
 * separate matter" and "won't fix" stay out: sets label the first kept open beside its reason,
 * and the second leaves a reply beside it unread as one).
 */
const DISMISSAL_CUES =
  /\b(?:not (?:our|my|your|their|his|her) (?:problem|concern|worry|issue|business)|no (?:action|work|migration)(?:\s+for (?:us|them|anyone|the team|either team|ops|engineering))?(?=\s*(?:[.;:!)]|$))|nothing (?:(?:left |more )?to do|to be done|to (?:change|migrate|size|plan|schedule|budget|estimate|staff|fix|move)|needed)(?:\s+(?:there|here|for (?:them|it|those|these)))?(?=\s*(?:[.;:!)]|$))|out of scope|outside (?:the |our )?scope|outside (?:the|this|our|its) (?:present |current )?(?:finding|findings|question|analysis|answer|report|count|determination|summary|review|assessment|ranking|comparison|tally|estimate|range)\b|beyond (?:the )?scope|outside (?:this|the|our|my) (?:exercise|task|investigation|brief|piece of work|work)\b|outside what (?:i|we) (?:looked at|checked|covered|read|examined|was asked|were asked)|outside what (?:this|the|my|our) (?:answer|reply|note|summary|report) (?:covers|addresses|is about)|not (?:in|within) scope|not relevant|irrelevant|set aside|(?:can|may) be ignored|safe to ignore|ignore (?:them|it|those|these)|(?:ignore|skip|disregard)(?:\s+(?:for now|it|them))?(?=\s*(?:[.;!)]|:[a-z_]+:|$))|not a concern|not worth (?:worrying|chasing)|(?:nothing|not much|no need) to (?:worry|fret|be concerned) about|immaterial|negligible|not part of (?:this|the) (?:answer|question)|(?:not|never|\w+n't) (?:a )?part of (?:this|the|our|that) [\w-]+|n\/a|not applicable|(?:doesn't|does not|don't|do not) apply|exclud(?:ed|es|e)|(?:not|n't) (?:been )?(?:included|counted)(?=\s*(?:[.;!)]|$))|parked|park(?:ing)? (?:it|them|that|those)|deferred|defer(?:ring)? (?:it|them|that|those)|shelved|put (?:aside|to one side)|left aside|(?:for|in) (?:a )?later (?:phase|plan|round|pass|release)|not (?:for|part of) this (?:plan|phase|round|pass|ticket|release)|(?:for|outside) this (?:plan|phase|round|pass|ticket|release)|(?:handled|tracked|dealt with) (?:separately|elsewhere|later)|(?:left|kept) out (?:on purpose|deliberately|intentionally|for now)|(?:deliberately|intentionally|purposely) (?:left out|omitted|excluded|skipped))\b/gi;
/**
 * A group concluded out of the count ("weren't in anybody's table, so they're out", "so those are
 * out": seventy-fourth round): "out" closing a consequence says the group is not affected, an
 * outcome drawn from a reason, not a deferral (read with the claims of no effect below).
 */
const CONCLUDED_OUT = String.raw`(?<=\bso\s+)(?:they're|they’re|they\s+are|those\s+are|these\s+are|both\s+are)\s+(?:all\s+)?out(?=\s*(?:[.;!]|$))`;
/**
 * A scope named by its owner and denied to the group (eightieth round, v76's counts): "they
 * aren't in the question's scope", "not within this review's scope", "outside the task's scope"
 * decline the group as "out of scope" does; the owner's possessive stands between the article
 * and "scope".
 */
const OWNED_SCOPE_DENIED = String.raw`(?:(?:\bnot|n't|n’t)\s+(?:really\s+)?(?:in|within|inside)|\boutside)\s+(?:the|this|our|my|your|its|their)\s+(?:[\w-]+\s+)?[\w-]+(?:'s|’s)\s+scope`;
const DISMISSAL = new RegExp(
  `${DISMISSAL_CUES.source}|\\b(?:${HANDED_ELSEWHERE})\\b|${OWNED_SCOPE_DENIED}\\b`,
  "gi",
);

/**
 * Claims of no effect ("don't change this", "are unaffected", "zero risk from the override
 * merchants": twenty-sixth reader round; "… doesn't count" ending its clause, which says the
 * group is no part of the outcome, not "doesn't count toward the total": twenty-ninth; a rank
 * that denies it is a worry, "barely ranks as a worry": thirty-sixth; a group given "a clean bill
 * of health", not denied one: fifty-seventh; a group the writer would clear, "so I'd clear them",
 * or calls cleared: fifty-eighth; "nothing in the sandbox group changes it", a group said to leave
 * the result unchanged: sixty-fourth).
 */
/**
 * Reassurance about a group (sixty-sixth round, v71's reassuring answers): the reader told to
 * stop worrying or losing sleep over it ("you can stop worrying about the sandbox twelve"), told
 * it harms nobody or nobody will notice ("won't hurt anyone", "nobody will notice anything
 * there", "the retirement won't touch them") or that it is no part of the matter ("they're not part of this") is told it needs
 * nothing: a claim of no effect, as "they're fine". (Advice not to worry, "don't lose sleep
 * over them", sets the group aside instead: everyday-hedges.ts's dismissal by advice.)
 * Reassurance about effort or reading names no group ("Don't panic yet") and is not read so.
 */
const REASSURED_GROUP = String.raw`(?:you|we)\s+can\s+(?:now\s+)?stop\s+(?:worrying|fretting|stressing|losing\s+(?:any\s+)?sleep)\s+(?:about|over)(?=\s+(?:the|those|these|them|m_|[\w-]+\s+(?:merchants?|accounts?|group)))|(?:won't|will not|wouldn't|would not|can't|cannot)\s+hurt\s+(?:anyone|anybody|any\s+(?:customer|merchant|user)s?)|(?:won't|will not|wouldn't|would not|doesn't|does not)\s+(?:touch|reach|hit)\s+(?:them|it|those|these|either)(?=\s*(?:[.;!,]|$))|(?:nobody|no\s+one|no-one|no\s+(?:customer|user|merchant)s?)\s+(?:will|would|is\s+going\s+to|'ll)\s+(?:ever\s+)?(?:notice|feel|see)\s+(?:anything|a\s+thing|a\s+difference|it)|(?:is|are|'s|’s|'re|’re)\s+not\s+(?:a\s+)?part\s+of\s+(?:this|it)(?=\s*(?:[.;!]|$))`;

const NO_EFFECT_CUES =
  /\b(?:(?:doesn't|does not|doesn’t|don't|do not|don’t)\s+(?:really\s+)?count(?=\s*(?:[.;:!),]|$))|no (?:[\w-]+ )?(?:impact|effect|exposure|disruption)(?=\s*(?:[.;,)]|$)|\s+(?:and|but|or|so)\s)|(?:zero|no|nil) (?:real )?(?:risk|exposure|impact)(?= (?:from|to|for|with|in)\b)|needs? no (?:special |further |extra |particular |separate )?(?:handling|action|work|changes?|migration|attention|treatment)\b|(?:don't|do not|doesn't|does not|won't|will not|wouldn't|would not|can't|cannot)\s+(?:change|affect|matter|alter|add to|impact|move)\b|no (?:impact|effect|change) (?:on|to)|(?:is|are|stay|stays|remain|remains) (?:unaffected|not affected|safe|fine|ok|okay|in the clear|immune)|nothing changes|nothing\s+(?:in|from|about|among|within)\s+[^.;,]{1,50}?\s+(?:changes|alters|moves|affects)\s+(?:it|that|this|them|the\s+(?:count|total|list|number|figure|tally))\b|(?:won't|will not|don't|do not|doesn't|does not)\s+need\s+(?:any\s+)?(?:work|changes?|action|migration|attention|touching)\b|no (?:work|action|change|migration) (?:is )?(?:needed|required)|(?:can|may|should) (?:safely |just )?(?:be left|stay|remain) (?:as (?:they|it) (?:are|is)|alone|untouched|unchanged)|unaffected|non-?issues?|not (?:an? )?(?:issue|problem)s?|(?:isn't|aren't|is not|are not|not) (?:an? |really an? )?(?:real )?(?:concern|worry|risk)s?\b|(?:isn't|aren't|is not|are not|won't be|will not be) (?:an? )?(?:real )?(?:issue|problem)s?\b|(?:barely|hardly|scarcely) (?:ranks?|counts?|registers?|qualifies?) as (?:an? )?(?:real )?(?:concern|worry|risk|issue|problem)\b|(?<!\b(?:no|not|never|without|can't|cannot|won't|wouldn't|couldn't)\b[^.;:]{0,40})a clean bill of health|(?:i'd|i would|we'd|we would|i'll|we'll|i can|we can|let's)\s+(?:safely\s+|just\s+)?clear\s+(?:them|it|those|these|both|all (?:five|three|twelve|of them))\b(?!\s+(?:up|out|with)\b)|(?:is|are)\s+(?:hereby\s+)?cleared(?=\s*(?:[.;:,!)]|$)))/gi;
/**
 * A group said never to have been flagged as a problem ("Sandbox wasn't flagged by anyone as a
 * problem", "the override five were never raised as a risk": seventy-fourth round): the absence
 * of an alarm is offered as the group's verdict, a claim of no effect as "they're not an issue"
 * is, whatever the children left open about it.
 */
const UNFLAGGED_GROUP = String.raw`(?:wasn't|weren't|was\s+not|were\s+not|isn't|aren't|is\s+not|are\s+not|hasn't\s+been|haven't\s+been|never\s+(?:been\s+)?)\s*(?:flagged|raised|reported|called\s+out|identified|marked|listed|named)\s+(?:(?:by|from)\s+(?:anyone|anybody|any\s+(?:of\s+(?:them|the\s+[\w-]+)|child|researcher|agent)|(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)\s+)?as\s+(?:an?\s+)?(?:real\s+)?(?:problem|issue|concern|risk|blocker)s?`;
const NO_EFFECT = new RegExp(
  `${NO_EFFECT_CUES.source}|\\b(?:${REASSURED_GROUP}|${UNFLAGGED_GROUP}|${CONCLUDED_OUT})\\b`,
  "gi",
);

/**
 * A negation shortly before a match ("can't give a definitive list", "not the full list"), or a
 * contrast that makes it the alternative not taken ("at least 19 rather than exactly 19":
 * twenty-sixth reader round), or a warning against claiming it ("don't let anyone call the
 * list complete": thirty-first).
 */
const NEGATED_BEFORE =
  /\b(?:not|no|never|cannot|can't|couldn't|isn't|aren't|wasn't|weren't|won't|(?:have|has|had|did)n['’]t|without|nor|rather than|instead of|as opposed to|in place of|(?:don't|do not|shouldn't|should not) let)\b[^.;,:]{0,30}$/i;

/** Matches not negated by the words just before them. */
function assertedMatches(pattern: RegExp, text: string): string[] {
  pattern.lastIndex = 0;
  return [...text.matchAll(pattern)]
    .filter(
      (match) =>
        !NEGATED_BEFORE.test(text.slice(Math.max(0, (match.index ?? 0) - 40), match.index)) &&
        !DISCLAIMED_BEFORE.test(text.slice(Math.max(0, (match.index ?? 0) - 60), match.index)) &&
        !HELD_OPEN_AFTER.test(text.slice((match.index ?? 0) + match[0].length)) &&
        // (What a query or table lists is its rows, not the answer's list: source-listings.ts.)
        !listedBySource(text, match.index ?? 0) &&
        !CONCESSIVE_BEFORE.test(text.slice(Math.max(0, (match.index ?? 0) - 30), match.index)),
    )
    .map((match) => match[0].toLowerCase());
}

/**
 * A completeness phrase that is the object of keeping something open ("hold the final count
 * open", "leave the full list pending"): the list is said not to be complete yet.
 */
const HELD_OPEN_AFTER =
  /^\s+(?:[\w-]+\s+){0,2}?(?:open|pending|unsettled|undecided|provisional)\b/i;

/**
 * A completeness phrase conceded as yet unknown ("whatever the final list", "regardless of the
 * full count", "no matter what the complete set turns out to be"): the concessive says the
 * claim holds however the list ends up, so the list is not called complete (seventy-fourth
 * round).
 */
const CONCESSIVE_BEFORE =
  /\b(?:whatever|regardless of|irrespective of|no matter (?:what|how (?:long|big|large))|independent(?:ly)? of)\s+(?:what\s+)?$/i;

/** Certainty markers of a text ("confirmed", "definitely", despite a typo); negated ones are not. */
export function certaintyMarkers(text: string): string[] {
  // "as certain as the table is" ties the claim's certainty to a premise: a condition.
  // (Certainty awaited, "before we count them as certain", is not asserted: needed-evidence.ts.)
  const corrected = withoutAwaitedCertainty(
    correctTypos(withCanonicalIdioms(withEnglishCues(text))),
  );
  return [
    ...matchesOf(CERTAINTY, corrected.replace(AS_CERTAIN_AS, " ")),
    ...confidenceRatings(corrected).certain,
  ];
}

/**
 * A comparison of certainty with a premise ("as certain as the table is"); with anything at all
 * ("as firm as anything") it is a superlative, certainty-idioms.ts's AS_FIRM_AS_ANY.
 */
const AS_CERTAIN_AS =
  /\bas (?:certain|sure|definite|solid|firm|reliable) as\b(?!\s+(?:anything|it gets|they come|can be|you'll get|we'll get)\b)/gi;

/**
 * Claims that a list is complete ("these are all", "no other merchants"), a ceiling on its count
 * among them ("at most nineteen") unless the ceiling is confined to what a source shows or tops
 * a range (count-ceilings.ts).
 */
export function listCompleteness(text: string): string[] {
  // (Nobody having found one outside the list calls it complete: denied-gaps.ts.)
  const phrases = [
    ...assertedMatches(LIST_COMPLETENESS, text),
    ...assertedMatches(CEILING, text),
    ...nothingFoundOutside(text),
    // ("19 merchants, and no one beyond them": counted-pointer-completeness.ts.)
    ...nobodyBeyondCounted(text),
    // ("Points 1 to 3 are everything": everything-predicates.ts.)
    ...listCalledEverything(text),
    // ("… and you've covered everyone": completeness in a directive, covered-everyone.ts.)
    ...coveredEveryone(text),
    // ("There's nothing else to chase": the inquiry closed, nothing-left-to-chase.ts.)
    ...nothingLeftToChase(text),
    // ("The list can't grow beyond 19": a bound on growth, ungrowable-counts.ts.)
    ...ungrowableCounts(text),
    // ("There isn't a twentieth", "the whole iceberg": figurative-completeness.ts.)
    ...figurativeCompleteness(text),
    // ("Our side is done", "this one is final": closure in a support reply, closure-declarations.ts.)
    ...closureDeclarations(text),
  ];
  return ceilingClaimsNothing(text) ? phrases.filter((phrase) => !isCeiling(phrase)) : phrases;
}

/**
 * A state claimed of everyone a list leaves out ("nothing else is affected", "every other
 * merchant is on v3"): it says what the others do, not only that the list is complete.
 */
const REST_STATE =
  /\b(?:no other (?:merchants?|accounts?|customers?|integrations?)|nothing else|nobody else|no one else|no-one else|everyone else|everybody else|all (?:the )?(?:rest|others)|the rest|every other (?:merchant|account|customer|integration)|all other (?:merchants?|accounts?|customers?|integrations?))\b[^.;]{0,30}?\b(?:is|are|will be|would be|gets?|stays?|remains?)\s+(?:not\s+)?(?:affected|impacted|at risk|broken|fine|safe|unaffected|ok|okay|on v\d+)/gi;

/**
 * Nobody left on the version ("no merchant depends on v2", "nothing else reaches v2", "no v2
 * calls remaining"): said of all outside a list (thirty-second round: the rest reaching the
 * version, the version's traffic as what is left; "nothing else sends v2" is said of the code,
 * CODE_COMPLETENESS).
 */
const NOBODY_ON_VERSION =
  /\b(?:(?:no (?:merchants?|accounts?|customers?|integrations?)|nobody|no-?one)\s+(?:(?:will|would|then|still|longer)\s+)*(?:depends? on|relies on|rely on|uses?|calls?|sends?|hits?|is on|are on|runs? on|remains? on|stays? on|is left on|are left on)\s+v\d+|(?:nothing|nobody|no-?one) else\s+(?:(?:will|would|then|still)\s+)*(?:reach(?:es)?|gets? (?:to|onto)|lands? on|ends? up on)\s+v\d+|(?:zero|no) v\d+ (?:traffic|calls|requests) (?:is |are )?(?:left|remaining|remains)|(?:zero|no) v\d+ (?:traffic|calls|requests) (?:at all|anywhere))\b/gi;

/** States claimed of everyone a list leaves out (see REST_STATE); negated ones are not. */
export function restStateClaims(text: string): string[] {
  return [...assertedMatches(REST_STATE, text), ...nobodyOnVersion(text)];
}

/** Nobody left on the version (NOBODY_ON_VERSION), not negated. */
export const nobodyOnVersion = (text: string) => assertedMatches(NOBODY_ON_VERSION, text);

/**
 * A claimed reading of the code as a whole by an adverbial of completion ("reviewed the codebase
 * end to end", "read the repo cover to cover", "went through the source line by line"), or of
 * one named piece of code by a bare participle in a note ("sandbox adapter reviewed;",
 * "config loader: read in full"): the reader says it looked where the children did not.
 */
const READ_THROUGHOUT = new RegExp(
  [
    String.raw`\b(?:${verbAlternation(["review", "read", "check", "audit", "search", "comb", "scan", "inspect", "examine", "go through", "walk through"])})\s+(?:(?:the|our|this|all|of)\s+){0,3}(?:whole\s+|entire\s+)?(?:code|codebase|repo|repository|source|sources|project)\b(?:\s+(?:and|plus|as well as)\s+(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?)?\s*,?\s*(?:end[- ]to[- ]end|top to bottom|front to back|cover to cover|from top to bottom|line by line|file by file|in full|completely|fully|exhaustively|thoroughly)\b`,
    // The answer's own voice reading the code as a whole, the code the whole object ("I went
    // through the repo and the ticket history."): the code's every file, as an adverbial would.
    String.raw`\b(?:we|i)\s+(?:have\s+|'ve\s+|had\s+|also\s+)?(?:${verbAlternation(["review", "read", "audit", "inspect", "examine", "go through", "walk through", "comb through"]).replace(/\|[a-z]+ing(?:\\s\+[a-z]+)?(?=\||$)/g, "")})\s+(?:the|our)\s+(?:whole\s+|entire\s+)?(?:codebase|repo|repository|code|source)(?=\s*(?:[.;]|$)|\s+and\s+(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s*(?:[.;]|$))`,
    // The code as the subject of a participle of completion ("with the repo now fully read").
    String.raw`\b(?:code|codebase|repo|repository|source)\s+(?:(?:now|has been|had been|have been|was|is|being)\s+){0,2}(?:fully|completely|thoroughly|exhaustively|entirely)\s+(?:mapped|read|reviewed|covered|searched|examined|inspected|audited|traced|charted)\b`,
    String.raw`\b[\w-]+\s+(?:adapter|router|loader|script|module|client|handler|service)\s*:?\s+(?:was\s+|were\s+|has been\s+|got\s+)?(?:reviewed|read|audited|inspected|examined|checked)(?:\s+in full)?(?=\s*[;,.)]|$)`,
    // ("after a full review of our integrations": the whole code reviewed, coverage-scope.ts.)
    WHOLE_REVIEW,
    // The writer's team having been through named code ("We've been through the adapters, the
    // router and the merchant config, so …"): each named piece claimed read (sixty-ninth round).
    String.raw`\b(?:we|i)\s*(?:have|'ve|’ve)\s+(?:already\s+|now\s+|also\s+)?been\s+(?:all\s+)?through\s+(?:the|our)\s+[^.;:]{1,100}?(?=\s*(?:[.;:]|,\s*(?:so|which|and\s+so)\b|$))`,
  ].join("|"),
  "gi",
);

/** Claims that the code was covered or holds nothing else ("covered every adapter"). */
export function codeCompleteness(text: string): string[] {
  // (A coverage metric, "adapters read: 100%", as the sentence it stands for: coverage-metrics.ts.)
  return [
    // ("Read all four debriefs" reads the reports, not the code: reported-reading.ts.)
    ...assertedMatches(
      CODE_COMPLETENESS,
      withoutReportUniversals(withCoverageMetricsAsClaims(withCanonicalIdioms(text))),
    ),
    ...assertedMatches(READ_THROUGHOUT, text),
    // ("The router contains nothing else that picks v2": code-holds-nothing-else.ts.)
    ...assertedMatches(CODE_HOLDS_NOTHING_ELSE, text),
    // ("Nothing else anywhere in the codebase points at v2": nothing-else-on-version.ts.)
    ...assertedMatches(NOTHING_ELSE_ON_VERSION, text),
    // ("Everything relevant has been read": every area, universal-reading.ts.)
    ...assertedMatches(EVERYTHING_READ, text),
    // ("The reads span the entire repository": coverage merged into the whole, union-coverage.ts.)
    ...assertedMatches(UNION_COVERAGE, text),
    // ("We left nothing unread": a gap denied, denied-gaps.ts.)
    ...deniedCodeGaps(text),
  ];
}

/** Dismissals of an open item ("out of scope", "can be ignored"). */
export function dismissals(text: string): string[] {
  // Set aside until what would settle it comes ("parked until we have logs") keeps it open.
  const canonical = withCanonicalIdioms(text);
  DISMISSAL.lastIndex = 0;
  const dismissed = [...canonical.matchAll(DISMISSAL)]
    .filter(
      (match) =>
        !UNTIL_SETTLED.test(canonical.slice((match.index ?? 0) + match[0].length).slice(0, 60)) &&
        // "n/a" in a rating slot ("confidence n/a") leaves the claim unrated: no dismissal.
        !(/^n\/a$/i.test(match[0]) && inRatingSlot(canonical.slice(0, match.index ?? 0))) &&
        // Exclusion denied ("nothing we have excludes them", "can't exclude") keeps it open.
        !(/^exclud/i.test(match[0]) && DENIED_BEFORE.test(canonical.slice(0, match.index ?? 0))),
    )
    .map((match) => match[0].toLowerCase());
  // ("Whenever the team gets to it": deferred without urgency, unhurried-deferrals.ts.)
  return [...dismissed, ...unhurriedDeferrals(canonical)];
}

/** A denial shortly before a word ("nothing we have excludes", "can't exclude"). */
const DENIED_BEFORE =
  /(?:\b(?:not|no|nothing|nobody|no one|never|cannot|nor|neither)\b|n't)[^.;,:]{0,30}$/i;

/** What follows a dismissal that waits for something ("… until we have the logs"). */
const UNTIL_SETTLED = /^\s+(?:\w+\s+){0,3}?(?:until|till|pending|while we wait)\b/i;

/** Claims of no effect ("don't change this", "are unaffected", "…, no customer impact."). */
export function noEffectClaims(text: string): string[] {
  return matchesOf(NO_EFFECT, withCanonicalIdioms(text));
}
