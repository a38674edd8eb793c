import type { InputHTMLAttributes } from "react";

/** A labelled text input for the account forms; `error` marks it invalid and describes it. */
export function FormField({
  id,
  label,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: boolean }) {
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
      />
    </div>
  );
}
