import type { ModelOutput, ModelProvider, ModelRequest } from "../providers/model-provider";
import { requestProblems } from "../providers/shared/__fixtures__/wire-pairing";
import type { TranscriptItem } from "../transcript/transcript-item";
import { answerOf, callOf, turnProvider } from "./turn-script";

/** One agent's script: its outputs for its n-th (1-based) model turn. */
export type TurnScript = (
  turn: number,
  request: ModelRequest,
) => ModelOutput[] | Promise<ModelOutput[]>;

/** A model whose requests are kept and checked for pairing on every API. */
export interface CheckedTurnModel {
  provider: ModelProvider;
  /** Every request, in order, with a copy of its items and the agent's turn number. */
  requests: (ModelRequest & { turn: number })[];
  /** Every pairing problem of every request (see requestProblems); [] when all were paired. */
  problems: string[];
}

/**
 * A model for the turn harness: the parent and each child follow their script by their own
 * turn number; every request is kept (a copy of its items) and checked with requestProblems,
 * so a test can assert that the runtime never built an unpaired request for any API.
 * A child request without a child script throws (the run records a provider error).
 */
export function checkedTurnModel(scripts: { parent: TurnScript; child?: TurnScript }) {
  const turns = new Map<string, number>();
  const requests: CheckedTurnModel["requests"] = [];
  const problems: string[] = [];
  const provider = turnProvider(async (request) => {
    const n = (turns.get(request.agentId) ?? 0) + 1;
    turns.set(request.agentId, n);
    const copy = { ...request, items: [...request.items], turn: n };
    requests.push(copy);
    problems.push(...requestProblems(copy).map((p) => `${request.agentRole} turn ${n}: ${p}`));
    const script = request.agentRole === "parent" ? scripts.parent : scripts.child;
    if (script === undefined) throw new Error("no child script");
    return script(n, copy);
  });
  return { provider, requests, problems } satisfies CheckedTurnModel;
}

/** The id of the child a spawn_agent result names (throws when none was spawned). */
export function spawnedChild(items: readonly TranscriptItem[]): string {
  for (const item of items) {
    if (item.kind !== "tool_result") continue;
    const match = /spawned child (\S+)/.exec(item.content);
    if (match?.[1]) return match[1];
  }
  throw new Error("no child was spawned");
}

/** The default parent: spawn one child ("researcher"), wait for it (10 s), answer. */
export const delegatingParent: TurnScript = (n, request) =>
  n === 1
    ? [callOf("p_spawn", "spawn_agent", { name: "researcher", brief: "Research it." })]
    : n === 2
      ? [
          callOf("p_wait", "wait_for_agents", {
            agent_ids: [spawnedChild(request.items)],
            timeout_ms: 10_000,
          }),
        ]
      : answerOf("Final answer.");
