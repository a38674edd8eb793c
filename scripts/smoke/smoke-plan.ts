import { parseArgs } from "node:util";
import {
  providerAvailability,
  type ProviderEnv,
  type ProviderName,
} from "../../server/features/runs/provider-factory";
import { PROVIDER_NAMES } from "../../server/shared/run-settings";

/**
 * What `npm run smoke:providers` will do, decided before any request: the parsed flags, the
 * providers it would call, and — unless the run is authorized and at least one provider is
 * configured — the explanation it prints before exiting 0 without a request.
 */

/** Providers the smoke can call: every one but the scripted model, which makes no request. */
export type SmokeProvider = Exclude<ProviderName, "scripted">;
export const SMOKE_PROVIDERS: readonly SmokeProvider[] = PROVIDER_NAMES.filter(
  (name): name is SmokeProvider => name !== "scripted",
);

/** Parsed command-line flags. */
export interface SmokeArguments {
  /** `--authorize`: the operator agrees to real, billed requests. */
  authorize: boolean;
  /** `--provider <name>` (repeatable): only these; empty = every configured one. */
  only: SmokeProvider[];
  /** `--model <name>`: overrides the provider's default model (with one --provider only). */
  model: string | null;
  /** `--no-save`: check only, write no fixture. */
  save: boolean;
}

/** The decision: refuse (with the message, exit 0 or 2) or run these providers. */
export type SmokePlan =
  | { action: "refuse"; exitCode: 0 | 2; message: string }
  | {
      action: "run";
      providers: { name: SmokeProvider; model: string }[];
      skipped: string[];
      save: boolean;
    };

export const SMOKE_USAGE =
  "usage: npm run smoke:providers -- --authorize [--provider <name>]… [--model <name>] [--no-save]";

/** Parse the flags. Errors: Error with the usage for an unknown flag or provider. */
export function parseSmokeArguments(argv: readonly string[]): SmokeArguments {
  let values: {
    authorize: boolean;
    provider: string[];
    model?: string | undefined;
    "no-save": boolean;
  };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        authorize: { type: "boolean", default: false },
        provider: { type: "string", multiple: true, default: [] },
        model: { type: "string" },
        "no-save": { type: "boolean", default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${SMOKE_USAGE}`);
  }
  const only = values.provider.map((name) => {
    if (!(SMOKE_PROVIDERS as readonly string[]).includes(name)) {
      throw new Error(
        `unknown provider "${name}" (one of ${SMOKE_PROVIDERS.join(", ")})\n${SMOKE_USAGE}`,
      );
    }
    return name as SmokeProvider;
  });
  if (values.model !== undefined && only.length !== 1) {
    throw new Error(`--model needs exactly one --provider\n${SMOKE_USAGE}`);
  }
  return {
    authorize: values.authorize,
    only,
    model: values.model ?? null,
    save: !values["no-save"],
  };
}

/**
 * Decide from the arguments (or their parse error) and the environment. Without --authorize,
 * or with no configured provider, the plan refuses with exit code 0 and says what to set; a
 * bad flag refuses with exit code 2. Reads variable names only, never prints a value.
 */
export function planSmoke(args: SmokeArguments | Error, env: ProviderEnv): SmokePlan {
  if (args instanceof Error) return { action: "refuse", exitCode: 2, message: args.message };
  const availability = providerAvailability(env);
  const wanted = args.only.length > 0 ? args.only : [...SMOKE_PROVIDERS];
  const configured = wanted.filter((name) => availability[name].enabled);
  const skipped = wanted
    .filter((name) => !availability[name].enabled)
    .map((name) => `${name}: ${availability[name].reason ?? "not configured"}`);
  if (!args.authorize) {
    return {
      action: "refuse",
      exitCode: 0,
      message: [
        "The provider smoke sends real requests (billed by the provider): one small tool-call round trip per configured provider, saved as fixtures.",
        `Nothing was sent. Run it with --authorize to send them${configured.length > 0 ? ` (would call: ${configured.join(", ")})` : ""}.`,
        SMOKE_USAGE,
      ].join("\n"),
    };
  }
  if (configured.length === 0) {
    return {
      action: "refuse",
      exitCode: 0,
      message: [
        "No provider is configured, so nothing was sent:",
        ...skipped.map((line) => `  ${line}`),
        "See .env.example for the variables.",
      ].join("\n"),
    };
  }
  return {
    action: "run",
    providers: configured.map((name) => ({
      name,
      model: args.model ?? availability[name].defaultModel ?? "",
    })),
    skipped,
    save: args.save,
  };
}
