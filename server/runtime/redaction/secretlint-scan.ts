import { creator as recommendedPreset } from "@secretlint/secretlint-rule-preset-recommend";
import type {
  SecretLintRuleContext,
  SecretLintRuleCreator,
  SecretLintSourceCode,
  SecretLintSourceNodePosition,
} from "@secretlint/types";
import type { SecretSpan } from "./secret-rules";

/**
 * Vendor credentials found by the rules of secretlint's recommended preset (AWS, GitHub,
 * Slack, OpenAI, Anthropic, npm, SendGrid, Shopify, Linear, 1Password, private keys, basic
 * auth, database URLs with passwords). The rules run through their public rule API
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
 * creating 14 rules per scan was most of a short text's cost and garbage (issue 10, item 9).
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

/** Each rule's handlers, created once (a scanner keeps no state between files). */
const RULE_HANDLERS = RULES.map(({ rule, options }) => rule.create(CONTEXT, options));

/** Spans of vendor credentials in `text`. Synchronous; throws nothing on ordinary text. */
export function findSecretlintSpans(text: string): SecretSpan[] {
  if (text.length === 0) return [];
  const scan = { text, spans: [] as SecretSpan[] };
  const source = sourceCode(text);
  currentScan = scan;
  try {
    for (const handlers of RULE_HANDLERS) {
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
