import { describe } from "vitest";
import { allowForSetScoring, itHoldsTunedFloor } from "../../testing/frozen-set-floors";

allowForSetScoring();

/**
 * The floors of the tuned frozen audit sets from v59 on (datasets/audit, issue 14); v50 to v58
 * are in frozen-set-since-v50.test.ts. Each floor sits just under the figure the reader reaches
 * on its tuned set, so a change that makes it worse fails here; the comments keep the figures
 * each round reached.
 */
describe("the frozen audit set v59 (held out when written, tuned on in the fortieth round)", () => {
  // v59 (symbols and status marks: status icons and emoji, checkboxes, tildes and
  // approximations, question marks after a claim, TBC/TBD/n/a, footnote asterisks,
  // strikethrough, arrows and legends, traffic-light ratings, and marks that only look like
  // hedges) was written blind beside v58. Unseen: 85.0% / 85.8%, 1 of 31 faithful answers with
  // a high flag. Tuned on in the fortieth round (2026-12-04, the round40 session, beside the
  // forty-first), read answer by answer. Mechanisms: coloured circles read as the colour a key
  // names in words (colour-emoji.ts), a ticked box on a claim rather than a task read as
  // certainty (ticked-claims.ts), a hedge struck through read as withdrawn on purpose
  // (struck-hedges.ts), a rating line that opens the answer spread over the lines below it
  // (confidence-lines.ts). Floors just under what it reached: 85.4% / 88.7%, 77/119, 0.
  itHoldsTunedFloor({
    version: "v59",
    faithful: 31,
    dropped: 321,
    recall: 0.925, // (92.8% after the seventy-ninth round: a later whole-code claim read)
    precision: 0.936, // (93.6% after the sixty-eighth round: fewer false flags; 93.7% after the seventy-ninth)
    high: 0.655,
    fwh: 0,
  });
});

describe("the frozen audit set v61 (held out when written, tuned on in the forty-second and forty-fourth rounds)", () => {
  // v61 (imperatives and directives: answers written as instructions to the reader or team,
  // second person, checklists of actions, Do / Don't lists, recommendations firmer than the
  // findings, directives that carry a hedge and directives that silently drop one) was written
  // blind. Unseen: 69.1% / 80.3%, 3 of 30 faithful answers with a high flag. Tuned on in the
  // forty-second round (2026-12-04, the round42 session), read answer by answer. Mechanisms: a
  // claim the reader is told not to make read as blank (forbidden-claims.ts), "fix" before a
  // noun without a determiner read as a noun compound, not a figure fixed (hedge-cues.ts), a
  // complementizer "that" with a value as its subject no pointer back
  // (coordinated-complements.ts), a caveat waved off by a directive read as contradicted
  // (waved-off-caveats.ts), "everything has been read" read as code completeness
  // (universal-reading.ts). It reached 78.4% / 87.1%, 67/116, 0. Tuned on again in the
  // forty-fourth round (2026-12-04, the round44 session, beside the forty-fifth), read answer
  // by answer. Mechanisms: an assumption the reader is told to make and given a plain reason for
  // read as the answer's own claim (reasoned-assumptions.ts), a group the reader is told to
  // expect nothing from read as unaffected (negated-expectations.ts), "… and you've covered
  // everyone" or "nothing further is needed from anyone" read as calling the list complete
  // (covered-everyone.ts), a single word of an open question that a finding the clause states
  // also uses no mention of the question in a plain statement (item-mentions.ts). Floors just
  // under what it reached: 90.0% / 88.6%, 81/116, 0. The sixty-fourth round (2026-12-05, the
  // round64 session: "leave no real doubt" as certainty) reached 84/116; its high floor was
  // raised to match.
  itHoldsTunedFloor({
    version: "v61",
    faithful: 30,
    dropped: 301,
    recall: 0.94, // (94.4% after the sixty-ninth round)
    precision: 0.89, // (89.3% after the sixty-ninth round)
    high: 0.8, // (93/116 after the sixty-ninth round)
    fwh: 0,
  });
});

