import { ProviderError, StorageError } from "../errors";
import type { ModelResponse } from "../providers/model-provider";
import { NO_USAGE } from "../providers/shared/usage";
import { redactModelResponse } from "../redaction/model-output-redaction";
import { redactText } from "../redaction/redaction";
import { redactWireBody } from "../redaction/structured-redaction";
import type { ToolCallItem } from "../transcript/transcript-item";
import { MAX_FINAL_ANSWER_RETRIES } from "../contract/final-answer-check";
import { executeBatch } from "./batch-execution";
import { consumeCorrections } from "./correction-consumption";
import { failFinalAnswerContract } from "./final-answer-handling";
import type { LiveAgent, RuntimeDependencies } from "./live-agent";
import { failContract } from "./research-result-handling";
import { REPETITION_TERMINATE_AT, REPETITION_WARNING_AT } from "./repetition-guard";
import { ModelCallAbort } from "./model-call-abort";
import { acceptToolCalls } from "./tool-call-acceptance";
import { planCompaction } from "../transcript/compaction";
import { itemWireText } from "../window/token-counter";

/**
 * The iteration loop of one agent: consume corrections at the safe point, call the model,
 * append its text and calls, execute the batch, sample the window; until the agent finishes
 * (a child as its return mode says, a parent through final_answer), fails, is cancelled or
 * runs out of budget. Never throws: every ending is a truthful terminal status.
 */
