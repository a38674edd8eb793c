import { ADVISED_RESTRAINT, INSTRUCTED_ACT } from "./advice-cues";
import { inRatingSlot } from "./calibrated-probabilities";
import { IDIOMATIC_CERTAINTY, NOT_ASSURED } from "./certainty-idioms";
import { confidenceRatings } from "./confidence-ratings";
import { withCanonicalIdioms } from "./everyday-hedges";
import { neededEvidence, withoutAwaitedCertainty } from "./needed-evidence";
import { withEnglishCues } from "./second-language-cues";
import { withCoverageMetricsAsClaims } from "./coverage-metrics";
import { withoutRequirementKeywords } from "./requirement-keywords";
import {
  APPROXIMATED_NUMBER_WORD,
  CONFINED_EXTENT,
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
 * hedge, never certainty.
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
 * Certainty denied, also inverted ("it is not certain that", "nor is it established that",
 * "isn't entirely settled"): the claim is open, never certain.
 */
const NEGATED_CERTAINTY = String.raw`(?:${NOT}|nor|neither)\s+(?:(?:is|are|was|were|it|this|that|yet|entirely|fully|quite|completely|altogether)\s+){0,3}(?:certain|established|proven|sure|definite|settled)\b`;

/** A question reported as asked ("two researchers asked …", "raised the question"). */
const ASKED = String.raw`ask(?:s|ed|ing)?|wonder(?:s|ed|ing)?|rais(?:e|es|ed|ing) (?:the |a |this |that )?question`;
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
const PENDING_CHECK = String.raw`(?:^|[;(]\s*)(?:[^:;\n]{1,30}:\s+)?[\W\d]*(?:(?:please|first|then|also|next|and|so)\s*,?\s+|(?:before|after|for|on|per|ahead of)\s+(?:\w+\s+){0,3}?\w+\s*,\s+|before\s+\w+ing\s*,?\s+)*${VERIFY}|(?:until|unless|before|once|till)\s+(?:someone|somebody|anyone|we|they|you|it|this|that)\s+(?:\w+\s+)?(?:confirms?|checks?|verif(?:y|ies)|validates?|tests?|proves?|reconciles?)|(?<!\bthank(?:s| you)\s+for\s+)(?:still\s+|currently\s+|now\s+)?(?:double-|cross-)?(?:checking|confirming|verifying|validating|reconciling|investigating)|worth (?:a |an )?(?:[\w-]+ )?(?:check|look|confirmation)`;

/**
 * Evidence still to arrive, by "until" or "once" and a verb of arriving or existing ("until the
 * dumps come in", "once a schedule exists", "once the vendor dates it"), or a step "still to"
 * be taken ("still to size"): what rests on it is not known yet.
 */
const AWAITED_ARRIVAL = String.raw`(?:until|till|once)\s+(?:(?!(?:we|i|you|it)\b)[\w'’-]+\s+){1,8}?(?:arrives?|arrived|comes? (?:in|through|back)|exists?|turns? up|shows? up|(?:is|are|becomes?) available|dates?|schedules?)\b|still to (?:be )?[a-z]+`;

/** Reliance on a premise in any tense ("the count leans on the rows", "we banked on it"). */
const RELIANCE = String.raw`(?:${verbAlternation(["rely", "rest", "hinge", "depend", "lean", "bank", "count", "bet", "hang", "build"])})\s+(?:up)?on(?!\s+v\d+\b)`;

/*
 * (Twenty-sixth reader round: a parenthesised question mark, "19 (?)", hedges what it sits on as
 * an epistemic cue; a reporting verb after what it reports, "2027-03-31, says the changelog",
 * attributes it. Twenty-ninth: "in case" before a clause, "in case their cron stalls", is a
 * precaution against a possibility, epistemic as "just in case" is.)
 */
const FAMILY_PATTERNS: Record<HedgeFamily, RegExp> = {
  condition: new RegExp(
    String.raw`\b(?:if|unless|assum\w*|presum\w*|presuppos\w*|provided(?: that)?|as long as|so long as|on the (?:assumption|premise|condition)|under the assumption|premised (?:on|that)|contingent on|(?<!\b(?:not|never|isn't|aren't)\s+)subject to|conditional on|depend(?:s|ing|ent)? (?:up)?on(?!\s+v\d+\b)|rel(?:y|ies|ying|iant) on(?!\s+v\d+\b)|hinges? on|rests? on|taking\b(?:[^.;]|\.(?=\w)){0,80}?\bas\b|treat(?:ing|ed|s)?\b(?:[^.;]|\.(?=\w)){0,80}?\bas\b|read(?:s|ing)?\b(?:[^.;]|\.(?=\w)){0,60}?\bas (?:the source of truth|authoritative|accurate|correct|given|gospel)|(?:take[sn]?|took)\b(?:[^.;]|\.(?=\w)){0,60}?\b(?:as (?:given|true|read|authoritative|correct|accurate|right|the source of truth)|at face value)|at face value|at (?:its|their|the table's|the data's) word|on (?:the |its |their )?[\w']+(?:'s)? say-?so|(?:on|at|by) (?:the |its |their |our )?(?:[\w-]+\s+)?[\w']+(?:'s|s')? (?:word|say-?so|authority)|going by|judging by|(?:is|are|was|were) taken as|trust(?:ing)? the (?:table|data|column|config)|only holds|holds only|(?:needs?|requires?|needing|requiring) (?:the |a |an |its |their )?[\w-]+(?: [\w/-]+){0,3} to (?:(?:actually|really|genuinely|truly|in fact|reliably|always|still) )?(?:fire|trigger|kick in|happen|occur|hold|apply|run|work|be (?:true|right|correct|accurate))|only (?:when|once|after)|(?:has|have|had|must) (?:to )?(?:first )?(?:fire|trigger|kick in|happen|occur|hold|apply)|(?<!\b(?:can|could|may)\s+(?:always\s+|safely\s+|fully\s+)?be\s+)${NOT_ASSURED}${RELIANCE}|(?:would|will) hold if|caveat(?:ed)? (?:by|on)|provisos?|with (?:the|these|those|all the|all|its|their|our) (?:[\w-]+ )?(?:caveats?|provisos?|qualifications?|reservations?)\b|(?:caveats?|provisos?|qualifications?) (?:above|below|noted|listed|attached)|on the understanding that|with (?:the|a|one|our) (?:[\w-]+ )?(?:caveat|proviso|understanding|reservation) that|as (?:certain|sure|solid|reliable|good|accurate|trustworthy|firm) as|trust(?:s|ed|ing)?\s+(?:that|the|its|their|our|this|these|those|it|them)\b|trust(?:s|ed|ing)?\s+(?:\w+\s+)?to (?:match|reflect|be|hold|mirror|track)\b|${NOT_ASSURED}(?:bank|count|bet)(?:s|ed|ing|ting)? on|(?:pre)?conditions?|prerequisites?|(?:on|under|with) (?:those|these|such|both|all (?:those|these|the above)) (?:terms|conditions|assumptions|premises|provisos|caveats|grounds)|on (?:trust|faith)|premises?|suppositions?|(?:working )?hypothes[ie]s|hypothesi[sz](?:e|es|ed|ing)|conjectur(?:e|es|ed|ing)|postulat(?:e|es|ed|ing))\b`,
    "gi",
  ),
  epistemic: new RegExp(
    String.raw`\(\s*\?+\s*\)|(?<![\w~])~\s*\d+|\b(?:${SPECULATION}|may|might|(?<!\bwhat\s+(?:we|i|they|you|one)\s+)could(?!\s*n'?t\b| not)|likely|unlikely|probabl[ey]|possibl[ey]|perhaps|maybe|conceivabl[ey]|presumabl[ey]|supposedly|purportedly|ostensibly|allegedly|apparently|appears?|seems?|seemingly|suggests?|expected to|expect(?:ed)? (?:that|them|it)|should(?:n't| not)?|believe|think|suspect|guess|estimate[sd]?|approximately|roughly|(?:about|around|circa)\s*\d+|\d+-?ish|${APPROXIMATED_NUMBER_WORD}|prob|probly|prolly|give or take|tentative(?:ly)?|provisional(?:ly)?|preliminary|plausibl[ey]|chances are|(?:good|strong|fair|decent|even|high|low|slim|short|long) (?:odds|chances?)|odds(?:-on| are| favou?r)|(?:a )?coin[- ]?(?:flip|toss)|toss-?up|better than even|even money|(?:odds|chances?)\b[^.;:]{0,60}?:\s*(?:high|low|decent|good|fair|strong|slim|moderate|medium)|can't price|points? to|favou?r(?:s|ed)\b(?!\s+(?:of|by)\b)|(?:leans?|leaning|tilts?|tilting) (?:towards?|to)|looks? like|best (?:current |available |present )?(?:guess|read|estimate|count|reckoning|figure)|best (?:current|available|present) answer|working (?:assumption|hypothesis|number|figure)|in theory|on paper|(?:on|by|in|under) (?:this|that|my|our|the present|a plain) reading(?!\s+of)|if anything|as a precaution|precautionary|just in case|in case(?=\s+(?:of\s+)?(?:the|their|its|it|they|this|that|these|those|our|some|any|a|an)\b)|to be safe)\b`,
    "gi",
  ),
  inferred: new RegExp(
    String.raw`\b(?:${UNVERIFIED_PARTICIPLE}|inferr?(?:ed|ing|ence)?|infers|deduced?|deduction|extrapolat\w*|reasoned|derived from|from (?:reading )?(?:the )?code|by reading (?:the )?code|code reading|(?:our|my|a|this|their|his|her|[\w-]+(?:'s|’s|s')) reading of (?:the )?(?:[\w-]+ )?(?:code|source|adapter)|static reading|(?:our|my|a|this) (?:own )?reading of\b|(?:nobody|no one|no-one|none of us|none of them)\s+(?:has\s+|have\s+|had\s+)?(?:yet\s+|ever\s+|actually\s+)?(?:[\w]+-)?(?:verified|checked|confirmed|validated|compared|tested|reconciled|audited)|(?:nothing|no other (?:source|record|document|evidence|check))(?:\s+else)?\s+(?:yet\s+|independently\s+)?(?:confirms|corroborates|verifies|backs\s+(?:it|this|that|them)\s+up)|without (?:[\w]+-)?(?:checking|verifying|confirming|validating|comparing|testing|reconciling)|without (?:a |an |any )?(?:[\w-]+ ){0,2}?(?:check|verification|confirmation|validation|cross-check|comparison|test)s?\b|${NOT}\s+(?:yet\s+|been\s+|directly\s+|independently\s+)*(?:verified|confirmed|validated|tested|checked|proven|observed|established)|unverified|unconfirmed|unvalidated|untested|unproven|pending (?:verification|confirmation|validation|review)|needs? (?:verification|confirmation|validation|checking|to be (?:verified|confirmed|checked|validated))|to be (?:verified|confirmed|validated)|tbc|no (?:direct )?(?:evidence|confirmation|proof)|circumstantial|(?:haven't|have not|hasn't|has not|didn't|did not) (?:verified|verify|confirmed|confirm|validated|validate|seen|observed))\b|${DENIED_VERIFICATION}`,
    "gi",
  ),
  attribution:
    /(?<=,\s*(?:or so\s+|so\s+)?)(?:says|said|writes|wrote|claims|claimed|reports|reported|states|stated|notes|noted|announces|announced)\s+(?:the|its|their|our|a)\b|\b(?:according to|per (?:the|its|their)\b|per (?:provider|vendor|changelog|notice|docs?|documentation|announcement|release notes?)\b|as (?:announced|stated|reported|published|documented|claimed|noted|listed|written|given|advertised)\b|(?:announce[sd]?|state[sd]?|says|said|claim(?:s|ed)?|report(?:s|ed)|list(?:s|ed)|publish(?:es|ed)|document(?:s|ed)) (?:that|in|by|on|for)\b|(?:changelog|provider|vendor|docs?|documentation|notice|announcement|release notes?)(?:'s)?(?: entry)? (?:says|said|states|stated|claims|claimed|announces|announced|lists|listed|gives|gave|puts|dates|dated|sets|names|published)|(?:in|from) (?:the|their|its) (?:provider'?s? |vendor'?s? )?(?:changelog|notice|announcement|docs|documentation|release notes)|(?:their|its|the provider'?s|the vendor'?s) (?:announcement|word|claim)|(?<=[([|]\s*)(?:[a-z]{1,2}\d{1,2}\s*[,;·:|]\s*)?(?:per |from |source: )?(?:the )?(?:provider|vendor)?(?:'s)?\s*(?:changelog|announcement|notice|docs)|reported|reportedly|allegedly|(?:has|have|had)\s+(?:\w+\s+)?(?:announced|published|posted|stated|said|indicated|notified|told|written|claimed|reported|communicated|declared|issued)|(?:announced|published|posted|issued|put out|sent out) (?:a |an |its |their |the )?(?:[\w-]+ )?(?:notice|announcement|note|update|deprecation|statement|changelog|bulletin|entry)|(?:the|their|its) (?:changelog|notice|announcement) (?:date|says)|(?:announced|stated|reported|published|claimed) (?:by|in)|taken from the (?:changelog|notice|docs)|(?:changelog|notice|announcement|docs|documentation|release notes)(?:'s|s')? (?:date|word|wording|figure|deadline)|(?:source|sources|via|cited from|quoting)["']?\s*:|(?:changelog|notice|announcement|docs|documentation|release notes)(?: date| entry| says| review| reading| researcher)?\s*:|(?<=(?:^|[,:;(])\s*)(?:the |its |their )?(?:provider'?s?\s+|vendor'?s?\s+)?(?:changelog|notice|announcement|release notes|docs|documentation)(?=\s*(?:[,.;)]|$)))/gi,
  unknown: new RegExp(
    String.raw`\b(?:${NEGATED_CERTAINTY}|unknowns?|not known|unclear|uncertain(?:ty|ties)?|undetermined|undecided|unresolved|unanswered|open (?:question|issue|item|point)s?|(?:is|are|remains?|still|stays?|left|kept) open|remains? to be seen|tb[ad]|to be (?:determined|announced|decided)|pending|outstanding|${NOT}\s+(?:yet\s+)?(?:been\s+)?(?:determined|settled|answered|resolved|announced|clear|known|knowable)|un(?:announced|dated|scheduled)|(?:can(?:not|'t)|could(?:n't| not)|unable to|no way to|impossible to|hard to)\s+(?:\w+\s+){0,2}?(?:tell|say|know|determine|confirm|verify|check|see|rule out|exclude|establish|settle|answer|be sure|pin down|nail down|work out|find out|figure out|call|judge|classify|count|place|decide|assess|quantify|vouch for|speak to|promise)|${EXCLUSION_DENIED}|${ADVISED_RESTRAINT}|(?:don't|do not|didn't|did not) know|(?:nobody|no one|none of us)\s+(?:can|could)\s+(?:\w+\s+){0,2}?(?:tell|say|know|see|confirm|determine|answer)|(?:nobody|no one) knows|no (?:[\w-]+ )?(?:data|information|visibility|evidence|records?|way|logs)\b|without (?:traffic|request|log|runtime|live|production|access|data|visibility|the logs)|without (?:a |any |some )?(?:look|glance|peek|check|sight|view) (?:at|into|of)|not visible|blind spots?|soft spots?|grey areas?|gray areas?|black box(?:es)?|whether|if or not|question mark|needs? (?:to be )?(?:checked|confirmed|answered|investigated|looked at)|follow[- ]?ups?|to (?:confirm|check|verify|investigate|be checked)|worth checking|would (?:settle|tell|confirm|show|answer)|(?:would|could|might) (?:change|alter|overturn|upend|flip|invalidate|revise) (?:this|that|it|the|our|my)\b|separate(?:ly)? (?:announce|announcement|notice|schedule|date|timeline)|(?:its|their) own (?:announcement|notice|schedule|date|timeline)|is (?:for|up to) (?:the |its |their )?[\w' -]{1,40}? to (?:say|decide|tell|settle|announce|confirm)|(?:announc\w*|publish\w*|giv\w*|set|schedul\w*|communicat\w*|confirm\w*|decid\w*|coming) separately|gap in what we know|until\b[^.;]{0,80}?\b(?:settled|answered|resolved|known|clear|confirmed|checked|verified|announced)|${AWAITED_ARRIVAL}|(?:nothing|nobody|no one|none)\b[^.;,]{0,30}?\b(?:excludes?|rules? out|precludes?)|hold off|blockers?|blocked (?:on|by (?:the |a |an )?(?:lack|absence|missing|need|wait))|(?:hold|holds|holding|held|keep|keeps|keeping|kept|leave|leaves|leaving|left)\s+(?:[\w'’-]+\s+){1,6}?open\b|wait(?:s|ing)? (?:on|for)|await(?:s|ing)?|(?:is |are |still )?being (?:re-?)?(?:checked|verified|confirmed|validated|reconciled|reviewed|investigated|cross-checked|double-checked|looked into)|under (?:review|investigation|verification)|until (?:we|someone|somebody|they|you) (?:have|get|see|hear|receive|obtain)\b|at some (?:point|stage|time|date)|sooner or later|eventually|in due course|not yet|yet to|needs? (?:\w+ ){0,2}?(?:logs?|data|traffic|evidence|confirmation|verification|an answer|answers)|${LACKING}|${EMBEDDED_QUESTION}|${PENDING_CHECK}|${ASKED})\b`,
    "gi",
  ),
  incomplete:
    /\b(?:at least|at (?:a )?minimum|a minimum of|or more|possibly more|maybe more|may be more|might be more|could be more|more may|not (?:necessarily )?(?:exhaustive|complete|final|the full)|incomplete|partial(?:ly)?|so far|to date|known so far|(?:a|the) floor|lower bound|as many as|up to \d+|(?<![\d./-])\d{1,3}\s*(?:[-–—]|to)\s*\d{1,3}(?![\d./-])|between \d+ and \d+|or (?:so|thereabouts)|plus (?:possibly|maybe|potentially|up to)|(?:could|may|might) (?:grow|rise|increase|add)|not the whole)\b/gi,
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
  /^(?:open(?: questions?| items?| issues?| points?)?|blockers?|blocked(?: on| by)?|unknowns?|assumptions?|assumed|assuming|pending|tb[cd]|unconfirmed|unverified|to (?:check|confirm|verify)|not (?:checked|verified|searched|read|covered|established)|gaps?|coverage gaps?|what we (?:don't|do not|can't|cannot|could not|couldn't) (?:know|see|tell|verify|confirm|vouch for)|still (?:open|unknown|to check)|uncertain(?:ties)?|inferred|reported|estimates?|caveats? and assumptions)$/i;

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
const FIXED = String.raw`no (?:slip|slippage|movement|wiggle room)(?: (?:possible|expected|allowed))?|no exceptions?|locked (?:in|down)|nailed (?:it |this |that )?down|set in stone|fix(?:es|ed)? (?:the |its |that )?(?:date|number|count|deadline|cutoff|list)|(?:won't|will not|isn't going to|is not going to|cannot|can't) (?:move|budge|shift|slip)|unconditional(?:ly)?|without exception|invariably|no matter what`;
/**
 * Doubt denied ("no question about it", "beyond question"), conditions denied ("no ifs"), and a
 * claim said to survive scrutiny ("both of those stand up.", intransitive at a clause's end).
 */
const NO_DOUBT = String.raw`(?:leaves?|left|leaving) (?:no|little) (?:room for )?doubt|without (?:any )?reservations?|(?:as )?surely as|no (?:real )?reason to doubt|no ifs(?:,? (?:and|or|no) buts)?|no buts|(?:holds?|held|stands?|stood) up(?=\s*(?:[.;,:!—–]|\s-\s|$))|no (?:question|ambiguity|uncertainty|dispute|debate)(?: (?:about (?:it|that|this)|there|whatsoever))?|without question|beyond question|unambiguous(?:ly)?|no (?:need|call|reason) (?:to|for) (?:a |any )?(?:hedg\w*|caveats?|qualif\w*)|no (?:hedg\w*|caveats?|qualifiers?|qualifications?) (?:is |are )?(?:needed|required|necessary|called for)`;
/**
 * Every source said to agree ("every researcher lands on the same number", "unanimous", "the
 * three reports line up").
 */
const CONSENSUS = String.raw`(?:every|each|all|both|(?:the|all) (?:two|three|four|five|six|\d))\s+(?:of (?:the|our) )?(?:\w+\s+)?(?:children|agents|researchers?|sources|debriefs|reports|sub-?agents)\b(?:(?!not\b|n't\b|never\b)[^.;]){0,30}?\b(?:agree|agrees|confirm|confirms|lands? on|arrives? at|converge|concur|lines? up|(?:the )?same (?:number|answer|count|result|list|date|figure))|unanimous(?:ly)?|(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+and\s+the\s+[\w-]+(?:\s+[\w-]+)?\s+(?:agree|concur|line up|corroborate each other|match)(?=\s*(?:[.;,]|$|\s+(?:with each other|on (?:it|this|that|the)))\b)`;

/**
 * A contrast that sets certainty aside as the alternative not taken ("what the changelog says
 * rather than something we confirmed", "announced instead of verified").
 */
const CONTRASTED = String.raw`rather than|instead of|as opposed to|in place of|short of`;

const CERTAINTY = new RegExp(
  String.raw`(?<!\b(?:not|never|no|nobody|no one|none|nothing|neither|nor|isn't|aren't|wasn't|weren't|hasn't|haven't|${CONTRASTED})\s["“‘']?(?:[\w'’]+\s){0,2}["“‘']?|n't\s["“‘']?(?:[\w'’]+\s){0,2}["“‘']?|\byet to be\s)\b(?:${VERIFIED_BY_TEAM}|confirmed|verified|corroborated|(?:cross|double)-checked|(?:it (?:has been|had been|is|was) (?:hereby |now |thus |therefore )?|hereby )determined|(?:i'm|i am|we're|we are)\s+(?:quite |completely |fully |absolutely |totally )?sure\b(?!\s+(?:whether|if)\b)|definite(?:ly)?|definitive(?:ly)?|certain(?:ly)?|for certain|for sure|with (?:full |complete |total |absolute )?certainty|no doubt|without (?:a |any )?doubt|undoubtedly|guaranteed|clearly|established|proven|beyond (?:any )?doubt|exactly|precisely|no (?:more|fewer|less),? (?:and|or|nor)? ?no (?:fewer|more|less)|full stop|categorically|absolutely|unquestionably|(?:settles|settled|answers) (?:it|this|that|the question)|(?:is|'s|’s|was|are|were) (?:now )?settled|(?:all|both|every one of) (?:four|three|two|the|of the)?\s*(?:children|agents|researchers|sources|debriefs)? ?(?:agree|confirm)|(?:everyone|they all) agrees?|every (?:child|agent|researcher|source|debrief) (?:agrees|confirms)|we know|(?:a|is|are|it's|that's) (?:firm|solid|rock-solid|watertight|airtight|final)(?!\s+(?:as|if|once|until|unless|when))|(?<=\w,\s{0,2})(?:firm|solid|rock-solid|final|fixed)(?=\s*[:;.—–]|\s+--|\s*$)|(?:i|we)(?:'ve| have| can| did)?\s+(?:now\s+|already\s+|fully\s+)?(?:confirm(?:ed)?|verified|double-checked)|known fact|is a fact|(?:a |an )?(?:sure thing|dead cert|lock)\b(?!\s+(?:if|once|when|as long as))|bet (?:the (?:house|farm|ranch)|my (?:life|house|job|shirt))|stake my (?:life|reputation|job)|100\s?%|(?:a |one )?hundred (?:percent|per cent)|${RELIABILITY_IDIOM}|${FORMAL_CERTAINTY}|${PROOF}|${FIXED}|${NO_DOUBT}|${CONSENSUS}|${HAPPENING_NOW}|${IMPERSONAL_CERTAINTY}|${IDIOMATIC_CERTAINTY})\b`,
  "gi",
);

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
 * else needing a change or a migration says everything else is untouched.)
 */
const LIST_COMPLETENESS = new RegExp(
  String.raw`\b(?:these are all|that'?s all|${BOUNDED_EXTENT}|(?:identified|found|listed|caught|captured|accounted for|pinned down) (?:all|every|each)\b|(?:nobody|no one|no-one|nothing|none|no merchants?|no accounts?)(?: else)? (?:is |was |gets |got |has been |will be |would be )?(?:left out|left behind|missed|overlooked|forgotten|unaccounted for|(?:slips?|slipped|falls?|fell) through)|(?:fell|falls|fall|slipped|slips|slip) through the (?:cracks|net)|that is all|the (?:complete|full|entire|exhaustive|definitive|final|whole) (?:list|set|picture)|the (?:complete|exhaustive|definitive|final) count|(?:complete|exhaustive|definitive) list|no other (?:merchants?|accounts?|customers?)|no (?:additional|further|more)\b(?!\s+(?:review|work|action|checks?|checking|verification|digging|investigation|analysis|questions?|discussion)\b)|no (?:one else|others)\b|nobody else|none other|nothing else (?:is|will be|gets|would be) (?:affected|impacted|at risk|broken)|(?:nothing|nobody|no one|none) else (?:needs?|requires?) (?:a |an |any )?(?:change|changes|changing|migration|migrating|action|work|fix|fixing|touching)\b|\b(?:list|count|tally|set)\s*[,:—–]\s*(?:complete|exhaustive|final|definitive)\b|(?:everyone|everybody|all the rest|the rest|every other (?:merchant|account|customer|integration)|all other (?:merchants|accounts|customers|integrations))(?: else)?\s*(?:,[^,.;]{0,80},\s*)?(?:is|are) (?:already |still |all )?(?:fine|safe|unaffected|on v\d+)|(?:everyone|everybody|all the rest|the rest|every other (?:merchant|account|customer|integration)|all other (?:merchants|accounts|customers|integrations))(?: else)?\s+(?:can|may|will|should|gets? to)\s+(?:just\s+)?(?:carry on|continue|go on|keep going)\s+(?:as (?:normal|usual|before|is)|unaffected|undisturbed)|(?:lists?|listed|names?|named|covers?|covered|includes?|included|shows?|that'?s|thats|that is|these are|those are|make up|makes up|made up|add up to|adds up to|account for|accounts for|comprise|comprises)\s+(?:every|each|all (?:the )?)\s*(?:[\w-]+\s+)?(?:merchants?|accounts?|customers?|integrations?|ones?)\s+(?:that|who|which|with)\b|100\s?%\s+of\s+(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:merchants?|accounts?|customers?|integrations?|exposure|impact|cases?)\b|(?:all|every|each)\b[^.;:]{0,40}?\b(?:is|are|were|was|has been|have been)\s+(?:now\s+)?accounted for|no loose ends|(?:that'?s|that is|those are|these are) all (?:of )?the (?:code )?(?:paths?|routes?|ways?) (?:to|into)\b|nothing (?:is )?(?:left )?(?:open|outstanding|unaccounted for)\b|only these|only those|that'?s everyone|that is everyone|exhaustive(?:ly)?|(?<=\b(?:and|or|is|are|was|were|be|been)\s)nothing more|(?<!,\s{0,2})nothing more(?!\s*(?:[.;!)]|$))|,\s{0,2}nothing more(?!\s*(?:[.;!)]|$))|the only (?:merchants|ones|accounts)|and no(?:ne)? (?:others?|more)|none (?:that|which) (?:change|affect|alter|add to|move)|(?:exactly|precisely) (?:\d+|[a-z]+teen|twenty|thirty|these|those)|(?:the|this|that|our|my) (?:list|count|set|picture|tally)\b[^.;]{0,30}?\b(?:is|should be|will be|would be|looks|seems|appears|must be) (?:complete|exhaustive|final|full|whole)\b|(?:that'?s|that is|those are|these are) (?:everybody|everyone|all of them|every one of them|each one of them|the lot|the whole (?:list|set))\b|(?:all |the )?(?:remaining|other) (?:merchants|accounts|customers|integrations)\b[^.;]{0,30}?\b(?:can|may|should|are free to) (?:ignore|disregard|skip)\b|\bstatus\W{1,4}(?:final|complete|exhaustive|definitive)\b|accounts? for (?:every|all|each|everyone|everybody)\b|(?:(?:beyond|outside|apart from|besides|other than|aside from|except for)\b[^.;]{0,60}?\b(?:no (?:other |further |single )?(?:merchants?|accounts?|customers?|integrations?)|nobody(?: else)?|no-?one(?: else)?|none(?: else)?)\b|no (?:merchants?|accounts?|customers?|integrations?) (?:anywhere|at all|in the (?:system|codebase|table|fleet|platform))\b)[^.;]{0,30}?\b(?:is|are|was|were|will be|would be|gets?|got) (?:touched|affected|impacted|hit|at risk|broken|exposed|involved)\b)`,
  "gi",
);

const CODE_COMPLETENESS =
  /\b(?:(?:went|gone|go|going|combed|looked|worked|read|checked|reviewed|covered|searched|audited|traced|inspected|examined|opened)\s+(?:(?:all\s+)?(?:through|over|across|at)\s+)?(?:[^.;:]{0,60}?,\s+)?(?:all (?:of )?(?:the |our )?|every |each (?![a-z]+ed\b)|the whole |the entire )(?!(?:rows?|records?|entr(?:y|ies)|columns?|fields?|values?)\b)[\w-]+(?:\s*(?:,|and|plus)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)*|(?:[\w-]+\s+(?=(?:router|adapters?|client|module|service|handler|loader|script)\b))?(?:code|codebase|repo|repository|source|rest|router|adapters?|client|module|service|handler|files?|paths?|loader|script|config(?:uration)?|[\w-]+\.[a-z]{2,4})\b[^.;—–()]{0,20}?\b(?<!\b(?:was|were|is|are|been|being|be)\s+)(?:never|only(?: ever)?|just|merely|simply)\s+(?:handles?|supports?|loads?|forwards?|copies|copy|pass(?:es)?|delegates?|wraps?|parses?|knows? about|calls?|touch(?:es)?|routes?|reads?|uses?|reach(?:es)?|hits?|sends?|goes|talks? to|points? (?:at|to)|resolves?|returns?|maps?|selects?|picks?|chooses?|sets?)\b(?:(?!\s(?:and|but|while|whereas)\s)[^.;,]){0,30}|the only (?:code )?(?:paths?|routes?|callers?|ways?) (?:to|into)|(?:went|gone|go|been|combed|looked|worked|read) (?:all )?(?:through|over) (?:the whole|the entire|all (?:of )?the|every (?:line of )?(?:the )?)\s*(?:code|codebase|repo|repository|source|sources|files?)|(?:every|all|each) (?!(?:of (?:the |our |their )?)?(?:researchers?|child(?:ren)?|agents?|sub-?agents?|debriefs?|reports?|findings?|results?|answers?|claims?|figures?|counts?|rows?|records?|entr(?:y|ies)|columns?|fields?|values?)\b)[^.;]{0,60}?\b(?:was|were|has been|have been|got) (?:checked|read|reviewed|covered|searched|inspected|examined|audited|traced)|nothing else (?:in the (?:code|codebase|repo|repository|workspace)|routes|calls|uses|pins|sends|depends)|no other (?:code ?paths?|code|modules?|services?|paths?|adapters?|routes?|callers?|clients?|files?|places?|config(?:uration)?s?)\b|(?:neither\s+)?(?:[\w-]+\.[a-z]{2,4}|(?:the\s+)?[\w-]+\s+(?:router|adapter|client|module|service|handler|loader|script|code))\b(?:\s+(?:nor|or|and)\s+[\w-]+\.[a-z]{2,4})?[^.;]{0,30}?\bever\s+(?:returns?|calls?|sends?|routes?|uses?|picks?|selects?|reads?|touch(?:es)?|reach(?:es)?|hits?)\s+(?:anything|any\s+[\w-]+)\s+(?:but|other than|except|besides)\b|(?:covered|checked|searched|read|reviewed|audited|traced)\b[^.;]{0,40}?\b(?:every|all|each|the whole|the entire) (?:adapters?|files?|paths?|routes?|code ?paths?|places?|codebase|repo|code)|every (?:adapter|code path|path|file|route) (?:was |has been )?(?:checked|covered|read|searched)|the only (?:code )?(?:path|route|caller)|nowhere else|(?:code|codebase|code ?side|source|repo(?:sitory)?) (?:side )?(?:is|was|has been|are|were) (?:now )?(?:fully|completely|entirely|exhaustively) (?:mapped|covered|read|traced|reviewed|audited|searched|understood)|(?:our |the )?coverage (?:was|is|has been|were) (?:complete|full|total|exhaustive)|(?:complete|full|total) (?:code |source )?coverage)\b/gi;

/**
 * Dismissals of an open item: out of scope, ignorable, deferred, or with nothing to do about it
 * ("sandbox is test traffic, nothing to do there": twenty-sixth reader round; nothing to size,
 * plan or schedule for it, in a plan's register: twenty-ninth).
 */
const DISMISSAL =
  /\b(?:not (?:our|my|your|their|his|her) (?:problem|concern|worry|issue|business)|no (?:action|work|migration)(?:\s+for (?:us|them|anyone|the team|either team|ops|engineering))?(?=\s*(?:[.;:!)]|$))|nothing (?:(?:left |more )?to do|to be done|to (?:change|migrate|size|plan|schedule|budget|estimate|staff|fix|move)|needed)(?:\s+(?:there|here|for (?:them|it|those|these)))?(?=\s*(?:[.;:!)]|$))|out of scope|outside (?:the |our )?scope|outside (?:the|this|our|its) (?:present |current )?(?:finding|findings|question|analysis|answer|report|count|determination|summary|review|assessment)\b|beyond (?:the )?scope|not (?:in|within) scope|not relevant|irrelevant|set aside|(?:can|may) be ignored|safe to ignore|ignore (?:them|it|those|these)|(?:ignore|skip|disregard)(?:\s+(?:for now|it|them))?(?=\s*(?:[.;!)]|:[a-z_]+:|$))|not a concern|not worth (?:worrying|chasing)|(?:nothing|not much|no need) to (?:worry|fret|be concerned) about|immaterial|negligible|not part of (?:this|the) (?:answer|question)|(?:not|never|\w+n't) (?:a )?part of (?:this|the|our|that) [\w-]+|n\/a|not applicable|(?:doesn't|does not|don't|do not) apply|exclud(?:ed|es|e)|(?:not|n't) (?:been )?(?:included|counted)(?=\s*(?:[.;!)]|$))|parked|park(?:ing)? (?:it|them|that|those)|deferred|defer(?:ring)? (?:it|them|that|those)|shelved|put (?:aside|to one side)|left aside|(?:for|in) (?:a )?later (?:phase|plan|round|pass|release)|not (?:for|part of) this (?:plan|phase|round|pass|ticket|release)|(?:for|outside) this (?:plan|phase|round|pass|ticket|release)|(?:handled|tracked|dealt with) (?:separately|elsewhere|later)|(?:left|kept) out (?:on purpose|deliberately|intentionally|for now)|(?:deliberately|intentionally|purposely) (?:left out|omitted|excluded|skipped))\b/gi;

/**
 * Claims of no effect ("don't change this", "are unaffected", "zero risk from the override
 * merchants": twenty-sixth reader round; "… doesn't count" ending its clause, which says the
 * group is no part of the outcome, not "doesn't count toward the total": twenty-ninth).
 */
const NO_EFFECT =
  /\b(?:(?:doesn't|does not|doesn’t|don't|do not|don’t)\s+(?:really\s+)?count(?=\s*(?:[.;:!),]|$))|no (?:[\w-]+ )?(?:impact|effect|exposure|disruption)(?=\s*(?:[.;,)]|$)|\s+(?:and|but|or|so)\s)|(?:zero|no|nil) (?:real )?(?:risk|exposure|impact)(?= (?:from|to|for|with|in)\b)|needs? no (?:special |further |extra |particular |separate )?(?:handling|action|work|changes?|migration|attention|treatment)\b|(?:don't|do not|doesn't|does not|won't|will not|wouldn't|would not|can't|cannot)\s+(?:change|affect|matter|alter|add to|impact|move)\b|no (?:impact|effect|change) (?:on|to)|(?:is|are|stay|stays|remain|remains) (?:unaffected|not affected|safe|fine|ok|okay|in the clear|immune)|nothing changes|(?:won't|will not|don't|do not|doesn't|does not)\s+need\s+(?:any\s+)?(?:work|changes?|action|migration|attention|touching)\b|no (?:work|action|change|migration) (?:is )?(?:needed|required)|(?:can|may|should) (?:safely |just )?(?:be left|stay|remain) (?:as (?:they|it) (?:are|is)|alone|untouched|unchanged)|unaffected|non-?issues?|not (?:an? )?(?:issue|problem)s?|(?:isn't|aren't|is not|are not|not) (?:an? |really an? )?(?:real )?(?:concern|worry|risk)s?\b)/gi;

