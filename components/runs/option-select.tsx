import { pluralize } from "@/components/ui/plural";

export interface SelectOption {
  name: string;
  label: string;
  enabled?: boolean;
  reason?: string | null;
  description?: string;
}

/**
 * A labelled <select> whose disabled options stay visible with the reason they are off;
 * the selected option's description (or reason) is shown under it, and with `listAll` every
 * option with its description (collapsed).
 */
export function OptionSelect({
  id,
  label,
  value,
  options,
  onChange,
  disabled = false,
  testId,
  listAll = false,
}: {
  id: string;
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  testId?: string;
  listAll?: boolean;
}) {
  const selected = options.find((o) => o.name === value);
  const unavailable = options.filter((o) => o.enabled === false);
  const hintId = `${id}-hint`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-zinc-700">
        {label}
      </label>
      <select
        id={id}
        data-testid={testId}
        value={value}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(e) => onChange(e.target.value)}
        className="w-full rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-sm shadow-xs disabled:bg-zinc-100 disabled:text-zinc-500"
      >
        {options.map((option) => (
          <option key={option.name} value={option.name} disabled={option.enabled === false}>
            {option.label}
            {option.enabled === false && option.reason ? ` — ${option.reason}` : ""}
          </option>
        ))}
      </select>
      {/* A workspace's description is its root path: one long word that wraps on a phone. */}
      <div id={hintId} className="mt-1 space-y-0.5 text-xs wrap-anywhere text-zinc-500">
        {selected?.description ? <p>{selected.description}</p> : null}
        {listAll ? (
          <details data-testid={testId ? `${testId}-list` : undefined}>
            <summary className="text-zinc-500">All {pluralize(options.length, "choice")}</summary>
            <dl className="mt-0.5 space-y-1 pl-3">
              {options.map((o) => (
                <div key={o.name} data-option={o.name}>
                  <dt className="font-medium text-zinc-700">{o.label}</dt>
                  <dd>{o.description ?? o.reason ?? ""}</dd>
                </div>
              ))}
            </dl>
          </details>
        ) : null}
        {unavailable.length > 0 ? (
          <details>
            <summary className="text-zinc-500">{unavailable.length} unavailable</summary>
            <ul className="mt-0.5 space-y-0.5 pl-3">
              {unavailable.map((o) => (
                <li key={o.name}>
                  <span className="font-medium text-zinc-600">{o.label}</span>:{" "}
                  {o.reason ?? "disabled"}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </div>
  );
}
