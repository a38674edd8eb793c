import type { AnswerClaim, Carry, FinalAnswerInput } from "../../contract/final-answer";
import { renderFinalAnswer } from "../../contract/final-answer-rendering";
import type { ModelOutput, ModelRequest } from "../model-provider";
import { readReceivedDebriefs, type ChildEnding } from "./debrief-reading";
import { composeAnswerFromText } from "./free-text-answer";
import type { ChildPlan } from "./scripted-policy";
import { toolExchanges } from "./transcript-reading";
import { withoutProcessNotes } from "../../contract/process-notes";

/** How long the scripted parent asks each wait to last (ms). */
export const SCRIPTED_WAIT_MS = 60_000;

/**
 * The scripted parent: spawn its children in one turn (parallel tool calls), wait for them
 * (again after a timeout or an interrupting correction), then finish with final_answer from
 * what it received: from debriefs every finding with its confidence and sources, every caveat
 * carried, each claim citing the item ids it rests on; from summaries or transcripts what they
 * say, citing nothing (free-text-answer.ts).
 */
export function parentPolicy(
  request: ModelRequest,
  nextCallId: () => string,
  plan: readonly ChildPlan[],
  options: { overconfidentAnswer?: ((received: string) => FinalAnswerInput) | undefined } = {},
): ModelOutput[] {
  const exchanges = toolExchanges(request.items);
  const spawns = exchanges.filter((exchange) => exchange.call.name === "spawn_agent");
  const childIds = spawns.flatMap((exchange) => {
    const match = /spawned child (\S+)/.exec(exchange.result?.content ?? "");
    return match?.[1] ? [match[1]] : [];
  });
  if (spawns.length === 0) {
    const who = plan.length === 1 ? "a child agent" : `${plan.length} child agents in parallel`;
    return [
      {
        type: "text",
        text: `I will delegate the research to ${who} and answer from the debriefs.`,
      },
      ...plan.map((child): ModelOutput => ({
        type: "tool_call",
        call: {
          providerCallId: nextCallId(),
          name: "spawn_agent",
          arguments: JSON.stringify({ name: child.name, brief: child.brief }),
        },
      })),
    ];
  }
  const waits = exchanges.filter((exchange) => exchange.call.name === "wait_for_agents");
  const received = waits.map((exchange) => exchange.result?.content ?? "").join("\n");
  const outstanding = childIds.filter((id) => !isTerminalIn(received, id));
  if (outstanding.length > 0) {
    return [
      {
        type: "tool_call",
        call: {
          providerCallId: nextCallId(),
          name: "wait_for_agents",
          arguments: JSON.stringify({ agent_ids: outstanding, timeout_ms: SCRIPTED_WAIT_MS }),
        },
      },
    ];
  }
  if (childIds.length === 0) {
    const reasons = spawns.map((exchange) => exchange.result?.content ?? "no result").join("; ");
    const text = `I could not start a child agent (${reasons}), so I have no research to answer from.`;
    return answerOutputs(request, nextCallId, null, {
      claims: [{ text, rests_on: [], carries: [], stated_as: "established" }],
    });
  }
  const fromText = /^(?:SUMMARY from|TRANSCRIPT of) /m.test(received);
  const compose =
    options.overconfidentAnswer ??
    ((text: string) => (fromText ? composeAnswerFromText(text) : composeFinalAnswer(text)));
  return answerOutputs(
    request,
    nextCallId,
    `Returning my answer from the ${fromText ? "children's free-text returns" : "debriefs"}.`,
    compose(received),
  );
}

/**
 * How the scripted parent finishes with `answer`: a final_answer call when it is offered, after
 * `intro` (or a line saying it tries again once a final_answer was rejected); without
 * final_answer (a run replayed with a text finish) the answer's rendering as a text turn.
 */
export function answerOutputs(
  request: ModelRequest,
  nextCallId: () => string,
  intro: string | null,
  answer: FinalAnswerInput,
): ModelOutput[] {
  if (!request.tools.some((tool) => tool.name === "final_answer")) {
    return [{ type: "text", text: renderFinalAnswer(answer).text }];
  }
  const rejected = toolExchanges(request.items).some(
    (exchange) => exchange.call.name === "final_answer" && exchange.result?.status === "error",
  );
  const line = rejected ? "Returning my answer again with the fields fixed." : intro;
  return [
    ...(line === null ? [] : [{ type: "text" as const, text: line }]),
    {
      type: "tool_call",
      call: {
        providerCallId: nextCallId(),
        name: "final_answer",
        arguments: JSON.stringify(answer),
      },
    },
  ];
}

