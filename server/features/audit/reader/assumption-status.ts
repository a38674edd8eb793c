import { contentWords } from "../entities";
import { assertsRecordAuthority, upheldRecord } from "./asserted-authority";
import { isAuthorityAssumption } from "./authority-frame";
import type { ClauseReading } from "./clause-analysis";
import { hedgedFor, narrowlyHedged } from "./clause-hedges";
import type { AuditItem } from "./debrief-model";
import { verdict, type ItemVerdict } from "./item-status";
import { ASSUMPTION_HEDGES, certainIn } from "./hedge-families";
import { CHILD_LABELS } from "./certainty-reach";
import { premiseBeside } from "./outcome-claims";
import { behaviourGivenAsReason, reassertingReading } from "./reasserted-behaviour";
import { attributesToRecord } from "./record-attribution";
import { verdictClauses } from "./verdict-sections";
import { unkeptInReply } from "./audience-parts";
import { endorsedMention } from "./endorsed-attributions";
import { hedgeOnOtherItems } from "./list-items";
import { vouchesForInputs } from "./verified-totals";
import { otherFindingQualifiers } from "./other-finding-qualifiers";
import { listUse, restsOnStated } from "./assumption-uses";
import { overrulesPartDoubts } from "./overruling-totals";
import { answeredPremiseQuestion } from "./answered-premise-questions";

/** A certainty marker that has sources agree ("… and the code agree", "all four concur"). */
const CORROBORATION = /\b(?:agrees?|concur|line up|corroborate|match)\b/;
/**
 * How a free-text answer treats an assumption (issue 14; the module comment of item-status.ts
 * gives the rules): restated as a condition, carried by hedged claims resting on it, stated as
 * fact, or contradicted by certainty on a finding it is the principal assumption of.
 */

/** A hedging adverb between a record's copula and its predicate ("is probably right"). */
const HEDGING_ADVERB = /\b(?:is|are)\s+(probably|likely|presumably|maybe|perhaps|possibly)\s+/i;

/**
 * A record called the truth with the hedge inside its predicate ("the table is probably right"):
 * without the adverb, the clause calls the record the truth; with it, it does not.
 */
function hedgedAuthority(text: string): boolean {
  const adverb = HEDGING_ADVERB.exec(text);
  if (!adverb || assertsRecordAuthority(text)) return false;
  return assertsRecordAuthority(text.replace(`${adverb[1]!} `, ""));
}

