import { creator as recommendedPreset } from "@secretlint/secretlint-rule-preset-recommend";
import type {
  SecretLintRuleContext,
  SecretLintRuleCreator,
  SecretLintSourceCode,
  SecretLintSourceNodePosition,
} from "@secretlint/types";
import type { SecretSpan } from "./secret-rules";

/**
 * Vendor credentials found by the rules of secretlint's recommended preset, version 13.1 (AWS,
 * GitHub, GitLab, Slack, OpenAI, Anthropic, Groq, Hugging Face, npm, SendGrid, Shopify, Stripe,
 * Linear, Notion, 1Password, HashiCorp Vault, Vercel, Databricks, Docker Hub, Figma,
 * Cloudflare, Tailscale, Grafana, private keys, basic auth, database URLs with passwords). The rules run through their public rule API
 * (`create(context).file(source)`) in this small synchronous host rather than through
 * @secretlint/core, whose profiler keeps every performance mark of every scan (a server
 * scanning each tool result would grow without bound). Changes to the preset as it ships:
 * the `secretlint-disable` comment filter is left out (a scanned file must not switch
 * detection off) and AWS access key ids are scanned too. No path is given, so no rule reads
 * a file. A reported range is widened to the end of the token it ends in, because some rules
 * report the secret's length from the start of the match (AWS secret access keys).
 */
const FILTER_COMMENTS_RULE = "@secretlint/secretlint-rule-filter-comments";
const AWS_RULE = "@secretlint/secretlint-rule-aws";
const TOKEN_CHARACTER = /[A-Za-z0-9/+=_-]/;

const RULES: readonly { rule: SecretLintRuleCreator<unknown>; options: unknown }[] =
  recommendedPreset.rules
    .filter((rule) => rule.meta.id !== FILTER_COMMENTS_RULE && rule.meta.type === "scanner")
    .map((rule) => ({
      rule,
      options: rule.meta.id === AWS_RULE ? { enableIDScanRule: true } : {},
    }));

/** The ids of the secretlint rules in use (for the README and tests). */
export const SECRETLINT_RULE_IDS: readonly string[] = RULES.map(({ rule }) => rule.meta.id);

/**
 * Where the scan in progress reports to. The rules are created once (RULE_HANDLERS) with a
 * context whose `report` lands here: scans are synchronous, so one scan runs at a time, and
 * creating every rule per scan was most of a short text's cost and garbage (issue 10, item 9).
 */
let currentScan: { text: string; spans: SecretSpan[] } | null = null;

const CONTEXT: SecretLintRuleContext = {
  sharedOptions: {},
  // Messages are not kept: they would hold the secret.
  createTranslator: () => (messageId) => ({
    message: String(messageId),
    messageId: String(messageId),
    data: undefined,
  }),
  report: ({ range }) => {
    if (currentScan !== null) currentScan.spans.push(widen(currentScan.text, range[0], range[1]));
  },
  ignore: () => undefined,
};

/**
 * Per rule, text that every match of the rule contains (case-insensitive, so a superset of
 * what the rule's own patterns ask for, read from the preset's source, version 13.1): a rule
 * runs only on a text where its trigger occurs. Most texts (tool results, arguments) contain
 * none, and then no rule runs: the preset's rules scanned every text in full, about a tenth
 * of the agent loop's time (issue 10, item 9). A rule of the preset missing here always runs
 * (a new preset version stays correct, only slower); `secretlint-scan.test.ts` checks that every
 * rule has a trigger and that the triggered scan finds what the full scan finds.
 */
