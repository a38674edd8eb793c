import { randomUUID } from "node:crypto";
import { NotFoundError } from "../../../runtime/errors";
import { NO_USAGE } from "../../../runtime/providers/shared/usage";
import type { ModelResponse } from "../../../runtime/providers/model-provider";
import type { JudgeFlagInput } from "../../../shared/audit-inputs";
import {
  createProvider,
  providerAvailability,
  type ProviderEnv,
} from "../../runs/provider-factory";
import type { JudgementRecord } from "../audit-report";
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
 * changed. Errors, before anything is sent: NotFoundError (unknown run or flag),
 * PRECONDITION_FAILED (run not ended), InputValidationError (provider not configured). A
 * provider that fails is stored as a `failed` judgement with its message.
 */

/** What the judge needs: the audit's dependencies, judgement storage and the provider variables. */
export interface JudgeDependencies extends AuditServiceDependencies {
  auditRepository: AuditServiceDependencies["auditRepository"] &
    Pick<AuditRepository, "insertJudgement" | "listJudgements">;
  providerEnv: ProviderEnv;
}

/** Longest a judge's model call may take (ms). */
export const JUDGE_TIMEOUT_MS = 120_000;

/** Ask the judge about one flag and store its opinion (see the module comment). */
export async function judgeFlag(
  deps: JudgeDependencies,
  input: JudgeFlagInput,
): Promise<JudgementRecord> {
  const record = await runAuditForRun(deps, input.runId);
  const flag = record.audit.audit.flags.find((candidate) => candidate.id === input.flagId);
  if (!flag)
    throw new NotFoundError(`unknown flag ${input.flagId} in the audit of run ${input.runId}`);
  const provider = createProvider(
    { provider: input.provider, model: input.model },
    deps.providerEnv,
  );
  const model =
    input.model ??
    providerAvailability(deps.providerEnv)[input.provider].defaultModel ??
    provider.defaultModel;
  const started = Date.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), JUDGE_TIMEOUT_MS);
  let response: Pick<
    ModelResponse,
    "outputs" | "requestBody" | "responseBody" | "httpStatus" | "usage" | "warnings"
  >;
  try {
    response = await provider.complete({
      runId: input.runId,
      agentId: `judge:${flag.id}`,
      agentRole: "child",
      brief: flag.childText,
      systemPrompt: JUDGE_SYSTEM_PROMPT,
      items: [
        {
          kind: "message",
          role: "user",
          text: judgePrompt(flag, record.audit.finalAnswer),
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
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const details = (error as { details?: { requestBody?: unknown; responseBody?: unknown } })
      .details;
    response = {
      outputs: [],
      requestBody: typeof details?.requestBody === "string" ? details.requestBody : "",
      responseBody: typeof details?.responseBody === "string" ? details.responseBody : message,
      httpStatus: (error as { status?: number | null }).status ?? null,
      usage: { ...NO_USAGE },
      warnings: [`failed: ${message}`],
    };
  } finally {
    clearTimeout(timer);
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
    latencyMs: Date.now() - started,
    warnings: response.warnings,
    verdict: read.verdict,
    explanation: read.explanation,
    createdAt: Date.now(),
  });
}
