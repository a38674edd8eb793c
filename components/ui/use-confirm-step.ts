"use client";

import { useState } from "react";

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
}

/**
 * A destructive action takes two clicks: the first turns the button into "Confirm: …" (red)
 * beside a way back, the second acts. Used by CancelButton and the Users page's disable.
 */
export function useConfirmStep(): ConfirmStep {
  const [confirming, setConfirming] = useState(false);
  return {
    confirming,
    confirm: () => {
      if (confirming) return true;
      setConfirming(true);
      return false;
    },
    reset: () => setConfirming(false),
  };
}

/** The button's classes in each step: neutral, then red while confirming. */
export function confirmStepClassName(confirming: boolean): string {
  return confirming
    ? "border-red-600 bg-red-600 text-white hover:bg-red-700"
    : "border-zinc-300 bg-white text-zinc-700 hover:border-red-300 hover:text-red-700";
}
