import { describe, expect, it } from "vitest";
import { redactModelResponse } from "./model-output-redaction";
import { redactTexts } from "./redaction";
import { redactJsonText, redactJsonValue, redactWireBody } from "./structured-redaction";

// Synthetic example values, built so no scanner mistakes this file for leaked credentials.
const OPENAI_KEY = `sk-proj-${"Ab3dEf6hIj9k".repeat(2)}`;
const CARD = "4111 1111 1111 1111";
const EMAIL = "dana.ops@ledgerline.example";

/** Redaction of structured values: JSON text, wire bodies and model responses. */
describe("structured redaction", () => {
  it("redacts the strings of JSON arguments and keeps text without secrets byte for byte", () => {
    expect(redactJsonText(`{"query": "contact ${EMAIL}", "limit": 5}`)).toBe(
      '{"query":"contact [redacted-email]","limit":5}',
    );
    expect(redactJsonText('{ "query" : "adapters" }')).toBe('{ "query" : "adapters" }');
    expect(redactJsonText(`{"query": "${EMAIL}`)).toBe('{"query": "[redacted-email]');
    expect(redactJsonValue({ to: [EMAIL], n: 1 })).toEqual({ to: ["[redacted-email]"], n: 1 });
    expect(redactTexts(["", EMAIL])).toEqual(["", "[redacted-email]"]);
  });

  it("passes opaque provider fields unchanged: a signature holding sk- text survives byte for byte", () => {
    const signature = `EqQBCkYIBxgCKkB/${OPENAI_KEY}+${EMAIL.replace("@", "")}==`;
    const body = JSON.stringify({
      id: `msg_${OPENAI_KEY}`,
      content: [
        { type: "thinking", thinking: `mail ${EMAIL}`, signature },
        { type: "redacted_thinking", data: `opaque ${OPENAI_KEY}` },
        { type: "text", text: `mail ${EMAIL}` },
        { type: "tool_use", id: "toolu_01", name: "search_code", input: { query: OPENAI_KEY } },
      ],
    });
    const redacted = JSON.parse(redactWireBody(body)) as {
      id: string;
      content: Record<string, unknown>[];
    };
    expect(redacted.id).toBe(`msg_${OPENAI_KEY}`);
    expect(redacted.content[0]).toEqual({ type: "thinking", thinking: `mail ${EMAIL}`, signature });
    expect(redacted.content[1]).toEqual({
      type: "redacted_thinking",
      data: `opaque ${OPENAI_KEY}`,
    });
    expect(redacted.content[2]).toEqual({ type: "text", text: "mail [redacted-email]" });
    expect(redacted.content[3]).toMatchObject({
      id: "toolu_01",
      input: { query: "[redacted-key]" },
    });
    expect(redactWireBody('{"ok": true}')).toBe('{"ok": true}');
  });

  it("redacts SSE and NDJSON bodies line by line; field lines and [DONE] stay", () => {
    const sse = [
      "event: response.output_text.delta",
      `data: {"type":"response.output_text.delta","delta":"hi ${EMAIL}"}`,
      `data: {"type":"response.reasoning_summary_text.delta","delta":"${EMAIL}"}`,
      "",
      "data: [DONE]",
    ].join("\n");
    expect(redactWireBody(sse).split("\n")).toEqual([
      "event: response.output_text.delta",
      'data: {"type":"response.output_text.delta","delta":"hi [redacted-email]"}',
      `data: {"type":"response.reasoning_summary_text.delta","delta":"${EMAIL}"}`,
      "",
      "data: [DONE]",
    ]);
    const ndjson = `{"message":{"content":"${CARD}","thinking":"${CARD}"}}\nnot json ${EMAIL}`;
    expect(redactWireBody(ndjson)).toBe(
      `{"message":{"content":"[redacted-card]","thinking":"${CARD}"}}\nnot json [redacted-email]`,
    );
  });

  it("redacts a model response's text and arguments; call ids and providerData pass unchanged", () => {
    const providerData = { anthropic: { signature: `sig/${OPENAI_KEY}` } };
    const response = redactModelResponse({
      outputs: [
        { type: "text", text: `send to ${EMAIL}`, providerData },
        {
          type: "tool_call",
          call: {
            providerCallId: `call_${OPENAI_KEY}`,
            name: "search_code",
            arguments: `{"query":"${OPENAI_KEY}"}`,
          },
        },
        {
          type: "tool_call",
          call: { providerCallId: null, name: "read_file", arguments: { path: EMAIL } },
        },
      ],
      usage: { inputTokens: 1, outputTokens: 1, cachedInputTokens: null, reasoningTokens: null },
      requestBody: "{}",
      responseBody: `{"text":"${EMAIL}"}`,
      httpStatus: 200,
      warnings: [],
    });
    expect(response.outputs).toEqual([
      { type: "text", text: "send to [redacted-email]", providerData },
      {
        type: "tool_call",
        call: {
          providerCallId: `call_${OPENAI_KEY}`,
          name: "search_code",
          arguments: '{"query":"[redacted-key]"}',
        },
      },
      {
        type: "tool_call",
        call: { providerCallId: null, name: "read_file", arguments: { path: "[redacted-email]" } },
      },
    ]);
    expect(response.responseBody).toBe('{"text":"[redacted-email]"}');
  });

  it("redacts arguments the body holds as a string leaf exactly as the call's own arguments", () => {
    const argumentsText = `{"query":"${OPENAI_KEY}","note":"${EMAIL}"}`;
    const body = JSON.stringify({
      choices: [{ message: { tool_calls: [{ function: { arguments: argumentsText } }] } }],
    });
    const response = redactModelResponse({
      outputs: [
        {
          type: "tool_call",
          call: { providerCallId: "call_1", name: "search_code", arguments: argumentsText },
        },
      ],
      usage: { inputTokens: 1, outputTokens: 1, cachedInputTokens: null, reasoningTokens: null },
      requestBody: "{}",
      responseBody: body,
      httpStatus: 200,
      warnings: [],
    });
    const redactedArguments = '{"query":"[redacted-key]","note":"[redacted-email]"}';
    expect(response.outputs[0]).toMatchObject({ call: { arguments: redactedArguments } });
    expect(JSON.parse(response.responseBody)).toEqual({
      choices: [{ message: { tool_calls: [{ function: { arguments: redactedArguments } }] } }],
    });
  });
});
