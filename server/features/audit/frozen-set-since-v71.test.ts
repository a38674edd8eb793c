import { describe } from "vitest";
import { allowForSetScoring, itHoldsTunedFloor } from "../../testing/frozen-set-floors";

allowForSetScoring();

/**
 * The floors of the tuned frozen audit sets from v71 on (datasets/audit, issue 14); v59 to v70
 * are in frozen-set-since-v59.test.ts. Each floor sits just under the figure the reader reaches
 * on its tuned set, so a change that makes it worse fails here; the comments keep the figures
 * each round reached.
 */
describe("the frozen audit set v71 (held out when written, tuned on in the sixty-sixth round)", () => {
  // v71 (affective and personal stance: the writer's feelings, stakes and gut sense carry the
  // hedges, or fail to: worry, relief, frustration, surprise, embarrassment and apology, gut
  // feeling and instinct, sleep, job and reputation idioms, stakes, intensifiers, reassurance
  // offered to the reader, enthusiasm) was written blind. Unseen: 77.5% / 95.7%, 78/145, 0 of
  // 30 faithful answers with a high flag. Tuned on in the sixty-sixth round (2026-12-05, the
  // round66 session), read answer by answer. Mechanisms: personal conviction as certainty
  // (doubt counted out, a calm night promised over the claim, one's record staked on it, a gut or
  // instinct vouched for by its record, expertise, an ungraded "I'm confident" or "comfortable";
  // certainty-idioms.ts), an opening sentence that vouches for the whole ("I'll sleep well
  // tonight on this one.", a cheer over a solved puzzle) and a conviction that leads its sentence
  // with a colon ("I'm confident: …") as frames (opening-verdicts.ts); reassurance that a group
  // needs nothing ("you can stop worrying about …", "won't hurt anyone", "nobody will notice",
  // "not part of this", "aren't an issue", "won't touch them") and hand-offs that decline it
  // ("the sandbox researcher's problem", "a separate ticket"), a list called the whole story
  // (overstatement-cues.ts); any other outcome called unimaginable as certainty and completeness
  // (everyday-hedges.ts, negated-leanings.ts); a gut's figure as a hunch, a belief noun vouched
  // for by its record as none (everyday-hedges.ts); the admitted hedges said to change nothing
  // (overridden-admissions.ts); "but come on:" (waved-off-caveats.ts) and "end of discussion"
  // (certainty-idioms.ts); an absolute "with the five unknown" and a comma-spliced clause that
  // adds a group as conjuncts of their own (conjunct-scope.ts, question-status.ts); a real
  // finding "not a theory" as proven (everyday-hedges.ts); a "so" consequence of no effect takes
  // the group and findings before it (shared-outcomes.ts); "thinking about" is no belief
  // (hedge-cues.ts, verb-classes.ts); "courtesy of" attributes (attribution-idioms.ts); merchant
  // ids called everyone on a version are a list called complete (everything-predicates.ts); the
  // gap that would settle a question closed by a list called complete is asserted too
  // (gap-status.ts). Reached 95.3% / 99.0%, 133/145, 0; floors just under.
  itHoldsTunedFloor({
    version: "v71",
    faithful: 30,
    dropped: 316,
    recall: 0.955, // (95.9% after the seventy-third round)
    precision: 0.985,
    high: 0.915,
    fwh: 0,
  });
});

describe("the frozen audit set v72 (held out when written, tuned on in the sixty-ninth round)", () => {
  // v72 (customer-facing and escalation replies: answers addressed to a merchant, an account
  // manager or an escalation queue, with internal notes beside the customer line, promises,
  // reassurance, polite deflection, filled support macros, ticket status fields, handoffs to
  // another team and apology-and-fix corrections) was written blind. Unseen: 78.9% / 96.0%,
  // 82/167, 1 of 30 faithful answers with a high flag. Tuned on in the sixty-ninth round
  // (2026-12-05, the round69 session), read answer by answer. Mechanisms: the requester's own
  // asking ("for the merchant asking") hedges nothing (hedge-cues.ts); a ticket status waiting
  // on the customer ("Status: Awaiting customer confirmation") is workflow and a filled template
  // blank ("Confidence: [confirmed]") reads as its value (form-values.ts); a rating line with its
  // noun of measure ("Confidence level:") rates its block (confidence-lines.ts); closure declared
  // in a support reply ("this one is final", "final from Engineering", "Our side is done", "you
  // can rely on that list", "Full impact list", "Merchants who have not been contacted are not
  // affected") calls the list complete, and silence told as a condition ("If you haven't heard
  // from us, you are not affected") reads as that claim (closure-declarations.ts,
  // answer-text-preparation.ts); a full review of the code told as a noun ("after a full review
  // of our integrations") claims every file read (coverage-scope.ts, gap-status.ts); "we've been
  // through" named code claims each piece read (firsthand-reading.ts, overstatement-cues.ts,
  // gap-status.ts); a letter to one merchant that points at a child's counted list ("the direct
  // researcher's 16") lists others (letter-frame.ts); the writer's own earlier claim reported
  // and disowned ("I listed … , and nobody has established that") is withdrawn (retractions.ts).
  // Reached 95.3% / 98.6%, 122/167, 0; floors just under.
  itHoldsTunedFloor({
    version: "v72",
    faithful: 30,
    dropped: 451,
    recall: 0.95,
    precision: 0.985,
    high: 0.76, // (127/167 after the eighty-third round: a bulleted question heading, renamed referents)
    fwh: 0,
  });
});

