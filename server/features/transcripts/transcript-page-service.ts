import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import type { TranscriptPageInput } from "../../shared/transcript-input";
import { requireAgentOfRun, type RunGuardDependencies } from "../runs/run-guards";
import type { TranscriptRepository } from "./transcript-repository";

/** One page of an agent's transcript (transcripts.page). */
export interface TranscriptPage {
  items: TranscriptItem[];
  /** Pass it as `cursor` for the next page (a sequence); null when this page reached the end. */
  nextCursor: number | null;
  /** Items of the agent that match the query (every item without one), on every page. */
  matching: number;
}

/** What reading a transcript page needs. */
export interface TranscriptPageDependencies extends Pick<RunGuardDependencies, "runRepository"> {
  transcriptRepository: Pick<TranscriptRepository, "page">;
}

/**
 * One page of an agent's transcript, optionally searched (see transcriptPageInputSchema): the
 * run page's transcript view loads it as it scrolls, so a 5,000-item transcript never travels
 * whole. Errors: NotFoundError for an unknown run or an agent of another run.
 */
export async function getTranscriptPage(
  deps: TranscriptPageDependencies,
  input: TranscriptPageInput,
): Promise<TranscriptPage> {
  await requireAgentOfRun(deps, input.runId, input.agentId);
  const { items, matching } = await deps.transcriptRepository.page({
    agentId: input.agentId,
    fromSequence: input.cursor ?? 0,
    limit: input.limit,
    query: input.query ?? "",
  });
  const last = items.at(-1);
  return {
    items,
    nextCursor: items.length === input.limit && last ? last.sequence + 1 : null,
    matching,
  };
}
