import type { PlannedCall } from "../../runtime/providers/scripted/scripted-policy";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import { readCorrectionForm, targetWords } from "../correction-forms";
import {
  consumedCorrections,
  parseSearchHits,
  toolExchanges,
  type SearchHit,
  type ToolExchange,
  wasExecuted,
} from "../../runtime/providers/scripted/transcript-reading";

/**
 * What a ledgerline child researches: everything (the single-child escalation) or one part of
 * it (the fan-out scenario's four children, seed 000: "four children's debriefs merged").
 */
export type LedgerlineFocus = "all" | "direct" | "fallback" | "sandbox" | "changelog";

/** The briefs the fan-out parent gives its children; a child recognises its focus by the prefix. */
export const LEDGERLINE_FOCUS_BRIEFS: Record<Exclude<LedgerlineFocus, "all">, string> = {
  direct:
    "Direct merchants: which merchants are configured for the provider's API v2 and break directly when v2 is retired?",
  fallback:
    "Fallback path: which merchants reach API v2 indirectly through the primary adapter's fallback path?",
  sandbox:
    "Sandbox adapter: which API version does the sandbox adapter pin, and which merchants use it?",
  changelog:
    "Changelog dates: when does the provider retire API v2, and what does it say about the sandbox?",
};

/** The focus a brief asks for ("all" unless it starts like one of LEDGERLINE_FOCUS_BRIEFS). */
export function ledgerlineFocus(brief: string): LedgerlineFocus {
  for (const [focus, text] of Object.entries(LEDGERLINE_FOCUS_BRIEFS)) {
    const prefix = text.slice(0, text.indexOf(":") + 1);
    if (brief.trimStart().startsWith(prefix)) return focus as LedgerlineFocus;
  }
  return "all";
}

const STEPS_BY_FOCUS: Record<LedgerlineFocus, readonly string[] | null> = {
  all: null,
  direct: ["search-pins", "merchants", "legacy-file"],
  fallback: ["search-pins", "merchants", "legacy-file", "primary-file", "fallback-search"],
  sandbox: ["search-pins", "merchants"],
  changelog: ["changelog"],
};

export const MERCHANT_QUERY =
  "SELECT merchant_id, name, adapter, api_version, fallback_enabled, sandbox, request_override FROM merchants ORDER BY merchant_id";

interface Step {
  key: string;
  build(state: Evidence): PlannedCall | null;
}

/**
 * The words each part of the research is about: what a `skip X` correction matches. `names`
 * are the words that name the part ("primary", "sandbox"); `about` are generic words ("adapter",
 * "search") that only say which of the parts a naming word picks is meant, never a part alone.
 * `sandbox` is no tool call of its own: skipping it leaves the sandbox adapter out of the debrief
 * (its pin is seen in the code search hits, ledgerline-debrief.ts).
 */
const STEP_TOPICS: Record<string, { names: readonly string[]; about: readonly string[] }> = {
  "search-pins": { names: ["pins", "pin", "api_version"], about: ["search", "version"] },
  "search-config": { names: ["config", "configuration", "api_version"], about: ["search"] },
  changelog: { names: ["changelog", "retirement", "date", "dates"], about: [] },
  merchants: { names: ["merchants", "merchant", "table", "database", "sql"], about: [] },
  "legacy-file": { names: ["legacy"], about: ["client", "file"] },
  "primary-file": { names: ["primary"], about: ["adapter", "file"] },
  "fallback-search": { names: ["fallback", "legacycharge"], about: ["search", "path"] },
  sandbox: { names: ["sandbox"], about: ["adapter", "pin", "merchants"] },
};

/**
 * The parts of the research a `skip X` target names: for each word of X that names parts, the
 * most specific of them (the most of X's words, naming and generic, match it); a word that only
 * qualifies another named part ("merchants" in "the sandbox merchants") names nothing of its
 * own. A generic word alone names nothing: "skip the sandbox adapter" is the sandbox, never the
 * primary adapter.
 */
export function skipTopics(target: string): Set<string> {
  const words = targetWords(target);
  const topics = Object.entries(STEP_TOPICS);
  const named = topics.filter(([, topic]) => words.some((word) => topic.names.includes(word)));
  const score = ([, topic]: (typeof topics)[number]) =>
    words.filter((word) => topic.names.includes(word) || topic.about.includes(word)).length;
  const picked = new Set<string>();
  for (const word of words) {
    const naming = named.filter(([, topic]) => topic.names.includes(word));
    const qualifies = named.some(
      (entry) => !naming.includes(entry) && entry[1].about.includes(word),
    );
    if (naming.length === 0 || qualifies) continue;
    const best = Math.max(...naming.map(score));
    for (const entry of naming) if (score(entry) === best) picked.add(entry[0]);
  }
  return picked;
}