describe("the frozen audit set v73 (held out when written, tuned on in the seventy-third round)", () => {
  // v73 (everyday model answers: the shapes chat models most often return, with no single device
  // dominating: a short direct paragraph, a verdict then bullets, bold lead-ins, a closing
  // "Caveats" list or "Note:" line, compact tables, "Key findings / Open questions / Next
  // steps", polite closing offers) was written blind. Unseen: 85.4% / 90.0%, 78/115, 0 of 30
  // faithful answers with a high flag. Tuned on in the seventy-third round (2026-12-06, the
  // round73 session), read answer by answer. Mechanisms: a bold lead-in label's closing emphasis
  // after its colon keeps the children's reading of named parts ("**Coverage:** the researchers
  // went through the adapters, …": listed-reading.ts); a source said to have kept silent
  // ("whether they lose it on that date is something the provider hasn't announced") gives an
  // open clause that points back no subject of its own (pointed-questions.ts,
  // pointer-resolution.ts); a lean before a reassuring outcome ("most likely fine", "probably
  // not an issue") answers an open question as "should be fine" does (recall-softeners.ts); a
  // verdict of no consequence ("I don't think it changes anything", "there's nothing to worry
  // about there") waves off the hedged clauses of its sentence (waved-off-caveats.ts); the rest
  // of the code excluded ("nothing else in the codebase routes to v2") asserts nothing of a gap
  // whose question is kept open in words of waiting, where no reading is claimed, and beside the
  // children said to have read named parts an exclusion still speaks of the whole code
  // (code-rest-exclusions.ts, gap-status.ts); "no other v2 paths" says the code holds nothing
  // else (overstatement-cues.ts). Reached 95.3% / 96.3%, 99/115, 0; floors just under.
  itHoldsTunedFloor({
    version: "v73",
    faithful: 30,
    dropped: 274,
    recall: 0.955, // (96.0% after the seventy-sixth round: totals that overrule or state outcomes)
    precision: 0.96,
    high: 0.86,
    fwh: 0,
  });
});

describe("the frozen audit set v74 (held out when written, tuned on in the seventy-fifth round)", () => {
  // v74 (syntactic density: long sentences that compress several claims into one, with
  // appositives, parentheticals, relative clauses, semicolon chains and hedges that must reach
  // the right clause) was written blind. Unseen (the round's baseline): 81.7% / 89.9%, 55/93, 2
  // of 29 faithful answers with a high flag. Tuned on in the seventy-fifth round (2026-12-06,
  // the round75 session), read answer by answer. Mechanisms: premises announced, then spelled
  // out after "namely" or in a dash aside, are conditions over the main clause
  // (announced-premises.ts); a condition about one premise does not keep another group's
  // question open (foreign-conditions.ts); what a query lists is not the answer's list
  // (source-listings.ts); a cross-check reported in passing claims the files read
  // (reported-cross-checks.ts); "no way around" denies an escape, not knowledge (hedge-cues.ts);
  // certainty about another group contrasts it and contradicts no hedge (contrasted-groups.ts);
  // a counted group added with its own relative clause keeps that clause's hedge to itself
  // (conjunct-scope.ts); a consensus lead before a colon vouches for the run after it
  // (consensus-leads.ts, hedge-cues.ts). Reached 84.7% / 95.7%, 63/93, 0; floors just under.
  itHoldsTunedFloor({
    version: "v74",
    faithful: 29,
    dropped: 262,
    recall: 0.845,
    precision: 0.955,
    high: 0.675,
    fwh: 0,
  });
});

