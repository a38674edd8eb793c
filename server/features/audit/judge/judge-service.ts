import { randomUUID } from "node:crypto";
import { NotFoundError } from "../../../runtime/errors";
import type { Clock } from "../../../runtime/ports";
import { NO_USAGE } from "../../../runtime/providers/shared/usage";
import type { ModelProvider, ModelResponse } from "../../../runtime/providers/model-provider";
import { redactModelResponse } from "../../../runtime/redaction/model-output-redaction";
import { redactText } from "../../../runtime/redaction/redaction";
import { redactWireBody } from "../../../runtime/redaction/structured-redaction";
import type { JudgeFlagInput } from "../../../shared/audit-inputs";
import type { ActionLogRepository } from "../../action-log/action-log-repository";
import type { ActionActor } from "../../action-log/action-log-views";
import {
  createProvider,
  providerAvailability,
  type ProviderEnv,
} from "../../runs/provider-factory";
import type { AuditFlag, JudgementRecord } from "../audit-report";
import type { AuditRepository } from "../audit-repository";
import { runAuditForRun, type AuditServiceDependencies } from "../audit-service";
import {
  JUDGE_SYSTEM_PROMPT,
  JUDGE_TOOL,
  JUDGE_TOOL_DEFINITION,
  judgePrompt,
  readVerdict,
} from "./judge-prompt";

/**
 * The optional model judge (issue 14): a reviewer asks a real, configured provider for a second
 * opinion on one flag. The request and response are stored like any model exchange (bodies,
 * usage, latency, warnings) with the verdict read from them; the mechanical audit is never
 * changed. What the model answers is redacted as it enters, like any model output (issue 9);
 * the prompt is built from the stored audit, redacted already. Each judgement is logged with
 * the signed-in reviewer who asked as actor. Errors, before anything is sent: NotFoundError
 * (unknown run or flag), PRECONDITION_FAILED (run not ended), InputValidationError (provider
 * not configured). A provider that fails is stored as a `failed` judgement with its message.
 * Times come from the services' clock (the call's deadline too). A request for a flag and model
 * already being asked in this process joins that call (each asker is logged with its result).
 */

/** What the judge needs: the audit's dependencies, judgement storage and the provider variables. */
export interface JudgeDependencies extends AuditServiceDependencies {
  auditRepository: AuditServiceDependencies["auditRepository"] &
    Pick<AuditRepository, "insertJudgement" | "listJudgements">;
  providerEnv: ProviderEnv;
  clock: Pick<Clock, "now" | "setTimer">;
  actionLogRepository: Pick<ActionLogRepository, "insert">;
}

/** Longest a judge's model call may take (ms). */
export const JUDGE_TIMEOUT_MS = 120_000;

/** Ask the judge about one flag and store its opinion (see the module comment). */
export async function judgeFlag(
  deps: JudgeDependencies,
  input: JudgeFlagInput,
  actor: ActionActor,
): Promise<JudgementRecord> {
  const record = await runAuditForRun(deps, input.runId);
  const flag = record.audit.audit.flags.find((candidate) => candidate.id === input.flagId);
  if (!flag)
    throw new NotFoundError(`unknown flag ${input.flagId} in the audit of run ${input.runId}`);
  const provider = createProvider(
    { provider: input.provider, model: input.model },
    deps.providerEnv,
    {},
    deps.clock,
  );
  const model =
    input.model ??
    providerAvailability(deps.providerEnv)[input.provider].defaultModel ??
    provider.defaultModel;
  const key = [input.runId, flag.id, input.provider, model].join("\u0000");
  const asking = judgingNow(deps);
  let judgement: JudgementRecord;
  const earlier = asking.get(key);
  if (earlier !== undefined) {
    judgement = await earlier;
  } else {
    const ask = askJudge(
      deps,
      input,
      { flag, finalAnswer: record.audit.finalAnswer },
      provider,
      model,
    );
    asking.set(key, ask);
    try {
      judgement = await ask;
    } finally {
      asking.delete(key);
    }
  }
  await deps.actionLogRepository.insert({
    actor,
    action: "audit-flag.judge",
    targetType: "audit-flag",
    targetId: flag.id,
    details: {
      runId: input.runId,
      judgementId: judgement.id,
      provider: input.provider,
      model,
      verdict: judgement.verdict,
    },
  });
  return judgement;
}

