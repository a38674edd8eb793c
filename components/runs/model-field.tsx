/**
 * The model for a run: prefilled with the selected provider's default model; read-only for the
 * scripted provider (its one model). Blank means the provider's configured default.
 */
export function ModelField({
  id,
  value,
  defaultModel,
  scripted,
  onChange,
}: {
  id: string;
  value: string;
  defaultModel: string | null;
  scripted: boolean;
  onChange: (value: string) => void;
}) {
  const hintId = `${id}-hint`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-zinc-700">
        Model
      </label>
      <input
        id={id}
        data-testid="model-input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={scripted}
        maxLength={200}
        spellCheck={false}
        placeholder={defaultModel ?? "name the model"}
        aria-describedby={hintId}
        className="w-full rounded-md border border-zinc-300 bg-white px-2 py-1.5 font-mono text-sm shadow-xs disabled:bg-zinc-100 disabled:text-zinc-500"
      />
      <p id={hintId} className="mt-1 text-xs text-zinc-500">
        {scripted
          ? "The scripted provider has one model."
          : defaultModel
            ? `Default: ${defaultModel}.`
            : "No default model is configured for this provider: name one."}
      </p>
    </div>
  );
}
