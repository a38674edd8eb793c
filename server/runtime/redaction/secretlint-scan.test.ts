import { describe, expect, it } from "vitest";
import { findSecretlintSpans } from "./secretlint-scan";

const GITHUB_TOKEN = `ghp_${"Qw7e".repeat(9)}`;
const SLACK_TOKEN = `xoxb-${"2345678901"}-${"1098765432"}-bcdefaBCDEFA`;

describe("the secretlint host (rules created once, one scan at a time)", () => {
  it("reports each scan's own spans, at their offsets, on any line", () => {
    const text = `first line\nsecond line\nthe token ${GITHUB_TOKEN} sits on line three`;
    const start = text.indexOf(GITHUB_TOKEN);
    expect(findSecretlintSpans(text)).toEqual([
      { start, end: start + GITHUB_TOKEN.length, kind: "secret" },
    ]);
  });

  it("keeps nothing from an earlier scan: a clean text after a secret reports nothing", () => {
    expect(findSecretlintSpans(`slack ${SLACK_TOKEN}`)).toHaveLength(1);
    expect(findSecretlintSpans("a plain sentence about merchants and API versions")).toEqual([]);
    expect(findSecretlintSpans(`again ${SLACK_TOKEN}`)).toEqual([
      { start: 6, end: 6 + SLACK_TOKEN.length, kind: "secret" },
    ]);
  });
});
