"use client";

import { useState } from "react";
import type { CreatedNotice } from "./user-form-rules";

const SMALL_BUTTON =
  "rounded border border-emerald-300 bg-white px-2 py-0.5 text-xs font-medium text-emerald-900 hover:bg-emerald-100";

/**
 * The notice after an account is created: who can sign in now and, for a generated password,
 * the password with a Copy button. It stays (a later form error shows beside it, not instead)
 * until the admin dismisses it.
 */
export function CreatedNoticeView({
  notice,
  onDismiss,
}: {
  notice: CreatedNotice;
  onDismiss: () => void;
}) {
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  async function copy(password: string) {
    try {
      await navigator.clipboard.writeText(password);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  }
  return (
    <div
      role="status"
      data-testid="user-created"
      className="space-y-1.5 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
    >
      <p>{notice.text}</p>
      {notice.generatedPassword !== null ? (
        <p className="flex flex-wrap items-center gap-2">
          <span>Password:</span>
          <code data-testid="user-created-password" className="rounded bg-white px-1.5 font-mono">
            {notice.generatedPassword}
          </code>
          <button
            type="button"
            data-testid="user-created-copy"
            onClick={() => void copy(notice.generatedPassword!)}
            className={SMALL_BUTTON}
          >
            {copied === "copied" ? "Copied" : "Copy"}
          </button>
          {copied === "failed" ? (
            <span className="text-xs">Copying failed: select the password and copy it.</span>
          ) : null}
        </p>
      ) : null}
      {notice.hint ? <p className="text-xs">{notice.hint}</p> : null}
      <button
        type="button"
        data-testid="user-created-dismiss"
        onClick={onDismiss}
        className={SMALL_BUTTON}
      >
        Dismiss
      </button>
    </div>
  );
}
