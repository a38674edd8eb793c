import { HeldChildren } from "../../runtime/replay/held-children";
import type { ReplayRepository } from "../replay/replay-repository";
import type { PreparedRun } from "../runs/run-service";

/**
 * The run executor's holdChildren (run-executor.ts) for experiments: the prepared run's provider
 * answers its children's research turns from the recording `recordingRunId` and their tool calls
 * get the recorded results (server/runtime/replay/held-children.ts); the parent stays live.
 * Errors: NotFoundError when the recording does not exist.
 */
export function holdChildrenFrom(
  replayRepository: Pick<ReplayRepository, "loadRecordedRun">,
): (prepared: PreparedRun, recordingRunId: string) => Promise<PreparedRun> {
  return async (prepared, recordingRunId) => {
    const recorded = await replayRepository.loadRecordedRun(recordingRunId);
    const held = new HeldChildren(recorded, prepared.provider);
    return {
      ...prepared,
      provider: held.provider,
      toolOutcomeSourceFor: held.toolOutcomeSourceFor,
    };
  };
}
