import { describe, expect, it } from "vitest";
import { redactModelResponse } from "./model-output-redaction";
import { redactJsonText, redactJsonValue, redactWireBody } from "./structured-redaction";

describe("structured values: a field named for a secret holds one", () => {
  it("replaces a password or secret field's value whole in tool-call arguments", () => {
    expect(redactJsonText('{"user":"ops","password":"tr0ub4dor&3","limit":5}')).toBe(
      '{"user":"ops","password":"[redacted-secret]","limit":5}',
    );
    expect(
      redactJsonValue({ connection: { host: "db", clientSecret: "s3cr3t value with spaces" } }),
    ).toEqual({ connection: { host: "db", clientSecret: "[redacted-secret]" } });
  });

  it("leaves what is no secret value: types, references, masks, empty words, other fields", () => {
    const text =
      '{"password":"string","secret":"$DB_SECRET","passwd":"****","db_password":null,"secretName":"prod-db","note":"password policy"}';
    expect(redactJsonText(text)).toBe(text);
  });

  it("redacts such fields in a wire body and in a model response's arguments", () => {
    const body = JSON.stringify({ input: [{ role: "user", content: "hi" }], password: "hunter2x" });
    expect(JSON.parse(redactWireBody(body))).toEqual({
      input: [{ role: "user", content: "hi" }],
      password: "[redacted-secret]",
    });
    const response = redactModelResponse({
      outputs: [
        {
          type: "tool_call",
          call: {
            providerCallId: "c1",
            name: "login",
            arguments: { secret_access_key: "abc12345" },
          },
        },
      ],
      usage: {
        inputTokens: null,
        cachedInputTokens: null,
        outputTokens: null,
        reasoningTokens: null,
      },
      requestBody: "",
      responseBody: "",
      httpStatus: 200,
      warnings: [],
    });
    expect(response.outputs[0]).toEqual({
      type: "tool_call",
      call: {
        providerCallId: "c1",
        name: "login",
        arguments: { secret_access_key: "[redacted-secret]" },
      },
    });
  });
});
