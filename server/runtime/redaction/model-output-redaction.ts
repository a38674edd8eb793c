import type { ModelOutput, ModelResponse } from "../providers/model-provider";
import { redactTexts } from "./redaction";
import { redactJsonText, redactJsonValue, redactWireBody } from "./structured-redaction";

/**
 * A model response as it enters the transcript and the exchange table: text outputs and
 * tool-call arguments redacted, the response body redacted leaf by leaf (wire format kept).
 * Provider call ids and `providerData` (reasoning, signatures) pass unchanged; the request
 * body is built from the transcript, which is redacted already, so it is kept as it is.
 */
export function redactModelResponse(response: ModelResponse): ModelResponse {
  const texts = redactTexts(
    response.outputs.map((output) => (output.type === "text" ? output.text : "")),
  );
  // Arguments texts with their redactions: the body holds them again as string leaves.
  const redactedArguments = new Map<string, string>();
  const outputs = response.outputs.map((output, index): ModelOutput => {
    if (output.type === "text") return { ...output, text: texts[index]! };
    const { arguments: raw } = output.call;
    let redacted: typeof raw;
    if (typeof raw === "string") {
      redacted = redactJsonText(raw);
      redactedArguments.set(raw, redacted);
    } else {
      redacted = redactJsonValue(raw);
    }
    return { ...output, call: { ...output.call, arguments: redacted } };
  });
  return {
    ...response,
    outputs,
    responseBody: redactWireBody(response.responseBody, redactedArguments),
  };
}
