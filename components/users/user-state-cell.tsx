"use client";

import { Badge } from "@/components/ui/badge";
import { confirmStepClassName, useConfirmStep } from "@/components/ui/use-confirm-step";

/**
 * A user's state as a badge ("Enabled" / "Disabled") and the action as its own button:
 * "Enable" in one click; "Disable" (which also ends their sessions) takes a second click to
 * confirm, as cancelling a run does (useConfirmStep); not offered for the last enabled admin
 * (`lockedReason` as its title; the role cell shows the reason).
 */
export function UserStateCell({
  disabled,
  email,
  pending,
  lockedReason = null,
  onToggle,
}: {
  disabled: boolean;
  email: string;
  pending: boolean;
  /** Why the account cannot be disabled (the last enabled admin): "Disable" is disabled with it. */
  lockedReason?: string | null;
  onToggle: (disabled: boolean) => void;
}) {
  const step = useConfirmStep();
  return (
    // Escape backs out of the confirm step, as "Keep enabled" does.
    <span className="inline-flex flex-wrap items-center gap-1.5" onKeyDown={step.onKeyDown}>
      <Badge
        tone={disabled ? "grey" : "green"}
        data-testid="user-state"
        data-state={disabled ? "disabled" : "enabled"}
      >
        {disabled ? "Disabled" : "Enabled"}
      </Badge>
      {disabled ? (
        <button
          type="button"
          data-testid="user-toggle-disabled"
          disabled={pending}
          onClick={() => onToggle(false)}
          className="rounded border border-zinc-300 bg-white px-2 py-0.5 text-xs font-medium text-zinc-700 hover:bg-zinc-50 disabled:opacity-50"
        >
          Enable
        </button>
      ) : (
        <>
          <button
            ref={step.buttonRef}
            type="button"
            data-testid="user-toggle-disabled"
            data-state={step.confirming ? "confirming" : "idle"}
            disabled={pending || lockedReason !== null}
            title={lockedReason ?? undefined}
            onClick={() => {
              if (!step.confirm()) return;
              step.reset();
              onToggle(true);
            }}
            className={`rounded border px-2 py-0.5 text-xs font-medium disabled:opacity-50 ${confirmStepClassName(step.confirming)}`}
          >
            {step.confirming ? `Confirm: disable ${email}` : "Disable"}
          </button>
          {step.confirming ? (
            <button
              type="button"
              onClick={step.keep}
              className="rounded px-1.5 py-0.5 text-xs text-zinc-600 hover:text-zinc-900"
            >
              Keep enabled
            </button>
          ) : null}
        </>
      )}
    </span>
  );
}
