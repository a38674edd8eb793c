/**
 * A top-bar status: a coloured dot and a short label, the detail on hover, announced politely
 * when it changes (the server health and the workers indicator). `dot` is the dot's colour
 * class (e.g. "bg-emerald-500"); `state` goes to data-state for tests and styles.
 */
export function StatusDot({
  testId,
  state,
  title,
  dot,
  text,
}: {
  testId: string;
  state: string;
  title: string;
  dot: string;
  text: string;
}) {
  return (
    <span
      data-testid={testId}
      data-state={state}
      title={title}
      className="flex items-center gap-1.5 text-xs text-zinc-600"
      aria-live="polite"
    >
      <span aria-hidden className={`inline-block size-2 rounded-full ${dot}`} />
      {text}
    </span>
  );
}
