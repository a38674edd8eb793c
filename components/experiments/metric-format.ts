import type { ExperimentMetric } from "@/server/shared/experiment-scores";
import { formatDuration, formatNumber } from "@/components/ui/format";

/** A metric's value as the tables show it: 42%, 22,400, 850 ms, 0.38. */
export function formatMetric(metric: Pick<ExperimentMetric, "format">, value: number): string {
  switch (metric.format) {
    case "percent":
      return `${Math.round(value * 100)}%`;
    case "tokens":
      return formatNumber(Math.round(value));
    case "ms":
      return formatDuration(value);
    case "count":
      return value.toFixed(2).replace(/\.00$/, "");
  }
}

/** A difference with its sign: +4,570, −9%, +0.38. */
export function formatDelta(metric: Pick<ExperimentMetric, "format">, value: number): string {
  const text = formatMetric(metric, Math.abs(value));
  if (Math.abs(value) < 1e-9) return `±${text}`;
  return `${value > 0 ? "+" : "−"}${text}`;
}

/** Whether a difference is good, bad or neither, by the metric's direction. */
export function deltaTone(
  metric: Pick<ExperimentMetric, "better">,
  value: number,
): "good" | "bad" | "neutral" {
  if (metric.better === "none" || Math.abs(value) < 1e-9) return "neutral";
  return value > 0 === (metric.better === "higher") ? "good" : "bad";
}
