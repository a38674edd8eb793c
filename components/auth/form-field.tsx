import type { InputHTMLAttributes } from "react";

/**
 * A labelled text input for the account forms. `error`: true marks it invalid (the message is
 * shown elsewhere); a string also shows that message under the input (data-testid
 * "field-error", id `<id>-error`) and describes the input with it (aria-describedby).
 */
export function FormField({
  id,
  label,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: boolean | string | null;
}) {
  const message = typeof error === "string" && error !== "" ? error : null;
  const describedBy =
    [input["aria-describedby"], message === null ? null : `${id}-error`]
      .filter((part) => part !== undefined && part !== null && part !== "")
      .join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-zinc-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        className="w-full rounded-md border border-zinc-300 bg-white px-2.5 py-1.5 text-sm shadow-xs aria-invalid:border-red-400"
        {...input}
        aria-describedby={describedBy}
      />
      {message !== null ? (
        <p id={`${id}-error`} data-testid="field-error" className="mt-1 text-xs text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
