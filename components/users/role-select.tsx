"use client";

import { useState } from "react";
import { ROLES, isRole, type Role } from "@/server/shared/permissions";
import { roleChangeConfirmLabel, roleChangeNeedsConfirmation } from "./user-form-rules";

/**
 * A user's role in place: a change applies at once, except granting or removing admin, which
 * asks first ("Confirm: make … an admin" / "Keep <role>"); the select shows the role asked for
 * until then. Disabled, with the reason under it, for the last enabled admin (`lockedReason`).
 */
export function RoleSelect({
  userId,
  email,
  role,
  pending,
  lockedReason = null,
  onChange,
}: {
  userId: string;
  email: string;
  role: Role | null;
  pending: boolean;
  /** Why the role cannot be changed (the last enabled admin): the select is disabled with it. */
  lockedReason?: string | null;
  onChange: (role: Role) => void;
}) {
  const [asked, setAsked] = useState<Role | null>(null);
  return (
    <div className="space-y-1">
      <label className="sr-only" htmlFor={`role-${userId}`}>
        Role of {email}
      </label>
      <select
        id={`role-${userId}`}
        data-testid="user-role"
        value={asked ?? role ?? ""}
        disabled={pending || lockedReason !== null}
        title={lockedReason ?? undefined}
        aria-describedby={lockedReason !== null ? `role-locked-${userId}` : undefined}
        onChange={(event) => {
          const next = event.target.value;
          if (!isRole(next)) return;
          if (roleChangeNeedsConfirmation(role, next)) setAsked(next);
          else {
            setAsked(null);
            onChange(next);
          }
        }}
        className="rounded border border-zinc-300 bg-white px-1.5 py-1 text-sm disabled:bg-zinc-50 disabled:text-zinc-500"
      >
        {role === null ? <option value="">(no role)</option> : null}
        {ROLES.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {lockedReason !== null ? (
        <p
          id={`role-locked-${userId}`}
          data-testid="user-last-admin"
          className="max-w-[16rem] text-xs text-zinc-500"
        >
          {lockedReason}
        </p>
      ) : null}
      {asked !== null ? (
        <div className="flex flex-wrap gap-1" data-testid="user-role-confirm">
          <button
            type="button"
            data-testid="user-role-confirm-button"
            onClick={() => {
              setAsked(null);
              onChange(asked);
            }}
            className="rounded border border-red-600 bg-red-600 px-2 py-0.5 text-xs font-medium text-white hover:bg-red-700"
          >
            {roleChangeConfirmLabel(email, role, asked)}
          </button>
          <button
            type="button"
            onClick={() => setAsked(null)}
            className="rounded px-1.5 py-0.5 text-xs text-zinc-600 hover:text-zinc-900"
          >
            Keep {role ?? "no role"}
          </button>
        </div>
      ) : null}
    </div>
  );
}
