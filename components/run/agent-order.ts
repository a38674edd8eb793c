/** What ordering reads of an agent. */
interface OrderedAgent {
  id: string;
  parentAgentId: string | null;
  createdAt: number;
}

/** Agents in tree order (parent, then its children, depth-first), each with its depth. */
export function orderAgents<T extends OrderedAgent>(
  agents: readonly T[],
): { agent: T; depth: number }[] {
  const ids = new Set(agents.map((a) => a.id));
  const byParent = new Map<string | null, T[]>();
  for (const agent of agents) {
    const key =
      agent.parentAgentId !== null && ids.has(agent.parentAgentId) ? agent.parentAgentId : null;
    byParent.set(key, [...(byParent.get(key) ?? []), agent]);
  }
  const out: { agent: T; depth: number }[] = [];
  const visit = (parent: string | null, depth: number) => {
    const children = [...(byParent.get(parent) ?? [])].sort((a, b) => a.createdAt - b.createdAt);
    for (const child of children) {
      out.push({ agent: child, depth });
      visit(child.id, depth + 1);
    }
  };
  visit(null, 0);
  return out;
}
