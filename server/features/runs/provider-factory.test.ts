import { describe, expect, it } from "vitest";
import { parseEnv } from "../../env";
import { InputValidationError } from "../../runtime/errors";
import { createProvider, providerAvailability } from "./provider-factory";
import { providerOptions } from "./run-options";

describe("provider factory", () => {
  it("a missing key is an InputValidationError naming the variable, before anything starts", () => {
    const cases = [
      ["openai", "set OPENAI_API_KEY to enable"],
      ["kimi", "set MOONSHOT_API_KEY to enable"],
      ["anthropic", "set ANTHROPIC_API_KEY to enable"],
      ["ollama", "set OLLAMA_BASE_URL (e.g. http://127.0.0.1:11434) to enable"],
      [
        "openai-compatible",
        "set OPENAI_COMPATIBLE_BASE_URL and DEBRIEF_MODEL_OPENAI_COMPATIBLE to enable",
      ],
    ] as const;
    for (const [provider, reason] of cases) {
      expect(() => createProvider({ provider }, {})).toThrow(
        new InputValidationError(`provider "${provider}" is not configured: ${reason}`),
      );
    }
  });

  it("builds each provider with its default or chosen model; the scripted one needs nothing", () => {
    const env = parseEnv({
      OPENAI_API_KEY: "sk-a-long-enough-key",
      MOONSHOT_API_KEY: "sk-another-long-key",
      ANTHROPIC_API_KEY: "sk-ant-long-enough",
      OLLAMA_BASE_URL: "http://127.0.0.1:11434",
      DEBRIEF_MODEL_OLLAMA: "llama3.2",
      OPENAI_COMPATIBLE_BASE_URL: "http://127.0.0.1:8000/v1",
      DEBRIEF_MODEL_OPENAI_COMPATIBLE: "local",
    });
    const built = (
      ["scripted", "openai", "kimi", "openai-compatible", "ollama", "anthropic"] as const
    ).map((provider) => {
      const model = createProvider({ provider }, env);
      return [model.name, model.defaultModel];
    });
    expect(built).toEqual([
      ["scripted", "scripted-1"],
      ["openai", "gpt-5-mini"],
      ["kimi", "kimi-k2.6"],
      ["openai-compatible", "local"],
      ["ollama", "llama3.2"],
      ["anthropic", "claude-sonnet-4-5"],
    ]);
    expect(createProvider({ provider: "openai", model: "o4-mini" }, env).defaultModel).toBe(
      "o4-mini",
    );
  });

  it("the new-run form enables a provider once its variables are set, and never shows a key", () => {
    const options = providerOptions({ OPENAI_API_KEY: "sk-secret-in-env-only" });
    expect(options.map((option) => [option.name, option.enabled, option.reason])).toEqual([
      ["scripted", true, null],
      ["openai", true, null],
      ["kimi", false, "set MOONSHOT_API_KEY to enable"],
      [
        "openai-compatible",
        false,
        "set OPENAI_COMPATIBLE_BASE_URL and DEBRIEF_MODEL_OPENAI_COMPATIBLE to enable",
      ],
      ["ollama", false, "set OLLAMA_BASE_URL (e.g. http://127.0.0.1:11434) to enable"],
      ["anthropic", false, "set ANTHROPIC_API_KEY to enable"],
    ]);
    expect(JSON.stringify(options)).not.toContain("sk-secret");
    expect(providerAvailability({}).openai.defaultModel).toBe("gpt-5-mini");
  });

  it("validates the provider variables and treats empty values as unset", () => {
    expect(() => parseEnv({ OPENAI_BASE_URL: "not a url" })).toThrow(/OPENAI_BASE_URL/);
    expect(() => parseEnv({ DEBRIEF_PROVIDER_MAX_RETRIES: "9" })).toThrow(
      /DEBRIEF_PROVIDER_MAX_RETRIES/,
    );
    expect(parseEnv({ OPENAI_API_KEY: "" }).OPENAI_API_KEY).toBeUndefined();
    expect(parseEnv({ DEBRIEF_PROVIDER_TIMEOUT_MS: "30000" }).DEBRIEF_PROVIDER_TIMEOUT_MS).toBe(
      30000,
    );
  });
});
