import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ModelOutput } from "../model-provider";
import { testRequest, TranscriptBuilder } from "../shared/__fixtures__/transcript-builder";
import { convertOpenAIResponsesResponse } from "./convert-openai-responses-response";
import { convertToOpenAIResponsesRequest } from "./convert-to-openai-responses-request";
import type { OpenAIResponsesSettings } from "./openai-responses-settings";

/**
 * Defects found when the conversion met recorded traffic (issue 13), one test per defect, each
 * over the fixture named after it in `__fixtures__/`.
 */
const fixture = (name: string) => readFileSync(path.join(__dirname, "__fixtures__", name), "utf8");

const settings: OpenAIResponsesSettings = {
  reasoning: true,
  reasoningEffort: "low",
  stream: false,
  maxOutputTokens: null,
};

/** The transcript the loop appends for a response's outputs (calls answered in order). */
function transcriptOf(outputs: readonly ModelOutput[]): TranscriptBuilder {
  const builder = new TranscriptBuilder().user("Which merchants break?");
  for (const output of outputs) {
    if (output.type === "text") builder.text(output.text, 1, output.providerData);
    else {
      const { call } = output;
      builder.call(1, call.providerCallId ?? "call_assigned", call.name, String(call.arguments), {
        ...(call.providerData ? { providerData: call.providerData } : {}),
      });
    }
  }
  for (const output of outputs) {
    if (output.type === "tool_call") {
      builder.result(1, output.call.providerCallId ?? "call_assigned", output.call.name, "ok");
    }
  }
  return builder;
}

const reasoningSent = (input: unknown) =>
  (input as Record<string, unknown>[]).filter((item) => item.type === "reasoning");

describe("OpenAI Responses: defects found in recorded traffic", () => {
  it("duplicate reasoning items: each is sent once, deduplicated by id and by encrypted content (OpenAI answers 400 'Duplicate item')", () => {
    const converted = convertOpenAIResponsesResponse(
      fixture("responses-duplicate-reasoning.json"),
      false,
      200,
    );
    expect(converted.warnings).toEqual([
      "reasoning item rs_68c2a7e2 appeared twice in the response; kept once",
      "reasoning item rs_proxy_0001 repeats the encrypted content of rs_68c2a7e4; kept once",
    ]);
    const { body, warnings } = convertToOpenAIResponsesRequest(
      testRequest(transcriptOf(converted.outputs).items),
      settings,
    );
    expect(warnings).toEqual([]);
    expect(reasoningSent(body.input)).toEqual([
      {
        type: "reasoning",
        summary: [{ type: "summary_text", text: "Look up the fallback adapter first." }],
        encrypted_content: "gAAAAABowqfi_reasoning_fallback",
      },
      { type: "reasoning", summary: [], encrypted_content: "gAAAAABowqfk_reasoning_changelog" },
    ]);

    // Transcripts stored before the fix still hold the duplicates: the request drops them too,
    // across items and turns, whatever their id.
    const duplicate = {
      id: "rs_68c2a7e2",
      type: "reasoning",
      summary: [],
      encrypted_content: "gAAAAABowqfi_reasoning_fallback",
    };
    const stored = new TranscriptBuilder()
      .user("Which merchants break?")
      .call(1, "call_Kp41Xw09", "read_file", '{"path":"a.ts"}', {
        providerData: { openai: { itemId: "fc_1", reasoning: [duplicate, duplicate] } },
      })
      .result(1, "call_Kp41Xw09", "read_file", "a")
      .call(2, "call_Zq72Lm55", "read_changelog", "{}", {
        providerData: {
          openai: { itemId: "fc_2", reasoning: [{ ...duplicate, id: "rs_proxy_0002" }] },
        },
      })
      .result(2, "call_Zq72Lm55", "read_changelog", "b").items;
    const request = convertToOpenAIResponsesRequest(testRequest(stored), settings);
    expect(reasoningSent(request.body.input)).toHaveLength(1);
    expect(request.warnings).toEqual([
      "reasoning item rs_68c2a7e2 was already in the request; sent once (OpenAI rejects duplicate items)",
      "reasoning item rs_proxy_0002 repeats the encrypted content of an item already in the request; sent once (OpenAI rejects duplicate items)",
    ]);
  });

  it("stream events without output_index: items are keyed by item id, so the added and done events of one item make one item", () => {
    const streamed = convertOpenAIResponsesResponse(
      fixture("responses-stream-without-output-index.chunks.txt"),
      true,
      200,
    );
    const plain = convertOpenAIResponsesResponse(
      fixture("responses-reasoning-tool-calls.json"),
      false,
      200,
    );
    expect(streamed).toEqual(plain);
    expect(
      streamed.outputs.map((output) =>
        output.type === "tool_call" ? output.call.providerCallId : output.text,
      ),
    ).toEqual(["Searching for the version pins.", "call_Ab12Cd34", "call_Ef56Gh78"]);
  });
});
