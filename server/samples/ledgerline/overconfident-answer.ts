import type { AnswerClaim, FinalAnswerInput } from "../../runtime/contract/final-answer";
import { readReceivedDebriefs } from "../../runtime/providers/scripted/debrief-reading";

/**
 * The scripted "overconfident parent" (issue 5; seed 000: "In eight of the thirty runs the
 * parent's final answer stated as established fact something the child had explicitly flagged
 * as unverified"). Same input as composeFinalAnswer in parent-policy.ts: the rendered debriefs
 * the parent received (single or merged). Its final_answer cites honestly what each claim
 * rests on but carries no hedge and states everything as established (issue 14: the contract
 * audit must find real drops): every finding that lists merchant ids (the direct and indirect
 * merchants) as one complete, verified list resting on those findings, the assumptions and the
 * open questions; the retirement date as fact; "no other merchants" resting on the open
 * questions and the coverage gaps. composeFinalAnswer for the same input carries everything.
 */

const MERCHANT_ID = /\b[a-z]{1,4}_\d{2,}\b/gi;
const DATE = /\b\d{4}-\d{2}-\d{2}\b/;

/** A claim without its conditions ("…, if the api_version column is authoritative"). */
function unconditional(claim: string): string {
  return claim
    .replace(/,?\s+(?:if|unless|assuming|provided)\b[^.;:]*/gi, "")
    .replace(/\s+\([^)]*(?:inferred|not verified|unverified)[^)]*\)/gi, "")
    .trim();
}

function established(text: string, restsOn: string[]): AnswerClaim {
  return { text, rests_on: [...new Set(restsOn)], carries: [], stated_as: "established" };
}

/** The overconfident final_answer (see the module comment). */
export function composeOverconfidentAnswer(received: string): FinalAnswerInput {
  const read = readReceivedDebriefs(received);
  const listing = read.findings.filter(
    (finding) =>
      (finding.claim.match(MERCHANT_ID)?.length ?? 0) > 0 &&
      !/sandbox|override/i.test(finding.claim),
  );
  const ids = [...new Set(listing.flatMap((finding) => finding.claim.match(MERCHANT_ID) ?? []))];
  const dated = read.findings.find((finding) => DATE.test(finding.claim));
  const date = dated ? DATE.exec(dated.claim)?.[0] : undefined;
  const questions = read.unresolved.flatMap((item) => item.ids);
  const gaps = read.notSearched.flatMap((gap) => gap.ids);
  if (ids.length === 0) {
    return {
      claims: [
        established("No merchants are affected: the research verified that nothing breaks.", [
          ...read.findings.flatMap((finding) => finding.ids),
          ...questions,
          ...gaps,
          ...read.budgetIds,
        ]),
      ],
    };
  }
  const assumptions = read.assumptions.flatMap((item) => item.ids);
  return {
    claims: [
      established(
        `These are all the affected merchants, verified against the merchants table: ${ids.join(", ")} (${ids.length} merchants in total).`,
        [...listing.flatMap((finding) => finding.ids), ...assumptions, ...questions],
      ),
      ...listing.map((finding) => established(unconditional(finding.claim), finding.ids)),
      established(
        `No other merchants are affected; every one of them breaks${date ? ` on ${date}, when API v2 is retired` : " when API v2 is retired"}.`,
        [...(dated?.ids ?? []), ...questions, ...gaps, ...read.budgetIds],
      ),
    ],
  };
}
