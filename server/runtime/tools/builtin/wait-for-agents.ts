import { z } from "zod";
import type { Tool } from "../tool";

/** Longest bounded wait one call may ask for (ms). */
export const MAX_WAIT_MS = 600_000;

const inputSchema = z.object({
  agent_ids: z.array(z.string().min(1)).min(1, "name at least one child").max(32),
  timeout_ms: z
    .number()
    .int()
    .min(0)
    .max(MAX_WAIT_MS)
    .default(60_000)
    .describe("upper bound of the wait in ms"),
});

/**
 * Effect-free, bounded wait for children (seed 003): ends when every requested child is
 * terminal, the timeout passes, or a correction arrives for the caller; returns a snapshot of
 * every requested child and never cancels one.
 */
export const waitForAgentsTool: Tool<z.infer<typeof inputSchema>> = {
  name: "wait_for_agents",
  description:
    "Wait (bounded) until the listed child agents finish, a timeout passes, or a correction arrives. Returns each child's status, phase and, for finished children, its debrief. Never cancels a child.",
  inputSchema,
  effect: "read",
  execute(input, context) {
    return context.agents.waitForChildren({
      agentIds: input.agent_ids,
      timeoutMs: input.timeout_ms,
    });
  },
};
