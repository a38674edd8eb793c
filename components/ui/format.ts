/** Small display formatters shared by the UI (pure functions, no React). */

const numberFormat = new Intl.NumberFormat("en-US");

/** 22400 → "22,400". */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** Milliseconds → "850 ms", "11.2 s", "3 m 04 s", "1 h 02 m". */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return "—";
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1_000).toFixed(1)} s`;
  const totalSeconds = Math.floor(ms / 1_000);
  const hours = Math.floor(totalSeconds / 3_600);
  const minutes = Math.floor((totalSeconds % 3_600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0) return `${hours} h ${String(minutes).padStart(2, "0")} m`;
  return `${minutes} m ${String(seconds).padStart(2, "0")} s`;
}

/** Epoch ms → "2026-11-29 20:52:03" in local time (for titles and tables). */
export function formatTimestamp(at: number): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, "0");
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  );
}

/** Epoch ms relative to `now` → "just now", "42 s ago", "5 min ago", "3 h ago", "2 d ago". */
export function formatRelative(at: number, now: number): string {
  const diff = Math.max(0, now - at);
  if (diff < 5_000) return "just now";
  if (diff < 60_000) return `${Math.floor(diff / 1_000)} s ago`;
  if (diff < 3_600_000) return `${Math.floor(diff / 60_000)} min ago`;
  if (diff < 86_400_000) return `${Math.floor(diff / 3_600_000)} h ago`;
  return `${Math.floor(diff / 86_400_000)} d ago`;
}

/** Percentage change from `before` to `after`, e.g. +129 %. Null when not computable. */
export function percentChange(before: number | null, after: number | null): number | null {
  if (before === null || after === null || before === 0) return null;
  return ((after - before) / before) * 100;
}

/** +129 % / −3 % with a proper minus sign. */
export function formatPercent(value: number): string {
  const rounded = Math.round(value);
  if (rounded === 0) return "±0 %";
  return `${rounded > 0 ? "+" : "−"}${Math.abs(rounded)} %`;
}

/** Pretty-prints a JSON string; returns the text unchanged when it is not JSON. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

const ISO_TIME = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z\b/g;

/**
 * A server message with its ISO times ("deadline 2026-12-02T05:00:00.000Z") written as the
 * UI writes times ("deadline 2026-12-02 06:00:00", local time).
 */
export function humanizeTimes(message: string): string {
  return message.replace(ISO_TIME, (iso) => {
    const at = Date.parse(iso);
    return Number.isNaN(at) ? iso : formatTimestamp(at);
  });
}
