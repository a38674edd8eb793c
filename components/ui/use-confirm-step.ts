"use client";

import { useRef, useState, type KeyboardEvent, type RefObject } from "react";

/** The two-step confirm of a destructive button (cancel a run, disable a user). */
export interface ConfirmStep {
  /** True after the first click, until the action runs or is kept back. */
  confirming: boolean;
  /**
   * The button's click: the first one asks for confirmation (returns false), the second
   * returns true (the caller acts).
   */
  confirm: () => boolean;
  /** Back to the first step ("Keep running", after the action settles). */
  reset: () => void;
  /**
   * Back out of the confirm step on the keyboard: put on the element around the button and its
   * way back; Escape while confirming does what "Keep running" does (confirmStepKey) and leaves
   * the focus on the button (`buttonRef`), the way back it may have been on being gone.
   */
  onKeyDown: (event: KeyboardEvent) => void;
  /** Back out ("Keep running"), the focus then on the button (`buttonRef`). */
  keep: () => void;
  /** The destructive button: where the focus goes on backing out. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/** What a key does during the confirm step: "keep" (Escape while confirming backs out), else null. */
export function confirmStepKey(key: string, confirming: boolean): "keep" | null {
  return confirming && key === "Escape" ? "keep" : null;
}

/**
 * A destructive action takes two clicks: the first turns the button into "Confirm: …" (red)
 * beside a way back (or Escape), the second acts. Used by CancelButton and the Users page's
 * disable.
 */
export function useConfirmStep(): ConfirmStep {
  const [confirming, setConfirming] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const keep = () => {
    setConfirming(false);
    buttonRef.current?.focus();
  };
  return {
    confirming,
    confirm: () => {
      if (confirming) return true;
      setConfirming(true);
      return false;
    },
    reset: () => setConfirming(false),
    keep,
    buttonRef,
    onKeyDown: (event) => {
      if (confirmStepKey(event.key, confirming) !== "keep") return;
      event.preventDefault();
      event.stopPropagation();
      keep();
    },
  };
}

/** The button's classes in each step: neutral, then red while confirming. */
export function confirmStepClassName(confirming: boolean): string {
  return confirming
    ? "border-red-600 bg-red-600 text-white hover:bg-red-700"
    : "border-zinc-300 bg-white text-zinc-700 hover:border-red-300 hover:text-red-700";
}
