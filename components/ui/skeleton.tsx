/** Loading placeholder: `lines` grey bars in a busy region with a screen-reader label. */
export function Skeleton({
  lines = 3,
  label = "Loading…",
  className = "",
}: {
  lines?: number;
  label?: string;
  className?: string;
}) {
  return (
    <div role="status" aria-busy="true" aria-live="polite" className={`space-y-2 ${className}`}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <div
          key={i}
          aria-hidden
          className="h-4 animate-pulse rounded bg-zinc-200"
          style={{ width: `${92 - ((i * 17) % 40)}%` }}
        />
      ))}
    </div>
  );
}