function matchesOf(pattern: RegExp, text: string): string[] {
  pattern.lastIndex = 0;
  return [...text.matchAll(pattern)].map((match) => match[0].toLowerCase());
}

/**
 * A negation shortly before a match ("can't give a definitive list", "not the full list"), or a
 * contrast that makes it the alternative not taken ("at least 19 rather than exactly 19":
 * twenty-sixth reader round).
 */
const NEGATED_BEFORE =
  /\b(?:not|no|never|cannot|can't|couldn't|isn't|aren't|wasn't|won't|without|nor|rather than|instead of|as opposed to|in place of)\b[^.;,:]{0,30}$/i;

/** Matches not negated by the words just before them. */
function assertedMatches(pattern: RegExp, text: string): string[] {
  pattern.lastIndex = 0;
  return [...text.matchAll(pattern)]
    .filter(
      (match) =>
        !NEGATED_BEFORE.test(text.slice(Math.max(0, (match.index ?? 0) - 40), match.index)) &&
        !HELD_OPEN_AFTER.test(text.slice((match.index ?? 0) + match[0].length)),
    )
    .map((match) => match[0].toLowerCase());
}

/**
 * A completeness phrase that is the object of keeping something open ("hold the final count
 * open", "leave the full list pending"): the list is said not to be complete yet.
 */
