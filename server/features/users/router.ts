import { procedureWith, publicProcedure, router } from "../../api/trpc";
import {
  createUserInputSchema,
  pageInputSchema,
  renameUserInputSchema,
  setDisabledInputSchema,
  setRoleInputSchema,
  setupInputSchema,
} from "../../shared/user-inputs";
import {
  createUser,
  renameUser,
  setDisabled,
  setRole,
  setupFirstAdmin,
  setupStatus,
} from "./users-service";

/**
 * Accounts: who am I, the first-admin setup (the only public mutation: it refuses once an
 * administrator exists), and the admins' Users page (list, create, change role,
 * rename, disable).
 */
export const usersRouter = router({
  /** The signed-in user, or null. */
  me: publicProcedure.query(({ ctx }) => ctx.user),
  setupStatus: publicProcedure.query(({ ctx }) => setupStatus(ctx)),
  setup: publicProcedure
    .input(setupInputSchema)
    .mutation(({ ctx, input }) => setupFirstAdmin(ctx, input)),
  list: procedureWith("users:manage")
    .input(pageInputSchema)
    .query(({ ctx, input }) => ctx.userRepository.list(input)),
  create: procedureWith("users:manage")
    .input(createUserInputSchema)
    .mutation(({ ctx, input }) => createUser(ctx, input, ctx.user)),
  setRole: procedureWith("users:manage")
    .input(setRoleInputSchema)
    .mutation(({ ctx, input }) => setRole(ctx, input, ctx.user)),
  rename: procedureWith("users:manage")
    .input(renameUserInputSchema)
    .mutation(({ ctx, input }) => renameUser(ctx, input, ctx.user)),
  setDisabled: procedureWith("users:manage")
    .input(setDisabledInputSchema)
    .mutation(({ ctx, input }) => setDisabled(ctx, input, ctx.user)),
});