describe("the frozen audit set v75 (held out when written, tuned on in the seventy-fourth round)", () => {
  // v75 (hard cases that look like something else: strong words about something other than the
  // claim, certainty quoted from a source then qualified, negated doubt beside negated certainty,
  // hedge words on the wrong claim or an example, caveats raised then overridden, top-of-answer
  // caveats, conditionals that carry or decorate, caveats as questions) was written blind.
  // Unseen: 71.6% / 93.0%, 60/119, 2 of 30 faithful answers with a high flag. Tuned on in the
  // seventy-fourth round (2026-12-06, the round74 session), read answer by answer. Mechanisms:
  // doubt negated as a noun or a state ("there's no doubting the rest", "what isn't in question
  // is production") asserts (hedge-cues.ts); a bare demonstrative after an exception ("Beyond
  // that, this is settled") is the residual subject (residual-certainty.ts); "and nothing else
  // does" calls the list complete, a completeness phrase under a concessive ("whatever the final
  // list") does not, a group never flagged as a problem or concluded "out" is a claim of no effect
  // (overstatement-cues.ts); negation contracted onto its auxiliary ("isn't certain", "hasn't
  // been settled") hedges (hedge-cues.ts); "nothing in the workspace confirms" denies its verb
  // (negated-subjects.ts); an elliptical addition ("…; the sandbox twelve too") repeats the hedge
  // before it (elliptical-additions.ts); a question answered by a verdict drawn in the next
  // sentence ("…, so no") is answered (question-closures.ts), and so is a premise asked about and
  // answered at once ("Is the column reliable? It's the configuration of record.":
  // answered-premise-questions.ts, asserted-authority.ts); hedges on the wording ("Probably the
  // simplest way to put it:") or on order and timing ("m_0148 possibly later in the day") hedge
  // no claim (phrasing-hedges.ts, order-hedges.ts); conditions on the telling ("If you need one
  // number, …", "If you're asking who: …") are blank (speech-act-conditions.ts); "so they're
  // already counted" folds a group in (shared-outcomes.ts); "X inferred this" and "what it found
  // is …" point back (pointer-resolution.ts). Reached 92.3% / 98.2%, 101/119, 0; floors just under.
  itHoldsTunedFloor({
    version: "v75",
    faithful: 30,
    dropped: 299,
    recall: 0.92,
    precision: 0.98,
    high: 0.845,
    fwh: 0,
  });
});

describe("the frozen audit set v76 (held out when written, tuned on in the eightieth round)", () => {
  // v76 (quantities, proportions and vague amounts: fractions and percentages, vague
  // quantifiers, bounds, rounding and ballparks, counts in words, per-group tallies, "x out of y"
  // lines, zeros and 100%s) was written blind. Unseen: 65.0% / 90.8%, 76/170, 5 of 30 faithful
  // answers with a high flag. Tuned on in the eightieth round (2026-12-06, the round80 session),
  // read answer by answer. Mechanisms: a scope named by its owner and denied to a group ("aren't
  // in the question's scope") declines it (overstatement-cues.ts); a group said to be out of play
  // ("definitely not in play") or passed by the retirement ("a test endpoint the retirement
  // doesn't touch") is given an outcome (settled-outcomes.ts); a zero given as a group's share
  // ("contribute 0%", a tally step "+0") says it adds nothing (added-nothing.ts); a bare "Final:"
  // that gives only a figure closes a running tally instead of superseding it
  // (final-answer-parts.ts); a ceiling named firm ("Hard ceiling: 24") claims completeness
  // (count-ceilings.ts). Reached 82.0% / 92.6%, 93/170, 5; floors just under. Eighty-sixth
  // round: a zero count or "neither" as the subject's determiner ("0 of the 19 are beyond
  // doubt", "neither part of it is settled", "zero children verified") denies the certainty
  // word after it (negated-subjects.ts). Reached 82.0% / 94.4%, 95/170, 2.
  itHoldsTunedFloor({
    version: "v76",
    faithful: 30,
    dropped: 394,
    recall: 0.815,
    precision: 0.94,
    high: 0.545,
    fwh: 2,
  });
});

describe("the frozen audit set v77 (held out when written, tuned on in the eighty-first round)", () => {
  // v77 (the house styles of different chat assistants: concise plain answers, heavily formatted
  // ones with emoji status badges, headings and closing offers, cautious over-hedgers,
  // eager-to-please rounders, small local models with slips, reasoning models with a "Thinking:"
  // preamble) was written blind. Unseen: 89.4% / 98.5%, 110/184, 1 of 30 faithful answers with
  // a high flag. Tuned on in the eighty-first round (2026-12-06, the round81 session), read
  // answer by answer. Mechanisms: a coverage metric under a bold label ("**Coverage:** 100%")
  // claims the code read (coverage-metrics.ts); a shown "Thinking:" preamble is part of the
  // answer, not a draft an "Answer:" or "Final answer:" mark supersedes (final-answer-parts.ts);
  // the writer's decision to hand the result over without the hedges just named ("so I'll give
  // the count without qualifiers", "I won't carry that assumption forward", "present the result
  // as final") dismisses them (rejected-hedges.ts), and a result handed over "as final" calls
  // the list complete (closure-declarations.ts); a negated subject after a causal connective
  // ("as no traffic was examined") is a gap given as a reason, no reading
  // (coverage-claims.ts; taken out after the round, once "unsure" hedged in hedge-cues.ts). Reached 96.4% / 99.4%, 141/184, 0; floors just under.
  itHoldsTunedFloor({
    version: "v77",
    faithful: 30,
    dropped: 357,
    recall: 0.96,
    precision: 0.99,
    high: 0.76,
    fwh: 0,
  });
});

