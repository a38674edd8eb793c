import { LRUCache } from "lru-cache";
import { NUMBERED_ITEM_BEFORE } from "./numbered-item-ranges";
import { DENIED_KNOWLEDGE } from "./bounded-knowledge";
import { ADVISED_RESTRAINT, INSTRUCTED_ACT } from "./advice-cues";
import { IDIOMATIC_CERTAINTY, NOT_ASSURED } from "./certainty-idioms";
import { confidenceRatings } from "./confidence-ratings";
import { withCanonicalIdioms } from "./everyday-hedges";
import { neededEvidence } from "./needed-evidence";
import { NEGATED_SUBJECT } from "./negated-subjects";
import { withoutOrderHedges } from "./order-hedges";
import { withoutPhrasingHedges } from "./phrasing-hedges";
import { withEnglishCues } from "./second-language-cues";
import { withoutRequirementKeywords } from "./requirement-keywords";
import {
  APPROXIMATED_NUMBER_WORD,
  EXCLUSION_DENIED,
  FORMAL_CERTAINTY,
  RELIABILITY_IDIOM,
  VERIFIED_BY_TEAM,
} from "./register-cues";
import {
  DENIED_VERIFICATION,
  SPECULATION,
  UNVERIFIED_PARTICIPLE,
  verbAlternation,
} from "./verb-classes";
import { correctTypos } from "./hedge-typos";
import { ratedSection } from "./rated-sections";
import { withoutRoundedSpans } from "./rounded-spans";
import { TRACK_RECORD } from "./track-record";
import { FUTURE_ANNOUNCEMENT } from "./future-announcements";

/**
 * The words that hedge, and the words that overstate (issue 14, failure class 2: paraphrased
 * hedges). Cues are grouped by what they convey, so a caveat is only carried by a cue that can
 * carry it: a condition ("if", "assuming", "taking the table as the source of truth"), an
 * epistemic qualifier ("probably", "our best read"), an inference ("inferred", "pending
 * verification"), an attribution ("as announced in the provider's changelog"), an open
 * question ("still open", "can't see without traffic data", "are unknowns"), incompleteness
 * ("at least", "so far"), a coverage gap ("not read"), an exhausted budget. Overstatements:
 * certainty ("confirmed", "definitely", "full stop", "all four agree"), completeness of a list
 * or of the code, a dismissal, a claim of no effect. Negated certainty ("not confirmed") is a
 * hedge, never certainty. "Think" hedges as belief ("I think 19"), not as thinking something
 * through, over or about ("the more I think about it": sixty-sixth round; verb-classes.ts). A
 * verdict set off after a comma ("nineteen merchants, done.") is certainty as "…, final." is.
 */

export const HEDGE_FAMILIES = [
  "condition",
  "epistemic",
  "inferred",
  "attribution",
  "unknown",
  "incomplete",
  "gap",
  "budget",
] as const;
export type HedgeFamily = (typeof HEDGE_FAMILIES)[number];

const NOT = String.raw`(?:not|n't|n’t|never|no longer|yet to be|have yet to|has yet to)`;

/**
 * A negation contracted onto its auxiliary, read from the word's start ("isn't", "hasn't",
 * "wasn't"): the cue patterns open on a word boundary, which "n't" inside "isn't" lacks, so
 * "the date isn't certain" and "it hasn't been settled" deny as "is not certain" does
 * (seventy-fourth round).
 */
const CONTRACTED_NOT = String.raw`(?:is|are|was|were|has|have|had|does|do|did)n['’]t`;

/**
 * Certainty denied, also inverted ("it is not certain that", "nor is it established that",
 * "isn't entirely settled"): the claim is open, never certain.
 */
const NEGATED_CERTAINTY = String.raw`(?:${NOT}|${CONTRACTED_NOT}|nor|neither)\s+(?:(?:is|are|was|were|it|this|that|yet|entirely|fully|quite|completely|altogether)\s+){0,3}(?:certain|established|proven|sure|definite|settled)\b`;

/** A question reported as asked ("two researchers asked …", "raised the question"). */
/**
 * The requester's own asking ("for the merchant asking", "thanks for asking", "as you asked",
 * "the customer who asked"): the person the reply answers posed the question to us, a question
 * the answer goes on to answer, not an inquiry still out with someone (sixty-ninth round,
 * customer-facing replies). Only asking by a requester is exempt: "we're asking the provider"
 * still hedges.
 */
const REQUESTER_ASKING = String.raw`(?<!\b(?:merchants?|customers?|clients?|requesters?|users?|callers?|person|people|you|whoever|for)(?:\s+(?:is|was|are|were|who|that|has|had|just|originally))?\s+)`;
const ASKED = String.raw`${REQUESTER_ASKING}ask(?:s|ed|ing)?|wonder(?:s|ed|ing)?|rais(?:e|es|ed|ing) (?:the |a |this |that )?question`;
/** Having nothing to go on: "nobody has request logs", "we don't have the schedule", "lacking". */
const LACKING = String.raw`(?:nobody|no one|no-one|none of us|neither of us)\s+(?:yet\s+)?(?:has|have|had|holds?|got)\s+(?!(?:\w+ed|been|seen|read|done|gone|run|taken|made|written|known)\b)|(?:don't|do not|didn't|did not|doesn't|does not)\s+(?:yet\s+)?have|lack(?:s|ing|ed)?`;
/** A question embedded after a verb of knowing or showing ("to show what they send"). */
const EMBEDDED_QUESTION = String.raw`(?:show|shows|tell|tells|know|see|say|reveal|determine|establish|learn|find out|work out|check|confirm|verify|clarify|ask)\s+(?:us\s+|you\s+|them\s+)?(?:what|which|whether|how|who|when)`;
/**
 * A check still to come or under way: a verification verb as an imperative at the start ("confirm
 * a sample first"), after "until"/"before"/"once" with a subject ("until someone confirms"), in
 * the progressive ("we're double-checking"), or "worth a spot check"; not the reader's own act
 * one thanks ("thanks for double-checking", seventeenth reader round). (Twenty-ninth round: after
 * a step's short label, "Gate 2, retry gate: confirm …"; a test or a sample ordered, "load-test
 * the retry path", "sample the rows", is a check still to come as well.)
 */
