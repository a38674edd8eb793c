import { evaluateLabeledSet } from "./server/features/audit/labeled-set";
const s = evaluateLabeledSet();
console.log(JSON.stringify({recall: s.recall.toFixed(3), precision: s.precision.toFixed(3), ...s.counts}));
for (const o of s.outcomes) if (o.falseNegatives.length||o.falsePositives.length||o.highMissed.length) console.log(o.id, "FN", o.falseNegatives.join(","), "FP", o.falsePositives.join(","), "HM", o.highMissed.join(","));