function isTerminalIn(received: string, childId: string): boolean {
  return new RegExp(
    `- ${escapeRegExp(childId)} \\([^)]*\\): (succeeded|failed|cancelled|terminated)`,
  ).test(received);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** How the answer opens the sentence about a child that ended without a debrief. */
const ENDING_OPENERS: Record<ChildEnding["ended"], string> = {
  failed: "A child failed:",
  cancelled: "A child was cancelled:",
  terminated: "A child was stopped by the repetition guard:",
};

const FINDING_HEDGES: Record<string, { words: string; as: "qualified" | "attribution" }> = {
  inferred: { words: "inferred, not verified", as: "qualified" },
  reported: { words: "reported by a source, not verified", as: "attribution" },
};

/**
 * The final answer as a final_answer record, derived only from the rendered debriefs in the
 * wait results (the parent never sees a child transcript). Every caveat is carried: each
 * inferred/reported finding says so, each assumption, unresolved item, coverage gap and
 * exhausted budget is a claim that carries its own hedge, each citing the item ids. With
 * `cite: false` (the inline parent, whose own research has no debrief ids to cite) the same
 * claims rest on nothing and carry their caveats in their words only.
 */
export function composeFinalAnswer(
  received: string,
  options: { cite?: boolean } = {},
): FinalAnswerInput {
  const answer = composeCitedAnswer(received);
  if (options.cite !== false) return answer;
  return { claims: answer.claims.map((claim) => ({ ...claim, rests_on: [], carries: [] })) };
}

function composeCitedAnswer(received: string): FinalAnswerInput {
  const read = readReceivedDebriefs(received);
  const claims: AnswerClaim[] = [];
  for (const finding of read.findings) {
    const hedge = FINDING_HEDGES[finding.confidence];
    const stance = hedge ? `${hedge.words}` : "verified";
    claims.push({
      text: `${finding.claim} (${stance}; sources: ${finding.sources})`,
      rests_on: finding.ids,
      carries: hedge ? finding.ids.map((item) => ({ item, as: hedge.as, words: hedge.words })) : [],
      stated_as: hedge ? "qualified" : "established",
    });
  }
  if (read.findings.length === 0)
    claims.push({
      text: "The research produced no findings I can state.",
      rests_on: [],
      carries: [],
      stated_as: "established",
    });
  const carried = (ids: string[], text: string, as: Carry["as"], words: string): AnswerClaim => ({
    text,
    rests_on: ids,
    carries: ids.map((item) => ({ item, as, words })),
    stated_as: "qualified",
  });
  for (const assumption of read.assumptions)
    claims.push(
      carried(
        assumption.ids,
        `Assumption, not verified: ${assumption.text}`,
        "condition",
        "Assumption, not verified",
      ),
    );
  for (const question of read.unresolved)
    claims.push(
      carried(
        question.ids,
        `Unresolved: ${question.text} What would settle it: ${question.settle}`,
        "open_question",
        "Unresolved",
      ),
    );
  if (read.notSearched.length > 0)
    claims.push(
      carried(
        read.notSearched.flatMap((gap) => gap.ids),
        `Not searched, so the answer may be incomplete there: ${read.notSearched.map((gap) => withoutProcessNotes(gap.text)).join("; ")}`,
        "coverage_gap",
        "Not searched",
      ),
    );
  if (read.budgetIds.length > 0)
    claims.push(
      carried(
        read.budgetIds,
        "A child ran out of budget: the lists above may be incomplete.",
        "incomplete",
        "may be incomplete",
      ),
    );
  for (const failure of read.failures)
    claims.push({
      text: `${ENDING_OPENERS[failure.ended]} ${failure.text} Nothing from it is stated as established.`,
      rests_on: [],
      carries: [],
      stated_as: "qualified",
    });
  return { claims };
}
