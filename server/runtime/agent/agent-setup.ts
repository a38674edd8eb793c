import type { ModelProvider, ToolChoice } from "../providers/model-provider";
import type { ParentFinish, ReturnModeStrategy } from "../return-modes/return-mode";
import type { Clock, EventSink, IdGenerator, RunStore, WorkspacePort } from "../ports";
import type { AgentRecord } from "../records";
import type { AgentControl, AnyTool, ToolOutcome } from "../tools/tool";
import type { ToolCallItem } from "../transcript/transcript-item";
import type { TokenCounter } from "../window/token-counter";

/** What every agent needs from outside the runtime. */
export interface RuntimeDependencies {
  store: RunStore;
  clock: Clock;
  ids: IdGenerator;
  events: EventSink;
  tokenCounter: TokenCounter;
}

/** How one agent is set up by the manager. */
export interface AgentSetup {
  record: AgentRecord;
  provider: ModelProvider;
  model: string;
  tools: readonly AnyTool[];
  toolChoice: ToolChoice;
  systemPrompt: string;
  /** How the run's children return their work (return-modes/): the loop asks it at each ending. */
  returnMode: ReturnModeStrategy;
  workspace: WorkspacePort;
  control: AgentControl;
  /** Bound on one model call (ms); it is the model_call phase deadline. */
  modelTimeoutMs: number;
  /** A parent's finish (issue 14): final_answer, or `text` (pre-contract runs, replayed). */
  parentFinish: ParentFinish;
  /**
   * Replay hook: decides the outcome of an accepted call instead of plain execution. It gets
   * the call and a function that executes it for real; replay returns recorded results and
   * executes only what must happen in the runtime (spawning children). Absent: execute.
   */
  toolOutcomeSource?: ToolOutcomeSource;
}

/** See AgentSetup.toolOutcomeSource. */
export type ToolOutcomeSource = (
  call: ToolCallItem,
  execute: () => Promise<ToolOutcome>,
) => Promise<ToolOutcome>;

/** The agent record as other modules see it: read-only, nested parts included. */
export type AgentState = Readonly<Omit<AgentRecord, "activity" | "budget">> & {
  readonly activity: Readonly<AgentRecord["activity"]>;
  readonly budget: Readonly<AgentRecord["budget"]>;
};
