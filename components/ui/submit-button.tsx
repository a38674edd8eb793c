import type { ButtonHTMLAttributes, ReactNode } from "react";

/**
 * The primary submit button of a form: disabled and showing `pendingLabel` while the request
 * is in flight, so a second press cannot send the form twice. `wide` fills the form's width.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  wide = false,
  children,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "disabled"> & {
  pending: boolean;
  pendingLabel: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      className={`${wide ? "w-full " : ""}rounded-md bg-zinc-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-zinc-700 disabled:bg-zinc-400`}
      {...button}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
