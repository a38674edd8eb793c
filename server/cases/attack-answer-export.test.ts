import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../testing/test-services";
import { ledgerlineAuditFixture } from "../features/audit/labeled-set";
import { renderAnswerAuditMarkdown } from "../../components/audit/answer-audit-export";

/**
 * Attacks on a pasted answer's Markdown export (components/audit/answer-audit-export.ts): the
 * debriefs JSON and the answer come from outside, so HTML, links, fences, headings, table rows
 * and bidirectional controls in them, and in the child's name and id, must stay inert text.
 */

let setup: TestServices;
beforeAll(async () => {
  setup = await createTestServices();
}, 60_000);
afterAll(async () => {
  await setup.disconnect();
});

const HOSTILE =
  "<img src=x onerror=alert(1)> [click](javascript:alert(1)) ```\n# Heading\n| a | b |\n\u2067evil\u2069";
const HOSTILE_ID = "<img src=x onerror=alert(2)>[y](javascript:y)";

/** The ledgerline debriefs with HOSTILE after every assumption and open question, HOSTILE_ID as the child's id. */
function hostileDebriefs(): string {
  const debriefs = structuredClone(ledgerlineAuditFixture().debriefs) as {
    agentId: string;
    agentName: string;
    result: { assumptions: string[]; unresolved: Record<string, string>[] };
  }[];
  const child = debriefs[0]!;
  child.agentId = HOSTILE_ID;
  child.agentName = "res<b>x</b>[l](javascript:x)";
  child.result.assumptions = child.result.assumptions.map((text) => `${text} ${HOSTILE}`);
  for (const question of child.result.unresolved) question.question += ` ${HOSTILE}`;
  return JSON.stringify(debriefs);
}

describe("a pasted answer's Markdown export", () => {
  it("keeps the debriefs' and the answer's markup inert, the child's id in claim links too", async () => {
    const answer = `All 19 merchants break, confirmed; the 5 override merchants do not send v2. ${HOSTILE}\n\`\`\`\nafter <script>x</script>\n~~~`;
    const view = await setup.caller.audit.auditAnswer({
      answer,
      source: { kind: "debriefs", json: hostileDebriefs() },
    });
    const markdown = renderAnswerAuditMarkdown(view, Date.UTC(2026, 11, 3));
    const [before, fenced] = markdown.split("## Answer\n\n");
    // Outside the answer's fence: no tag can open, no link can form.
    expect(before).not.toMatch(/</);
    expect(before!.replace(/ \[(claim|caveat)\] /g, " ")).not.toMatch(/(?<!\\)\[/);
    const escapedId = "&lt;img src=x onerror=alert(2)>\\[y](javascript:y)";
    expect(markdown).toContain(
      `- c1 [claim] All 19 merchants break, confirmed → ${escapedId}/F4 (stated), ${escapedId}/F2 (stated), ${escapedId}/F3 (stated)`,
    );
    // The answer stays in one text fence: its own ``` cannot close it.
    expect(fenced!.match(/^```/gm)).toEqual(["```", "```"]);
    expect(fenced!.endsWith("~~~\n```\n")).toBe(true);
  });
});
