import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { SmokeProvider } from "./smoke-plan";
import type { SmokeResult } from "./smoke-round-trip";

/** The conversion folder each provider's exchanges belong beside. */
const CONVERSION_FOLDER: Record<SmokeProvider, string> = {
  openai: "openai-responses",
  kimi: "chat-completions",
  "openai-compatible": "chat-completions",
  ollama: "ollama",
  anthropic: "anthropic",
};

/**
 * Where a smoke result is saved: `server/runtime/providers/<api>/__fixtures__/smoke/
 * <provider>-<model>-<YYYY-MM-DD>.json` (model name reduced to [a-z0-9.-]).
 */
export function smokeFixturePath(
  repoRoot: string,
  provider: SmokeProvider,
  model: string,
  at: Date,
): string {
  const safeModel = model
    .toLowerCase()
    .replace(/[^a-z0-9.-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const day = at.toISOString().slice(0, 10);
  return path.join(
    repoRoot,
    "server/runtime/providers",
    CONVERSION_FOLDER[provider],
    "__fixtures__/smoke",
    `${provider}-${safeModel || "model"}-${day}.json`,
  );
}

/**
 * Save the exchanges as a fixture: request bodies (which never hold a key: keys travel in
 * headers only), response texts exactly as received, and what the smoke checked.
 */
export function saveSmokeFixture(file: string, result: SmokeResult, at: Date): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const fixture = {
    recordedAt: at.toISOString(),
    provider: result.provider,
    model: result.model,
    ok: result.ok,
    checks: result.checks,
    problems: result.problems,
    exchanges: result.exchanges,
  };
  writeFileSync(file, `${JSON.stringify(fixture, null, 2)}\n`);
}
