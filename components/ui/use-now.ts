"use client";

import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from "react";
import { useHydrated } from "./use-hydrated";

/** When the server rendered the page (epoch ms); null outside RenderedAtProvider. */
const RenderedAtContext = createContext<number | null>(null);

/**
 * Provides the server's render time to every client component (the root layout passes
 * Date.now() of the request): the server and the hydrating browser then compute relative
 * times and running durations from the same instant.
 */
export function RenderedAtProvider({ at, children }: { at: number; children: ReactNode }) {
  return createElement(RenderedAtContext.Provider, { value: at }, children);
}

/**
 * The current time, re-read every `intervalMs` (for relative times and running durations).
 * On the server and while hydrating it is the server's render time (RenderedAtProvider), so
 * "5 min ago" reads the same on both sides; the browser's own clock from the render after.
 */
export function useNow(intervalMs = 1_000, active = true): number {
  const renderedAt = useContext(RenderedAtContext);
  const hydrated = useHydrated();
  const [mountedAt] = useState(() => Date.now());
  const [ticked, setTicked] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    const id = window.setInterval(() => setTicked(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs, active]);
  if (ticked !== null) return ticked;
  return hydrated ? mountedAt : (renderedAt ?? mountedAt);
}
