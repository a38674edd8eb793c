import type { UnresolvedItem } from "@/server/runtime/contract/research-result";

/** Open questions the child could not settle, each with what would settle it. */
export function UnresolvedList({ items }: { items: UnresolvedItem[] }) {
  if (items.length === 0) return <p className="text-sm text-zinc-500 italic">None.</p>;
  return (
    <ul className="space-y-1.5">
      {items.map((item, index) => (
        <li
          key={index}
          data-testid="unresolved-item"
          className="rounded border-l-4 border-amber-400 bg-amber-50/60 px-2.5 py-1.5 text-sm wrap-anywhere"
        >
          <p className="font-medium text-zinc-900">{item.question}</p>
          <p className="mt-0.5 text-xs text-zinc-700">
            <span className="font-semibold text-amber-900">Would settle it:</span>{" "}
            {item.would_settle_it}
          </p>
        </li>
      ))}
    </ul>
  );
}
