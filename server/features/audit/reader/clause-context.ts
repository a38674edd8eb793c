import type { AnswerClause } from "./answer-clauses";
import { attachColonLeadHedges } from "./colon-lead-lists";
import { attachCoordinatedComplements } from "./coordinated-complements";
import { attachEllipticalAdditions } from "./elliptical-additions";
import { contradictConcededHedges } from "./conceded-hedges";
import { contradictDisavowedHedges } from "./disavowed-hedges";
import { contradictLiftedCaveats } from "./lifted-caveats";
import { contradictRejectedHedges } from "./rejected-hedges";
import { contradictClosedQuestions } from "./closed-questions";
import { contradictHardenedPremises } from "./hardened-conclusions";
import { contradictWavedOffCaveats } from "./waved-off-caveats";
import { contradictOverriddenAdmissions } from "./overridden-admissions";
import { contradictChosenBranches } from "./chosen-branches";
import { attachHypotheticalConsequences } from "./hypothetical-consequence";
import { attachLabelPointers } from "./label-pointers";
import { attachOrdinalPointers } from "./ordinal-pointers";
import { overruleReportedDoubts } from "./overruled-doubt";
import { attachStructuredQualifiers } from "./structured-answer";
import { attachYamlQualifiers } from "./yaml-mappings";

/**
 * What a clause takes from the clauses around it, once the answer is cut into clauses (issue
 * 14's reader): conditions of the sentence before ("That would …"), disavowed hedges, earlier hedges lifted (lifted-caveats.ts), hedges judged excessive, questions declared closed, hedged premises of certain conclusions, branches set aside for a chosen one, hedges conceded then overruled, caveats waved off by a directive, caveats admitted then overridden flat in the next sentence (overridden-admissions.ts), a hedged
 * lead before a colon, the governing hedge of coordinated that-complements and of elliptical additions ("…; the sandbox twelve too"), qualifiers of structured and YAML answers, overruled doubts, ordinal
 * and label pointers, in that order (each may read what an earlier one attached).
 */
export function attachClauseContext(clauses: AnswerClause[], answer: string): void {
  attachHypotheticalConsequences(clauses);
  contradictDisavowedHedges(clauses);
  contradictLiftedCaveats(clauses);
  contradictRejectedHedges(clauses);
  contradictClosedQuestions(clauses);
  contradictHardenedPremises(clauses);
  contradictChosenBranches(clauses);
  contradictConcededHedges(clauses);
  contradictWavedOffCaveats(clauses);
  contradictOverriddenAdmissions(clauses);
  attachColonLeadHedges(clauses, answer);
  attachCoordinatedComplements(clauses);
  attachEllipticalAdditions(clauses);
  attachStructuredQualifiers(clauses, answer);
  attachYamlQualifiers(clauses, answer);
  overruleReportedDoubts(clauses);
  attachOrdinalPointers(clauses);
  attachLabelPointers(clauses, answer);
}
