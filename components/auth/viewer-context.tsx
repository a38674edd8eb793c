"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { SessionUser } from "@/server/auth/session-user";
import { roleCan, type Permission } from "@/server/shared/permissions";

/**
 * The signed-in user, as the root layout read it on the server, for every client component:
 * `useCan(permission)` hides what the user's role cannot do, from the same permission table
 * the server enforces (the server refuses it anyway).
 */
const ViewerContext = createContext<SessionUser | null>(null);

/** Provides the signed-in user (null on the sign-in and setup pages). */
export function ViewerProvider({
  viewer,
  children,
}: {
  viewer: SessionUser | null;
  children: ReactNode;
}) {
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

/** The signed-in user, or null. */
export function useViewer(): SessionUser | null {
  return useContext(ViewerContext);
}

/** True when the signed-in user's role grants `permission`. */
export function useCan(permission: Permission): boolean {
  return roleCan(useViewer()?.role, permission);
}
