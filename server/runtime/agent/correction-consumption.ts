import type { LiveAgent, RuntimeDependencies } from "./live-agent";

/**
 * Consume every queued correction at a safe point (before a model call; no tool is running).
 * Each becomes a `correction` transcript item the model sees next; the consumption (iteration,
 * time, calls it prevented) is recorded separately, the correction row is never edited.
 * `preventedCallIds` maps a correction sequence to the calls it kept from executing.
 */
export async function consumeCorrections(
  agent: LiveAgent,
  deps: RuntimeDependencies,
  preventedCallIds: Map<number, string[]>,
): Promise<number> {
  const all = agent.inbox.takeAll();
  if (all.length === 0) return 0;
  // A correction whose row was refused (a repeated request key, a storage error) is dropped
  // before the model sees it.
  const stored = await Promise.all(all.map((correction) => agent.inbox.whenStored(correction.id)));
  const taken = all.filter((_, index) => stored[index]);
  const iteration = agent.record.iteration + 1;
  for (const correction of taken) {
    await agent.append([
      {
        kind: "correction",
        correctionSequence: correction.sequence,
        author: correction.author,
        text: correction.text,
      },
    ]);
    await deps.store.recordConsumption({
      correctionId: correction.id,
      agentId: agent.id,
      sequence: correction.sequence,
      iteration,
      consumedAt: deps.clock.now(),
      preventedCallIds: preventedCallIds.get(correction.sequence) ?? [],
    });
    preventedCallIds.delete(correction.sequence);
    deps.events.emit({
      type: "correction-consumed",
      runId: agent.record.runId,
      agentId: agent.id,
      sequence: correction.sequence,
    });
    await agent.progress(`correction #${correction.sequence} consumed`);
  }
  return taken.length;
}
