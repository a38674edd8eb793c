/**
 * A top-bar status: a coloured dot and a short label, the detail on hover, announced politely
 * when it changes (the server health and the workers indicator). `dot` is the dot's colour
 * class (e.g. "bg-emerald-500"); `state` goes to data-state for tests and styles. `nowrap`
 * keeps a short label on one line when the bar is tight (the health's "Server ok"), so only the
 * longer one (the workers' "1 worker (1 on another version)") wraps.
 */
export function StatusDot({
  testId,
  state,
  title,
  dot,
  text,
  nowrap = false,
}: {
  testId: string;
  state: string;
  title: string;
  dot: string;
  text: string;
  nowrap?: boolean;
}) {
  return (
    <span
      data-testid={testId}
      data-state={state}
      title={title}
      className={`flex items-center gap-1.5 text-xs text-zinc-600${nowrap ? " shrink-0 whitespace-nowrap" : ""}`}
      aria-live="polite"
    >
      <span aria-hidden className={`inline-block size-2 shrink-0 rounded-full ${dot}`} />
      {text}
    </span>
  );
}