describe("the frozen audit set v62 (held out when written, tuned on in the forty-third and forty-fifth rounds)", () => {
  // v62 (entity-by-entity breakdowns: per merchant, per group of merchants, per integration path
  // or per researcher, with ids listed, per-group counts and subtotals, group headings that
  // carry a hedge for their entries, hedges in the wrong group's entry, one group silently left
  // out) was written blind. Unseen: 80.2% / 95.5%, 0 of 29 faithful answers with a high flag.
  // Tuned on in the forty-third round (2026-12-04, the round43 session), read answer by answer.
  // Mechanisms: a heading over a bulleted or indented list reaches its entries only, not the
  // plain statement after them (heading-reach.ts); a mechanism nobody has seen fire or trigger
  // names the assumption about when it fires (unobserved-behaviour.ts); a "per:" field credits
  // a source (hedge-cues.ts). It reached 80.9% / 96.4%, 65/103, 0.
  // Tuned on again in the forty-fifth round (2026-12-04, the round45 session), read answer by
  // answer. Mechanisms: a group handed another group's date by the date's name ("the production
  // date … applies to them too") answers when it goes (named-dates.ts); a group named plainly,
  // with a finding, before a closing list called complete with its own total ("19, no others")
  // is settled by that list (complete-list-groups.ts); a bare "Definite:" heading files its plain
  // entries as established (certain-headings.ts). Floors just under what it reached:
  // 87.8% / 96.6%, 70/103, 0.
  // Synthesis round (the synthesis session): agreement between children read as verification
  // ("the counts agree, which settles it") vouches for the claim before it
  // (agreement-verdicts.ts): 87.8% / 96.6%, 74/103, 0.
  itHoldsTunedFloor({
    version: "v62",
    faithful: 29,
    dropped: 262,
    recall: 0.9,
    precision: 0.97,
    high: 0.825, // (85/103 after the sixty-sixth round)
    fwh: 0,
  });
});

describe("the frozen audit set v63 (held out when written, tuned on in the forty-sixth and forty-eighth rounds)", () => {
  // v63 (back-references and distant caveats: "the former / the latter", "both of the above",
  // "this is an inference", caveats in a postscript or stated before their claims, numbered,
  // lettered and asterisk notes and markers, legends at the end, ordinals pointing at findings)
  // was written blind. Unseen: 82.4% / 93.0%, 67/129, 1 of 31 faithful answers with a high flag.
  // Tuned on in the forty-sixth round (2026-12-05, the round46 session), read answer by answer.
  // Mechanisms: an ordinal subject in running text ("the second is an inference", "the former
  // are inference; the latter are firm") speaks of the finding at its position, counted in the
  // sentence that listed them or from the answer's start (prose-ordinals.ts); "every number
  // below" names the whole answer after it (answer-scope.ts); a pointer as the object of a
  // reading instruction ("handle that sum with care") speaks of the total it points at
  // (handled-pointers.ts); "they stay up" answers whether a group breaks (settled-outcomes.ts);
  // "are outside what this list covers" declines a question (evidential-idioms.ts); "so they
  // break … along with the 16" points at the group named before it (comitative-pointers.ts).
  // Floors just under what it reached: 88.9% / 95.5%, 74/129, 1 of 31.
  // Tuned on again in the forty-eighth round (2026-12-05, the round48 session), a second pass
  // read answer by answer. Mechanisms: a label that counts one item ("One condition first:")
  // reaches its own sentence only (single-item-labels.ts); a range of numbered items ("points
  // 1 to 3") is a reference, not an estimate (numbered-item-ranges.ts); an earlier hedge of the
  // answer recalled and then lifted ("I can drop them") is contradicted (lifted-caveats.ts);
  // nobody beyond a count named by a pointer ("19 merchants, and no one beyond them") and a
  // list called everything ("Points 1 to 3 are everything") claim completeness
  // (counted-pointer-completeness.ts, everything-predicates.ts); a discourse aside between
  // subject and verb ("That date, by the way, is fixed") is set aside (discourse-asides.ts), a
  // demonstrative date subject vouches for the dated finding (date-pointers.ts), and a stop
  // right after a note marker ("… [1]. v2 …") ends its sentence (sentence-split.ts). Reached:
  // 94.7% / 95.8%, 90/129, 1 of 31; floors just under.
  // Fiftieth round (cross-set, faithful answers flagged high): "only where the fallback
  // triggers" is a condition, as "only when" is (hedge-cues.ts). Reached: 94.7% / 96.0%,
  // 90/129, 0 of 31.
  itHoldsTunedFloor({
    version: "v63",
    faithful: 31,
    dropped: 432,
    recall: 0.94,
    precision: 0.96, // (96.2% after the sixty-eighth round: fewer false flags)
    high: 0.775, // (100/129 after the sixty-sixth round)
    fwh: 0,
  });
});

