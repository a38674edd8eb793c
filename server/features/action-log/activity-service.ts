import type { UserRepository } from "../users/user-repository";
import type { ActionLogRepository } from "./action-log-repository";
import type { ActionLogPage } from "./action-log-views";

/** What the Activity page reads: the log, and the users its entries are about. */
export interface ActivityDependencies {
  actionLogRepository: Pick<ActionLogRepository, "list">;
  userRepository: Pick<UserRepository, "emailsById">;
}

/**
 * One page of the action log (ActionLogRepository.list), each entry about a user labelled with
 * that user's email (`targetLabel`), so people read "user ada@example.com", not its id. A user
 * who no longer exists keeps the id alone. The stored rows are unchanged.
 */
export async function activityPage(
  deps: ActivityDependencies,
  page: { cursor?: string; limit: number },
): Promise<ActionLogPage> {
  const log = await deps.actionLogRepository.list(page);
  const userIds = [
    ...new Set(log.entries.filter((e) => e.targetType === "user").map((e) => e.targetId)),
  ];
  const emails = await deps.userRepository.emailsById(userIds);
  return {
    ...log,
    entries: log.entries.map((entry) => {
      const email = entry.targetType === "user" ? emails.get(entry.targetId) : undefined;
      return email === undefined ? entry : { ...entry, targetLabel: email };
    }),
  };
}
