import { loadFrozenSet, scoreFrozenSet } from "../../server/features/audit/frozen-set";
import { TUNED_AUDIT_SETS } from "./audit-sets";

/**
 * The free-text reader's errors on the tuned frozen sets, answer by answer (issue 14):
 * `npx tsx scripts/bench/frozen-set-errors.ts [version…] [--quiet]` prints, per set, recall,
 * precision and faithful answers with a high flag, then each answer's missed drops, false
 * flags and high-severity disagreements (with `--quiet`, the figures only). Only for the tuned
 * sets (audit-sets.ts: v1 to v29): the held-out sets are read through `npm run bench`'s
 * aggregate figures alone.
 */

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const args = process.argv.slice(2);
const quiet = args.includes("--quiet");
const versions = args.filter((arg) => !arg.startsWith("--"));

const tuned: string[] = TUNED_AUDIT_SETS.map((set) => set.version);
for (const version of versions.length > 0 ? versions : tuned) {
  if (!tuned.includes(version)) throw new Error(`${version} is not a tuned set`);
  const set = loadFrozenSet(version);
  const score = scoreFrozenSet(set);
  console.log(
    `${version}: recall ${percent(score.recall)} precision ${percent(score.precision)} high ${score.counts.highFlagged}/${score.counts.high} faithful-with-high ${score.faithfulWithHigh}/${score.counts.faithful} high-above-label ${score.outcomes.reduce((sum, outcome) => sum + outcome.highExtra.length, 0)} (missed ${score.counts.falseNegatives}, false ${score.counts.falsePositives}, uncertain ${score.counts.uncertain})`,
  );
  if (quiet) continue;
  const labels = new Map(set.answers.map((answer) => [answer.id, answer]));
  for (const outcome of score.outcomes) {
    const errors = [
      ...outcome.falseNegatives.map((label) => `missed ${label}`),
      ...outcome.falsePositives.map((label) => `false ${label}`),
      ...outcome.highMissed
        .filter((label) => !outcome.falseNegatives.includes(label))
        .map((label) => `not-high ${label}`),
      ...outcome.highExtra
        .filter((label) => !outcome.falsePositives.includes(label))
        .map((label) => `extra-high ${label}`),
    ];
    if (errors.length === 0) continue;
    const faithfulHigh =
      outcome.faithful && outcome.report.flags.some((flag) => flag.severity === "high");
    console.log(
      `  ${outcome.id}${outcome.faithful ? " (faithful)" : ""}${faithfulHigh ? " HIGH-ON-FAITHFUL" : ""}: ${errors.join(", ")}`,
    );
    void labels;
  }
}