const VERIFY = String.raw`(?:confirm|check|verify|validate|(?:[a-z]+-)?test(?=\s+(?:a|an|the|that|this|these|those|whether|if|it|them|each|every|one|\d+)\b)|sample(?=\s+(?:the|a|an|\d+)\b)|(?:prove|demonstrate)(?=\s+(?:the|that|this|these|those|its|their|our)\s)|double-check|cross-check|spot-check|sanity-check|reconcile|(?:make sure|ensure)(?!${INSTRUCTED_ACT}))(?=\s)`;
/**
 * Not a gerund that opens a sentence and ends its lead at a colon ("Reconciling the two
 * sources: …", "Cross-checking the children: …"): the writer names the act the answer itself
 * performs, no check still under way (sixty-fourth round); the lead alone, as colon-lead-lists.ts
 * reads it, too. ("Still checking the table: …" is a check under way.)
 */
const LEAD_GERUND = String.raw`(?!(?<=(?:^|[.!?\n])\s*(?:(?:double|cross)[- ])?)(?:double-|cross-)?(?:checking|confirming|verifying|validating|reconciling|investigating)\b[^.:;\n]{0,90}(?::|$))`;
/**
 * "Suggests" as a hedge, not denied of everything ("nothing suggests their headers say
 * otherwise", "no evidence suggests …"): a suggestion denied outright claims the contrary from
 * the absence of any sign, which hedges nothing (sixty-fourth round).
 */
const UNDENIED_SUGGESTION = String.raw`(?<!\b(?:nothing|no evidence|no sign|no data|no record)\s+(?:(?:yet|really|here|at all|else)\s+)?)suggests?`;
const PENDING_CHECK = String.raw`(?:^|[;(]\s*)(?:[^:;\n]{1,30}:\s+)?[\W\d]*(?:(?:please|first|then|also|next|and|so)\s*,?\s+|(?:before|after|for|on|per|ahead of)\s+(?:\w+\s+){0,3}?\w+\s*,\s+|before\s+\w+ing\s*,?\s+)*${VERIFY}|(?:until|unless|before|once|till)\s+(?:someone|somebody|anyone|we|they|you|it|this|that)\s+(?:\w+\s+)?(?:confirms?|checks?|verif(?:y|ies)|validates?|tests?|proves?|reconciles?)|(?<!\bthank(?:s| you)\s+for\s+)${LEAD_GERUND}(?:still\s+|currently\s+|now\s+)?(?:double-|cross-)?(?:checking|confirming|verifying|validating|reconciling|investigating)|worth (?:a |an )?(?:[\w-]+ )?(?:check|look|confirmation)`;

/**
 * Evidence still to arrive, by "until" or "once" and a verb of arriving or existing ("until the
 * dumps come in", "once a schedule exists", "once the vendor dates it"), or a step "still to"
 * be taken ("still to size"): what rests on it is not known yet.
 */
const AWAITED_ARRIVAL = String.raw`(?:until|till|once)\s+(?:(?!(?:we|i|you|it)\b)[\w'’-]+\s+){1,8}?(?:arrives?|arrived|comes? (?:in|through|back)|exists?|turns? up|shows? up|(?:is|are|becomes?) available|dates?|schedules?)\b|still to (?:be )?[a-z]+`;

/**
 * An event a claim needs to happen ("they need the fallback to trip", "it requires the column to
 * be right"): a condition on the claim, as "only if the fallback trips" is (thirty-sixth round).
 * Needing evidence to know ("we need the logs to tell") is needed-evidence.ts's.
 */
const NEEDED_EVENT = String.raw`(?:need|needs|needed|require|requires|required)\s+(?:the|its|their|that)\s+[\w-]+(?:\s+[\w-]+)?\s+to\s+(?!(?:know|tell|confirm|settle|say|show|check|verify|see|find)\b)[a-z]+`;

/**
 * A limiting "only" before the verb and its "when" ("which only break when the fallback kicks
 * in", "only ever fail once it fires"): the same condition as "break only when" (thirty-sixth
 * round).
 */
const ONLY_VERB_WHEN = String.raw`(?<=\b(?:which|that|who|they|it|these|those|ones?)\s+)only\s+(?:ever\s+)?(?:[a-z]+\s+){1,2}?(?:when|once)\b`;

/** Reliance on a premise in any tense ("the count leans on the rows", "we banked on it"). */
const RELIANCE = String.raw`(?:${verbAlternation(["rely", "rest", "hinge", "depend", "lean", "bank", "count", "bet", "hang", "build"])})\s+(?:up)?on(?!\s+v\d+\b)`;

/*
 * (Twenty-sixth reader round: a parenthesised question mark, "19 (?)", hedges what it sits on as
 * an epistemic cue; a reporting verb after what it reports, "2027-03-31, says the changelog",
 * attributes it. Twenty-ninth: "in case" before a clause, "in case their cron stalls", is a
 * precaution against a possibility, epistemic as "just in case" is. Thirty-first: "what-if" as a
 * noun, "What-if, production only:", names a grid of cases and is no condition; "treating the
 * sandbox as out of scope" is a scope decision, not a premise; "a question for the provider"
 * leaves it to someone to answer; "no child verified …", "neither researcher checked …" deny a
 * check as "nobody verified" does; "granting that …" concedes a premise. Thirty-third: "provided
 * without warranty", "provided as is" supply a document and set no condition; odds quoted, "at
 * evens", are a hedge. Forty-third: a "per:" field credits a source as a "source:" field does (v62,
 * a date line under a YAML list read on its own: heading-reach.ts). Fiftieth: "only where the
 * fallback triggers" limits a claim to the cases where an event happens, a condition as "only
 * when" is. Eighty-fourth: "look set to break" hedges a future as "look like" does ("is set to"
 * does not), while "are bound to break" asserts it as certain; "argued, not demonstrated" names
 * an inference; advice to a person or team to "treat 19 merchants as affected" takes an outcome,
 * not a source, as its complement: a directive to plan for the outcome, no premise the claim
 * rests on; "going by the
 * four children" grounds the answer on the team's reports as a whole, no premise either.)
 */
