"use client";

import { useRef, useState, type RefObject } from "react";
import { ROLES, isRole, type Role } from "@/server/shared/permissions";
import { roleChangeStep } from "./user-form-rules";

/**
 * A user's role in place. Choosing a role in the select only stages it (the select shows it);
 * "Save role" applies it, or, for granting or removing admin, "Confirm: …" (with a warning when
 * the signed-in admin removes their own); "Keep <role>" drops it. The select stays enabled while
 * saving and takes the focus back once saved, so keyboard use never applies a role by passing it
 * (ArrowDown) nor drops the focus to the page. Disabled, with the reason under it, for the last
 * enabled admin (`lockedReason`). A failed save keeps the staged role (the row shows the error).
 */
export function RoleSelect({
  userId,
  email,
  role,
  isViewer = false,
  lockedReason = null,
  onSave,
}: {
  userId: string;
  email: string;
  role: Role | null;
  /** The row is the signed-in user's own. */
  isViewer?: boolean;
  /** Why the role cannot be changed (the last enabled admin): the select is disabled with it. */
  lockedReason?: string | null;
  /** Applies the role; resolves once saved, rejects when refused. */
  onSave: (role: Role) => Promise<unknown>;
}) {
  const [staged, setStaged] = useState<Role | null>(null);
  const [saving, setSaving] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);

  async function save() {
    if (staged === null || saving) return;
    setSaving(true);
    try {
      await onSave(staged);
      setStaged(null);
    } catch {
      // The row shows why; the staged role stays for another try or "Keep".
    } finally {
      setSaving(false);
      selectRef.current?.focus();
    }
  }

  return (
    <RoleSelectView
      userId={userId}
      email={email}
      role={role}
      staged={staged}
      saving={saving}
      isViewer={isViewer}
      lockedReason={lockedReason}
      selectRef={selectRef}
      onStage={(next) => {
        setStaged(next);
        if (next === null) selectRef.current?.focus();
      }}
      onSave={() => void save()}
    />
  );
}

/** The role select's markup for a staged role (null: none) and whether it is saving. */
export function RoleSelectView({
  userId,
  email,
  role,
  staged,
  saving,
  isViewer,
  lockedReason,
  selectRef,
  onStage,
  onSave,
}: {
  userId: string;
  email: string;
  role: Role | null;
  staged: Role | null;
  saving: boolean;
  isViewer: boolean;
  lockedReason: string | null;
  selectRef: RefObject<HTMLSelectElement | null>;
  /** Stages a role (null: keep the saved one). */
  onStage: (role: Role | null) => void;
  onSave: () => void;
}) {
  const step = staged === null ? null : roleChangeStep(email, role, staged, isViewer);
  const describedBy = [
    lockedReason !== null ? `role-locked-${userId}` : null,
    step?.warning ? `role-warning-${userId}` : null,
  ].filter((id) => id !== null);
  return (
    <div className="space-y-1">
      <label className="sr-only" htmlFor={`role-${userId}`}>
        Role of {email}
      </label>
      <select
        ref={selectRef}
        id={`role-${userId}`}
        data-testid="user-role"
        value={staged ?? role ?? ""}
        disabled={lockedReason !== null}
        title={lockedReason ?? undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(" ") : undefined}
        onChange={(event) => {
          const next = event.target.value;
          if (!isRole(next)) return;
          onStage(next === role ? null : next);
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
      {step !== null ? (
        <div className="space-y-1" data-testid="user-role-step">
          {step.warning !== null ? (
            <p
              id={`role-warning-${userId}`}
              data-testid="user-role-warning"
              className="max-w-[16rem] text-xs font-medium text-red-700"
            >
              {step.warning}
            </p>
          ) : null}
          <div
            className="flex flex-wrap gap-1"
            data-testid={step.confirm ? "user-role-confirm" : undefined}
          >
            <button
              type="button"
              data-testid={step.confirm ? "user-role-confirm-button" : "user-role-save"}
              aria-disabled={saving || undefined}
              onClick={onSave}
              className={
                step.confirm
                  ? "rounded border border-red-600 bg-red-600 px-2 py-0.5 text-xs font-medium text-white hover:bg-red-700 aria-disabled:opacity-60"
                  : "rounded border border-zinc-900 bg-zinc-900 px-2 py-0.5 text-xs font-medium text-white hover:bg-zinc-700 aria-disabled:opacity-60"
              }
            >
              {saving ? "Saving…" : step.buttonLabel}
            </button>
            <button
              type="button"
              aria-disabled={saving || undefined}
              onClick={() => {
                if (!saving) onStage(null);
              }}
              className="rounded px-1.5 py-0.5 text-xs text-zinc-600 hover:text-zinc-900"
            >
              Keep {role ?? "no role"}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
