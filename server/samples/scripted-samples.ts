import {
  ScriptedProvider,
  type ScriptedProviderOptions,
} from "../runtime/providers/scripted/scripted-provider";
import type { ScriptedSamples } from "../runtime/providers/scripted/scripted-policy";
import { ledgerlineScriptedPolicy } from "./ledgerline/ledgerline-scripted-policy";
import { composeOverconfidentAnswer } from "./ledgerline/overconfident-answer";

/** Every sample's research, plugged into the scripted model the app runs. */
export const SCRIPTED_SAMPLES: ScriptedSamples = {
  policies: [ledgerlineScriptedPolicy],
  overconfidentAnswer: composeOverconfidentAnswer,
};

/**
 * The scripted model with every sample plugged in: what the provider factory builds for a
 * `scripted` run, and what tests use to play the sample escalation.
 */
export class SampleScriptedProvider extends ScriptedProvider {
  constructor(options: Omit<ScriptedProviderOptions, "samples"> = {}) {
    super({ ...options, samples: SCRIPTED_SAMPLES });
  }
}
