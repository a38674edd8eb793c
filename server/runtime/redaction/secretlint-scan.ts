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

/** Spans of vendor credentials in `text`. Synchronous; throws nothing on ordinary text. */
export function findSecretlintSpans(text: string): SecretSpan[] {
  if (text.length === 0) return [];
  const spans: SecretSpan[] = [];
  const context: SecretLintRuleContext = {
    sharedOptions: {},
    // Messages are not kept: they would hold the secret.
    createTranslator: () => (messageId) => ({
      message: String(messageId),
      messageId: String(messageId),
      data: undefined,
    }),
    report: ({ range }) => spans.push(widen(text, range[0], range[1])),
    ignore: () => undefined,
  };
  const source = sourceCode(text);
  for (const { rule, options } of RULES) {
    // A scanner's `file` returns a promise only for .p12/.json sources, never for this one.
    void rule.create(context, options).file?.(source);
  }
  return spans;
}

function widen(text: string, from: number, to: number): SecretSpan {
  let end = to;
  while (end < text.length && TOKEN_CHARACTER.test(text[end]!)) end += 1;
  return { start: from, end, kind: "secret" };
}

function sourceCode(content: string): SecretLintSourceCode {
  const lineStarts = [0];
  for (let index = 0; index < content.length; index += 1) {
    if (content[index] === "\n") lineStarts.push(index + 1);
  }
  const indexToPosition = (index: number): SecretLintSourceNodePosition => {
    let line = 0;
    while (line + 1 < lineStarts.length && lineStarts[line + 1]! <= index) line += 1;
    return { line: line + 1, column: index - lineStarts[line]! };
  };
  const positionToIndex = (position: SecretLintSourceNodePosition): number =>
    (lineStarts[position.line - 1] ?? content.length) + position.column;
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
