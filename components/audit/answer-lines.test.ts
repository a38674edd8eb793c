import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AuditClaim } from "@/server/features/audit/audit-report";
import { answerClaimLines } from "./answer-lines";
import { AnnotatedAnswer } from "./annotated-answer";

function claim(id: string, text: string, answer: string): AuditClaim {
  const start = answer.indexOf(text);
  return {
    id,
    text,
    start,
    end: start + text.length,
    role: "claim",
    hedgeCues: [],
    countOrList: false,
    overstatements: [],
    links: [],
  };
}

const ids = Array.from({ length: 28 }, (_, index) => `direct-researcher/N${index + 1}`);
const answer = [
  "- 16 merchants break. [rests on: direct-researcher/F1, fallback-researcher/F2]",
  `- No other merchants are affected. [rests on: ${ids.join(", ")}]`,
].join("\n");
const claims = [
  claim("c1", "16 merchants break.", answer),
  claim("c2", "No other merchants are affected.", answer),
];

describe("the audit page's answer lines", () => {
  it("cuts a contract answer into its claim lines, each claim within its own line", () => {
    const lines = answerClaimLines(answer, claims);
    expect(lines).not.toBeNull();
    expect(lines!.map((line) => line.restsOn.length)).toEqual([2, 28]);
    expect(lines![0]!.segments).toEqual([
      { kind: "claim", claim: { ...claims[0], start: 0, end: 19 } },
    ]);
    expect(lines![1]!.segments[0]).toMatchObject({ kind: "claim", claim: { id: "c2", start: 0 } });
  });

  it("keeps an answer that is not a contract answer, or a claim across lines, as written", () => {
    expect(answerClaimLines("Plain prose. No list.", [])).toBeNull();
    const across = { ...claims[0]!, end: claims[1]!.end };
    expect(answerClaimLines(answer, [across])).toBeNull();
  });

  it("renders the list as the run page does: no literal dashes, a long id list collapsed", () => {
    const html = renderToStaticMarkup(
      createElement(AnnotatedAnswer, {
        answer,
        claims,
        statusOf: () => "supported" as const,
        selectedId: null,
        onSelect: () => {},
      }),
    );
    expect(html).toContain('data-layout="list"');
    expect(html).not.toContain("- 16 merchants");
    expect(html).not.toContain("[rests on:");
    expect(html).toContain("<summary");
    expect(html).toContain("rests on 28 items</summary>");
    expect(html).toMatch(/rests on<span data-item="direct-researcher\/F1"/);
    expect(html.match(/data-testid="audit-claim"/g)).toHaveLength(2);
  });
});
