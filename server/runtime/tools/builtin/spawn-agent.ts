import { z } from "zod";
import type { Tool } from "../tool";

const inputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .optional()
    .describe("a short name for the child, e.g. 'researcher'"),
  brief: z
    .string()
    .trim()
    .min(1, "brief must not be empty")
    .max(8000)
    .describe("what the child must find out"),
});

/**
 * Start a child research agent with its own context window. It runs concurrently and hands
 * back a validated research_result debrief, never its transcript (seed 000).
 */
export const spawnAgentTool: Tool<z.infer<typeof inputSchema>> = {
  name: "spawn_agent",
  description:
    "Start a child research agent with a brief. It works in its own context window and returns a typed debrief (research_result) that you receive through wait_for_agents. Several calls in one turn start children in parallel.",
  inputSchema,
  effect: "mutation",
  async execute(input, context) {
    const { agentId } = await context.agents.spawnChild({
      name: input.name ?? "researcher",
      brief: input.brief,
    });
    return {
      status: "ok",
      content: `spawned child ${agentId} (${input.name ?? "researcher"}). It runs in parallel; call wait_for_agents with agent_ids ["${agentId}"] to receive its debrief.`,
    };
  },
};