/**
 * What "no way" denies when it denies a denial ("no way the table isn't right", "no way that
 * the fallback doesn't fire"): a litotes of certainty, not a want of means (thirty-third round).
 */
/**
 * "No way around / out / past" denies an escape, not the means to know ("a pinned adapter
 * leaving them no way around the cut"): it states the outcome, it hedges nothing (seventy-fifth
 * round).
 */
const NO_ESCAPE = String.raw`(?:around|round|out|past|back|to (?:avoid|escape|dodge|get around)|of (?:avoiding|escaping|dodging|getting around))\b`;
const DENIED_DENIAL = String.raw`(?!to\b)(?:that\s+)?(?:[\w'’-]+\s+){1,4}(?:isn't|aren't|wasn't|weren't|doesn't|don't|didn't|won't|can't|cannot|is not|are not|does not|do not|will not)\b`;

/**
 * Confidence graded below certainty ("fairly confident", "reasonably sure"): a likelihood, as
 * "probably" is (fifty-ninth round); bare "confident" or "quite sure" is no hedge.
 */
const GRADED_CONFIDENCE = String.raw`(?:fairly|reasonably|moderately|tolerably|somewhat)\s+(?:confident|sure)`;

/**
 * A claim the writer only ventures ("I'd venture nineteen", "we would venture that …"): offered
 * tentatively, as a guess is (sixtieth round); not going somewhere ("we ventured into the logs").
 */
const TENTATIVE_VENTURE = String.raw`(?:i|we)(?:'d|’d|\s+would|\s+might|\s+could)?\s+venture\b(?!\s+(?:into|out|in|onto|inside|beyond|capital|funding)\b)`;

/**
 * Firmness tied to what a claim rests on by a comparative other than "as certain as" (sixty-eighth
 * round): "as strong as its weakest part", "no firmer than the table". The claim is no firmer
 * than its premise: a condition, as "only as good as" is.
 */
const TIED_FIRMNESS = String.raw`as (?:strong|sound) as(?=\s+(?:its|their|the|that|this|those|these)\s)|no (?:firmer|surer|more certain|more solid|more reliable|stronger|sounder|safer) than\b`;
/** A claim called as weak as what it rests on ("as shaky as its parts"): doubt, not only a premise. */
const AS_WEAK_AS = String.raw`as (?:shaky|soft|weak|wobbly|fragile|tentative|uncertain) as(?=\s+(?:its|their|the|that|this|those|these)\s)`;

