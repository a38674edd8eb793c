import { providerAvailability, type ProviderEnv } from "../../runs/provider-factory";
import type { JudgementRecord } from "../audit-report";
import type { JudgeAgreement, JudgeOption } from "../audit-views";

/** What the audit view shows of the judge (issue 14): who can be asked, and how often they agree. */

/** The providers a reviewer may ask: every configured one but the scripted model. */
export function judgeOptions(env: ProviderEnv): JudgeOption[] {
  return Object.entries(providerAvailability(env)).flatMap(([name, availability]) =>
    name !== "scripted" && availability.enabled
      ? [{ provider: name as JudgeOption["provider"], model: availability.defaultModel }]
      : [],
  );
}

/** Agreement of the judges with the mechanical flags: the latest judgement per flag counts. */
export function judgeAgreement(judgements: readonly JudgementRecord[]): JudgeAgreement {
  const latest = new Map<string, JudgementRecord>();
  for (const judgement of judgements)
    if (judgement.verdict !== "failed") latest.set(judgement.flagId, judgement);
  const judged = latest.size;
  const agreed = [...latest.values()].filter((judgement) => judgement.verdict === "dropped").length;
  return { judged, agreed, rate: judged === 0 ? null : agreed / judged };
}
