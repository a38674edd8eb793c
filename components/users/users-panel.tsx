"use client";

import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { UserView } from "@/server/features/users/user-views";
import { useTRPC } from "@/trpc/react";
import { ErrorMessage } from "@/components/ui/error-message";
import { RelativeTime } from "@/components/ui/relative-time";
import { Skeleton } from "@/components/ui/skeleton";
import { RenameUser } from "./rename-user";
import { selfRoleChangeDestination } from "./role-changed-notice";
import { RoleSelect } from "./role-select";
import { UserStateCell } from "./user-state-cell";
import { LAST_ADMIN_REASON, lastActiveAdminId, savedNoticeText } from "./user-form-rules";

const PAGE_SIZE = 50;

/**
 * Every account (oldest first, 50 at a time) with its role (stage it in the select, then "Save
 * role"; granting or removing admin asks first; removing one's own takes one to Runs), its sign-in methods and state (a badge, and disable / enable),
 * a "Saved: …" notice after each change. The last enabled administrator's role and state are
 * not offered for change (the reason shown); the server refuses leaving none too.
 */
export function UsersPanel({ viewerId }: { viewerId: string }) {
  const trpc = useTRPC();
  const users = useInfiniteQuery(
    trpc.users.list.infiniteQueryOptions(
      { limit: PAGE_SIZE },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const all = users.data?.pages.flatMap((page) => page.users) ?? [];
  const lastAdmin = lastActiveAdminId(all, users.isSuccess && !users.hasNextPage);

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
              {all.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  isViewer={user.id === viewerId}
                  lockedReason={user.id === lastAdmin ? LAST_ADMIN_REASON : null}
                />
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

/**
 * One account's row; after a change saves, a "Saved: …" notice in a status live region (until
 * the next change). `lockedReason`: the last enabled admin, whose role and state stay.
 */
function UserRow({
  user,
  isViewer,
  lockedReason,
}: {
  user: UserView;
  isViewer: boolean;
  lockedReason: string | null;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.users.list.pathKey() });
  const setRole = useMutation(
    trpc.users.setRole.mutationOptions({
      onMutate: () => setSaved(null),
      onSuccess: (_data, input) => {
        // The signed-in admin who removed their own admin role: this page is no longer theirs
        // (its list would fail), so a full load of Runs renders the header and nav afresh.
        const destination = isViewer ? selfRoleChangeDestination(input.role) : null;
        if (destination !== null) {
          window.location.assign(destination);
          return;
        }
        setSaved(savedNoticeText(user.email, { kind: "role", role: input.role }));
        return refresh();
      },
    }),
  );
  const setDisabled = useMutation(
    trpc.users.setDisabled.mutationOptions({
      onMutate: () => setSaved(null),
      onSuccess: (_data, input) => {
        setSaved(savedNoticeText(user.email, { kind: "disabled", disabled: input.disabled }));
        return refresh();
      },
    }),
  );
  const rename = useMutation(
    trpc.users.rename.mutationOptions({
      onMutate: () => setSaved(null),
      onSuccess: (renamed) => {
        setSaved(savedNoticeText(user.email, { kind: "name", name: renamed.name }));
        return refresh();
      },
    }),
  );
  const error = rename.error ?? setRole.error ?? setDisabled.error;
  const errorTitle = rename.error
    ? "The name was not changed"
    : setRole.error
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
        <RenameUser
          email={user.email}
          name={user.name}
          pending={rename.isPending}
          onRename={(name) => rename.mutate({ userId: user.id, name })}
          onCancel={() => rename.reset()}
        />
        <div className="text-xs text-zinc-600">
          {user.email}
          {isViewer ? " (you)" : ""}
        </div>
        {error ? <ErrorMessage error={error} title={errorTitle} compact /> : null}
        <p role="status" data-testid="user-saved" className="text-xs text-emerald-700">
          {saved}
        </p>
      </td>
      <td className="px-3 py-2">
        <RoleSelect
          userId={user.id}
          email={user.email}
          role={user.role}
          isViewer={isViewer}
          lockedReason={lockedReason}
          onSave={(role) => setRole.mutateAsync({ userId: user.id, role })}
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
          lockedReason={lockedReason}
          onToggle={(disabled) => setDisabled.mutate({ userId: user.id, disabled })}
        />
      </td>
    </tr>
  );
}
