/**
 * Which run each agent a BufferedRunStore queued writes for belongs to, and which agents' creation
 * the database refused for good (their later patches are dropped). Held only while the run is in
 * flight: `forgetRun` drops a run's agents once its ending is stored, so a long-lived worker holds
 * its runs in flight and nothing of the runs it finished.
 */
export class AgentOwnership {
  private readonly runOfAgent = new Map<string, string>();
  private readonly lost = new Set<string>();

  /** Record that `agentId` belongs to `runId`. */
  add(agentId: string, runId: string): void {
    this.runOfAgent.set(agentId, runId);
  }

  /** The agent's run id; "" for an agent this store never created (or whose run ended). */
  runOf(agentId: string): string {
    return this.runOfAgent.get(agentId) ?? "";
  }

  /** The database refused the agent's creation for good. */
  markLost(agentId: string): void {
    this.lost.add(agentId);
  }

  isLost(agentId: string): boolean {
    return this.lost.has(agentId);
  }

  /** Drop the run's agents (its ending is stored; nothing more is written for them). */
  forgetRun(runId: string): void {
    for (const [agentId, owner] of this.runOfAgent) {
      if (owner !== runId) continue;
      this.runOfAgent.delete(agentId);
      this.lost.delete(agentId);
    }
  }

  /** Agents still mapped to a run (those of runs in flight). */
  get size(): number {
    return this.runOfAgent.size;
  }
}
