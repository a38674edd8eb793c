import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { convertOllamaResponse } from "./convert-ollama-response";

const fixture = (name: string) => readFileSync(path.join(__dirname, "__fixtures__", name), "utf8");

describe("Ollama /api/chat body → outputs", () => {
  it("case 4: two same-name calls without ids stay two calls (ids are assigned once later), arguments kept as objects", () => {
    const { outputs, usage, warnings } = convertOllamaResponse(
      fixture("ollama-parallel-no-ids.json"),
      false,
      200,
    );
    expect(warnings).toEqual([]);
    expect(outputs).toMatchInlineSnapshot(`
      [
        {
          "call": {
            "arguments": {
              "query": "API_VERSION",
            },
            "name": "search_code",
            "providerCallId": null,
            "providerData": {
              "ollama": {
                "thinking": "Two spellings of the pin; search both.",
              },
            },
          },
          "type": "tool_call",
        },
        {
          "call": {
            "arguments": {
              "query": "api_version",
            },
            "name": "search_code",
            "providerCallId": null,
          },
          "type": "tool_call",
        },
      ]
    `);
    expect(usage).toEqual({
      inputTokens: 1402,
      cachedInputTokens: null,
      outputTokens: 96,
      reasoningTokens: null,
    });
  });

  it("assembles the NDJSON stream into the same outputs and usage", () => {
    expect(
      convertOllamaResponse(fixture("ollama-parallel-no-ids.chunks.ndjson"), true, 200),
    ).toEqual(convertOllamaResponse(fixture("ollama-parallel-no-ids.json"), false, 200));
  });

  it("keeps ids from v0.12.10+ servers, and turns error lines and malformed bodies into ProviderError", () => {
    const withIds = JSON.stringify({
      message: {
        role: "assistant",
        content: "",
        tool_calls: [
          { id: "call_k3xq9a7e", function: { index: 0, name: "read_changelog", arguments: {} } },
        ],
      },
      done: true,
    });
    expect(convertOllamaResponse(withIds, false, 200).outputs).toEqual([
      {
        type: "tool_call",
        call: { providerCallId: "call_k3xq9a7e", name: "read_changelog", arguments: {} },
      },
    ]);
    expect(() =>
      convertOllamaResponse('{"error":"model \\"qwen9\\" not found"}\n', true, 200),
    ).toThrow('Ollama: model "qwen9" not found');
    expect(() => convertOllamaResponse("not json", false, 200)).toThrow(
      /^Ollama: malformed response body/,
    );
  });
});
