import { z } from "zod";
import { correctionTextSchema } from "../../../shared/correction-input";
import type { Tool } from "../tool";

const inputSchema = z.object({
  agent_id: z.string().min(1).describe("a child you spawned"),
  text: correctionTextSchema,
});

/**
 * A parent's correction to its running child (seed 003: parent messages are queued with a
 * sequence and delivered through the trusted execution context at the child's safe point).
 */
export const correctAgentTool: Tool<z.infer<typeof inputSchema>> = {
  name: "correct_agent",
  description:
    "Send a correction to one of your running children. It is queued with a sequence number and delivered at the child's next safe point; calls the child had not started are not executed.",
  inputSchema,
  effect: "mutation",
  execute(input, context) {
    return context.agents.correctChild({ agentId: input.agent_id, text: input.text });
  },
};
