import type { ButtonHTMLAttributes, ReactNode } from "react";

/**
 * The primary submit button of a form: showing `pendingLabel` and refusing presses while the
 * request is in flight, so a second press (or Enter in a field, which clicks it) cannot send
 * the form twice. aria-disabled, not disabled: a disabled button under the keyboard focus drops
 * it to the page, and the person pressed Enter on it could not carry on from there. `wide`
 * fills the form's width.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  wide = false,
  children,
  onClick,
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
      aria-disabled={pending}
      onClick={(event) => {
        // Cancelling the click cancels the submission it would start.
        if (pending) event.preventDefault();
        else onClick?.(event);
      }}
      className={`${wide ? "w-full " : ""}rounded-md bg-zinc-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-zinc-700 aria-disabled:bg-zinc-400`}
      {...button}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
