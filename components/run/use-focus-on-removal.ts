"use client";

import { useEffect, useRef, type FocusEvent } from "react";
import { movesFocusOnClose } from "./correction-form";

/**
 * Keeps the keyboard focus on the page when a control that held it goes away (a run's or an
 * agent's "Cancel" once it has ended): put `watch` on an element around the control; when
 * `shown` turns false while the focus was inside and it was lost with the control (on the page
 * body), the focus moves to `target()` (an element with tabIndex -1 that says what happened).
 * The rule is the correction box's (movesFocusOnClose): focus a person moved elsewhere stays.
 */
export function useFocusOnRemoval(
  shown: boolean,
  target: () => HTMLElement | null,
): { onFocus: () => void; onBlur: (event: FocusEvent<HTMLElement>) => void } {
  const wasShown = useRef(shown);
  const focusInside = useRef(false);
  const targetRef = useRef(target);
  useEffect(() => {
    targetRef.current = target;
  });
  useEffect(() => {
    const active = document.activeElement;
    const focusLost = active === null || active === document.body;
    if (
      movesFocusOnClose({
        wasShown: wasShown.current,
        shown,
        focusWasInside: focusInside.current,
        focusLost,
      })
    )
      targetRef.current()?.focus();
    if (!shown) focusInside.current = false;
    wasShown.current = shown;
  }, [shown]);
  return {
    onFocus: () => {
      focusInside.current = true;
    },
    onBlur: (event) => {
      // Focus moved to another element outside (not lost with a removed element).
      const next = event.relatedTarget;
      if (next !== null && !event.currentTarget.contains(next)) focusInside.current = false;
    },
  };
}