/**
 * Judgements being asked in this process, per audit store (one per set of services), by run,
 * flag, provider and model. A second request while one is out joins it: one provider call and
 * one stored opinion, where a double submit or two reviewers asking at once spent two calls.
 */
const inFlightJudgements = new WeakMap<object, Map<string, Promise<JudgementRecord>>>();

function judgingNow(deps: JudgeDependencies): Map<string, Promise<JudgementRecord>> {
  let asking = inFlightJudgements.get(deps.auditRepository);
  if (asking === undefined) {
    asking = new Map();
    inFlightJudgements.set(deps.auditRepository, asking);
  }
  return asking;
}

/** One provider call about `about.flag`, its opinion stored (see the module comment). */
async function askJudge(
  deps: JudgeDependencies,
  input: JudgeFlagInput,
  about: { flag: AuditFlag; finalAnswer: string },
  provider: ModelProvider,
  model: string,
): Promise<JudgementRecord> {
  const { flag } = about;
  const { clock } = deps;
  const started = clock.now();
  const controller = new AbortController();
  const cancelTimer = clock.setTimer(() => controller.abort(), JUDGE_TIMEOUT_MS);
  let response: Pick<
    ModelResponse,
    "outputs" | "requestBody" | "responseBody" | "httpStatus" | "usage" | "warnings"
  >;
  try {
    const received = await provider.complete({
      runId: input.runId,
      agentId: `judge:${flag.id}`,
      agentRole: "child",
      brief: flag.childText,
      systemPrompt: JUDGE_SYSTEM_PROMPT,
      items: [
        {
          kind: "message",
          role: "user",
          text: judgePrompt(flag, about.finalAnswer),
          id: "judge:1",
          agentId: `judge:${flag.id}`,
          sequence: 0,
          iteration: 1,
          createdAt: started,
        },
      ],
      tools: [JUDGE_TOOL_DEFINITION],
      toolChoice: { type: "tool", name: JUDGE_TOOL },
      iteration: 1,
      model,
      signal: controller.signal,
    });
    // Ingestion: the judge's text, arguments and response body are redacted before storage.
    response = redactModelResponse(received);
  } catch (error) {
    // A provider's error text can echo what it was sent: redacted like its replies.
    const message = redactText(error instanceof Error ? error.message : String(error));
    const details = (error as { details?: { requestBody?: unknown; responseBody?: unknown } })
      .details;
    response = {
      outputs: [],
      requestBody: typeof details?.requestBody === "string" ? details.requestBody : "",
      responseBody:
        typeof details?.responseBody === "string" && details.responseBody !== ""
          ? redactWireBody(details.responseBody)
          : message,
      httpStatus: (error as { status?: number | null }).status ?? null,
      usage: { ...NO_USAGE },
      warnings: [`failed: ${message}`],
    };
  } finally {
    cancelTimer();
  }
  const read =
    response.outputs.length > 0
      ? readVerdict(response.outputs)
      : { verdict: "failed" as const, explanation: response.warnings.join("; ") };
  return deps.auditRepository.insertJudgement({
    id: `judgement_${randomUUID()}`,
    runId: input.runId,
    flagId: flag.id,
    provider: input.provider,
    model,
    requestBody: response.requestBody,
    responseBody: response.responseBody,
    httpStatus: response.httpStatus,
    usage: response.usage,
    latencyMs: clock.now() - started,
    warnings: response.warnings,
    verdict: read.verdict,
    explanation: read.explanation,
    createdAt: clock.now(),
  });
}