export const RULE_TRIGGERS: Readonly<Record<string, RegExp>> = {
  // Access key ids by prefix; `secret_access_key = …`; `account_id = 1234-…`.
  "@secretlint/secretlint-rule-aws":
    /A3T|AKIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|ASIA|secret_?access_?key|account/i,
  // Scans .json and .p12 sources only; a private key in text is the privatekey rule's.
  "@secretlint/secretlint-rule-gcp": /private/i,
  "@secretlint/secretlint-rule-privatekey": /-----BEGIN/i,
  // `npm_<36>`; the other npm patterns need a package.json or .npmrc path (none is given).
  "@secretlint/secretlint-rule-npm": /npm_/i,
  "@secretlint/secretlint-rule-basicauth": /:\/\//i,
  "@secretlint/secretlint-rule-slack": /xox|xapp|hooks\.slack\.com/i,
  "@secretlint/secretlint-rule-sendgrid": /SG\./i,
  "@secretlint/secretlint-rule-shopify": /shp/i,
  "@secretlint/secretlint-rule-github": /gh[a-z]_|github_pat_/i,
  "@secretlint/secretlint-rule-openai": /sk-/i,
  "@secretlint/secretlint-rule-anthropic": /sk-ant-/i,
  "@secretlint/secretlint-rule-linear": /lin_api_/i,
  "@secretlint/secretlint-rule-1password": /ops_/i,
  "@secretlint/secretlint-rule-database-connection-string": /mongodb|mysql|postgres/i,
  // Added with preset 13.1: each rule's one pattern starts with its vendor's fixed prefix.
  "@secretlint/secretlint-rule-stripe": /[rs]k_(?:live|test)/i,
  "@secretlint/secretlint-rule-gitlab": /glpat-/i,
  "@secretlint/secretlint-rule-grafana": /gl(?:c|sa)_/i,
  "@secretlint/secretlint-rule-groq": /gsk_/i,
  "@secretlint/secretlint-rule-huggingface": /hf_/i,
  "@secretlint/secretlint-rule-notion": /ntn_/i,
  "@secretlint/secretlint-rule-hashicorp-vault": /hv[bsr]\./i,
  "@secretlint/secretlint-rule-vercel": /vc[acikpr]_/i,
  "@secretlint/secretlint-rule-databricks": /dapi/i,
  "@secretlint/secretlint-rule-docker": /dckr_pat_/i,
  "@secretlint/secretlint-rule-figma": /figd_/i,
  "@secretlint/secretlint-rule-cloudflare": /cf(?:k|ut|at)_/i,
  "@secretlint/secretlint-rule-tailscale": /tskey-/i,
};

/**
 * Per rule, a character every match of its trigger holds (`npm_`, `glpat-`, `SG.`, `://`): a
 * text without that character skips the rule and its trigger, and the triggers that share a
 * character are tested as one pattern only when the text holds it. One alternation of all 27
 * triggers cost 17-29 µs on 2 KB of prose, the grouped test 5-10 µs (V8 tries every
 * alternative at every position; String.includes finds a character at memchr speed).
 * secretlint-scan.test.ts checks that every alternative of a listed trigger holds its character.
 */
export const TRIGGER_CHARACTERS: Readonly<Record<string, string>> = {
  "@secretlint/secretlint-rule-npm": "_",
  "@secretlint/secretlint-rule-github": "_",
  "@secretlint/secretlint-rule-linear": "_",
  "@secretlint/secretlint-rule-1password": "_",
  "@secretlint/secretlint-rule-stripe": "_",
  "@secretlint/secretlint-rule-grafana": "_",
  "@secretlint/secretlint-rule-groq": "_",
  "@secretlint/secretlint-rule-huggingface": "_",
  "@secretlint/secretlint-rule-notion": "_",
  "@secretlint/secretlint-rule-vercel": "_",
  "@secretlint/secretlint-rule-docker": "_",
  "@secretlint/secretlint-rule-figma": "_",
  "@secretlint/secretlint-rule-cloudflare": "_",
  "@secretlint/secretlint-rule-gitlab": "-",
  "@secretlint/secretlint-rule-tailscale": "-",
  "@secretlint/secretlint-rule-openai": "-",
  "@secretlint/secretlint-rule-anthropic": "-",
  "@secretlint/secretlint-rule-privatekey": "-",
  "@secretlint/secretlint-rule-sendgrid": ".",
  "@secretlint/secretlint-rule-hashicorp-vault": ".",
  "@secretlint/secretlint-rule-basicauth": ":",
};

/**
 * A case-insensitive trigger as a case-sensitive pattern for lower-cased text: V8 runs a long
 * case-insensitive alternation about a fifth slower than the same one over text lower-cased once
 * (27 triggers since preset 13.1). The sources hold no upper-case escape (`\S`, `\W`, `\D`,
 * `\B`), which lower-casing would change (checked by secretlint-scan.test.ts).
 */