/**
 * The parts of the research the child's consumed `skip X` corrections left out: a part the child
 * had already done when the skip arrived stays in (it was read; the skip came too late for it).
 */
export function skippedTopics(items: readonly TranscriptItem[]): Set<string> {
  const done = doneTopics(items);
  const skipped = new Set<string>();
  for (const correction of consumedCorrections(items)) {
    const form = readCorrectionForm(correction.text);
    if (form?.kind !== "skip") continue;
    for (const key of skipTopics(form.target)) if (!done.has(key)) skipped.add(key);
  }
  return skipped;
}

/** How a part of the research reads in a sentence ("the provider changelog was already read"). */
export const TOPIC_NAMES: Record<string, string> = {
  "search-pins": "the API_VERSION code search",
  "search-config": "the api_version code search",
  changelog: "the provider changelog",
  merchants: "the merchants table",
  "legacy-file": "the legacy client",
  "primary-file": "the primary adapter",
  "fallback-search": "the fallback path search",
  sandbox: "the sandbox adapter",
};

/**
 * What a `skip X` correction does given the transcript so far: the parts it leaves out, and the
 * parts X names that the child had already done (they stay searched). Both empty: X names no
 * part the scripted research knows, and the skip is taken at its word.
 */
export function skipOutcome(
  items: readonly TranscriptItem[],
  target: string,
): { skipped: string[]; alreadyDone: string[] } {
  const done = doneTopics(items);
  const named = [...skipTopics(target)].sort();
  return {
    skipped: named.filter((key) => !done.has(key)),
    alreadyDone: named.filter((key) => done.has(key)),
  };
}

/**
 * The steps the operator's corrections add or remove (correction-forms.ts): `also check Y` is
 * done first — the sandbox adapter source for anything about the sandbox, a named file read,
 * anything else searched for; `skip X` removes the steps about X; `stop and report` ends the
 * research. Null: stop now.
 */
function correctedSteps(items: readonly TranscriptItem[], steps: readonly Step[]): Step[] | null {
  const forms = consumedCorrections(items).flatMap((correction) => {
    const form = readCorrectionForm(correction.text);
    return form ? [{ form, sequence: correction.sequence }] : [];
  });
  if (forms.some(({ form }) => form.kind === "stop")) return null;
  const skipped = new Set<string>();
  const extra: Step[] = [];
  for (const { form, sequence } of forms) {
    if (form.kind === "skip") for (const key of skipTopics(form.target)) skipped.add(key);
    if (form.kind === "also_check") {
      const target = form.target;
      const file = /[\w-]+\/[\w./-]+\.\w+/.exec(target)?.[0];
      extra.push({
        key: `correction-${sequence}`,
        build: (state) =>
          /sandbox/i.test(target) && state.sandboxPin
            ? { name: "read_file", arguments: { path: state.sandboxPin.path } }
            : file
              ? { name: "read_file", arguments: { path: file } }
              : { name: "search_code", arguments: { query: targetWords(target).join(" ") } },
      });
    }
  }
  return [...extra, ...steps.filter((step) => !skipped.has(step.key))];
}

/** What the child has learned so far, derived from tool results only. */
export interface Evidence {
  exchanges: ToolExchange[];
  versionPins: (SearchHit & { version: string })[];
  legacyPin: (SearchHit & { version: string }) | undefined;
  sandboxPin: (SearchHit & { version: string }) | undefined;
  primaryPin: (SearchHit & { version: string }) | undefined;
  fallbackFunction: string | undefined;
}

/** The research steps in their order; corrections add or remove some (correctedSteps). */
const STEPS: readonly Step[] = [
  {
    key: "search-pins",
    build: () => ({ name: "search_code", arguments: { query: "API_VERSION" } }),
  },
  {
    key: "search-config",
    build: () => ({ name: "search_code", arguments: { query: "api_version" } }),
  },
  { key: "changelog", build: () => ({ name: "read_changelog", arguments: {} }) },
  { key: "merchants", build: () => ({ name: "query_sql", arguments: { sql: MERCHANT_QUERY } }) },
  {
    key: "legacy-file",
    build: (state) =>
      state.legacyPin ? { name: "read_file", arguments: { path: state.legacyPin.path } } : null,
  },
  {
    key: "primary-file",
    build: (state) =>
      state.primaryPin ? { name: "read_file", arguments: { path: state.primaryPin.path } } : null,
  },
  {
    key: "fallback-search",
    build: (state) =>
      state.fallbackFunction
        ? { name: "search_code", arguments: { query: state.fallbackFunction } }
        : null,
  },
];