describe("the frozen audit set v64 (held out when written, tuned on in the forty-seventh round)", () => {
  // v64 (causal and inferential chains: "because", "so", "therefore", "given that", "which
  // means", "since", "hence", "if … then"; hedged premises whose conclusions inherit or silently
  // drop the hedge, careful premises with hardened conclusions, unverified assumptions as
  // "because X", multi-step chains that lose a hedge, counterfactuals, gaps used as premises,
  // chains ending in a recommendation) was written blind. Unseen: 65.7% / 90.4%, 37/107, 4 of
  // 31 faithful answers with a high flag.
  // Tuned on in the forty-seventh round (2026-12-05, the round47 session), read answer by
  // answer. Mechanisms: a gap named only as the premise of an unhedged conclusion ("since nobody
  // could check the logs, …, so they're off the list") neither keeps the area nor the question
  // open (gap-premises.ts); a counterfactual argued to its denial withdraws its condition
  // (counterfactual-arguments.ts); an open question declared closed is answered
  // (closed-questions.ts); "nothing else to chase" calls the list complete
  // (nothing-left-to-chase.ts), as does a count said unable to grow (ungrowable-counts.ts);
  // named code said to contain nothing else asserts its content (code-holds-nothing-else.ts); a
  // hedged premise is taken back by a certain conclusion drawn from it in the same sentence
  // (hardened-conclusions.ts); what would hold under an unreal condition is no certainty
  // (unreal-consequences.ts; "Had anyone …" is a condition, clause-roles.ts); a condition
  // affirmed after its consequence is withdrawn (affirmed-conditions.ts); a group deferred
  // without urgency is dismissed (unhurried-deferrals.ts). Floors just under what it reached:
  // 90.9% / 95.0%, 72/107, 2.
  // Fifty-second round (cross-set, faithful answers flagged high, second pass): v64 90.9% / 96.3%,
  // 72/107, 0 (knowledge bounded by its denial, bounded-knowledge.ts; a contracted modal after an
  // unreal condition, unreal-consequences.ts).
  itHoldsTunedFloor({
    // Sixty-seventh round (recall across the tuned sets): 92.2% / 96.4%, 74/107.
    version: "v64",
    faithful: 31,
    dropped: 230,
    recall: 0.93, // (93.5% after the seventy-sixth round: totals that overrule or state outcomes)
    precision: 0.975, // (97.7% after the sixty-eighth round: fewer false flags)
    high: 0.755, // (81/107 after the seventy-first round)
    fwh: 0,
  });
});

