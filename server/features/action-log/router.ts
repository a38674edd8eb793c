import { procedureWith, router } from "../../api/trpc";
import { pageInputSchema } from "../../shared/user-inputs";
import { activityPage } from "./activity-service";

/** The action log, for admins: who did what, when (newest first, paginated). */
export const activityRouter = router({
  list: procedureWith("activity:read")
    .input(pageInputSchema)
    .query(({ ctx, input }) => activityPage(ctx, input)),
});
