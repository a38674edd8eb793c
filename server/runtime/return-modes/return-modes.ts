import type { ReturnMode } from "../records";
import { contractReturnMode } from "./contract";
import { inlineReturnMode } from "./inline";
import type { ReturnModeStrategy } from "./return-mode";
import { summaryReturnMode } from "./summary";
import { transcriptReturnMode } from "./transcript";

/** Every return mode's strategy (return-mode.ts). */
export const RETURN_MODE_STRATEGIES: Readonly<Record<ReturnMode, ReturnModeStrategy>> = {
  contract: contractReturnMode,
  summary: summaryReturnMode,
  transcript: transcriptReturnMode,
  inline: inlineReturnMode,
};

/** The strategy of `mode`. */
export function returnModeStrategy(mode: ReturnMode): ReturnModeStrategy {
  return RETURN_MODE_STRATEGIES[mode];
}
