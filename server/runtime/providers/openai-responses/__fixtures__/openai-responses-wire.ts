import { sseBody } from "../../shared/__fixtures__/fake-api-server";
import type {
  ModelTurn,
  WireCodec,
  WireEvent,
} from "../../shared/__fixtures__/scripted-wire-model";

/**
 * The Responses API's side of the fake server, built from the documented formats
 * (openai-node src/resources/responses/responses.ts): decodes `input` items and encodes a
 * turn as a Response object (reasoning item → message → function_call items), or as the
 * documented SSE events with argument deltas keyed by item_id.
 */
export const openAIResponsesWire: WireCodec = {
  decode(body) {
    const events: WireEvent[] = [];
    let inAssistant = false;
    const end = () => {
      if (inAssistant) events.push({ kind: "assistant_end" });
      inAssistant = false;
    };
    for (const item of (body.input ?? []) as Record<string, unknown>[]) {
      const content = (item.content ?? []) as { text?: string }[];
      const text =
        typeof item.content === "string"
          ? item.content
          : content.map((part) => part.text ?? "").join("");
      if (item.type === "function_call") {
        inAssistant = true;
        events.push({
          kind: "call",
          id: String(item.call_id),
          name: String(item.name),
          arguments: String(item.arguments),
        });
      } else if (item.type === "reasoning") {
        inAssistant = true;
      } else if (item.type === "function_call_output") {
        end();
        events.push({ kind: "result", id: String(item.call_id), content: String(item.output) });
      } else if (item.role === "assistant") {
        inAssistant = true;
        events.push({ kind: "assistant_text", text });
      } else {
        end();
        events.push({ kind: "user", text });
      }
    }
    end();
    const toolNames = ((body.tools ?? []) as { name?: string }[]).map((tool) => String(tool.name));
    return { events, toolNames };
  },
  callId: (_name, index) => `call_${String(index).padStart(3, "0")}`,
  reply(turn, { stream }) {
    const response = responseObject(turn);
    return stream
      ? { text: responseEvents(response), contentType: "text/event-stream" }
      : { json: response };
  },
};

/** A Response object for one turn (item ids derived from the turn, so runs are repeatable). */
export function responseObject(turn: ModelTurn): Record<string, unknown> {
  const counter = `${turn.calls?.[0]?.id ?? "t"}_${(turn.text ?? "").length}`;
  const output: Record<string, unknown>[] = [];
  if (turn.reasoning !== undefined) {
    output.push({
      type: "reasoning",
      id: `rs_${counter}`,
      summary: [{ type: "summary_text", text: turn.reasoning }],
      encrypted_content: `enc:${turn.reasoning}`,
    });
  }
  if (turn.text) {
    output.push({
      type: "message",
      id: `msg_${counter}`,
      status: "completed",
      role: "assistant",
      content: [{ type: "output_text", text: turn.text, annotations: [] }],
    });
  }
  (turn.calls ?? []).forEach((call, index) => {
    output.push({
      type: "function_call",
      id: `fc_${counter}_${index}`,
      call_id: call.id,
      name: call.name,
      arguments:
        typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments),
      status: "completed",
    });
  });
  const usage = turn.usage ?? { input: 100, output: 20 };
  return {
    id: `resp_${counter}`,
    object: "response",
    status: "completed",
    model: "gpt-5-mini",
    output,
    usage: {
      input_tokens: usage.input,
      input_tokens_details: { cached_tokens: usage.cached ?? 0 },
      output_tokens: usage.output,
      output_tokens_details: { reasoning_tokens: usage.reasoning ?? 0 },
      total_tokens: usage.input + usage.output,
    },
  };
}

/**
 * The documented event sequence for a response: output_item.added, text / argument deltas
 * (split in two, keyed by item_id), arguments.done, output_item.done only for messages and
 * reasoning (calls are rebuilt from deltas), then response.completed without output.
 */
export function responseEvents(response: Record<string, unknown>): string {
  const events: { event: string; data: unknown }[] = [];
  const emit = (type: string, data: Record<string, unknown>) =>
    events.push({ event: type, data: { type, ...data } });
  emit("response.created", { response: { ...response, status: "in_progress", output: [] } });
  (response.output as Record<string, unknown>[]).forEach((item, outputIndex) => {
    if (item.type === "function_call") {
      const args = String(item.arguments);
      emit("response.output_item.added", {
        output_index: outputIndex,
        item: { ...item, arguments: "" },
      });
      const half = Math.floor(args.length / 2);
      for (const delta of [args.slice(0, half), args.slice(half)]) {
        emit("response.function_call_arguments.delta", {
          item_id: item.id,
          output_index: outputIndex,
          delta,
        });
      }
      emit("response.function_call_arguments.done", {
        item_id: item.id,
        output_index: outputIndex,
        arguments: args,
      });
    } else if (item.type === "message") {
      const text = String((item.content as { text: string }[])[0]?.text ?? "");
      emit("response.output_item.added", {
        output_index: outputIndex,
        item: { ...item, content: [] },
      });
      emit("response.output_text.delta", {
        item_id: item.id,
        output_index: outputIndex,
        content_index: 0,
        delta: text,
      });
      emit("response.output_item.done", { output_index: outputIndex, item });
    } else {
      emit("response.output_item.added", { output_index: outputIndex, item });
      emit("response.output_item.done", { output_index: outputIndex, item });
    }
  });
  emit("response.completed", { response: { ...response, output: [] } });
  return sseBody(events);
}
