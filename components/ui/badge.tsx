import type { ReactNode } from "react";

export type BadgeTone = "green" | "amber" | "grey" | "red" | "blue" | "violet";

const TONES: Record<BadgeTone, string> = {
  green: "bg-emerald-50 text-emerald-800 ring-emerald-600/30",
  amber: "bg-amber-50 text-amber-800 ring-amber-600/30",
  grey: "bg-zinc-100 text-zinc-700 ring-zinc-500/25",
  red: "bg-red-50 text-red-800 ring-red-600/30",
  blue: "bg-sky-50 text-sky-800 ring-sky-600/30",
  violet: "bg-violet-50 text-violet-800 ring-violet-600/30",
};

/**
 * A small pill label, on one line unless `wrap` (a long label in a narrow table column). Extra
 * props (data-testid, data-state, title) pass through to the span.
 */
export function Badge({
  tone = "grey",
  children,
  className = "",
  wrap = false,
  ...rest
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
  wrap?: boolean;
  title?: string;
  "data-testid"?: string;
  "data-state"?: string;
  "data-status"?: string;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 ${wrap ? "whitespace-normal" : "whitespace-nowrap"} rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[tone]} ${className}`}
      {...rest}
    >
      {children}
    </span>
  );
}