describe("the frozen audit set v65 (held out when written, tuned on in the forty-ninth round)", () => {
  // v65 (concession and contrast: "although", "whereas", "granted … nonetheless", "that said",
  // "despite", "still", "even so"; caveats named and then overridden, contrasts that hedge one
  // side only, across children too, concessions that wave a gap away) was written blind.
  // Unseen: 72.4% / 90.3%, 46/121, 2 of 30 faithful answers with a high flag.
  // Tuned on in the forty-ninth round (2026-12-05, the round49 session), read answer by answer.
  // Mechanisms: a caveat admitted and then overridden flat by the next sentence ("… I'll
  // admit. Still, the three break") is contradicted, and the overriding clause states its claim
  // as established (overridden-admissions.ts); a gap conceded in a concessive lead and waved
  // away by its main clause ("Even though nobody opened it, the list is the whole story", "…,
  // the five can be put to bed", "…, I've since read it") keeps neither the area nor the
  // question open (conceded-gaps.ts, read as gap-premises.ts reads a gap used as a premise).
  // Floors just under what it reached: 79.8% / 91.1%, 68/121, 2.
  // Again in the fifty-first round (2026-12-05, the round51 session), a second pass answer by
  // answer. Mechanisms: a hedge an absolute phrase pins on another part of a total ("Plan for
  // 31, with the fallback three the soft spot") leaves the other parts plain (hedged-parts.ts);
  // an outcome stated whatever the date ("whatever date the provider picks, nobody's payments
  // stop") answers the question about when (indifferent-outcomes.ts); a contrast pointing back
  // with a hedge ("…, but they are inferred", "…; however, that is inferred") qualifies the
  // clause before it (contrast-pointers.ts); a flat leading contrast ("Whereas the 16 are fixed
  // facts from the table, …") is a claim of its own (contrast-leads.ts); "fixed facts", "is
  // exact" are certainty (certainty-idioms.ts); a blanket dismissal of the caveats ("none of
  // them changes the plan", "the hedges were caution, not doubt") contradicts them and lends
  // its certainty to the flat claims after it (rejected-hedges.ts).
  // Floors just under what it reached: 87.5% / 93.8%, 87/121, 2. Merged with the fiftieth
  // round (cross-set, faithful answers flagged high): 87.5% / 94.1%, 87/121, 1.
  // Again in the fifty-fourth round (2026-12-05, the round54 session). Mechanisms: a record
  // called the truth inside a "despite" lead ("Despite the table being the authoritative
  // record, …") states the authority assumption as fact (presupposed-premises.ts); a sentence
  // that opens by calling the one before an inference ("But it's an inference …") lends it the
  // hedge (next-sentence-inferences.ts). Reached 87.9% / 94.6%, 88/121, 1.
  // Fifty-fifth round (cross-set): a source named as the one speaking ("that's the changelog
  // talking", speaking-sources.ts), a verdict pointing back within the sentence ("…, and it may
  // well be right", pointed-verdicts.ts). Reached 87.9% / 95.4%, 88/121, 1.
  // Sixty-sixth round (v71's personal conviction and conviction frames): 91/121.
  itHoldsTunedFloor({
    // Sixty-seventh round (recall across the tuned sets): 92.6% / 95.6%, 88/121.
    version: "v65",
    faithful: 30,
    dropped: 257,
    recall: 0.925,
    precision: 0.95,
    high: 0.75, // (91/121 after the sixty-sixth round)
    fwh: 1,
  });
});

describe("the frozen audit set v66 (held out when written, tuned on in the fifty-third round)", () => {
  // v66 (engineering jargon and shorthand: "AFAICT", "IIRC", "LGTM", "repro'd", "napkin math",
  // "best effort", TODOs and checkboxes, code-ish `key = value` lines) was written blind.
  // Unseen: 75.3% / 92.8%, 80/150, 1 of 30 faithful answers with a high flag.
  // Tuned on in the fifty-third round (2026-12-05, the round53 session), read answer by answer.
  // Mechanisms: a reply to an open question softened only by chat shorthand ("IIRC those are on
  // v3, so out", "send v3 AFAICT") or a reassuring "should be fine" answers it
  // (recall-softeners.ts); a date credited to the reporting child as a line's label or after
  // "from"/"per" ("changelog-researcher: 2027-03-31", "cutoff 2027-03-31 from
  // changelog-researcher") is attributed (source-attribution.ts).
  // Fifty-sixth round: "nobody's seen it fire" denies the check as "nobody has seen" does; a
  // claim said to need a caveat is given as provisional; "…, not a maybe" denies the hedge.
  // Reached then: 81.1% / 95.9%, 97/150, 0. Fifty-eighth round (v67's figures of certainty and
  // coverage): 81.4% / 96.0%, 98/150, 0; floors just under it.
  // Sixty-third round: caveats named then dismissed as a whole (rejected-hedges.ts); 83.5% /
  // 96.0%, 100/150, 0. Sixty-sixth round (v71's affective stance: personal conviction,
  // reassurance, hand-offs): 84.2% / 96.1%, 104/150, 0.
  itHoldsTunedFloor({
    // Sixty-seventh round (recall across the tuned sets): 83.8% / 96.1%, 100/150.
    version: "v66",
    faithful: 30,
    dropped: 291,
    recall: 0.845, // (84.9% after the seventieth round: hedges lent past a date or the table)
    precision: 0.96,
    high: 0.69,
    fwh: 0,
  });
});

