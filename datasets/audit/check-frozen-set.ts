/**
 * Validates the frozen, hand-labeled audit set (`datasets/audit/<version>/`) and prints its counts.
 *
 * Checks: both debrief files and every line of `frozen-answers.jsonl` parse against the shapes
 * below; ids are unique; every hedged item of the answer's variant (findings that are inferred or
 * reported, assumptions, unresolved items, not_searched areas, budget_exhausted when true) is
 * labeled exactly once and no other label appears; `severity` is present exactly on dropped
 * items; `faithful` is true exactly when nothing is dropped; the minimum counts hold; and the
 * SHA-256 of `frozen-answers.jsonl` equals the one written in `datasets/audit/README.md`.
 *
 * Usage: `npx tsx datasets/audit/check-frozen-set.ts [version]` (default `v1`). Exits 1 and
 * lists every problem when a check fails.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const auditFolder = dirname(fileURLToPath(import.meta.url));
const version = process.argv[2] ?? "v1";
const setFolder = join(auditFolder, version);

const debriefFileSchema = z.array(
  z.object({
    agentName: z.string().min(1),
    agentId: z.string().min(1),
    result: z.object({
      findings: z.array(
        z.object({
          claim: z.string(),
          provenance: z.array(z.string()),
          confidence: z.enum(["verified", "inferred", "reported"]),
        }),
      ),
      assumptions: z.array(z.string()),
      unresolved: z.array(z.object({ question: z.string(), would_settle_it: z.string() })),
      coverage: z.object({ searched: z.array(z.string()), not_searched: z.array(z.string()) }),
      effort: z.object({ tool_calls: z.number().int(), budget_exhausted: z.boolean() }),
    }),
  }),
);

const itemLabelSchema = z.object({
  label: z.string().min(1),
  status: z.enum(["carried", "dropped", "not_used"]),
  severity: z.enum(["high", "medium", "low"]).optional(),
  note: z.string().min(1),
});

const answerSchema = z.object({
  id: z.string().min(1),
  variant: z.enum(["single", "fan-out"]),
  answer: z.string().min(1),
  faithful: z.boolean(),
  forms: z.array(z.string()).optional(),
  items: z.array(itemLabelSchema),
});

type Variant = z.infer<typeof answerSchema>["variant"];

/** The hedged items of one debrief file, labeled `<agentName>/<key>` as the parent's rendering numbers them. */
function hedgedLabels(fileName: string): string[] {
  const children = debriefFileSchema.parse(
    JSON.parse(readFileSync(join(setFolder, fileName), "utf8")),
  );
  const labels: string[] = [];
  for (const { agentName, result } of children) {
    result.findings.forEach((finding, index) => {
      if (finding.confidence !== "verified") labels.push(`${agentName}/F${index + 1}`);
    });
    result.assumptions.forEach((_, index) => labels.push(`${agentName}/A${index + 1}`));
    result.unresolved.forEach((_, index) => labels.push(`${agentName}/U${index + 1}`));
    result.coverage.not_searched.forEach((_, index) => labels.push(`${agentName}/N${index + 1}`));
    if (result.effort.budget_exhausted) labels.push(`${agentName}/B`);
  }
  return labels;
}

const expectedLabels: Record<Variant, string[]> = {
  single: hedgedLabels("debriefs-single.json"),
  "fan-out": hedgedLabels("debriefs-fan-out.json"),
};

const answersText = readFileSync(join(setFolder, "frozen-answers.jsonl"), "utf8");
const problems: string[] = [];
const answers: z.infer<typeof answerSchema>[] = [];
answersText
  .split("\n")
  .filter((line) => line.trim() !== "")
  .forEach((line, index) => {
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (error) {
      problems.push(`line ${index + 1}: not JSON (${(error as Error).message})`);
      return;
    }
    const parsed = answerSchema.safeParse(json);
    if (!parsed.success) {
      problems.push(`line ${index + 1}: ${parsed.error.message}`);
      return;
    }
    answers.push(parsed.data);
  });

const seenIds = new Set<string>();
for (const answer of answers) {
  if (seenIds.has(answer.id)) problems.push(`${answer.id}: duplicate id`);
  seenIds.add(answer.id);
  const expected = new Set(expectedLabels[answer.variant]);
  const seen = new Set<string>();
  for (const item of answer.items) {
    if (!expected.has(item.label)) problems.push(`${answer.id}: unknown label ${item.label}`);
    if (seen.has(item.label)) problems.push(`${answer.id}: ${item.label} labeled twice`);
    seen.add(item.label);
    if ((item.status === "dropped") !== (item.severity !== undefined)) {
      problems.push(`${answer.id}: ${item.label} must have a severity exactly when dropped`);
    }
  }
  for (const label of expected) {
    if (!seen.has(label)) problems.push(`${answer.id}: ${label} not labeled`);
  }
  const dropsSomething = answer.items.some((item) => item.status === "dropped");
  if (answer.faithful === dropsSomething) {
    problems.push(
      `${answer.id}: faithful is ${answer.faithful} but dropped items: ${dropsSomething}`,
    );
  }
}

const perVariant = (variant: Variant) => answers.filter((answer) => answer.variant === variant);
const faithfulCount = answers.filter((answer) => answer.faithful).length;
if (perVariant("single").length < 25) problems.push("fewer than 25 single-child answers");
if (perVariant("fan-out").length < 25) problems.push("fewer than 25 fan-out answers");
if (answers.length < 60) problems.push("fewer than 60 answers");
if (faithfulCount < 20) problems.push("fewer than 20 faithful answers");

const digest = createHash("sha256").update(answersText).digest("hex");
const readmePath = join(auditFolder, "README.md");
const readme = existsSync(readmePath) ? readFileSync(readmePath, "utf8") : "";
if (!readme.includes(`${version}/frozen-answers.jsonl\`: \`${digest}\``)) {
  problems.push(
    `README.md does not record the SHA-256 of ${version}/frozen-answers.jsonl (${digest})`,
  );
}

/** Counts of one group of answers, as the README reports them. */
function summarize(name: string, group: z.infer<typeof answerSchema>[]): string {
  const items = group.flatMap((answer) => answer.items);
  const dropped = items.filter((item) => item.status === "dropped");
  const overstating = group.filter((answer) =>
    answer.items.some((item) => item.severity === "high"),
  ).length;
  const faithful = group.filter((answer) => answer.faithful).length;
  const bySeverity = (severity: string) => dropped.filter((item) => item.severity === severity);
  return (
    `${name}: ${group.length} answers, ${faithful} faithful, ${group.length - faithful} dropping ` +
    `(${overstating} overstating); items ${items.length}: carried ` +
    `${items.filter((item) => item.status === "carried").length}, dropped ${dropped.length} ` +
    `(high ${bySeverity("high").length}, medium ${bySeverity("medium").length}, ` +
    `low ${bySeverity("low").length}), not_used ${items.filter((item) => item.status === "not_used").length}`
  );
}

console.log(summarize("single", perVariant("single")));
console.log(summarize("fan-out", perVariant("fan-out")));
console.log(summarize("all", answers));
console.log(`sha256 ${version}/frozen-answers.jsonl ${digest}`);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n${problems.join("\n")}`);
  process.exit(1);
}
console.log("ok");
