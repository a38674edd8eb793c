"use client";

import { useSyncExternalStore } from "react";

function subscribe(): () => void {
  return () => {};
}

/**
 * False on the server and while the browser hydrates the server's HTML, true from the render
 * after (and at once for a component mounted later). Whatever differs between the two sides
 * (the clock, data a query already holds in the browser) is rendered only once this is true,
 * so hydration never meets text the server did not write (React error #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
