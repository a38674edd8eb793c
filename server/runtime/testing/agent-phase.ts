import type { RunStore } from "../ports";
import type { AgentPhase } from "../records";

/**
 * Resolves with the agent's id the first time any agent (or the one `accept` picks) is
 * stored entering `phase` — e.g. a parent entering `waiting_for_agents` inside its
 * wait_for_agents call. Wraps `store.updateAgent` (the loop reports every phase through it),
 * so a test acts at that exact point instead of after a guessed delay.
 */
export function whenPhase(
  store: Pick<RunStore, "updateAgent">,
  phase: AgentPhase,
  accept: (agentId: string) => boolean = () => true,
): Promise<string> {
  return new Promise((resolve) => {
    const original = store.updateAgent.bind(store);
    store.updateAgent = async (agentId, patch) => {
      await original(agentId, patch);
      if (patch.activity?.phase === phase && accept(agentId)) resolve(agentId);
    };
  });
}