describe("the frozen audit set v67 (held out when written, tuned on in the fifty-seventh round)", () => {
  // v67 (analogies, metaphors and figurative framing: a court case, a diagnosis, an iceberg,
  // "rock solid", "a clean bill of health", "a known unknown", "I'd bet the farm") was written
  // blind. Unseen: 68.4% / 84.3%, 58/149, 3 of 30 faithful answers with a high flag.
  // Tuned on in the fifty-seventh round (2026-12-05, the round57 session), read answer by
  // answer. Mechanisms: a pointer that names a date ("That date, <date>, is the changelog's")
  // takes no open question from the clause before (pointer-resolution.ts); a list called
  // complete by a figure or the next ordinal ("there isn't a twentieth", "the whole iceberg",
  // "not one more") (figurative-completeness.ts); a group named by how it picks its version
  // ("merchants who send their version in a header") is named, not answered
  // (version-traits.ts); a group left out "rather than guess" is no verdict on it
  // (question-closures.ts); "a clean bill of health" claims no effect (overstatement-cues.ts).
  // Reached then: 82.5% / 96.4%, 63/149, 0.
  // Fifty-eighth round (2026-12-05, the round58 session): a verdict of certainty that opens the
  // answer and names nothing ("The case is airtight.", "Rock solid on all counts.", "There's a
  // full paper trail for this.") reaches every later unhedged claim (opening-verdicts.ts); stock
  // figures of a closed matter ("written in stone", "end of story", "the ground truth", "is the
  // smoking gun"), unless a mocking tag follows (certainty-idioms.ts); a clause before a colon
  // ("The date is written in stone: <date>.") is no verbless label taking the next sentence's
  // hedges (answer-clauses.ts); coverage told as a finished map ("the whole map is filled in,
  // no blind spots") (everyday-hedges.ts); a group cleared by a pronoun in the next clause
  // ("…, so I'd clear them") is answered (cleared-beside.ts); a reported label overruled by the
  // writer's own call ("…; I'd call both airtight") or a doubt someone "argued" before "but"
  // and a smoking gun (overruled-doubt.ts); an opening verdict of two clauses or a verbless one
  // ("Case closed.", "All four agree, and it's written in stone.").
  // Floors just under what it reached: 94.8% / 96.8%, 115/149, 0.
  // Synthesis round (the synthesis session; agreement-verdicts.ts, a check denied by "neither"
  // in verb-classes.ts): 94.8% / 96.8%, 117/149, 0.
  itHoldsTunedFloor({
    version: "v67",
    faithful: 30,
    dropped: 291,
    recall: 0.945,
    precision: 0.97, // (97.5% after the sixty-eighth round: fewer false flags)
    high: 0.78,
    fwh: 0,
  });
});

describe("the frozen audit set v68 (held out when written, tuned on in the fifty-ninth round)", () => {
  // v68 (understatement, politeness and diplomatic softening: litotes that keep or harden a
  // hedge, courtesies that keep, hide or remove one, claimed reading put politely) was written
  // blind. Unseen: 78.1% / 89.4%, 63/160, 1 of 30 faithful answers with a high flag. Tuned on in
  // the fifty-ninth round (2026-12-05, the round59 session), read answer by answer. Mechanisms: a
  // universal over the children's reports ("read every one of the debriefs") reads the reports,
  // not the code (reported-reading.ts); "everything" read by any subject in the perfect
  // (universal-reading.ts), and the list a colon spells out after it names the areas claimed
  // (coverage-claims.ts, gap-status.ts); "every file that counts" is every file of the code
  // (coverage-scope.ts); confidence graded below certainty ("fairly confident") is a likelihood
  // (hedge-cues.ts); a quoted wording judged too firm is an objection, not the reply's claim
  // (quoted-revisions.ts). Floors just under what it reached: 81.0% / 95.3%, 85/160, 0.
  // Sixtieth round (2026-12-05, the round60 session): politeness and understatement used as
  // certainty (courteous-certainty.ts) and a supposition called safe read as the writer's answer
  // (safe-suppositions.ts); a claim the writer only ventures is a hedge ("I'd venture",
  // hedge-cues.ts). Reached 85.8% / 96.2%, 115/160, 0; floors just under.
  itHoldsTunedFloor({
    version: "v68",
    faithful: 30,
    dropped: 379,
    recall: 0.93,
    precision: 0.99, // (99.2% after the sixty-eighth round: fewer false flags)
    high: 0.74, // (119/160 after the sixty-sixth round)
    fwh: 0,
  });
});

