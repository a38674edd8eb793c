import { z } from "zod";
import type { Tool } from "../tool";

const inputSchema = z.object({
  ref: z.string().min(1).describe("a transcript_ref from a debrief, e.g. transcript:agent_2"),
  tool_call_id: z.string().min(1).describe("the call id whose span to fetch"),
});

/** Fetch one span of a stored child transcript on demand (seed 000). */
export const fetchTranscriptSpanTool: Tool<z.infer<typeof inputSchema>> = {
  name: "fetch_transcript_span",
  description:
    "Fetch one span (the tool call, its result and the text before it) of a child's stored transcript, by transcript_ref and tool call id. Use it only when a debrief leaves you unsure of a specific claim.",
  inputSchema,
  effect: "read",
  execute(input, context) {
    return context.agents.fetchTranscriptSpan({ ref: input.ref, toolCallId: input.tool_call_id });
  },
};