const HELD_OPEN_AFTER =
  /^\s+(?:[\w-]+\s+){0,2}?(?:open|pending|unsettled|undecided|provisional)\b/i;

/** The hedge families a text's cues convey, with the cues (one-word cues despite a typo). */
export function hedgeCues(raw: string): Map<HedgeFamily, string[]> {
  // Keys of structured answers ("indirect_probable", "break_if_table_authoritative") as words.
  // A premise about what was asked ("Assuming the question means production only: …") scopes
  // the answer; it is no premise of the claims after it.
  // Cues in a second language ("vermutlich", "siempre que") read as their English equivalents;
  // requirement keywords in capitals ("MAY skip") as permissions (requirement-keywords.ts).
  // Everyday idioms ("my hunch is", "on the table's figures") as canonical cues (everyday-hedges.ts).
  const text = correctTypos(
    withCanonicalIdioms(
      withEnglishCues(
        withoutQuestionScope(
          withoutRequirementKeywords(raw).replace(/(?<=[A-Za-z])_(?=[A-Za-z])/g, " "),
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

/** A comparison of certainty with a premise ("as certain as the table is"). */
const AS_CERTAIN_AS = /\bas (?:certain|sure|definite|solid|firm|reliable) as\b/gi;

/** Claims that a list is complete ("these are all", "no other merchants"). */
export function listCompleteness(text: string): string[] {
  return assertedMatches(LIST_COMPLETENESS, text);
}

/**
 * A state claimed of everyone a list leaves out ("nothing else is affected", "every other
 * merchant is on v3"): it says what the others do, not only that the list is complete.
 */
const REST_STATE =
  /\b(?:no other (?:merchants?|accounts?|customers?|integrations?)|nothing else|nobody else|no one else|no-one else|everyone else|everybody else|all (?:the )?(?:rest|others)|the rest|every other (?:merchant|account|customer|integration)|all other (?:merchants?|accounts?|customers?|integrations?))\b[^.;]{0,30}?\b(?:is|are|will be|would be|gets?|stays?|remains?)\s+(?:not\s+)?(?:affected|impacted|at risk|broken|fine|safe|unaffected|ok|okay|on v\d+)/gi;

/** Nobody left on the version ("no merchant depends on v2"): said of all outside a list. */
const NOBODY_ON_VERSION =
  /\b(?:no (?:merchants?|accounts?|customers?|integrations?)|nobody|no-?one)\s+(?:(?:will|would|then|still|longer)\s+)*(?:depends? on|relies on|rely on|uses?|calls?|sends?|hits?|is on|are on|runs? on|remains? on|stays? on|is left on|are left on)\s+v\d+\b/gi;

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
  ].join("|"),
  "gi",
);

/** Claims that the code was covered or holds nothing else ("covered every adapter"). */
export function codeCompleteness(text: string): string[] {
  // (A coverage metric, "adapters read: 100%", as the sentence it stands for: coverage-metrics.ts.)
  return [
    ...assertedMatches(CODE_COMPLETENESS, withCoverageMetricsAsClaims(withCanonicalIdioms(text))),
    ...assertedMatches(READ_THROUGHOUT, text),
  ];
}

/** Dismissals of an open item ("out of scope", "can be ignored"). */
export function dismissals(text: string): string[] {
  // Set aside until what would settle it comes ("parked until we have logs") keeps it open.
  const canonical = withCanonicalIdioms(text);
  DISMISSAL.lastIndex = 0;
  return [...canonical.matchAll(DISMISSAL)]
    .filter(
      (match) =>
        !UNTIL_SETTLED.test(canonical.slice((match.index ?? 0) + match[0].length).slice(0, 60)) &&
        // "n/a" in a rating slot ("confidence n/a") leaves the claim unrated: no dismissal.
        !(/^n\/a$/i.test(match[0]) && inRatingSlot(canonical.slice(0, match.index ?? 0))) &&
        // Exclusion denied ("nothing we have excludes them", "can't exclude") keeps it open.
        !(/^exclud/i.test(match[0]) && DENIED_BEFORE.test(canonical.slice(0, match.index ?? 0))),
    )
    .map((match) => match[0].toLowerCase());
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
