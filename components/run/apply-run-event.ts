import type { RunEventMessage } from "@/server/features/runs/run-deltas";
import type { RunDetail } from "@/server/features/runs/run-views";
import { computeWindowFigures } from "@/server/shared/window-figures";
import { runOutcome } from "@/server/shared/run-outcome";

/** Compares two strings byte-wise (as SQLite and the repositories order ids). */
function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `list` with `value` inserted in `order` (a copy); appended when it sorts last. */
function insertSorted<T>(list: readonly T[], value: T, order: (a: T, b: T) => number): T[] {
  const copy = [...list];
  let index = copy.length;
  while (index > 0 && order(copy[index - 1]!, value) > 0) index -= 1;
  copy.splice(index, 0, value);
  return copy;
}

/**
 * Apply one live delta to the run page's snapshot (issue 10): the snapshot `runs.get`
 * returned (first transcript pages and counts, model calls counted; issue 12), then each message of `runs.live` in sequence order. Returns the new snapshot (a
 * copy; the cached one is not mutated), the same one for a message it already holds
 * (sequence ≤ lastEventSequence), or null for a gap (a sequence skipped): the caller then
 * re-reads the snapshot. Idempotent per record (the snapshot may already hold a few changes
 * past its sequence), and in the order the repository reads them, so snapshot + deltas equals
 * a fresh `runs.get`. `activity` and `warnings` depend on the time: the page recomputes them.
 */
