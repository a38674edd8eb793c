import { procedureWith, router } from "../../api/trpc";
import { pageInputSchema } from "../../shared/user-inputs";

/** The action log, for admins: who did what, when (newest first, paginated). */
export const activityRouter = router({
  list: procedureWith("activity:read")
    .input(pageInputSchema)
    .query(({ ctx, input }) => ctx.actionLogRepository.list(input)),
});