const FAMILY_PATTERNS: Record<HedgeFamily, RegExp> = {
  condition: new RegExp(
    String.raw`\b(?:(?<!\bwhat-)if|(?<!(?:\bnot|n't|n’t|\bnever|\bno longer)\s+)conditional(?:ly)?(?=\s*[,.;:)—–]|\s*$)|granting(?: that)?|unless|assum\w*|presum\w*|presuppos\w*|provided(?: that)?(?!\s+(?:without|as[- ]is|for (?:information|reference|convenience)|in good faith)\b)|as long as|so long as|only while|in the event(?: that)?|to the extent(?: that)?|in so far as|insofar as|on the (?:assumption|premise|condition)|under the assumption|premised (?:on|that)|contingent on|(?<!\b(?:not|never|isn't|aren't)\s+)subject to|conditional on|depend(?:s|ing|ent)? (?:up)?on(?!\s+v\d+\b)|${NEEDED_EVENT}|rel(?:y|ies|ying|iant) on(?!\s+v\d+\b)|hinges? on|rests? on|taking\b(?:[^.;]|\.(?=\w)){0,80}?\bas\b|treat(?:ing|ed|s)?\b(?:[^.;]|\.(?=\w)){0,80}?\bas\b(?!\s+(?:out of scope|outside|beyond|excluded)\b)(?<!\b(?:you|we|(?:the\s+)?(?:team|teams|engineering|product|ops|operations|support|billing|platform))\s+(?:must|should)\s+treat\b(?:[^.;]|\.(?=\w)){0,80}?\bas\b(?=\s+(?:affected|impacted|breaking|broken|at risk|exposed)\b))|read(?:s|ing)?\b(?:[^.;]|\.(?=\w)){0,60}?\bas (?:the source of truth|authoritative|accurate|correct|given|gospel)|(?:take[sn]?|took)\b(?:[^.;]|\.(?=\w)){0,60}?\b(?:as (?:given|true|read|authoritative|correct|accurate|right|the source of truth)|at face value)|at face value|at (?:its|their|the table's|the data's) word|on (?:the |its |their )?[\w']+(?:'s)? say-?so|(?:on|at|by) (?:the |its |their |our )?(?:[\w-]+\s+)?[\w']+(?:'s|s')? (?:word|say-?so|authority)|going by(?!\s+(?:the\s+|all\s+|our\s+)?(?:\w+\s+)?(?:children|researchers|debriefs|sub-?agents|agents)\b)|judging by|(?:is|are|was|were) taken as|trust(?:ing)? the (?:table|data|column|config)|only holds|holds only|(?:needs?|requires?|needing|requiring) (?:the |a |an |its |their )?[\w-]+(?: [\w/-]+){0,3} to (?:(?:actually|really|genuinely|truly|in fact|reliably|always|still) )?(?:fire|trigger|kick in|happen|occur|hold|apply|run|work|be (?:true|right|correct|accurate))|only (?:when|once|after|where)|${ONLY_VERB_WHEN}|(?:has|have|had|must) (?:to )?(?:first )?(?:fire|trigger|kick in|happen|occur|hold|apply)|(?<!\b(?:can|could|may)\s+(?:always\s+|safely\s+|fully\s+)?be\s+)${NOT_ASSURED}${RELIANCE}|(?:would|will) hold if|caveat(?:ed)? (?:by|on)|provisos?|with (?:the|these|those|all the|all|its|their|our) (?:[\w-]+ )?(?:caveats?|provisos?|qualifications?|reservations?)\b|(?:caveats?|provisos?|qualifications?) (?:above|below|noted|listed|attached)|on the understanding that|with (?:the|a|one|our) (?:[\w-]+ )?(?:caveat|proviso|understanding|reservation) that|as (?:certain|sure|solid|reliable|good|accurate|trustworthy|firm) as(?!\s+(?:anything|it gets|they come|can be|you'll get|we'll get)\b)|${TIED_FIRMNESS}|trust(?:s|ed|ing)?\s+(?:that|the|its|their|our|this|these|those|it|them)\b|trust(?:s|ed|ing)?\s+(?:\w+\s+)?to (?:match|reflect|be|hold|mirror|track)\b|${NOT_ASSURED}(?:bank|count|bet)(?:s|ed|ing|ting)? on|(?:pre)?conditions?|prerequisites?|(?:on|under|with) (?:those|these|such|both|all (?:those|these|the above)) (?:terms|conditions|assumptions|premises|provisos|caveats|grounds)|on (?:trust|faith)|premises?|suppositions?|(?:working )?hypothes[ie]s|hypothesi[sz](?:e|es|ed|ing)|conjectur(?:e|es|ed|ing)|postulat(?:e|es|ed|ing))\b`,
    "gi",
  ),
  // (A hedge word made a noun for what it hedges, "the two maybes: five integrations …", "the
  // possibles", hedges them as the adverb does: eighty-seventh round.)
  // ("What else could happen" asks rhetorically what no alternative could be: no epistemic
  // "could", as "what we could check" is none either; seventy-fourth round.)
  epistemic: new RegExp(
    String.raw`\(\s*\?+\s*\)|(?<![\w~])~\s*\d+|\b(?:${AS_WEAK_AS}|${SPECULATION}|${TENTATIVE_VENTURE}|may|might|(?<!\bwhat\s+(?:we|i|they|you|one|else)\s+)could(?!\s*n'?t\b| not)|likely|unlikely|${GRADED_CONFIDENCE}|probabl(?:[ey]|es)|possibl(?:[ey]|es)|perhaps|maybes?|conceivabl[ey]|presumabl[ey]|supposedly|purportedly|ostensibly|allegedly|apparently|appears?|seems?|seemingly|${UNDENIED_SUGGESTION}|expected to|expect(?:ed)? (?:that|them|it)|should(?:n't| not)?|believe|think(?!\s+(?:(?:it|this|that)\s+)?(?:through|over|about)\b)|suspect|guess|estimate[sd]?|approximately|roughly|(?:about|around|circa)\s*\d+|\d+-?ish|${APPROXIMATED_NUMBER_WORD}|prob|probly|prolly|give or take|tentative(?:ly)?|provisional(?:ly)?|preliminary|plausibl[ey]|chances are|(?:good|strong|fair|decent|even|high|low|slim|short|long) (?:odds|chances?)|odds(?:-on| are| favou?r)|(?:a )?coin[- ]?(?:flip|toss)|toss-?up|better than even|even money|(?:at|on|is|are|it's) evens|each[- ]way|(?:odds|chances?)\b[^.;:]{0,60}?:\s*(?:high|low|decent|good|fair|strong|slim|moderate|medium)|can't price|points? to|favou?r(?:s|ed)\b(?!\s+(?:of|by)\b)|(?:leans?|leaning|tilts?|tilting) (?:towards?|to)|looks? like|(?:looks?|looking|looked) (?:set|poised) to|best (?:current |available |present )?(?:guess|read|estimate|count|reckoning|figure)|best (?:current|available|present) answer|working (?:assumption|hypothesis|number|figure)|in theory|on paper|(?:on|by|in|under) (?:this|that|my|our|the present|a plain) reading(?!\s+of)|if anything|as a precaution|precautionary|just in case|in case(?=\s+(?:of\s+)?(?:the|their|its|it|they|this|that|these|those|our|some|any|a|an)\b)|to be safe)\b`,
    "gi",
  ),
  inferred: new RegExp(
    String.raw`\b(?:${UNVERIFIED_PARTICIPLE}|inferr?(?:ed|ing|ence)?|infers|deduced?|deduction|argued,?\s+(?:but\s+)?not\s+(?:demonstrated|shown|proven|proved|observed|verified|confirmed)|extrapolat\w*|projections?|reasoned|derived from|from (?:reading )?(?:the )?code|by reading (?:the )?code|code reading|(?:our|my|a|this|their|his|her|[\w-]+(?:'s|’s|s')) reading of (?:the )?(?:[\w-]+ )?(?:code|source|adapter)|static reading|(?:our|my|a|this) (?:own )?reading of\b|(?:nobody|no one|no-one|none of us|none of them|(?:no|neither) (?:child|researcher|agent|sub-?agent|reviewer)s?)\s+(?:has\s+|have\s+|had\s+)?(?:yet\s+|ever\s+|actually\s+)?(?:[\w]+-)?(?:verified|checked|confirmed|validated|compared|tested|reconciled|audited)|(?:nothing|no other (?:source|record|document|evidence|check))(?:\s+else)?\s+(?:yet\s+|independently\s+)?(?:confirms|corroborates|verifies|backs\s+(?:it|this|that|them)\s+up)|without (?:[\w]+-)?(?:checking|verifying|confirming|validating|comparing|testing|reconciling)|without (?:a |an |any )?(?:[\w-]+ ){0,2}?(?:check|verification|confirmation|validation|cross-check|comparison|test)s?\b|${NOT}\s+(?:yet\s+|been\s+|directly\s+|independently\s+)*(?:verified|confirmed|validated|tested|checked|proven|observed|established)|unverified|unconfirmed|unvalidated|untested|unproven|pending (?:verification|confirmation|validation|review)|needs? (?:verification|confirmation|validation|checking|to be (?:verified|confirmed|checked|validated))|to be (?:verified|confirmed|validated)|tbc|no (?:direct )?(?:evidence|confirmation|proof)|circumstantial|(?:haven't|have not|hasn't|has not|didn't|did not) (?:verified|verify|confirmed|confirm|validated|validate|seen|observed))\b|${DENIED_VERIFICATION}`,
    "gi",
  ),
  attribution:
    /(?<=,\s*(?:or so\s+|so\s+)?)(?:says|said|writes|wrote|claims|claimed|reports|reported|states|stated|notes|noted|announces|announced)\s+(?:the|its|their|our|a)\b|\b(?:according to|per (?:the|its|their)\b|per (?:provider|vendor|changelog|notice|docs?|documentation|announcement|release notes?)\b|as (?:announced|stated|reported|published|documented|claimed|noted|listed|written|given|advertised)\b|(?:announce[sd]?|state[sd]?|says|said|claim(?:s|ed)?|report(?:s|ed)|list(?:s|ed)|publish(?:es|ed)|document(?:s|ed)) (?:that|in|by|on|for)\b|(?:changelog|provider|vendor|docs?|documentation|notice|announcement|release notes?)(?:'s)?(?: entry)? (?:says|said|states|stated|claims|claimed|announces|announced|lists|listed|gives|gave|puts|dates|dated|sets|names|published|vouches for)|(?:in|from) (?:the|their|its) (?:provider'?s? |vendor'?s? )?(?:changelog|notice|announcement|docs|documentation|release notes)|(?:their|its|the provider'?s|the vendor'?s) (?:announcement|word|claim)|(?<=[([|]\s*)(?:[a-z]{1,2}\d{1,2}\s*[,;·:|]\s*)?(?:per |from |source: )?(?:the )?(?:provider|vendor)?(?:'s)?\s*(?:changelog|announcement|notice|docs)|reported(?!\s+back\b)|reportedly|allegedly|as (?:the |its |their )?(?:[\w-]+\s+){0,2}?(?:relays|relayed|passes on|passed on|quotes|quoted|cites|cited)\b|(?:has|have|had)\s+(?:\w+\s+)?(?:announced|published|posted|stated|said|indicated|notified|told|written|claimed|reported|communicated|declared|issued)|(?:announced|published|posted|issued|put out|sent out) (?:a |an |its |their |the )?(?:[\w-]+ )?(?:notice|announcement|note|update|deprecation|statement|changelog|bulletin|entry)|(?:the|their|its) (?:changelog|notice|announcement) (?:date|says)|(?:announced|stated|reported|published|claimed) (?:by|in)|taken from the (?:changelog|notice|docs)|(?:changelog|notice|announcement|docs|documentation|release notes)(?:'s|s')? (?:date|word|wording|figure|deadline)|(?:source|sources|via|cited from|quoting|per)["']?\s*:|(?:changelog|notice|announcement|docs|documentation|release notes)(?: date| entry| says| review| reading| researcher)?\s*:|(?<=(?:^|[,:;(])\s*)(?:the |its |their )?(?:provider'?s?\s+|vendor'?s?\s+)?(?:changelog|notice|announcement|release notes|docs|documentation)(?=\s*(?:[,.;)]|$)))/gi,
  unknown: new RegExp(
    String.raw`\b(?:${NEGATED_CERTAINTY}|unknowns?|not known|unclear|uncertain(?:ty|ties)?|unsure|undetermined|undecided|unresolved|unanswered|open (?:question|issue|item|point)s?|(?:is|are|remains?|still|also|stays?|left|kept) open|remains? to be seen|tb[ad]|to be (?:determined|announced|decided)|pending|outstanding|(?:${NOT}|${CONTRACTED_NOT})\s+(?:yet\s+)?(?:been\s+)?(?:determined|settled|answered|resolved|announced|clear|known|knowable)|un(?:announced|dated|scheduled)|(?:can(?:not|'t)|could(?:n't| not)|unable to|no way to|impossible to|hard to)\s+(?:\w+\s+){0,2}?(?:tell|say|know|determine|confirm|verify|check|see|rule out|exclude|establish|settle|answer|be sure|pin down|nail down|work out|find out|figure out|call|judge|classify|count|place|decide|assess|quantify|vouch for|speak to|promise)|${EXCLUSION_DENIED}|${ADVISED_RESTRAINT}|(?:don't|do not|didn't|did not) know|(?:nobody|no one|none of us)\s+(?:can|could)\s+(?:\w+\s+){0,2}?(?:tell|say|know|see|confirm|determine|answer)|(?:nobody|no one|no-one) (?:yet |still |really |currently )?knows|(?:anyone|anybody|anyone else|anybody else)['’]s (?:call|guess)|no (?:[\w-]+ )?(?:data|information|visibility|evidence|records?|way(?!\s+${DENIED_DENIAL}|\s+${NO_ESCAPE})|logs)\b|without (?:traffic|request|log|runtime|live|production|access|data|visibility|the logs)|without (?:a |any |some )?(?:look|glance|peek|check|sight|view) (?:at|into|of)|not visible|gaps? in (?:our|my|the|their) (?:knowledge|understanding|picture|evidence)|blind spots?|soft spots?|grey areas?|gray areas?|black box(?:es)?|whether|if or not|question mark|needs? (?:to be )?(?:checked|confirmed|answered|investigated|looked at)|follow[- ]?ups?|to (?:confirm|check|verify|investigate|be checked)|worth checking|would (?:settle|tell|confirm|show|answer)|(?:would|could|might) (?:change|alter|overturn|upend|flip|invalidate|revise) (?:this|that|it|the|our|my)\b|separate(?:ly)? (?:announce|announcement|notice|schedule|date|timeline)|(?:its|their) own (?:announcement|notice|schedule|date|timeline)|is (?:for|up to) (?:the |its |their )?[\w' -]{1,40}? to (?:say|decide|tell|settle|announce|confirm)|an? (?:open )?(?:question|matter) for (?:the |a |an |its |their |whoever\b|someone\b|somebody\b)|(?:announc\w*|publish\w*|giv\w*|set|schedul\w*|communicat\w*|confirm\w*|decid\w*|coming) separately|gap in what we know|until\b[^.;]{0,80}?\b(?:settled|answered|resolved|known|clear|confirmed|checked|verified|announced)|${AWAITED_ARRIVAL}|${FUTURE_ANNOUNCEMENT}|(?:nothing|nobody|no one|none)\b[^.;,]{0,30}?\b(?:excludes?|rules? out|precludes?)|hold off|blockers?|blocked (?:on|by (?:the |a |an )?(?:lack|absence|missing|need|wait))|(?:hold|holds|holding|held|keep|keeps|keeping|kept|leave|leaves|leaving|left)\s+(?:[\w'’-]+\s+){1,6}?open\b|wait(?:s|ing)? (?:on|for)|await(?:s|ing)?|(?:is |are |still )?being (?:re-?)?(?:checked|verified|confirmed|validated|reconciled|reviewed|investigated|cross-checked|double-checked|looked into)|under (?:review|investigation|verification)|until (?:we|someone|somebody|they|you) (?:have|get|see|hear|receive|obtain)\b|at some (?:point|stage|time|date)|sooner or later|eventually|in due course|not yet|yet to|needs? (?:\w+ ){0,2}?(?:logs?|data|traffic|evidence|confirmation|verification|an answer|answers)|${LACKING}|${EMBEDDED_QUESTION}|${PENDING_CHECK}|${ASKED}|${DENIED_KNOWLEDGE})\b`,
    "gi",
  ),
  incomplete: new RegExp(
    String.raw`\b(?:at least|at (?:a )?minimum|a minimum of|or more|possibly more|maybe more|may be more|might be more|could be more|more may|not (?:necessarily )?(?:exhaustive|complete|final|the full)|incomplete|partial(?:ly)?|so far|to date|known so far|(?:a|the) floor|lower bound|as many as|up to \d+|(?<![\d./-])${NUMBERED_ITEM_BEFORE}\d{1,3}\s*(?:[-–—]|to)\s*\d{1,3}(?![\d./-])|between \d+ and \d+|or (?:so|thereabouts)|plus (?:possibly|maybe|potentially|up to)|(?:could|may|might) (?:grow|rise|increase|add)|not the whole)\b`,
    "gi",
  ),
  gap: new RegExp(
    String.raw`(?:\b|(?<=\w)(?=n['’]t\b))(?:${NOT}\s+(?:yet\s+|been\s+|fully\s+)*(?:searched|read|checked|reviewed|examined|inspected|looked at|covered|opened|audited|traced|seen|analy[sz]ed)|(?:didn't|did not|haven't|have not|couldn't|could not|never|nobody|no one)\s+(?:\w+\s+)?(?:search|read|check|review|examine|inspect|look at|look into|open|audit|trace|see|access|get to|cover)|unread|unsearched|unchecked|unexamined|unreviewed|outside (?:the|our|this) (?:workspace|search|data)|not in the workspace|no access|only (?:read|searched|skimmed|looked at)|skimmed|(?:remains?|left) unread|out of reach|not available to us|beyond what we (?:read|searched|saw))\b`,
    "gi",
  ),
  budget:
    /\b(?:ran out|budget|tool[- ]call (?:limit|ceiling|cap)|stopped early|out of (?:turns|tool calls|time)|cut short|time-?boxed)\b/gi,
};

/**
 * Labels and headings that hedge what follows by themselves ("Open:", "Unknowns", "Assumptions").
 * "Blockers" and "blocked on" name what is still open; a review comment's "blocking:" marks the
 * comment as one to act on before a merge and asserts what it says (twenty-sixth reader round).
 */
const HEDGE_LABEL =
  /^(?:open(?: questions?| items?| issues?| points?)?|blockers?|blocked(?: on| by)?|unknowns?|assumptions?|assumed|assuming|pending|tb[cd]|unconfirmed|unverified|to (?:check|confirm|verify)|not (?:checked|verified|searched|read|covered|established)|gaps?|coverage gaps?|what we (?:don't|do not|can't|cannot|could not|couldn't) (?:know|see|tell|verify|confirm|vouch for)|(?:still|also) (?:open|unknown|to check)|uncertain(?:ties)?|inferred|reported|estimates?|caveats? and assumptions)$/i;

/** Generic caveat labels: they mark a section, not the truth of a flat assertion under them. */
const GENERIC_LABEL =
  /\b(?:caveats?|notes?|risks?|limitations?|warnings?|heads[- ]up|fine print|important|footnotes?|things to (?:know|watch)|watch out|considerations?)\b/i;

/** Verbs of proof: the evidence is said to settle the claim ("the code proves …"). */
const PROOF = String.raw`prove[sd]?|proven|demonstrates?|demonstrated|establishes|confirms`;
/**
 * The claim is fixed and will not change ("locked in", "that number won't move", "no slip
 * possible": twenty-sixth reader round).
 */
/**
 * Something said to be happening now, as observed ("they're already calling v1 every hour",
 * "are hitting the old client right now"): a progressive with a marker of actuality states as
 * seen what may only have been inferred (seventeenth reader round).
 */
const HAPPENING_NOW = String.raw`(?:(?:are|is|'re|’re|'s|’s)\s+(?:already\s+)?[a-z]+ing\b[^.;]{0,60}?\b(?:right now|as we speak|every (?:single )?day|daily|already)|(?:are|is|'re|’re|'s|’s)\s+already\s+[a-z]+ing)`;
/**
 * Certainty in an impersonal passive that hides who checked ("it has been established that",
 * "it was further shown that", "it is known that"), and an outcome said to be inescapable
 * ("cannot escape", "can't avoid"): the claim is stated as settled (nineteenth reader round).
 */
const IMPERSONAL_CERTAINTY = String.raw`it (?:has|had) been (?:(?!not\b)[a-z]+ )?(?:established|determined|shown|demonstrated|proven|confirmed|verified)|it (?:is|was) (?:(?!not\b)[a-z]+ )?(?:established|determined|shown|demonstrated|proven|known|confirmed|verified) that|(?:cannot|can't|can not) (?:escape|avoid)`;
/**
 * A figure fixed or locked in. The bare verb "fix" needs a determiner after it ("fix the
 * date"): "a fix list", "the fix date" are noun compounds (a list of fixes), no certainty
 * (forty-second round, v61's "Before you promise them a fix list").
 */
const FIXED = String.raw`no (?:slip|slippage|movement|wiggle room)(?: (?:possible|expected|allowed))?|no exceptions?|locked (?:in|down)|nailed (?:it |this |that )?down|set in stone|(?:fix (?:the |its |that )|fix(?:es|ed) (?:the |its |that )?)(?:date|number|count|deadline|cutoff|list)|(?:won't|will not|isn't going to|is not going to|cannot|can't) (?:move|budge|shift|slip)|unconditional(?:ly)?|without exception|invariably|no matter what`;
/**
 * Doubt denied ("no question about it", "beyond question"), conditions denied ("no ifs"), and a
 * claim said to survive scrutiny ("both of those stand up.", intransitive at a clause's end).
 */
const NO_DOUBT = String.raw`(?:leaves?|left|leaving) (?:no|little) (?:room for )?(?:(?:real|serious|reasonable|genuine|actual) )?doubt|without (?:any )?reservations?|(?:as )?surely as|no (?:real )?reason to doubt|no ifs(?:,? (?:and|or|no) buts)?|no buts|(?:holds?|held|stands?|stood) up(?=\s*(?:[.;,:!—–]|\s-\s|$))|no (?:question|ambiguity|uncertainty|dispute|debate)(?: (?:about (?:it|that|this)|there|whatsoever))?|no (?:doubting|questioning|disputing|arguing with)\b|(?:isn't|is not|aren't|are not|wasn't|was not) (?:really |seriously )?(?:in (?:question|doubt|dispute)|open to (?:question|doubt|debate|dispute)|up for (?:debate|question|dispute))|without question|beyond question|unambiguous(?:ly)?|no (?:need|call|reason) (?:to|for) (?:a |any )?(?:hedg\w*|caveats?|qualif\w*)|no (?:hedg\w*|caveats?|qualifiers?|qualifications?) (?:is |are )?(?:needed|required|necessary|called for)`;
/**
 * Every source said to agree ("every researcher lands on the same number", "unanimous", "the
 * three reports line up"), also through a pronoun later in the clause ("all four researchers
 * came back and they now agree": thirty-eighth round, v57).
 */
/**
 * Agreement said figuratively ("all four children point the same way", "the reports tell the
 * same story", "the researchers are of one mind"): consensus, as "they agree" is (seventy-fifth
 * round).
 */
const SAME_WAY = String.raw`(?:point(?:s|ed)?|lean(?:s|ed)?|head(?:s|ed)?) (?:the same way|in the same direction)|tell(?:s)? the same story|told the same story|(?:are|were) of (?:one|a single) mind|speak(?:s)? with one voice`;
const CONSENSUS = String.raw`(?:all|both|the (?:two|three|four|five|six|\d))\s+(?:of (?:the|our) )?(?:\w+\s+)?(?:children|agents|researchers|sources|debriefs|reports|sub-?agents)\b(?:(?!not\b|n't\b|never\b)[^.;:]){0,60}?\bthey\s+(?:now\s+|all\s+|both\s+)?(?:agree|concur)\b|(?:every|each|all|both|(?:the|all) (?:two|three|four|five|six|\d))\s+(?:of (?:the|our) )?(?:\w+\s+)?(?:children|agents|researchers?|sources|debriefs|reports|sub-?agents)\b(?:(?!not\b|n't\b|never\b)[^.;]){0,30}?\b(?:agree|agrees|confirm|confirms|lands? on|arrives? at|converge|concur|lines? up|(?:the )?same (?:number|answer|count|result|list|date|figure)|${SAME_WAY})|unanimous(?:ly)?|(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+and\s+the\s+[\w-]+(?:\s+[\w-]+)?\s+(?:agree|concur|line up|corroborate each other|match)(?=\s*(?:[.;,]|$|\s+(?:with each other|on (?:it|this|that|the)))\b)`;

/**
 * A contrast that sets certainty aside as the alternative not taken ("what the changelog says
 * rather than something we confirmed", "announced instead of verified").
 */
const CONTRASTED = String.raw`rather than|instead of|as opposed to|in place of|short of`;

/**
 * A certainty word mentioned, not used (eighty-fourth round): glossed in quotes ("'confirmed'
 * here means the column says so") or a heading that sets it beside its negation ("what has been
 * established and what hasn't:"), it asserts nothing of the claims it names.
 */
const MENTIONED_NOT_USED = String.raw`(?!["”’']?\s+(?:here\s+|just\s+|only\s+|simply\s+|really\s+)?(?:means|meant|stands for)\b|\s+(?:and|or|versus|vs\.?)\s+what\s+(?:has\s?n['’]?t|has not|is\s?n['’]?t|is not|was\s?n['’]?t|was not|is still|remains?)\b)`;

/** Certainty asserted ("confirmed", "definitely", "full stop"), not negated or contrasted. */
export const CERTAINTY = new RegExp(
  String.raw`(?<!\b(?:not|never|no|nobody|no one|none|nothing|neither|nor|isn't|aren't|wasn't|weren't|hasn't|haven't|${CONTRASTED})\s["“‘']?(?:[\w'’]+\s){0,2}["“‘']?|n't\s["“‘']?(?:[\w'’]+\s){0,2}["“‘']?|\byet to be\s|${NEGATED_SUBJECT})\b(?:${VERIFIED_BY_TEAM}|confirmed|verified|corroborated|(?:cross|double)-checked|(?:it (?:has been|had been|is|was) (?:hereby |now |thus |therefore )?|hereby )determined|(?:i'm|i am|we're|we are)\s+(?:quite |completely |fully |absolutely |totally )?sure\b(?!\s+(?:whether|if)\b)|definite(?:ly)?|definitive(?:ly)?|certain(?:ly)?|for certain|for sure|with (?:full |complete |total |absolute )?certainty|no doubt|without (?:a |any )?doubt|undoubtedly|guaranteed|(?:is|are|was|were|'s|’s|'re|’re) bound to(?=\s+(?!(?:the|a|an|this|that|these|those|their|its|our|his|her|v\d+)\b)[a-z]+)|clearly|established|proven|beyond (?:any )?doubt|exactly|precisely|no (?:more|fewer|less),? (?:and|or|nor)? ?no (?:fewer|more|less)|full stop|categorically|absolutely|unquestionably|(?:settles|settled|answers) (?:it|this|that|the question)|(?:is|'s|’s|was|are|were) (?:now )?settled|(?:all|both|every one of) (?:four|three|two|the|of the)?\s*(?:children|agents|researchers|sources|debriefs)? ?(?:agree|confirm)|(?:everyone|they all) agrees?|every (?:child|agent|researcher|source|debrief) (?:agrees|confirms)|we know|(?:a|is|are|it's|that's) (?:firm|solid|rock-solid|watertight|airtight|final)(?!\s+(?:as|if|once|until|unless|when))|(?<=\w,\s{0,2})(?:firm|solid|rock-solid|final|fixed|done)(?=\s*[:;.—–]|\s+--|\s*$)|(?:i|we)(?:'ve| have| can| did)?\s+(?:now\s+|already\s+|fully\s+)?(?:confirm(?:ed)?|verified|double-checked)|known fact|is a fact|(?:a |an )?(?:sure thing|dead cert|lock)\b(?!\s+(?:if|once|when|as long as))|bet (?:the (?:house|farm|ranch)|my (?:life|house|job|shirt))|stake my (?:life|reputation|job)|100\s?%|(?:a |one )?hundred (?:percent|per cent)|${RELIABILITY_IDIOM}|${FORMAL_CERTAINTY}|${PROOF}|${FIXED}|${NO_DOUBT}|${CONSENSUS}|${HAPPENING_NOW}|${IMPERSONAL_CERTAINTY}|${IDIOMATIC_CERTAINTY}|${TRACK_RECORD})\b${MENTIONED_NOT_USED}`,
  "gi",
);

/** The lowercased matches of a pattern in a text. */
export function matchesOf(pattern: RegExp, text: string): string[] {
  pattern.lastIndex = 0;
  return [...text.matchAll(pattern)].map((match) => match[0].toLowerCase());
}

/**
 * The hedge families a text's cues convey, with the cues (one-word cues despite a typo): a fresh
 * copy per call (callers may change it). Readers ask about the same clause many times over while
 * one answer is read (a frozen set's scoring spent a fifth of its time here), so the reading of
 * each text is kept in an LRU cache.
 */
export function hedgeCues(raw: string): Map<HedgeFamily, string[]> {
  let cues = readCues.get(raw);
  if (cues === undefined) {
    cues = readHedgeCues(raw);
    readCues.set(raw, cues);
  }
  return new Map([...cues].map(([family, found]) => [family, [...found]]));
}

/** The hedge readings of the texts read last (hedgeCues). */
const readCues = new LRUCache<string, ReadonlyMap<HedgeFamily, readonly string[]>>({ max: 5_000 });

/** The hedge families a text's cues convey, read afresh (hedgeCues keeps them). */
function readHedgeCues(raw: string): Map<HedgeFamily, string[]> {
  // Keys of structured answers ("indirect_probable", "break_if_table_authoritative") as words.
  // A premise about what was asked ("Assuming the question means production only: …") scopes
  // the answer; it is no premise of the claims after it. A hedge on the wording ("Probably the
  // simplest way to put it: …"), or on order or timing ("m_0148 possibly later in the day"),
  // hedges no claim (phrasing-hedges.ts, order-hedges.ts).
  // Cues in a second language ("vermutlich", "siempre que") read as their English equivalents;
  // requirement keywords in capitals ("MAY skip") as permissions (requirement-keywords.ts).
  // Everyday idioms ("my hunch is", "on the table's figures") as canonical cues (everyday-hedges.ts).
  const text = correctTypos(
    withCanonicalIdioms(
      withEnglishCues(
        withoutQuestionScope(
          withoutPhrasingHedges(
            withoutOrderHedges(
              withoutRoundedSpans(
                withoutRequirementKeywords(raw).replace(/(?<=[A-Za-z])_(?=[A-Za-z])/g, " "),
              ),
            ),
          ),
        ),
      ),
    ),
  );
  const found = new Map<HedgeFamily, string[]>();
  // Beside an asserted certainty ("certain from the code"), naming the basis is support, not a
  // hedge: only cues that say the claim is inferred or unverified still hedge.
  const ratings = confidenceRatings(text);
  const certain = matchesOf(CERTAINTY, text).length > 0 || ratings.certain.length > 0;
  for (const family of HEDGE_FAMILIES) {
    const cues = [
      ...matchesOf(FAMILY_PATTERNS[family], text),
      ...(family === "epistemic" ? ratings.hedging : []),
    ].filter((cue) => !(certain && family === "inferred" && BASIS.test(cue)));
    if (cues.length > 0) found.set(family, cues);
  }
  // Evidence still needed ("we'd need the logs") keeps the claim open (needed-evidence.ts).
  const needed = neededEvidence(text);
  if (needed.length > 0) found.set("unknown", [...(found.get("unknown") ?? []), ...needed]);
  // "could not determine" is an unknown, not an epistemic "could".
  return found;
}

/**
 * A condition on what the question asks ("assuming the question is about …", "if you mean …",
 * "taking the ask to be …"), up to the colon, dash or comma that ends it.
 */
const QUESTION_SCOPE =
  /(?:^|(?<=[\n(]))[\s*_#>-]*(?:if|assuming|provided|presuming|supposing|taking it that)\s+(?:(?:the|your|this|that)\s+(?:question|ask|request|brief|task)\s+(?:is|was|means|meant|covers|concerns|asks)|(?:you|they)\s+(?:mean|meant|are asking|were asking|only (?:care|want)))\b[^:;.—–\n]{0,80}[:—–,]/gi;

/** The text with a condition on what the question asks (QUESTION_SCOPE) blanked. */
export function withoutQuestionScope(text: string): string {
  return text.replace(QUESTION_SCOPE, (lead) => " ".repeat(lead.length));
}

/** Cues that only name the basis of a claim ("from the code", "our reading of the adapter"). */
const BASIS =
  /^(?:derived from|from (?:reading )?(?:the )?code|by reading (?:the )?code|code reading|(?:our|my|a|this) (?:own )?reading of|static reading)/;

/** How a label or heading hedges: by itself (`specific`), as a section name only (`generic`). */
export function labelKind(label: string | null): "specific" | "generic" | null {
  if (label === null) return null;
  // "open_questions:" (a YAML key) is the label "open questions".
  const text = label
    .replace(/[*_#:()-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  // (A label that announces its lines rate themselves: rated-sections.ts.)
  if (ratedSection(text)) return "generic";
  if (HEDGE_LABEL.test(text) || hedgeCues(text).size > 0) return "specific";
  if (GENERIC_LABEL.test(text)) return "generic";
  return null;
}
