import { parseKeyPairsIntoRecord } from "@opentelemetry/core";
import type { Env } from "../env";
import type { TelemetryExportOptions } from "./otel-export";

/** The OpenTelemetry part of the environment (tests pass their own). */
export type TelemetryEnv = Partial<
  Pick<
    Env,
    | "OTEL_EXPORTER_OTLP_ENDPOINT"
    | "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"
    | "OTEL_EXPORTER_OTLP_HEADERS"
    | "OTEL_EXPORTER_OTLP_TRACES_HEADERS"
    | "OTEL_EXPORTER_OTLP_PROTOCOL"
    | "OTEL_EXPORTER_OTLP_TRACES_PROTOCOL"
    | "OTEL_SERVICE_NAME"
    | "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT"
  >
>;

/**
 * Export options from the standard OTLP variables, or null when no endpoint is set (nothing is
 * exported then). As the OTLP exporter specification says: OTEL_EXPORTER_OTLP_ENDPOINT is a base
 * URL that gets `/v1/traces` appended; OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is used as it is.
 * Headers are `key=value` pairs separated by commas, values percent-encoded (W3C baggage
 * format); the traces-specific variables win over the general ones.
 */
export function telemetryOptionsFromEnv(
  env: TelemetryEnv,
  loadRun: TelemetryExportOptions["loadRun"],
): TelemetryExportOptions | null {
  const tracesUrl =
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (env.OTEL_EXPORTER_OTLP_ENDPOINT === undefined
      ? undefined
      : `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, "")}/v1/traces`);
  if (tracesUrl === undefined) return null;
  return {
    tracesUrl,
    headers: {
      ...parseKeyPairsIntoRecord(env.OTEL_EXPORTER_OTLP_HEADERS),
      ...parseKeyPairsIntoRecord(env.OTEL_EXPORTER_OTLP_TRACES_HEADERS),
    },
    protocol:
      env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? "http/protobuf",
    serviceName: env.OTEL_SERVICE_NAME ?? "debrief",
    captureContent: env.OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT === "true",
    loadRun,
  };
}
