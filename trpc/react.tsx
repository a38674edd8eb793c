"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from "react";
import superjson from "superjson";
import { CLIENT_BATCH_CALLS } from "@/server/shared/limits";
import type { AppRouter } from "@/server/api/root";
import { isActivityQueryKey } from "./activity-refresh";
import { bidiControlLink } from "./bidi-control-link";
import {
  createSessionEndedStore,
  isSessionEndedError,
  type SessionEndedStore,
} from "./session-ended";

/**
 * The browser's tRPC + TanStack Query wiring. Subscriptions go over SSE
 * (`httpSubscriptionLink`), everything else through `httpBatchLink`; both use superjson.
 * Results pass bidiControlLink first: bidirectional controls in them are shown as markers.
 */
export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

const TRPC_PATH = "/api/trpc";

function baseUrl(): string {
  if (typeof window !== "undefined") return window.location.origin;
  // Server render of a client component: nothing fetches here, the URL only has to parse.
  return "http://127.0.0.1:3000";
}

/** What the provider holds for the page: the query client and whether the session has ended. */
export interface PageClient {
  queryClient: QueryClient;
  session: SessionEndedStore;
}

/** A page's query client, whose failed requests end its session store on UNAUTHORIZED. */
export function makeQueryClient(): PageClient {
  // The first request refused with UNAUTHORIZED ends the session for the page (session-ended.ts).
  const session = createSessionEndedStore();
  const onError = (error: unknown) => {
    if (isSessionEndedError(error)) session.end();
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    // Every mutation is logged: refresh a shown activity log after each (drain start/lift on
    // the Activity page, user and flag changes), not only on reload.
    mutationCache: new MutationCache({
      onError,
      onSettled: () => {
        void queryClient.invalidateQueries({
          predicate: (query) => isActivityQueryKey(query.queryKey),
        });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 1_000,
        refetchOnWindowFocus: false,
        // Errors such as NOT_FOUND are answers, not glitches: retry only what looks transient.
        retry: (failureCount, error) => {
          const code = (error as { data?: { code?: string } } | null)?.data?.code;
          if (code && code !== "INTERNAL_SERVER_ERROR" && code !== "TIMEOUT") return false;
          return failureCount < 2;
        },
      },
    },
  });
  return { queryClient, session };
}

let browserQueryClient: PageClient | undefined;

function getQueryClient(): PageClient {
  if (typeof window === "undefined") return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

const SessionEndedContext = createContext<SessionEndedStore>(createSessionEndedStore());

/** Provides a session-ended store (the provider below gives the page's own). */
export function SessionEndedProvider({
  store,
  children,
}: {
  store: SessionEndedStore;
  children: ReactNode;
}) {
  return <SessionEndedContext.Provider value={store}>{children}</SessionEndedContext.Provider>;
}

/** The page's session-ended store: a live stream refused with UNAUTHORIZED calls its end(). */
export function useSessionEndedStore(): SessionEndedStore {
  return useContext(SessionEndedContext);
}

/**
 * True once a request of this page was refused for want of a session (expired, signed out
 * elsewhere, user disabled): the page then says so, stops polling and its live streams, and the
 * top bar no longer names the user.
 */
export function useSessionEnded(): boolean {
  const store = useSessionEndedStore();
  return useSyncExternalStore(store.subscribe, store.ended, store.ended);
}

/** Provides the QueryClient and the typed tRPC client to every client component below it. */
export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const { queryClient, session } = getQueryClient();
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [
        bidiControlLink<AppRouter>(),
        splitLink({
          condition: (op) => op.type === "subscription",
          true: httpSubscriptionLink({ url: baseUrl() + TRPC_PATH, transformer: superjson }),
          // The server refuses batches over DEBRIEF_MAX_BATCH_CALLS (10 at least).
          false: httpBatchLink({
            url: baseUrl() + TRPC_PATH,
            transformer: superjson,
            maxItems: CLIENT_BATCH_CALLS,
          }),
        }),
      ],
    }),
  );

  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <SessionEndedProvider store={session}>{children}</SessionEndedProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