export async function runAgentLoop(agent: LiveAgent, deps: RuntimeDependencies): Promise<void> {
  const preventedCallIds = new Map<number, string[]>();
  try {
    await agent.start();
    while (!agent.isTerminal) {
      if (agent.signal.aborted) {
        await agent.finish("cancelled", agent.cancelReason ?? "cancelled");
        break;
      }
      // Other loops and I/O get their turn here, except when a correction is waiting: it is
      // consumed at once (one event-loop turn less between its arrival and the safe point).
      if (agent.inbox.pending.length === 0) await deps.clock.yieldToEventLoop?.();
      // Each check below is synchronous; only what it finds is awaited (four awaited no-op
      // calls were ~140 ns of every iteration).
      const spentBudget = budgetSpent(agent, deps);
      if (spentBudget !== null) {
        await endOnSpentBudget(agent, deps, spentBudget);
        break;
      }
      if (agent.inbox.pending.length > 0) await consumeCorrections(agent, deps, preventedCallIds);
      if (windowOverLimit(agent)) await compactIfNeeded(agent, deps);
      if (contextOverflows(agent) && (await contextWindowExceeded(agent, deps))) break;
      agent.beginIteration();
      const tokensSent = agent.window.total;
      const response = await callModel(agent, deps);
      if (response === null) continue;
      await agent.recordWindowSample("iteration", {
        tokens: tokensSent,
        providerInputTokens: response.usage.inputTokens,
      });
      const calls = await appendResponse(agent, response);
      if (calls.length === 0) {
        await handleTextOnly(agent, deps, response);
        continue;
      }
      const outcome = await executeBatch(agent, deps, calls, preventedCallIds);
      if (outcome.returnCall === "accepted") {
        await agent.finish("succeeded", `${outcome.returnTool ?? "return"} accepted`);
      } else if (outcome.returnCall === "contract_failed") {
        if (agent.record.role === "child") await failContract(agent);
        else await failFinalAnswerContract(agent);
      } else {
        await guardRepetition(agent, calls);
      }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A StorageError already says what was lost ("storage error: …").
    const detail = error instanceof StorageError ? message : `internal error: ${message}`;
    await agent.finish("failed", detail).catch(() => undefined);
  }
  // The peak is best effort: a run whose writes were lost refuses it, and the loop never throws.
  if (agent.record.role === "child") await recordChildPeak(agent).catch(() => undefined);
}

/** True when the window passes the agent's limit (compactIfNeeded has work to do). */
function windowOverLimit(agent: LiveAgent): boolean {
  const limit = agent.record.budget.maxWindowTokens;
  return limit !== undefined && agent.window.total > limit;
}

/** Keep the window under the agent's limit by compacting old complete spans (never orphans). */
async function compactIfNeeded(agent: LiveAgent, deps: RuntimeDependencies): Promise<void> {
  const limit = agent.record.budget.maxWindowTokens;
  if (limit === undefined || agent.window.total <= limit) return;
  const plan = planCompaction(agent.transcript.items, {
    limitTokens: limit,
    fixedTokens: agent.window.fixed,
    keepRecent: 2,
    tokensOf: (item) => deps.tokenCounter.count(itemWireText(item)),
    transcriptRef: agent.transcriptRef,
  });
  if (plan.compactions.length > 0) {
    await agent.append(plan.compactions);
    agent.window.recount(agent.transcript.requestItems);
  }
  if (plan.unfit !== null) {
    await deps.store.recordTelemetry([
      agent.telemetryEvent("window_unfit", {
        reason: plan.unfit,
        tokens: agent.window.total,
        limit,
      }),
    ]);
  }
}

/** True when what would be sent passes the agent's context size (see contextWindowExceeded). */
function contextOverflows(agent: LiveAgent): boolean {
  const contextTokens = agent.record.budget.contextTokens;
  return contextTokens !== undefined && agent.window.total > contextTokens;
}

/**
 * The runtime, not the model, enforces the context window on every model call (a scripted or
 * lenient model would take any request): when what would be sent still passes the agent's
 * context size after compaction, the agent fails, saying by how much, and the model is not
 * called. A child's parent receives the reason as its failed return, as for a spent budget.
 */
async function contextWindowExceeded(
  agent: LiveAgent,
  deps: RuntimeDependencies,
): Promise<boolean> {
  const contextTokens = agent.record.budget.contextTokens;
  const tokens = agent.window.total;
  if (contextTokens === undefined || tokens <= contextTokens) return false;
  const reason = `context window exceeded: the next request needs ${tokens} tokens (${agent.window.fixed} of them the system prompt and tool definitions), more than the ${contextTokens}-token context window even after compaction; the model was not called`;
  if (agent.record.role === "child") {
    await agent.setup.returnMode.child?.saveFailedReturn(
      agent,
      deps,
      [reason],
      agent.contractFailures,
    );
  }
  await agent.finish("failed", reason);
  return true;
}

/** The budget limit the agent reached ("30 iterations", "600000 ms"), or null while within it. */
function budgetSpent(agent: LiveAgent, deps: RuntimeDependencies): string | null {
  const { budget, iteration, createdAt } = agent.record;
  const overIterations = iteration >= budget.maxIterations;
  const overTime = deps.clock.now() - createdAt > budget.deadlineMs;
  if (!overIterations && !overTime) return null;
  return overIterations ? `${budget.maxIterations} iterations` : `${budget.deadlineMs} ms`;
}

/** End the agent for its spent budget (`limit`: budgetSpent's), truthfully for its role. */
async function endOnSpentBudget(
  agent: LiveAgent,
  deps: RuntimeDependencies,
  limit: string,
): Promise<void> {
  const pending = agent.inbox.pending[0];
  if (pending !== undefined) {
    await agent.finish(
      "failed",
      `budget exhausted with pending correction #${pending.sequence} (${limit}): a superseded answer is not accepted as success`,
    );
  } else if (agent.record.role === "child") {
    const returned = agent.setup.returnMode.child;
    const missing = `no ${returned?.returnName ?? "return"} within ${limit}`;
    await returned?.saveFailedReturn(agent, deps, [missing], agent.contractFailures);
    await agent.finish("failed", `budget exhausted: ${missing}`);
  } else {
    await agent.finish("failed", `budget exhausted: no final answer within ${limit}`);
  }
}

/** One model call with its deadline; records the exchange. Null when the agent ended. */
async function callModel(
  agent: LiveAgent,
  deps: RuntimeDependencies,
): Promise<ModelResponse | null> {
  const { setup } = agent;
  await agent.setPhase("model_call", setup.modelTimeoutMs);
  const call = new ModelCallAbort();
  // A cancel abandons the call, also one that landed while it was set up (phase write).
  const endCall = agent.beginModelCall(call);
  const cancelTimer = deps.clock.setTimer(() => call.abort(), setup.modelTimeoutMs);
  const startedAt = deps.clock.now();
  try {
    const received = await setup.provider.complete({
      runId: agent.record.runId,
      agentId: agent.id,
      agentRole: agent.record.role,
      brief: agent.record.brief,
      systemPrompt: setup.systemPrompt,
      items: agent.transcript.requestItems,
      tools: agent.toolDefinitions,
      toolChoice: agent.toolChoice,
      iteration: agent.record.iteration,
      model: setup.model,
      // Read by the provider when it listens (ModelCallAbort: created on first read).
      get signal() {
        return call.signal;
      },
    });
    // Ingestion: the model's text, arguments and body are redacted before they are stored.
    const response = redactModelResponse(received);
    await recordExchange(agent, deps, startedAt, response);
    if (agent.signal.aborted) return null; // cancelled: the response is abandoned
    await agent.progress("model response");
    return response;
  } catch (error) {
    if (agent.signal.aborted) return null;
    const timedOut = call.aborted;
    // A provider's error text can echo what it was sent: redacted like its replies.
    const message = timedOut
      ? `model call timed out after ${setup.modelTimeoutMs} ms`
      : redactText(error instanceof Error ? error.message : String(error));
    const status = error instanceof ProviderError ? error.status : null;
    // What the provider sent and answered, when it got that far (ProviderError.details).
    const details = (
      error instanceof ProviderError && error.details !== null && typeof error.details === "object"
        ? error.details
        : {}
    ) as { requestBody?: unknown; responseBody?: unknown; warnings?: unknown };
    await recordExchange(agent, deps, startedAt, {
      requestBody: typeof details.requestBody === "string" ? details.requestBody : "",
      responseBody:
        typeof details.responseBody === "string" && details.responseBody !== ""
          ? redactWireBody(details.responseBody)
          : message,
      httpStatus: status,
      usage: { ...NO_USAGE },
      warnings: [
        ...(Array.isArray(details.warnings) ? details.warnings.map(String) : []),
        `failed: ${message}`,
      ],
    });
    await agent.finish(
      "failed",
      `provider error${status === null ? "" : ` ${status}`}: ${message}`,
    );
    return null;
  } finally {
    cancelTimer();
    endCall();
  }
}

/** Store one exchange with the model (insert-only; a failed call is recorded too). */
function recordExchange(
  agent: LiveAgent,
  deps: RuntimeDependencies,
  startedAt: number,
  exchange: Pick<
    ModelResponse,
    "requestBody" | "responseBody" | "httpStatus" | "usage" | "warnings"
  >,
): Promise<void> {
  return deps.store.recordExchange({
    id: deps.ids.next("exchange"),
    runId: agent.record.runId,
    agentId: agent.id,
    iteration: agent.record.iteration,
    provider: agent.setup.provider.name,
    model: agent.setup.model,
    requestBody: exchange.requestBody,
    responseBody: exchange.responseBody,
    httpStatus: exchange.httpStatus,
    usage: exchange.usage,
    latencyMs: deps.clock.now() - startedAt,
    startedAt,
    warnings: exchange.warnings,
  });
}

/** Append the response's text and tool calls in order; returns the appended calls. */
async function appendResponse(agent: LiveAgent, response: ModelResponse): Promise<ToolCallItem[]> {
  const texts = response.outputs.flatMap((output) =>
    output.type === "text" && output.text.length > 0
      ? [
          {
            kind: "message" as const,
            role: "assistant" as const,
            text: output.text,
            ...(output.providerData ? { providerData: output.providerData } : {}),
          },
        ]
      : [],
  );
  const modelCalls = response.outputs.flatMap((output) =>
    output.type === "tool_call" ? [output.call] : [],
  );
  const accepted = acceptToolCalls(
    modelCalls,
    agent.transcript,
    agent.tools,
    agent.record.iteration,
  );
  const appended = await agent.append([...texts, ...accepted.map((entry) => entry.item)]);
  return appended.filter((item): item is ToolCallItem => item.kind === "tool_call");
}

/**
 * A response without tool calls. A child's return mode decides what it means. A parent that must
 * finish through final_answer is reminded (a failed attempt; after MAX_FINAL_ANSWER_RETRIES
 * retries it fails with FinalAnswerContractError, its text kept as an unchecked answer); a
 * parent replayed with a text finish (recorded before the answer contract) ends with the text.
 */
async function handleTextOnly(
  agent: LiveAgent,
  deps: RuntimeDependencies,
  response: ModelResponse,
): Promise<void> {
  const text = response.outputs
    .flatMap((output) => (output.type === "text" ? [output.text] : []))
    .join("\n")
    .trim();
  if (agent.record.role === "child") {
    // How a child finishes is its return mode's (return-modes/): a reminder, a final turn, a return.
    const returned = agent.setup.returnMode.child;
    if (returned === null) await agent.finish("failed", "this return mode spawns no child");
    else await returned.turnEnded(agent, deps, text);
    return;
  }
  if (agent.inbox.count > 0) return; // finalization checks the inbox: consume it and continue
  if (agent.setup.parentFinish === "final_answer") {
    await remindOfFinalAnswer(agent, text);
    return;
  }
  if (text === "") {
    // An empty answer (a reasoning-only turn, a cut-off reply) is not a final answer.
    await agent.append([
      {
        kind: "notice",
        source: "runtime",
        text: "Your reply was empty. Answer the question, or call a tool.",
      },
    ]);
    return;
  }
  agent.inbox.close("final answer given"); // same synchronous step as the check above
  await agent.setPhase("finalizing", null);
  agent.setFinalText(text);
  await agent.finish("succeeded", "final answer");
}

/** A parent's turn that ended without final_answer: one failed attempt, or the contract fails. */
async function remindOfFinalAnswer(agent: LiveAgent, text: string): Promise<void> {
  const attempts = agent.recordContractFailure([
    "the parent ended its turn without calling final_answer",
  ]);
  if (attempts > MAX_FINAL_ANSWER_RETRIES) {
    await failFinalAnswerContract(agent, text);
    return;
  }
  await agent.append([
    {
      kind: "notice",
      source: "contract",
      text: `You must finish by calling final_answer (attempt ${attempts} of ${MAX_FINAL_ANSWER_RETRIES + 1} used).`,
    },
  ]);
}

/** Feed the cycle to the repetition guard: warn once after three, terminate on the fourth. */
async function guardRepetition(agent: LiveAgent, calls: readonly ToolCallItem[]): Promise<void> {
  if (agent.isTerminal) return;
  const results = calls.flatMap((call) => agent.transcript.resultFor(call.callId) ?? []);
  const verdict = agent.repetitionGuard.observe(calls, results);
  await agent.setRepetitionStreak(agent.repetitionGuard.currentStreak);
  if (verdict === "continue") return;
  const names = [...new Set(calls.map((call) => call.name))].join(", ");
  if (verdict === "warn") {
    await agent.append([
      {
        kind: "notice",
        source: "repetition_guard",
        text: `Warning: ${REPETITION_WARNING_AT} cycles in a row made the same call (${names}) with the same arguments and got the same result. Change your approach; a ${REPETITION_TERMINATE_AT}th identical cycle ends this agent.`,
      },
    ]);
  } else if (verdict === "terminate") {
    await agent.finish(
      "terminated",
      `terminated: repeated identical call (${names} with the same arguments and result ${REPETITION_TERMINATE_AT} cycles in a row)`,
    );
  }
}

async function recordChildPeak(agent: LiveAgent): Promise<void> {
  await agent.recordWindowSample("child_peak", {
    tokens: agent.window.peak,
    relatedAgentId: agent.record.parentAgentId,
  });
}
