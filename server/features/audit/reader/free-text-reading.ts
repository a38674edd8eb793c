import { lendConsensusLeads } from "./consensus-leads";
import { contentWords } from "../entities";
import { TermWeights } from "../linking";
import { answerClauses } from "./answer-clauses";
import { referRestToOpenQuestions } from "./rest-reference";
import { inheritPointedGroup, lendListedGroups } from "./shared-outcomes";
import { spreadAcrossReadings } from "./reading-spread";
import { readClause, type ClauseReading, type ReaderContext } from "./clause-analysis";
import type { AuditItem } from "./debrief-model";
import { questionSubject } from "./item-mentions";
import { valuesOfItems } from "./item-values";
import { assumptionVerdict } from "./assumption-status";
import { totalOnDroppedPremise } from "./lent-total-premises";
import { followPrincipalHedge, principalOf } from "./principal-findings";
import { findingVerdict, type ItemVerdict } from "./item-status";
import { questionVerdict } from "./question-status";
import { budgetVerdict } from "./budget-status";
import { gapVerdict } from "./gap-status";
import { runtimeRootsOf } from "./code-claim-areas";
import { followedQuestion } from "./followed-question";
import { readCoverageClaims } from "./coverage-claims";
import { debriefSources } from "./source-attribution";
import {
  countsAny,
  linkLetterSubject,
  setAsideLetterFrame,
  setAsideScopedAnswer,
} from "./letter-frame";
import { AUTHORITY_WORDS, isAuthorityAssumption, linkAuthorityFrame } from "./authority-frame";
import { lendTrailingComments } from "./code-comments";
import { shareRecordSubjects } from "./record-lines";
import { readDeclaredScales } from "./declared-scales";
import { continueWrappedParentheses } from "./wrapped-parentheses";
import { lendResidualCertainty } from "./residual-certainty";
import { lendConvictionLeads, lendOpeningVerdict } from "./opening-verdicts";
import { readCourteousCertainty } from "./courteous-certainty";
import { readSafeSuppositions } from "./safe-suppositions";
import { lendAppositiveHedges } from "./appositive-hedges";
import { readCorrectionsLast } from "./corrections";
import { affirmLegendCertainty, attachLegendMeanings } from "./status-legend";
import { affirmTickedClaims } from "./ticked-claims";
import { affirmCertainHeadings } from "./certain-headings";
import { lendPresentedCertainty } from "./presented-facts";
import { lendListedSubjectHedges, lendRestatedSubjectHedges } from "./restated-subjects";
import { keepPointedGroupsOpen, lendPointedHedges } from "./pointed-hedges";
import { attachNestedBulletHedges } from "./nested-bullets";
import { resolvePointers } from "./pointer-resolution";
import { linkDatePointers } from "./date-pointers";
import { lendTrailingRatings } from "./trailing-ratings";
import { readEstimativeRatings } from "./estimative-ratings";
import { readOverruledCaveats } from "./overruled-caveats";
import { lendOverrideCertainty } from "./overridden-admissions";
import { lendBlanketCertainty } from "./rejected-hedges";
import { readDeniedHedges } from "./denied-hedges";
import { readInvertedQuestions } from "./inverted-questions";
import { lendScenarioConditions } from "./scenario-branches";
import { lendPointedInferences } from "./pointed-inferences";
import { lendPointedVerdicts } from "./pointed-verdicts";
import { lendPointedSources } from "./pointed-sources";
import { lendNextSentenceInferences } from "./next-sentence-inferences";
import { resolveProseOrdinals } from "./prose-ordinals";
import { resolveHandledPointers } from "./handled-pointers";
import { resolveComitativePointers } from "./comitative-pointers";
import { inEnglish } from "./english-rendering";
import { preparedAnswerText } from "./answer-text-preparation";
import { attachMarkerLegends } from "./marker-legends";

/**
 * The free-text reader (issue 14): reads an answer that did not come through the answer
 * contract (pasted from another system, a model that ignored final_answer, another return
 * mode) clause by clause (clause-analysis.ts) and decides what it did with each hedged item of
 * the debriefs, one verdict per near-duplicate group (item-status.ts).
 */