/** An assumption (see the module comment); `bears`: the findings it bears on. */
export function assumptionVerdict(
  items: AuditItem[],
  readings: ClauseReading[],
  /** Footnotes: they can restate it, never rest on it. */
  notes: ClauseReading[],
  bears: Set<string>,
  /** The hedged findings it is the best-matching assumption of. */
  principal: ReadonlySet<string>,
  /** Its topic words without those of the open questions. */
  ownTopic: ReadonlySet<string>,
  bearsOnLists: boolean,
  hedgedFindings: ReadonlySet<string>,
  /** Words of the assumption no finding uses ("authoritative"): stating them states it. */
  distinctive: readonly string[],
  /** Topic words of an item by id (for qualifiers about another finding). */
  topicOf: (id: string) => ReadonlySet<string> = () => new Set(),
): ItemVerdict {
  const ids = new Set(items.map((item) => item.id));
  const topic = ownTopic;
  // (A hedge on another item of a list of groups does not reach the group it rests on.)
  // (Nor a qualifier naming only another hedged finding: other-finding-qualifiers.ts.)
  const aboutOther = otherFindingQualifiers(topic, bears, hedgedFindings, principal, topicOf);
  const hedgedUse = (use: ClauseReading) =>
    hedgedFor(use, ASSUMPTION_HEDGES, topic, bears) &&
    !hedgeOnOtherItems(use, ASSUMPTION_HEDGES, principal) &&
    !aboutOther(use, ASSUMPTION_HEDGES);
  const mentions = [...readings, ...notes].filter((reading) =>
    [...reading.mentions].some((id) => ids.has(id)),
  );
  // A claim naming the assumption's record as its source ("per the table") restates it.
  const byRecord = (reading: ClauseReading) => attributesToRecord(reading, items);
  // (Unless the answer also calls that record the truth in a plain clause, "the table is right
  // about them": naming a source is no hedge beside that; forty-first round, v60.)
  const recordCalledTrue =
    items.some(isAuthorityAssumption) &&
    mentions.some(
      (reading) =>
        reading.clause.role === "assert" &&
        reading.hedges.size === 0 &&
        assertsRecordAuthority(reading.clause.text),
    );
  const restated =
    mentions.find(
      (reading) =>
        (reading.clause.role !== "assert" &&
          // (Not a question the writer answers at once: answered-premise-questions.ts.)
          !answeredPremiseQuestion(readings, reading, items.some(isAuthorityAssumption))) ||
        hedgedFor(reading, [...ASSUMPTION_HEDGES, "unknown"], topic) ||
        (byRecord(reading) && !recordCalledTrue),
    ) ??
    // A record called the truth with a hedge, in words too short to name it ("The table is
    // probably right."), restates an authority assumption (sixty-second round).
    (items.some(isAuthorityAssumption)
      ? readings.find(
          (reading) =>
            reading.clause.role === "assert" &&
            reading.certainty.length === 0 &&
            hedgedAuthority(reading.clause.text),
        )
      : undefined);
  const uses = readings.filter(
    (reading) =>
      reading.clause.role === "assert" &&
      (restsOnStated(reading, bears, readings, hedgedUse) || listUse(reading, bearsOnLists)),
  );
  const dependents = [...new Set([...mentions, ...uses])];
  // A total that adds up parts other clauses state ("that makes 19, full stop") is certain about
  // the sum; when the answer restates the assumption, the parts keep it.
  const statedElsewhere = (reading: ClauseReading, id: string) =>
    readings.some((other) => other !== reading && other.states.has(id) && !other.summed.has(id));
  const restatingTotal = (reading: ClauseReading) =>
    restated !== undefined &&
    reading.summed.size >= 2 &&
    reading.values.merchantIds.size === 0 &&
    [...reading.summed].every((id) => statedElsewhere(reading, id));
  // A finding a clause only adds into a total, stated with a hedge by another clause itself, is
  // what that other clause says about it.
  const reaches = (reading: ClauseReading, id: string) =>
    reading.states.has(id) &&
    !narrowlyHedged(reading, id, ASSUMPTION_HEDGES) &&
    !(
      reading.summed.has(id) &&
      reading.values.merchantIds.size === 0 &&
      readings.some(
        (other) =>
          other !== reading && other.states.has(id) && !other.summed.has(id) && hedgedUse(other),
      )
    );
  // Certainty on a hedged finding contradicts the assumption it rests on most (the fallback
  // inference contradicts "the fallback fires", not the table assumption).
  const contradiction = uses.find(
    (use) =>
      certainIn(use) &&
      !restatingTotal(use) &&
      !hedgedFor(use, ["condition"], topic) &&
      [...use.states].some((id) => principal.has(id) && hedgedFindings.has(id) && reaches(use, id)),
  );
  // Certainty beyond a child's own "verified" ("all four agree", "definitely") on a claim whose
  // findings rest mainly on it states the assumption as settled too (unless it is restated).
  const settled = uses.find(
    (use) =>
      certainIn(use) &&
      !restatingTotal(use) &&
      !hedgedFor(use, ["condition"], topic) &&
      use.certainty.some((marker) => !CHILD_LABELS.has(marker)) &&
      (use.states.size === 0 ||
        [...use.states].some((id) => principal.has(id) && reaches(use, id))),
  );
  // A total called beyond doubt after each of its parts was stated with a doubt of its own
  // overrules the premises the answer restated for them (overruling-totals.ts).
  const overrulingTotal =
    restated === undefined
      ? undefined
      : readings.find(
          (use) =>
            overrulesPartDoubts(use, readings) &&
            !hedgedFor(use, ["condition"], topic) &&
            [...use.summed, ...use.states].some((id) => bears.has(id)),
        );
  // A total said to be confirmed or agreed on vouches for the premises of every part, however
  // the parts are restated elsewhere (verified-totals.ts).
  const established =
    contradiction ??
    overrulingTotal ??
    readings.find(
      (use) =>
        use.clause.role === "assert" &&
        certainIn(use) &&
        vouchesForInputs(use.certainty) &&
        use.summed.size >= 2 &&
        !hedgedFor(use, ["condition"], topic) &&
        [...use.summed].some((id) => bears.has(id)),
    );
  if (established)
    return verdict(
      "dropped",
      "high",
      established,
      `a claim resting on it is stated as established (${established.certainty.join(", ")})`,
      dependents,
    );
  // A record upheld by agreement ("two queries vouch for the table": asserted-authority.ts).
  const upheld = items.some(isAuthorityAssumption) ? upheldRecord(readings) : undefined;
  if (upheld)
    return verdict("dropped", "high", upheld, "the record is upheld by agreement", dependents);
  // Asked about, then answered at once (answered-premise-questions.ts): mention, then contradict.
  const answeredAsk = mentions.find((reading) =>
    answeredPremiseQuestion(readings, reading, items.some(isAuthorityAssumption)),
  );
  if (answeredAsk)
    return verdict(
      "dropped",
      "high",
      answeredAsk,
      "asked about, then answered at once as settled",
      dependents,
    );
  // Named in a doubt the answer reports and then overrules (overruled-doubt.ts): mention, then
  // contradict.
  const overruled = mentions.find(
    (reading) => reading.clause.role === "assert" && reading.clause.contradicted,
  );
  if (overruled)
    return verdict(
      "dropped",
      "high",
      overruled,
      "a doubt about it is reported, then overruled",
      dependents,
    );
  // Quoted from a source, then endorsed by the writer in the same sentence ("…, and we concur"):
  // mention, then contradict (endorsed-attributions.ts).
  const endorsed = endorsedMention(
    mentions,
    readings,
    (mention) => mention.clause.role !== "assert" || mention.hedges.size > 0,
  );
  if (endorsed)
    return verdict(
      "dropped",
      "high",
      endorsed,
      "quoted from a source, then endorsed as the answer's own",
      dependents,
    );
  // Its record said to agree with another source ("the rows and the router agree"), with no hedge
  // in that clause: the assumption is stated as corroborated, whatever another clause says.
  const vouched = mentions.find(
    (reading) =>
      reading.clause.role === "assert" &&
      reading.certainty.some((marker) => CORROBORATION.test(marker)) &&
      reading.hedges.size === 0 &&
      !byRecord(reading),
  );
  if (vouched)
    return verdict(
      "dropped",
      "high",
      vouched,
      `the assumption is stated as established (${vouched.certainty.join(", ")})`,
      dependents,
    );
  const flat = mentions.find(
    (reading) =>
      reading.clause.role === "assert" &&
      !hedgedUse(reading) &&
      (distinctive.some((word) => contentWords(reading.clause.text).has(word)) ||
        // A record called the truth states an authority assumption (asserted-authority.ts).
        (items.some(isAuthorityAssumption) && assertsRecordAuthority(reading.clause.text))),
  );
  // Restated as an assumption, then stated flatly in the answer's verdict ("In conclusion, the
  // table is reliable"): mention, then contradict (verdict-sections.ts).
  const concluded =
    restated && flat && flat.clause.index > restated.clause.index
      ? verdictClauses(readings.map((reading) => reading.clause)).has(flat.clause)
      : false;
  // Restated as an assumption, then vouched for with certainty in a contrasting clause ("It's an
  // assumption, sure, but that table's never been wrong"): mention, then contradict.
  const conceded = readings.find(
    (reading) =>
      reading.clause.role === "assert" &&
      reading.clause.contrast &&
      certainIn(reading) &&
      !hedgedUse(reading) &&
      items.some(isAuthorityAssumption) &&
      assertsRecordAuthority(reading.clause.text) &&
      mentions.some(
        (mention) =>
          mention !== reading &&
          mention.clause.index < reading.clause.index &&
          reading.clause.sentence - mention.clause.sentence <= 1 &&
          (mention.clause.role !== "assert" || hedgedFor(mention, ASSUMPTION_HEDGES, topic)),
      ),
  );
  // Restated as an assumption, then called the truth with certainty of the answer's own in a
  // later clause ("… since the table is certainly accurate"): mention, then contradict
  // (twenty-fourth round).
  const affirmed = readings.find(
    (reading) =>
      reading.clause.role === "assert" &&
      certainIn(reading) &&
      reading.certainty.some((marker) => !CHILD_LABELS.has(marker)) &&
      !hedgedUse(reading) &&
      items.some(isAuthorityAssumption) &&
      assertsRecordAuthority(reading.clause.text) &&
      restated !== undefined &&
      restated !== reading &&
      restated.clause.index < reading.clause.index,
  );
  // Restated as an assumption, and its behaviour stated flat as what happens in a clause of its
  // own, before or after ("…, if it fires. … The fallback does fire on timeouts."): mention, then
  // contradict (reasserted-behaviour.ts).
  const reasserted = restated
    ? reassertingReading(
        readings,
        restated,
        items.map((item) => item.text),
      )
    : undefined;
  // Its behaviour given flat as the reason or aside of another claim ("…, since the fallback
  // kicks in on every timeout"), whatever hedges that claim (reasserted-behaviour.ts).
  const reasoned = behaviourGivenAsReason(
    readings,
    items.map((item) => item.text),
  );
  const vouchedLater = conceded ?? affirmed ?? reasserted ?? reasoned;
  if (vouchedLater)
    return verdict(
      "dropped",
      "high",
      vouchedLater,
      vouchedLater === conceded
        ? "restated as an assumption, then vouched for as certain in a contrasting clause"
        : vouchedLater === affirmed
          ? "restated as an assumption, then affirmed as certain in a later clause"
          : vouchedLater === reasserted
            ? "restated as an assumption, and its behaviour stated as what happens"
            : "its behaviour is given flat as the reason for another claim",
      dependents,
    );
  if (concluded)
    return verdict(
      "dropped",
      "high",
      flat!,
      "restated as an assumption, then concluded as fact in the answer's verdict",
      dependents,
    );
  // Restated in an internal note, and a claim stating a finding that rests mainly on it made
  // flatly in the reply to the customer, a total included (audience-parts.ts).
  const toCustomer = restated
    ? unkeptInReply(
        readings.filter(
          (reading) =>
            mentions.includes(reading) ||
            (reading.clause.role === "assert" &&
              [...reading.states].some((id) => principal.has(id))),
        ),
        (use) => mentions.includes(use) || hedgedUse(use) || byRecord(use),
        readings,
      )
    : undefined;
  if (toCustomer)
    return verdict(
      "dropped",
      "medium",
      toCustomer,
      "a claim of the reply to the customer rests on it; the assumption stays in the internal note",
      dependents,
    );
  if (restated)
    return verdict(
      "carried",
      null,
      restated,
      "the answer states it as an assumption or condition",
      dependents,
    );
  if (settled)
    return verdict(
      "dropped",
      "high",
      settled,
      `a claim resting on it is stated as established (${settled.certainty.join(", ")})`,
      dependents,
    );
  // A flat restatement is a claim even under a "Note:" or "Caveat:" label (class 1); listed
  // under a "Caveats" heading it may be given as one: the audit does not guess.
  if (flat?.genericSection)
    return verdict(
      "uncertain",
      null,
      flat,
      "restated flatly under a generic caveats heading: is it given as an assumption?",
      dependents,
    );
  if (flat) return verdict("dropped", "high", flat, "the assumption is stated as fact", dependents);
  if (uses.length === 0) return verdict("not_used", null, null, "no claim rests on it", []);
  const plain = uses.find(
    (use) => !hedgedUse(use) && !byRecord(use) && !premiseBeside(use, readings, hedgedUse),
  );
  if (!plain)
    return verdict("carried", null, uses[0]!, "every claim resting on it is hedged", dependents);
  return verdict(
    "dropped",
    "medium",
    plain,
    "a claim rests on it and is stated without it",
    dependents,
  );
}
