/**
 * The browser's knowledge that the session has ended: the first request the server refuses
 * with UNAUTHORIZED (the session expired, was signed out elsewhere, or its user was disabled)
 * ends it for the whole page. From then on the page says so once ("Your session has ended —
 * Sign in again", with a link back to the page), stops polling and the live streams, and the
 * top bar stops naming the user. A page load after signing in starts a fresh store.
 */

/** True for an error the server answered with UNAUTHORIZED: the request had no session. */
export function isSessionEndedError(error: unknown): boolean {
  const data = (error as { data?: { code?: unknown } | null } | null)?.data;
  return data?.code === "UNAUTHORIZED";
}

/** Whether the session has ended, with listeners for React's useSyncExternalStore. */
export interface SessionEndedStore {
  /** True once a request was refused for want of a session. */
  ended(): boolean;
  /** Records that the session has ended (once; later calls change nothing). */
  end(): void;
  /** Calls `listener` when the session ends; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** A store that starts with the session alive. */
export function createSessionEndedStore(): SessionEndedStore {
  let ended = false;
  const listeners = new Set<() => void>();
  return {
    ended: () => ended,
    end() {
      if (ended) return;
      ended = true;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The sign-in page's address that comes back to `pathname` (with its `search`, "?…" or "")
 * after signing in: /sign-in?next=… as the pages' own redirect writes it (trpc/server.ts).
 */
export function signInAgainHref(pathname: string, search = ""): string {
  const query =
    search === "" || search === "?" ? "" : search.startsWith("?") ? search : `?${search}`;
  return `/sign-in?next=${encodeURIComponent(`${pathname}${query}`)}`;
}