export function applyRunEvent(detail: RunDetail, message: RunEventMessage): RunDetail | null {
  if (message.sequence <= detail.lastEventSequence) return detail;
  if (message.sequence !== detail.lastEventSequence + 1) return null;
  const next: RunDetail = { ...detail, lastEventSequence: message.sequence };
  const { delta } = message;
  switch (delta.type) {
    case "run": {
      const run = { ...detail.run, ...delta.patch };
      // None for a run that never started (cancelled or interrupted while queued).
      run.durationMs =
        run.finishedAt === null || run.startedAt === null ? null : run.finishedAt - run.startedAt;
      if (run.status !== "queued") run.queuePosition = null;
      next.run = run;
      break;
    }
    case "agent-created": {
      if (detail.agents.some((agent) => agent.id === delta.agent.id)) {
        // The snapshot read the agent after its run row: its count is the agents it holds.
        next.run = { ...detail.run, agentCount: detail.agents.length };
        break;
      }
      next.agents = insertSorted(
        detail.agents,
        delta.agent,
        (a, b) => a.createdAt - b.createdAt || byText(a.id, b.id),
      );
      next.transcripts = { [delta.agent.id]: [], ...detail.transcripts };
      next.transcriptCounts = {
        [delta.agent.id]: { items: 0, toolCalls: 0, lastSequence: -1 },
        ...detail.transcriptCounts,
      };
      next.modelCallCounts = {
        [delta.agent.id]: { calls: 0, withWarnings: 0, lastIteration: 0 },
        ...detail.modelCallCounts,
      };
      next.run = { ...detail.run, agentCount: next.agents.length };
      next.windowFigures = computeWindowFigures(next.agents, detail.windowSamples, detail.debriefs);
      break;
    }
    case "agent": {
      next.agents = detail.agents.map((agent) =>
        agent.id === delta.agentId ? { ...agent, ...delta.patch } : agent,
      );
      break;
    }
    case "items": {
      // Counted once per sequence (the snapshot may hold items past its event sequence); kept
      // in the loaded first page only while that page is the whole transcript.
      let items = detail.transcripts[delta.agentId] ?? [];
      let count = detail.transcriptCounts[delta.agentId] ?? {
        items: 0,
        toolCalls: 0,
        lastSequence: -1,
      };
      for (const item of delta.items) {
        if (item.sequence <= count.lastSequence) continue;
        const whole = items.length === count.items;
        count = {
          items: count.items + 1,
          toolCalls: count.toolCalls + (item.kind === "tool_call" ? 1 : 0),
          lastSequence: item.sequence,
        };
        if (whole) items = insertSorted(items, item, (a, b) => a.sequence - b.sequence);
      }
      next.transcripts = { ...detail.transcripts, [delta.agentId]: items };
      next.transcriptCounts = { ...detail.transcriptCounts, [delta.agentId]: count };
      break;
    }
    case "exchanges": {
      // One exchange per iteration and agent: an iteration already counted is a repeat.
      let counts = detail.modelCallCounts;
      for (const { agentId, iteration, warnings } of delta.exchanges) {
        const count = counts[agentId] ?? { calls: 0, withWarnings: 0, lastIteration: 0 };
        if (iteration <= count.lastIteration) continue;
        counts = {
          ...counts,
          [agentId]: {
            calls: count.calls + 1,
            withWarnings: count.withWarnings + (warnings.length > 0 ? 1 : 0),
            lastIteration: iteration,
          },
        };
      }
      next.modelCallCounts = counts;
      break;
    }
    case "window-samples": {
      const held = new Set(detail.windowSamples.map((sample) => sample.id));
      let samples = detail.windowSamples;
      for (const sample of delta.samples) {
        if (held.has(sample.id)) continue;
        held.add(sample.id);
        samples = insertSorted(
          samples,
          sample,
          (a, b) => a.at - b.at || a.iteration - b.iteration || byText(a.id, b.id),
        );
      }
      if (samples === detail.windowSamples) break;
      next.windowSamples = samples;
      next.windowFigures = computeWindowFigures(detail.agents, samples, detail.debriefs);
      break;
    }
    case "debrief": {
      const others = detail.debriefs.filter((debrief) => debrief.id !== delta.debrief.id);
      next.debriefs = insertSorted(
        others,
        delta.debrief,
        (a, b) => a.createdAt - b.createdAt || byText(a.id, b.id),
      );
      // The return record carries the child's transcript size (the counterfactual figure).
      next.windowFigures = computeWindowFigures(detail.agents, detail.windowSamples, next.debriefs);
      break;
    }
    case "correction-queued": {
      const { correction } = delta;
      if (detail.corrections.some((view) => view.correction.id === correction.id)) break;
      next.corrections = insertSorted(
        detail.corrections,
        { correction, consumption: null, refusal: null },
        (a, b) =>
          byText(a.correction.agentId, b.correction.agentId) ||
          a.correction.sequence - b.correction.sequence,
      );
      break;
    }
    case "correction-consumed": {
      next.corrections = detail.corrections.map((view) =>
        view.correction.id === delta.consumption.correctionId
          ? { ...view, consumption: delta.consumption }
          : view,
      );
      break;
    }
    case "correction-refused": {
      next.corrections = detail.corrections.map((view) =>
        view.correction.id === delta.refusal.correctionId
          ? { ...view, refusal: delta.refusal }
          : view,
      );
      break;
    }
  }
  if (delta.type === "run" || delta.type === "agent" || delta.type === "agent-created") {
    // The outcome follows the run status and the children's endings (run-outcome.ts).
    const outcome = runOutcome(
      next.run.status,
      next.agents.filter((agent) => agent.role === "child").map((agent) => agent.status),
    );
    next.run = { ...next.run, outcome: outcome.outcome, outcomeDetail: outcome.detail };
  }
  return next;
}

/**
 * The snapshot to keep when runs.get answers: the fetched one, unless the cached one is
 * further along the run's event log. A re-read started before the stream delivered the last
 * deltas (the cancel button's refresh, under load) answered after them and put the page back
 * to "running" with the run already cancelled; the stream had ended, so it stayed stale.
 */
export function newerRunSnapshot(cached: RunDetail | undefined, fetched: RunDetail): RunDetail {
  return cached !== undefined && cached.lastEventSequence > fetched.lastEventSequence
    ? cached
    : fetched;
}
