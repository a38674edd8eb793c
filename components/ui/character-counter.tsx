import { formatNumber } from "./format";

/**
 * How much of a text limit is used, as the server counts it: the trimmed text's length (the
 * shared zod schemas trim before checking the maximum).
 */
export function characterCount(text: string, limit: number): { used: number; over: boolean } {
  const used = text.trim().length;
  return { used, over: used > limit };
}

/**
 * "1,234 / 4,000" under or beside a text box, red once over the limit; announced politely to
 * screen readers. `id` lets the text box point at it with aria-describedby.
 */
export function CharacterCounter({
  text,
  limit,
  id,
  testId,
}: {
  text: string;
  limit: number;
  id?: string;
  testId?: string;
}) {
  const { used, over } = characterCount(text, limit);
  return (
    <span
      id={id}
      data-testid={testId}
      data-over={over}
      aria-live="polite"
      className={`text-xs tabular-nums ${over ? "font-medium text-red-700" : "text-zinc-400"}`}
    >
      {formatNumber(used)} / {formatNumber(limit)}
      <span className="sr-only"> characters{over ? ", over the limit" : ""}</span>
    </span>
  );
}