/**
 * The ledgerline research (seed 000's child): two code searches, the changelog, the merchant
 * table, two adapter files and one more search for the fallback path — each argument derived
 * from earlier results, changed by the operator's corrections (correctedSteps). Returns the
 * next call, or null when it is time to return the debrief.
 */
export function nextLedgerlineCall(
  items: readonly TranscriptItem[],
  focus: LedgerlineFocus = "all",
): PlannedCall | null {
  const evidence = gatherEvidence(items);
  const wanted = STEPS_BY_FOCUS[focus];
  const steps = STEPS;
  const corrected = correctedSteps(items, steps);
  if (corrected === null) return null;
  for (const step of corrected) {
    if (wanted !== null && !wanted.includes(step.key) && !step.key.startsWith("correction-"))
      continue;
    const planned = step.build(evidence);
    if (planned !== null && !plannedCallDone(evidence, planned)) return planned;
  }
  return null;
}

/** True when the child already ran `planned` (same tool, same arguments). */
function plannedCallDone(evidence: Evidence, planned: PlannedCall): boolean {
  return evidence.exchanges.some(
    (exchange) =>
      wasExecuted(exchange) &&
      exchange.call.name === planned.name &&
      sameArguments(exchange.call.argumentsText, planned.arguments),
  );
}

/**
 * The parts of the research the child has already done: each step whose call ran, and the
 * sandbox once the sandbox adapter source was read. A `skip X` of a done part skips nothing.
 */
export function doneTopics(items: readonly TranscriptItem[]): Set<string> {
  const evidence = gatherEvidence(items);
  const done = new Set<string>();
  for (const step of STEPS) {
    const planned = step.build(evidence);
    if (planned !== null && plannedCallDone(evidence, planned)) done.add(step.key);
  }
  const sandboxPath = evidence.sandboxPin?.path;
  if (sandboxPath !== undefined && plannedCallDone(evidence, readFile(sandboxPath)))
    done.add("sandbox");
  return done;
}

function readFile(path: string): PlannedCall {
  return { name: "read_file", arguments: { path } };
}

function sameArguments(argumentsText: string, planned: Record<string, unknown>): boolean {
  try {
    return JSON.stringify(JSON.parse(argumentsText)) === JSON.stringify(planned);
  } catch {
    return false;
  }
}

/** Everything the child learned, from its tool results only. */
export function gatherEvidence(items: readonly TranscriptItem[]): Evidence {
  const exchanges = toolExchanges(items);
  const pinSearch = okResult(exchanges, "search_code", (args) => args.query === "API_VERSION");
  const versionPins = parseSearchHits(pinSearch ?? "").flatMap((hit) => {
    const match = /\b(\w*API_VERSION)\s*=\s*["'](v\d+)["']/.exec(hit.text);
    return match?.[2] ? [{ ...hit, version: match[2] }] : [];
  });
  const legacyPin = versionPins.find(
    (pin) => pin.version === "v2" && !/sandbox/i.test(pin.path + pin.text),
  );
  const sandboxPin = versionPins.find((pin) => /sandbox/i.test(pin.path + pin.text));
  const primaryPin = versionPins.find(
    (pin) => pin.version !== "v2" && !/sandbox/i.test(pin.path + pin.text),
  );
  const legacyText = legacyPin
    ? okResult(exchanges, "read_file", (args) => args.path === legacyPin.path)
    : undefined;
  const exported = /export\s+(?:async\s+)?function\s+(\w+)/.exec(legacyText ?? "");
  return {
    exchanges,
    versionPins,
    legacyPin,
    sandboxPin,
    primaryPin,
    fallbackFunction: exported?.[1],
  };
}

/** The content of the first ok result of `name` whose arguments match. */
export function okResult(
  exchanges: readonly ToolExchange[],
  name: string,
  matches: (args: Record<string, unknown>) => boolean,
): string | undefined {
  for (const exchange of exchanges) {
    if (exchange.call.name !== name || exchange.result?.status !== "ok") continue;
    const args = (exchange.call.parsedArguments ?? {}) as Record<string, unknown>;
    if (matches(args)) return exchange.result.content;
  }
  return undefined;
}