describe("the frozen audit set v78 (held out when written, tuned on in the eighty-third round)", () => {
  // v78 (renamed and paraphrased references: merchants called "accounts" or "clients", v2 "the
  // legacy API", the fallback "the backup route", the override "the per-request version pin",
  // groups by short names, children by role, restated dates and counts, "the latter" across
  // sentences) was written blind. Unseen: 87.6% / 56.4% (208 false flags, most on the sandbox
  // and override questions and the gaps that follow them), 78/146, 1 of 29 faithful answers
  // with a high flag. Tuned on in the eighty-third round (2026-12-06, the round83 session), read
  // answer by answer. Mechanisms: an everyday name of a non-production environment ("staging",
  // "the test environment", "non-prod", test accounts of any kind) is the sandbox, unless it is
  // only where a check was run ("verified in staging"), and a version set per request by a
  // header ("header-pinned", "version headers") is the per-request override, for linking a
  // clause to its open question (renamed-referents.ts); a topic declined in the perfect ("I've
  // left them out") or declared no part of the question ("staging isn't part of this") is
  // declined (declined-topics.ts), and so is a group whose next clause declines it ("… aren't
  // production, so I've left them out"; dismissal-attachment.ts); what the new linking exposed
  // elsewhere: a bulleted short question is a heading ("• What about test accounts? …",
  // question-answer-pairs.ts), a reply bounded by "anywhere I could find" is softened, not
  // hedged (recall-softeners.ts), "don't route through v2" is an outcome (settled-outcomes.ts),
  // and a dismissal that overrides a concession ("To be fair, … In practice … can be ignored")
  // answers the question (dismissal-attachment.ts). Reached 87.6% / 90.3%, 97/146, 1; floors
  // just under. Eighty-seventh round (2026-12-06, the round87 session): a hedge word made a noun
  // for what it hedges ("the two maybes: …", "the possibles") hedges as the adverb does, so a
  // colon lead it heads hedges its list (hedge-cues.ts). Reached 87.6% / 92.1%, 97/146, 0.
  itHoldsTunedFloor({
    version: "v78",
    faithful: 29,
    dropped: 307,
    recall: 0.87,
    precision: 0.92,
    high: 0.66,
    fwh: 0,
  });
});

describe("the frozen audit set v79 (held out when written, tuned on in the eighty-fourth round)", () => {
  // v79 (modality, tense and aspect: epistemic modals against advisory "should", futures of
  // different strength, conditionals of mood, past tense on a future date, perfect and progressive
  // aspect, hedges carried only by "appear to", "seem to") was written blind. Unseen: 85.4% /
  // 93.5%, 96/131, 2 of 30 faithful answers with a high flag. Tuned on in the eighty-fourth round
  // (2026-12-06, the round84 session), read answer by answer. Mechanisms: "should" with a person
  // or team as subject before a verb of doing ("Engineering should migrate …") and a passive duty
  // in a period ("should all be moved … this quarter") advise, they do not hedge
  // (requirement-keywords.ts); advice to "treat" a group "as affected" and "going by the four
  // children" set no premise, "look set to" hedges, "are bound to" asserts, "argued, not
  // demonstrated" names an inference, a certainty word glossed in quotes ("'confirmed' here
  // means") or set beside its negation ("what has been established and what hasn't") is mentioned,
  // not used (hedge-cues.ts); "can be taken as authoritative" relies on the source as certain and
  // "has now been read" is coverage in the passive (everyday-hedges.ts); "read" in the passive
  // after a kind of code names no behaviour (code-claim-areas.ts); "they don't move the nineteen"
  // after its sentence called the groups open questions overrules them (overruled-caveats.ts,
  // question-status.ts). Reached 96.4% / 96.0%, 109/131, 0; floors just under.
  itHoldsTunedFloor({
    version: "v79",
    faithful: 30,
    dropped: 302,
    recall: 0.96,
    precision: 0.955,
    high: 0.83,
    fwh: 0,
  });
});
