"use client";

import { useEffect, useRef, useState } from "react";
import { MAX_PERSON_NAME_LENGTH } from "@/server/shared/limits";

/**
 * A user's display name with a "Rename" button beside it: the button opens an inline field
 * (focused, the name selected), Enter or Save sends it, Escape or Cancel closes it with the focus
 * back on the button. `onRename` gets the trimmed name (a name that did not change just closes
 * the field); the field stays open while `pending` and after a refusal, and closes when `name`
 * changes (the server's answer).
 */
export function RenameUser({
  email,
  name,
  pending,
  onRename,
  onCancel,
}: {
  email: string;
  name: string;
  pending: boolean;
  onRename: (name: string) => void;
  /** The field was closed without a rename (clears a refusal shown for it). */
  onCancel: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(name);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A rename the server accepted (or another admin's) closes the field on the new name.
  useEffect(() => {
    setEditing(false);
    setText(name);
  }, [name]);
  useEffect(() => {
    if (editing) inputRef.current?.select();
  }, [editing]);
  const close = () => {
    setEditing(false);
    setText(name);
    onCancel();
    buttonRef.current?.focus();
  };
  if (!editing)
    return (
      <div className="flex flex-wrap items-center gap-2 font-medium text-zinc-900">
        <bdi data-testid="user-name">{name}</bdi>
        <button
          ref={buttonRef}
          type="button"
          data-testid="user-rename"
          aria-label={`Rename ${email}`}
          onClick={() => setEditing(true)}
          className="rounded px-1 text-xs font-normal text-zinc-500 underline decoration-dotted underline-offset-2 hover:text-zinc-800"
        >
          Rename
        </button>
      </div>
    );
  const trimmed = text.trim();
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed === name) close();
        else if (trimmed !== "") onRename(trimmed);
      }}
    >
      <input
        ref={inputRef}
        data-testid="user-rename-input"
        aria-label={`New display name for ${email}`}
        value={text}
        maxLength={MAX_PERSON_NAME_LENGTH}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            close();
          }
        }}
        disabled={pending}
        className="w-48 rounded border border-zinc-300 px-2 py-1 text-sm"
      />
      <button
        type="submit"
        data-testid="user-rename-save"
        disabled={pending || trimmed === ""}
        className="rounded border border-zinc-800 bg-zinc-800 px-2 py-1 text-xs font-medium text-white hover:bg-zinc-700 disabled:opacity-50"
      >
        {pending ? "Saving…" : "Save"}
      </button>
      <button
        type="button"
        onClick={close}
        disabled={pending}
        className="rounded border border-zinc-300 px-2 py-1 text-xs font-medium text-zinc-700 hover:bg-zinc-50 disabled:opacity-50"
      >
        Cancel
      </button>
    </form>
  );
}
