import { loadFrozenSet, scoreFrozenSet } from "./server/features/audit/frozen-set";
const t0 = Date.now();
const set = loadFrozenSet();
const score = scoreFrozenSet(set);
console.log("ms", Date.now()-t0);
console.log(JSON.stringify({recall: score.recall.toFixed(3), precision: score.precision.toFixed(3), highRecall: score.highRecall.toFixed(3), faithfulWithHigh: score.faithfulWithHigh, ...score.counts}));
// aggregate by item kind (key letter) and variant
const agg: Record<string, {fn:number, fp:number, tp:number}> = {};
for (const o of score.outcomes) {
  const add = (labels: string[], f: "fn"|"fp"|"tp") => { for (const l of labels) { const k = o.variant+":"+l.split("/").pop()!.replace(/\d+/,""); (agg[k] ??= {fn:0,fp:0,tp:0})[f]++; } };
  add(o.falseNegatives,"fn"); add(o.falsePositives,"fp"); add(o.truePositives,"tp");
}
console.log(agg);
