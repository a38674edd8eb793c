import type { ActivityAssessment } from "@/server/features/runs/run-views";
import type { AgentRecord } from "@/server/runtime/records";
import { EmptyState } from "@/components/ui/empty-state";
import { AgentNode } from "./agent-node";
import { orderAgents } from "./agent-order";

/** The run's agents as an indented tree: parent → children. */
export function AgentTree({
  agents,
  pendingByAgent,
  activity,
}: {
  agents: AgentRecord[];
  pendingByAgent: Record<string, number>;
  activity: ActivityAssessment[];
}) {
  if (agents.length === 0) {
    return (
      <EmptyState title="No agents yet">The parent agent starts when the run does.</EmptyState>
    );
  }
  return (
    <nav aria-label="Agents">
      <ul data-testid="agent-tree" className="space-y-1.5">
        {orderAgents(agents).map(({ agent, depth }) => (
          <li
            key={agent.id}
            style={{ marginLeft: `${Math.min(depth, 4) * 1}rem` }}
            className={depth > 0 ? "border-l-2 border-zinc-200 pl-2" : undefined}
          >
            <AgentNode
              agent={agent}
              pendingCorrections={pendingByAgent[agent.id] ?? 0}
              assessment={activity.find((a) => a.agentId === agent.id) ?? null}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