export interface FreeTextReading {
  readings: ClauseReading[];
  /** Verdict per group id (the id of the group's first item). */
  verdicts: Map<string, ItemVerdict>;
}

/** An identifier such as a merchant id (m_0005), as entities.ts finds them. */
const IDENTIFIER = /\b[a-z]{1,4}_\d{2,}\b/gi;

/** Score at which an assumption bears on a finding (shared table, column or wording). */
const BEARS_THRESHOLD = 3;

/** Read an answer against the debrief items (see the module comment). */
export function readFreeText(asWritten: string, items: AuditItem[]): FreeTextReading {
  // An answer wholly in German, Spanish or French is read in its English rendering, its
  // clauses reported in its own words (english-rendering.ts).
  const rendering = inEnglish(asWritten);
  const written = rendering?.text ?? asWritten;
  // Marks, markup, retractions, overridden quotes … read first (answer-text-preparation.ts).
  const answer = preparedAnswerText(written);
  const clauses = answerClauses(answer);
  const legendMarked = attachLegendMeanings(clauses, answer);
  // A legend's typographic marks ("† = inferred") reach the lines that bear them.
  attachMarkerLegends(clauses, answer);
  attachNestedBulletHedges(clauses, answer);
  const footnotes = new Map<string, string>();
  for (const clause of clauses)
    if (clause.unit.defines !== null) {
      const marker = clause.unit.defines;
      footnotes.set(marker, `${footnotes.get(marker) ?? ""} ${clause.text}`.trim());
    }
  const values = valuesOfItems(items);
  const context: ReaderContext = {
    items,
    byId: new Map(items.map((item) => [item.id, item])),
    weights: new TermWeights(items.map((item) => item.features)),
    values,
    countNouns: new Set(
      items
        .filter((item) => item.kind === "finding")
        .flatMap((item) => [...values.get(item.id)!.counts.values()]),
    ),
    footnotes,
    sentenceMerchants: new Map(),
    sources: debriefSources(items),
  };
  for (const clause of clauses) {
    const known = context.sentenceMerchants.get(clause.sentence) ?? new Set<string>();
    for (const match of clause.text.matchAll(IDENTIFIER)) known.add(match[0].toLowerCase());
    context.sentenceMerchants.set(clause.sentence, known);
  }
  // A letter about one merchant (one id in all, no count of what the findings count) is about
  // that merchant throughout: every sentence shares its subject.
  const named = new Set([...context.sentenceMerchants.values()].flatMap((ids) => [...ids]));
  if (named.size === 1 && !countsAny(answer, context.countNouns))
    for (const sentence of new Set(clauses.map((clause) => clause.sentence)))
      context.sentenceMerchants.set(sentence, new Set(named));
  const readings = clauses.map((clause) => readClause(clause, context));
  lendOverrideCertainty(readings);
  lendBlanketCertainty(readings);
  affirmLegendCertainty(readings, legendMarked);
  affirmTickedClaims(readings, answer);
  readDeclaredScales(readings, answer);
  continueWrappedParentheses(readings, answer);
  lendTrailingComments(readings, answer);
  lendAppositiveHedges(readings);
  lendTrailingRatings(readings, answer);
  readEstimativeRatings(readings, answer);
  readDeniedHedges(readings, answer);
  readInvertedQuestions(readings);
  lendScenarioConditions(readings, answer);
  lendPointedInferences(readings, answer);
  lendPointedVerdicts(readings, answer);
  lendPointedSources(readings, answer);
  lendNextSentenceInferences(readings, answer);
  lendRestatedSubjectHedges(readings);
  lendListedSubjectHedges(readings);
  affirmCertainHeadings(readings, context.byId);
  lendPresentedCertainty(readings);
  linkAuthorityFrame(readings, items);
  setAsideLetterFrame(readings);
  setAsideScopedAnswer(readings);
  readCoverageClaims(readings, context.sources.agentNames);
  linkLetterSubject(readings, context, answer);
  resolveProseOrdinals(readings, context.values);
  resolveHandledPointers(readings);
  resolveComitativePointers(readings);
  resolvePointers(readings);
  lendPointedHedges(readings);
  keepPointedGroupsOpen(readings);
  linkDatePointers(readings, context);
  referRestToOpenQuestions(readings, context);
  inheritPointedGroup(readings);
  shareRecordSubjects(readings);
  lendResidualCertainty(readings);
  lendOpeningVerdict(readings);
  lendConvictionLeads(readings);
  lendConsensusLeads(readings);
  readCourteousCertainty(readings);
  readSafeSuppositions(readings);
  lendListedGroups(readings);
  spreadAcrossReadings(readings, answer, context);
  readCorrectionsLast(readings);
  readOverruledCaveats(readings);
  const claims = readings.filter((reading) => reading.clause.unit.kind !== "footnote");
  const notes = readings.filter((reading) => reading.clause.unit.kind === "footnote");

  const groups = new Map<string, AuditItem[]>();
  for (const item of items) {
    if (!item.hedged || item.coveredBy !== null) continue;
    groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  }
  const verdicts = new Map<string, ItemVerdict>();
  const findings = items.filter((item) => item.kind === "finding");
  const listFindings = new Set(
    findings
      .filter((item) => {
        const own = values.get(item.id)!;
        return own.counts.size > 0 || own.merchantIds.size > 0;
      })
      .map((item) => item.id),
  );
  const ordered = [...groups.entries()].sort(
    ([, a], [, b]) => kindOrder(a[0]!.kind) - kindOrder(b[0]!.kind),
  );
  // An assumption's own topic: without the words it shares with an open question ("for
  // merchants without a per-request override" is the question's subject, not the table's).
  const questionWords = new Set(
    items
      .filter((item) => item.kind === "unresolved")
      .flatMap((item) => [...questionSubject(item)]),
  );
  // (An assumption that some data is authoritative is also about records and what really runs.)
  const ownTopic = (item: AuditItem) =>
    new Set([
      ...[...item.topic].filter((word) => !questionWords.has(word)),
      ...(isAuthorityAssumption(item) ? AUTHORITY_WORDS : []),
    ]);
  const runtimeRoots = runtimeRootsOf(items);
  const questions = items.filter(
    (item) => item.kind === "unresolved" && item.group === item.id && groups.has(item.id),
  );
  // The assumptions each finding group rests on most (read again once they are decided).
  const premisesOf = new Map<string, { members: AuditItem[]; restsOn: AuditItem[] }>();
  for (const [group, members] of ordered) {
    const first = members[0]!;
    switch (first.kind) {
      case "finding": {
        // A condition restating the assumption the finding rests on most carries its hedge too
        // (a condition on the table does not carry an inference about the fallback).
        const scored = items
          .filter((item) => item.kind === "assumption")
          .map((item) => ({
            item,
            score: Math.max(
              ...members.map(
                (member) => context.weights.score(item.features, member.features).score,
              ),
            ),
          }))
          .filter((entry) => entry.score >= BEARS_THRESHOLD);
        const top = Math.max(0, ...scored.map((entry) => entry.score));
        const restsOn = scored.filter((entry) => entry.score === top).map((entry) => entry.item);
        premisesOf.set(group, { members, restsOn });
        verdicts.set(
          group,
          findingVerdict(
            members,
            claims,
            new Set(restsOn.flatMap((item) => [...ownTopic(item)])),
            members.some((member) => values.get(member.id)!.merchantIds.size > 0),
            context.sources,
          ),
        );
        break;
      }
      case "assumption": {
        const bears = new Set(
          findings
            .filter((finding) =>
              members.some(
                (member) =>
                  context.weights.score(member.features, finding.features).score >=
                    BEARS_THRESHOLD && !independentOf(finding, member),
              ),
            )
            .map((finding) => finding.id),
        );
        const onLists = [...bears].some((id) => listFindings.has(id));
        const hedgedFindings = new Set(
          findings.filter((item) => item.hedged).map((item) => item.id),
        );
        const findingWords = new Set(findings.flatMap((item) => [...item.topic]));
        const distinctive = [...first.topic].filter((word) => !findingWords.has(word));
        const principal = principalOf(members, findings, items, context, BEARS_THRESHOLD);
        const assumption = followPrincipalHedge(
          assumptionVerdict(
            members,
            claims,
            notes,
            bears,
            principal,
            new Set(members.flatMap((member) => [...ownTopic(member)])),
            onLists,
            hedgedFindings,
            distinctive,
            (id) => context.byId.get(id)?.topic ?? new Set(),
          ),
          [...principal].map((id) => verdicts.get(context.byId.get(id)?.group ?? id)),
          claims,
          distinctive,
        );
        // A finding resting mainly on it declared unaffected by a list called complete settles
        // the assumption the other way (the fallback never matters): dropped with it.
        const omitted = [...principal]
          .map((id) => verdicts.get(context.byId.get(id)?.group ?? id))
          .find((found) => found?.omitted === true);
        verdicts.set(
          group,
          (assumption.status === "not_used" ||
            (assumption.status === "dropped" && assumption.severity !== "high")) &&
            omitted
            ? {
                ...omitted,
                omitted: false,
                reason: "a finding resting on it is declared unaffected",
              }
            : assumption,
        );
        break;
      }
      case "unresolved": {
        // Near-duplicates across children word it differently ("the sandbox merchants", "the 12
        // sandbox merchants"): any member's ids or counts say it could extend a list.
        const extendsLists = members.some((member) => {
          const own = values.get(member.id)!;
          return (
            own.merchantIds.size > 0 ||
            [...own.counts.values()].some((noun) => context.countNouns.has(noun))
          );
        });
        verdicts.set(
          group,
          questionVerdict(
            members,
            claims,
            notes,
            extendsLists,
            (id) => context.byId.get(id)?.topic ?? new Set(),
          ),
        );
        break;
      }
      case "not_searched": {
        const followed = followedQuestion(first, questions);
        verdicts.set(
          group,
          gapVerdict(
            members,
            readings,
            followed ? (verdicts.get(followed.question.group) ?? null) : null,
            followed?.settles ?? false,
            runtimeRoots,
            context.countNouns,
          ),
        );
        break;
      }
      case "budget_exhausted":
        verdicts.set(group, budgetVerdict(first, claims, context));
        break;
    }
  }
  // A sum carried only by its parts' hedges, on an assumption the answer drops
  // (lent-total-premises.ts).
  for (const [group, { members, restsOn }] of premisesOf) {
    const found = verdicts.get(group);
    if (found)
      verdicts.set(
        group,
        totalOnDroppedPremise(
          found,
          members,
          restsOn.map((item) => verdicts.get(item.group)),
        ),
      );
  }
  // (Clauses report the answer as written: a retraction masked inside a clause shows again.)
  if (answer !== written)
    for (const clause of clauses) clause.text = written.slice(clause.start, clause.end);
  if (rendering)
    for (const clause of clauses) {
      clause.start = rendering.originalStart(clause.start);
      clause.end = rendering.originalEnd(clause.end);
      clause.text = asWritten.slice(clause.start, clause.end);
    }
  return { readings, verdicts };
}

/**
 * A finding that says it holds independently of what an assumption is about ("pinned in code,
 * independently of the table") does not rest on it, however many words they share.
 */
function independentOf(finding: AuditItem, assumption: AuditItem): boolean {
  for (const match of finding.text.matchAll(
    /\b(?:independent(?:ly)? of|regardless of|whatever) (?:the |its |their )?([\w-]+)/gi,
  ))
    if ([...contentWords(match[1]!)].some((word) => assumption.topic.has(word))) return true;
  return false;
}

function kindOrder(kind: AuditItem["kind"]): number {
  return ["finding", "assumption", "unresolved", "not_searched", "budget_exhausted"].indexOf(kind);
}
