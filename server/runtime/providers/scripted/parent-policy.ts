import type { ModelOutput, ModelRequest } from "../model-provider";
import type { ChildPlan } from "./scripted-policy";
import { composeAnswerFromText } from "./free-text-answer";
import { consumedCorrections, correctionsReceived, toolExchanges } from "./transcript-reading";

/** How long the scripted parent asks each wait to last (ms). */
export const SCRIPTED_WAIT_MS = 60_000;

/**
 * The scripted parent: spawn its children in one turn (parallel tool calls), wait for them
 * (again after a timeout or an interrupting correction), then write the final answer from
 * what it received — from debriefs every finding with its confidence and sources and every
 * caveat; from summaries or transcripts what they say (free-text-answer.ts).
 */
export function parentPolicy(
  request: ModelRequest,
  nextCallId: () => string,
  plan: readonly ChildPlan[],
  options: { overconfidentAnswer?: ((received: string) => string) | undefined } = {},
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
    return [
      {
        type: "text",
        text: `I could not start a child agent (${reasons}), so I have no research to answer from.`,
      },
    ];
  }
  const corrections = consumedCorrections(request.items);
  const compose =
    options.overconfidentAnswer ??
    ((text: string) =>
      /^(?:SUMMARY from|TRANSCRIPT of) /m.test(text)
        ? composeAnswerFromText(text, corrections)
        : composeFinalAnswer(text, corrections));
  return [{ type: "text", text: compose(received) }];
}

function isTerminalIn(received: string, childId: string): boolean {
  return new RegExp(
    `- ${escapeRegExp(childId)} \\([^)]*\\): (succeeded|failed|cancelled|terminated)`,
  ).test(received);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The final answer, derived only from the rendered debriefs in the wait results (the parent
 * never sees a child transcript). Caveats are carried: inferred/reported findings are marked,
 * assumptions and unresolved items are restated, coverage gaps and exhausted budgets noted.
 */
export function composeFinalAnswer(
  received: string,
  corrections: readonly { sequence: number; author: string; text: string }[],
  heading?: string,
): string {
  const lines = received.split("\n");
  const findings: string[] = [];
  const assumptions: string[] = [];
  const unresolved: string[] = [];
  const failures: string[] = [];
  const notSearched: string[] = [];
  let exhausted = false;
  let section = "";
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    if (/^Findings \(/.test(line)) section = "findings";
    else if (/^Assumptions \(/.test(line)) section = "assumptions";
    else if (/^Unresolved \(/.test(line)) section = "unresolved";
    else if (/^Coverage:/.test(line)) section = "coverage";
    if (line.startsWith("CHILD FAILED:")) failures.push(line.replace("CHILD FAILED: ", ""));
    const ended = /^- (\S+) \(([^)]*)\): (failed|cancelled|terminated)(?: \((.*)\))?$/.exec(line);
    if (ended && /no debrief/.test(lines[index + 1] ?? "")) {
      failures.push(
        `${ended[2]} (${ended[1]}) ended ${ended[3]}${ended[4] ? ` (${ended[4]})` : ""} without a debrief; what it was asked to research is not covered.`,
      );
    }
    const finding = /^\s+F\d+ \[(\w+)\] (.*)$/.exec(line);
    if (section === "findings" && finding?.[1] && finding[2]) {
      const sources = /provenance: (.*)$/.exec(lines[index + 1] ?? "")?.[1] ?? "no sources given";
      const hedge =
        finding[1] === "verified"
          ? "verified"
          : finding[1] === "inferred"
            ? "inferred, not verified"
            : "reported by a source, not verified";
      findings.push(`- ${finding[2]} (${hedge}; sources: ${sources})`);
    }
    const assumption = /^\s+A\d+ (.*)$/.exec(line);
    if (section === "assumptions" && assumption?.[1])
      assumptions.push(`- Assumption: ${assumption[1]}`);
    const question = /^\s+U\d+ (.*)$/.exec(line);
    if (section === "unresolved" && question?.[1]) {
      const settle = /would settle it: (.*)$/.exec(lines[index + 1] ?? "")?.[1] ?? "not stated";
      unresolved.push(`- Unresolved: ${question[1]} What would settle it: ${settle}`);
    }
    const gap = /^\s+(?:NOT searched|not searched by some children): (.*)$/.exec(line);
    if (gap?.[1] && gap[1] !== "(none)" && !notSearched.includes(gap[1])) notSearched.push(gap[1]);
    if (/budget exhausted: YES/.test(line)) exhausted = true;
  }
  const answer: string[] = [];
  if (findings.length > 0) {
    answer.push(
      heading ??
        (/^MERGED DEBRIEF/m.test(received)
          ? "Answer, from the children's merged debriefs:"
          : "Answer, from the child's debrief:"),
    );
    answer.push(...findings);
  } else {
    answer.push("The research produced no findings I can state.");
  }
  const caveats = [...assumptions, ...unresolved];
  for (const gap of notSearched) {
    caveats.push(`- Not searched, so the answer may be incomplete there: ${gap}`);
  }
  if (exhausted) caveats.push("- The child ran out of budget: the lists above may be incomplete.");
  for (const failure of failures)
    caveats.push(`- A child failed: ${failure} Nothing from it is stated as established.`);
  if (caveats.length > 0) {
    answer.push("", "Caveats (carried from the debrief; these are not established facts):");
    answer.push(...caveats);
  }
  answer.push(...correctionsReceived(corrections));
  return answer.join("\n");
}
