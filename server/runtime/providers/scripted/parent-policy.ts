import type { ModelOutput, ModelRequest } from "../model-provider";
import { consumedCorrections, toolExchanges } from "./transcript-reading";

/** How long the scripted parent asks each wait to last (ms). */
export const SCRIPTED_WAIT_MS = 60_000;

/**
 * The scripted parent: spawn one researcher with the question, wait for it (again after a
 * timeout or an interrupting correction), then write the final answer from the debrief it
 * received — every finding with its confidence and sources, and every caveat carried.
 */
export function parentPolicy(request: ModelRequest, nextCallId: () => string): ModelOutput[] {
  const exchanges = toolExchanges(request.items);
  const spawns = exchanges.filter((exchange) => exchange.call.name === "spawn_agent");
  const childIds = spawns.flatMap((exchange) => {
    const match = /spawned child (\S+)/.exec(exchange.result?.content ?? "");
    return match?.[1] ? [match[1]] : [];
  });
  if (spawns.length === 0) {
    return [
      {
        type: "text",
        text: "I will delegate the research to a child agent and answer from its debrief.",
      },
      {
        type: "tool_call",
        call: {
          providerCallId: nextCallId(),
          name: "spawn_agent",
          arguments: JSON.stringify({ name: "researcher", brief: request.brief }),
        },
      },
    ];
  }
  const waits = exchanges.filter((exchange) => exchange.call.name === "wait_for_agents");
  const received = waits.map((exchange) => exchange.result?.content ?? "").join("\n");
  const outstanding = childIds.filter(
    (id) => !received.includes(`- ${id} `) || !isTerminalIn(received, id),
  );
  if (outstanding.length > 0 || childIds.length === 0) {
    const ids = childIds.length > 0 ? childIds : ["(no child was spawned)"];
    return [
      {
        type: "tool_call",
        call: {
          providerCallId: nextCallId(),
          name: "wait_for_agents",
          arguments: JSON.stringify({
            agent_ids: outstanding.length > 0 ? outstanding : ids,
            timeout_ms: SCRIPTED_WAIT_MS,
          }),
        },
      },
    ];
  }
  return [{ type: "text", text: composeFinalAnswer(received, consumedCorrections(request.items)) }];
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
): string {
  const lines = received.split("\n");
  const findings: string[] = [];
  const assumptions: string[] = [];
  const unresolved: string[] = [];
  const failures: string[] = [];
  let notSearched = "";
  let exhausted = false;
  let section = "";
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    if (/^Findings \(/.test(line)) section = "findings";
    else if (/^Assumptions \(/.test(line)) section = "assumptions";
    else if (/^Unresolved \(/.test(line)) section = "unresolved";
    else if (/^Coverage:/.test(line)) section = "coverage";
    if (line.startsWith("CHILD FAILED:")) failures.push(line.replace("CHILD FAILED: ", ""));
    const finding = /^\s+F\d+ \[(\w+)\] (.*)$/.exec(line);
    if (section === "findings" && finding?.[1] && finding[2]) {
      const sources = /provenance: (.*)$/.exec(lines[index + 1] ?? "")?.[1] ?? "no sources given";
      const hedge =
        finding[1] === "verified"
          ? "verified"
          : finding[1] === "inferred"
            ? "inferred, not verified"
            : "reported by a document, not verified";
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
    const gap = /^\s+NOT searched: (.*)$/.exec(line);
    if (gap?.[1] && gap[1] !== "(none)") notSearched = gap[1];
    if (/budget exhausted: YES/.test(line)) exhausted = true;
  }
  const answer: string[] = [];
  if (findings.length > 0) {
    answer.push("Answer, from the child's debrief:");
    answer.push(...findings);
  } else {
    answer.push("The research produced no findings I can state.");
  }
  const caveats = [...assumptions, ...unresolved];
  if (notSearched)
    caveats.push(`- Not searched, so the answer may be incomplete there: ${notSearched}`);
  if (exhausted) caveats.push("- The child ran out of budget: the lists above may be incomplete.");
  for (const failure of failures)
    caveats.push(`- A child failed: ${failure} Nothing from it is stated as established.`);
  if (caveats.length > 0) {
    answer.push("", "Caveats (carried from the debrief; these are not established facts):");
    answer.push(...caveats);
  }
  if (corrections.length > 0) {
    answer.push("", "Operator corrections taken into account:");
    for (const correction of corrections)
      answer.push(`- #${correction.sequence} from ${correction.author}: ${correction.text}`);
  }
  return answer.join("\n");
}