function forLowerCase(trigger: RegExp): RegExp {
  return new RegExp(trigger.source.toLowerCase());
}

/**
 * Each rule's handlers, created once (a scanner keeps no state between files), with its trigger
 * (for lower-cased text) and the character its trigger holds ("" for none).
 */
const RULE_HANDLERS = RULES.map(({ rule, options }) => {
  const trigger = RULE_TRIGGERS[rule.meta.id];
  return {
    handlers: rule.create(CONTEXT, options),
    trigger: trigger === undefined ? undefined : forLowerCase(trigger),
    character: TRIGGER_CHARACTERS[rule.meta.id] ?? "",
  };
});

/**
 * The triggers grouped by the character they hold, each group one pattern for lower-cased text;
 * a rule without a trigger makes its group's pattern match everything.
 */
const TRIGGER_GROUPS: readonly { character: string; pattern: RegExp }[] = [
  ...new Set(RULE_HANDLERS.map(({ character }) => character)),
].map((character) => ({
  character,
  pattern: new RegExp(
    RULE_HANDLERS.filter((handler) => handler.character === character)
      .map(({ trigger }) => (trigger === undefined ? "" : trigger.source))
      .join("|"),
  ),
}));

/** True when lower-cased `text` holds any rule's trigger (a text without one is scanned by no rule). */
function holdsAnyTrigger(text: string): boolean {
  return TRIGGER_GROUPS.some(
    ({ character, pattern }) =>
      (character === "" || text.includes(character)) && pattern.test(text),
  );
}

/**
 * Spans of vendor credentials in `text`. Synchronous; throws nothing on ordinary text.
 * `everyRule` runs every rule whatever its trigger (for the test that compares both).
 */
export function findSecretlintSpans(text: string, everyRule = false): SecretSpan[] {
  if (text.length === 0) return [];
  const lowered = text.toLowerCase();
  if (!everyRule && !holdsAnyTrigger(lowered)) return [];
  const scan = { text, spans: [] as SecretSpan[] };
  const source = sourceCode(text);
  currentScan = scan;
  try {
    for (const { handlers, trigger, character } of RULE_HANDLERS) {
      if (!everyRule && character !== "" && !lowered.includes(character)) continue;
      if (!everyRule && trigger !== undefined && !trigger.test(lowered)) continue;
      // A scanner's `file` returns a promise only for .p12/.json sources, never for this one.
      void handlers.file?.(source);
    }
  } finally {
    currentScan = null;
  }
  return scan.spans;
}

function widen(text: string, from: number, to: number): SecretSpan {
  let end = to;
  while (end < text.length && TOKEN_CHARACTER.test(text[end]!)) end += 1;
  return { start: from, end, kind: "secret" };
}

/** The source a rule scans; its line table is built only when a rule asks for a position. */
function sourceCode(content: string): SecretLintSourceCode {
  let starts: number[] | null = null;
  const lineStarts = (): number[] => {
    if (starts !== null) return starts;
    starts = [0];
    for (let index = 0; index < content.length; index += 1) {
      if (content[index] === "\n") starts.push(index + 1);
    }
    return starts;
  };
  const indexToPosition = (index: number): SecretLintSourceNodePosition => {
    const lines = lineStarts();
    let line = 0;
    while (line + 1 < lines.length && lines[line + 1]! <= index) line += 1;
    return { line: line + 1, column: index - lines[line]! };
  };
  const positionToIndex = (position: SecretLintSourceNodePosition): number =>
    (lineStarts()[position.line - 1] ?? content.length) + position.column;
  return {
    hasBOM: false,
    content,
    filePath: undefined,
    physicalFilePath: undefined,
    contentType: "text",
    ext: ".txt",
    getFilePath: () => undefined,
    getPhysicalFilePath: () => undefined,
    indexToPosition,
    positionToIndex,
    rangeToLocation: ([start, end]) => ({
      start: indexToPosition(start),
      end: indexToPosition(end),
    }),
    locationToRange: ({ start, end }) => [positionToIndex(start), positionToIndex(end)],
  };
}
