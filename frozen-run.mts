import { loadFrozenSet, scoreFrozenSet } from "./server/features/audit/frozen-set";
const set = loadFrozenSet();
const score = scoreFrozenSet(set);
const byReason: Record<string, number> = {};
const byForm: Record<string, {fn:number, fp:number}> = {};
for (const o of score.outcomes) {
  const entry = set.answers.find(a=>a.id===o.id)!;
  for (const [list, tag] of [[o.falsePositives,"FP"],[o.falseNegatives,"FN"]] as const) for (const l of list) {
    const h = o.report.hedges.find(x=>x.label===l)!;
    const lab = entry.items.find(i=>i.label===l)!;
    const k = `${tag} ${h.kind.padEnd(12)} pred=${h.classification}/${h.severity??"-"} label=${lab.status}/${lab.severity??"-"} :: ${h.reason}`;
    byReason[k] = (byReason[k] ?? 0) + 1;
    for (const f of entry.forms ?? []) { (byForm[f] ??= {fn:0,fp:0})[tag==="FP"?"fp":"fn"]++; }
  }
}
for (const [k,v] of Object.entries(byReason).sort((a,b)=>b[1]-a[1])) console.log(String(v).padStart(3), k);
console.log(byForm);
