/**
 * `npm run smoke:providers -- --authorize`: one small tool-call round trip per configured
 * provider (key or base URL set, see .env.example), checking call ids and pairing, saved as
 * fixtures beside each conversion. Without --authorize, or with no provider configured, it
 * explains and exits 0 without a request. Never part of `npm test`.
 * Flags: --provider <name> (repeatable), --model <name> (with one --provider), --no-save.
 * Exit codes: 0 every round trip passed (or nothing to send), 1 a round trip failed or an
 * error, 2 usage error.
 */
import path from "node:path";
import { getEnv } from "../server/env";
import { createProvider } from "../server/features/runs/provider-factory";
import { parseSmokeArguments, planSmoke, type SmokeArguments } from "./smoke/smoke-plan";
import { saveSmokeFixture, smokeFixturePath } from "./smoke/smoke-fixtures";
import { smokeRoundTrip } from "./smoke/smoke-round-trip";

async function main(): Promise<number> {
  let args: SmokeArguments | Error;
  try {
    args = parseSmokeArguments(process.argv.slice(2));
  } catch (error) {
    args = error instanceof Error ? error : new Error(String(error));
  }
  const env = getEnv();
  const plan = planSmoke(args, env);
  if (plan.action === "refuse") {
    console.log(plan.message);
    return plan.exitCode;
  }
  for (const line of plan.skipped) console.log(`skipped ${line}`);
  let failures = 0;
  for (const { name, model } of plan.providers) {
    const provider = createProvider({ provider: name, model }, env);
    console.log(`\n${name} (${model}): sending…`);
    const result = await smokeRoundTrip(provider, model);
    for (const check of result.checks) console.log(`  ok   ${check}`);
    for (const problem of result.problems) console.log(`  FAIL ${problem}`);
    if (!result.ok) failures += 1;
    if (plan.save && result.exchanges.length > 0) {
      const at = new Date();
      const file = smokeFixturePath(path.resolve(import.meta.dirname, ".."), name, model, at);
      saveSmokeFixture(file, result, at);
      console.log(`  saved ${path.relative(process.cwd(), file)}`);
    }
  }
  console.log(`\n${plan.providers.length - failures} passed, ${failures} failed`);
  return failures === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
