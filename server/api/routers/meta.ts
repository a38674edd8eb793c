import { runOptions } from "../../runs/run-options";
import { publicProcedure, router } from "../trpc";

/** What the new-run form offers (providers, return modes, scripted scenarios, sample question). */
export const metaRouter = router({
  options: publicProcedure.query(() => runOptions()),
});
