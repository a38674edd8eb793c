import { loadRunTrace, type RunTraceSources } from "./load-run-trace";
import { startTelemetryExport, type TelemetryExport } from "./otel-export";
import { telemetryOptionsFromEnv, type TelemetryEnv } from "./telemetry-config";

/**
 * The app's run exporter: OTLP/HTTP traces of each finished run when an OTLP endpoint is set
 * in the environment, null otherwise (nothing is exported, no SDK object is created).
 */
export function startRunTelemetry(
  sources: RunTraceSources,
  env: TelemetryEnv,
): TelemetryExport | null {
  const options = telemetryOptionsFromEnv(env, (runId) => loadRunTrace(sources, runId));
  return options === null ? null : startTelemetryExport(options);
}
