"use client";

import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserView } from "@/server/features/users/user-views";
import { useTRPC } from "@/trpc/react";
import { ErrorMessage } from "@/components/ui/error-message";
import { RelativeTime } from "@/components/ui/relative-time";
import { Skeleton } from "@/components/ui/skeleton";
import { RoleSelect } from "./role-select";
import { UserStateCell } from "./user-state-cell";

const PAGE_SIZE = 50;

/**
 * Every account (oldest first, 50 at a time) with its role (change it in place; granting or
 * removing admin asks first), its sign-in methods and state (a badge, and disable / enable). The server refuses leaving no enabled administrator.
 */
export function UsersPanel({ viewerId }: { viewerId: string }) {
  const trpc = useTRPC();
  const users = useInfiniteQuery(
    trpc.users.list.infiniteQueryOptions(
      { limit: PAGE_SIZE },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );

  return (
    <section aria-labelledby="users-heading" className="space-y-3">
      <h1 id="users-heading" className="text-lg font-semibold">
        Users
      </h1>
      {users.isPending ? <Skeleton lines={4} label="Loading users…" /> : null}
      {users.isError ? (
        <ErrorMessage
          error={users.error}
          title="Could not load users"
          onRetry={() => void users.refetch()}
        />
      ) : null}
      {users.data ? (
        <div className="overflow-x-auto rounded-md border border-zinc-200 bg-white">
          <table data-testid="users-table" className="w-full text-left text-sm">
            <thead className="bg-zinc-50 text-xs text-zinc-600">
              <tr>
                <th className="px-3 py-2 font-medium">User</th>
                <th className="px-3 py-2 font-medium">Role</th>
                <th className="px-3 py-2 font-medium">Sign-in</th>
                <th className="px-3 py-2 font-medium">Created</th>
                <th className="px-3 py-2 font-medium">State</th>
              </tr>
            </thead>
            <tbody>
              {users.data.pages
                .flatMap((page) => page.users)
                .map((user) => (
                  <UserRow key={user.id} user={user} isViewer={user.id === viewerId} />
                ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {users.hasNextPage ? (
        <button
          type="button"
          onClick={() => void users.fetchNextPage()}
          disabled={users.isFetchingNextPage}
          className="rounded border border-zinc-300 bg-white px-3 py-1 text-sm hover:bg-zinc-50 disabled:opacity-50"
        >
          {users.isFetchingNextPage ? "Loading…" : "More users"}
        </button>
      ) : null}
    </section>
  );
}

function UserRow({ user, isViewer }: { user: UserView; isViewer: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: trpc.users.list.pathKey() });
  const setRole = useMutation(trpc.users.setRole.mutationOptions({ onSuccess }));
  const setDisabled = useMutation(trpc.users.setDisabled.mutationOptions({ onSuccess }));
  const error = setRole.error ?? setDisabled.error;
  const errorTitle = setRole.error
    ? "The role was not changed"
    : user.disabled
      ? "The account was not enabled"
      : "The account was not disabled";
  return (
    <tr
      data-testid="user-row"
      data-email={user.email}
      className="border-t border-zinc-100 align-top"
    >
      <td className="px-3 py-2">
        <div className="font-medium text-zinc-900">
          <bdi>{user.name}</bdi>
        </div>
        <div className="text-xs text-zinc-600">
          {user.email}
          {isViewer ? " (you)" : ""}
        </div>
        {error ? <ErrorMessage error={error} title={errorTitle} compact /> : null}
      </td>
      <td className="px-3 py-2">
        <RoleSelect
          userId={user.id}
          email={user.email}
          role={user.role}
          pending={setRole.isPending}
          onChange={(role) => setRole.mutate({ userId: user.id, role })}
        />
      </td>
      <td className="px-3 py-2 text-xs text-zinc-600">
        {user.signInMethods.length > 0 ? user.signInMethods.join(", ") : "none yet"}
      </td>
      <td className="px-3 py-2 text-xs text-zinc-600">
        <RelativeTime at={user.createdAt} />
      </td>
      <td className="px-3 py-2">
        <UserStateCell
          disabled={user.disabled}
          email={user.email}
          pending={setDisabled.isPending}
          onToggle={(disabled) => setDisabled.mutate({ userId: user.id, disabled })}
        />
      </td>
    </tr>
  );
}
