"use client";

import type { ReactNode } from "react";
import type { Permission } from "@/server/shared/permissions";
import { useCan } from "./viewer-context";

/**
 * Renders `children` only when the signed-in user's role grants `permission` (else
 * `fallback`, default nothing). Hiding is a courtesy: the server refuses the action anyway.
 */
export function IfCan({
  permission,
  children,
  fallback = null,
}: {
  permission: Permission;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useCan(permission) ? children : fallback;
}