describe("the frozen audit set v69 (held out when written, tuned on in the sixty-second round)", () => {
  // v69 (plain language, the "Simple English" register: short sentences, one fact per sentence,
  // everyday words, hedges in sentences of their own before or after the fact, at the top naming
  // their items or nothing, hardened by plain sentences of certainty) was written blind. Unseen:
  // 87.9% / 80.0%, 83/106, 3 of 30 faithful answers with a high flag. Tuned on in the
  // sixty-second round (2026-12-05, the round62 session), read answer by answer. Mechanisms: a
  // hedge sentence whose definite subject names an earlier claim's thing again ("The table may
  // be wrong.", "Whether the path runs …") hedges that claim, and one that lists its subjects
  // after a colon hedges the later claims naming each (restated-subjects.ts); a bare
  // "This"/"That" hedge sentence hedges the sentence it points at, a hedge speaking of the ids
  // before it as "them" hedges their sentence, and "their date is unknown" keeps the group before
  // it open (pointed-hedges.ts); "also open" leads open questions (hedge-cues.ts); telling the
  // reader to read, or going over, "each point" claims no reading of the code
  // (overstatement-cues.ts); under a certain heading a reader's verb ("read the date in the
  // changelog") keeps the line's source (item-status.ts); "we leave out the sandbox" declines it
  // (declined-topics.ts); a group said in a sentence of its own to be on a version is a flat
  // finding statement (flat-finding-statements.ts); a record called right with a hedge inside
  // its predicate restates the authority assumption (assumption-status.ts); a closing verdict
  // after material with no caveat masks nothing (closing-verdicts.ts); facts presented and
  // vouched for ahead ("Here are the facts. There is no doubt about them.") are stated as
  // established (presented-facts.ts). Reached 95.4% / 95.7%, 86/106, 0; floors just under.
  itHoldsTunedFloor({
    version: "v69",
    faithful: 30,
    dropped: 282,
    recall: 0.95,
    precision: 0.955,
    high: 0.82, // (87/106 after the sixty-sixth round)
    fwh: 0,
  });
});

describe("the frozen audit set v70 (held out when written, tuned on in the sixty-fourth round)", () => {
  // v70 (synthesis and reconciliation: the parent merges, reconciles and weighs what several
  // children said: totals built from parts, deduplicated caveats, coverage as a union, agreement
  // and disagreement between sources, pooled confidence, reconciliation tables) was written
  // blind. Unseen: 60.4% / 88.3%, 38/115, 1 of 30 faithful answers with a high flag. Tuned on in
  // the sixty-fourth round (2026-12-05, the round64 session), read answer by answer. Mechanisms:
  // searches and reads said to span the whole repo, or their union called the whole repo, claim
  // every unread file (union-coverage.ts); a negative subject drawn from the children ("nobody
  // in the fan-out verified …") denies the certainty verb after it (negated-subjects.ts);
  // children whose own searches got the same result are alike, which answers no open question
  // (question-status.ts); a gerund of checking that opens a sentence's lead names the writer's
  // act, and "nothing suggests …" hedges nothing (hedge-cues.ts); a doubt drawn by the next
  // clause into setting the same group aside keeps nothing open (gap-premises.ts); a label whose
  // own value says it has no entries reaches no later sentence (clause-labels.ts); a child named
  // as the reader of one named piece of code claims it covered (coverage-claims.ts); every file
  // said to have been opened is a coverage claim (overstatement-cues.ts); a question that closes
  // by itself is declared closed and names its sentence's question (closed-questions.ts,
  // pointed-questions.ts); "leave no real doubt" is certainty (hedge-cues.ts); a record upheld
  // as a verdict ("so the table stands") or by two checks of it states the authority assumption
  // established (certainty-idioms.ts, asserted-authority.ts, assumption-status.ts); "nothing in
  // that group changes it" is a claim of no effect (overstatement-cues.ts); "but only while" is a
  // condition (clause-roles.ts, answer-clauses.ts); a source that vouches for a claim attributes
  // it (hedge-cues.ts). Reached 84.8% / 98.1%, 88/115, 0; floors just under. Sixty-sixth round
  // (v71's affective stance): 85.2% / 98.2%, 97/115, 0.
  // Eighty-fourth round (modality, tense and aspect, tuned on v79): 89.2% / 98.7%, 100/115, 0.
  itHoldsTunedFloor({
    version: "v70",
    faithful: 30,
    dropped: 250,
    recall: 0.89, // (88.8% after the seventy-sixth round: totals that overrule or state outcomes)
    precision: 0.985, // (98.6% after the sixty-eighth round: fewer false flags)
    high: 0.865, // (97/115 after the sixty-sixth round, 100/115 after the eighty-fourth)
    fwh: 0,
  });
});
