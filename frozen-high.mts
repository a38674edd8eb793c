import { loadFrozenSet, scoreFrozenSet } from "./server/features/audit/frozen-set";
const set = loadFrozenSet();
const score = scoreFrozenSet(set);
const agg: Record<string, number> = {};
for (const o of score.outcomes) {
  for (const [list, tag] of [[o.highMissed,"HIGH-MISSED"],[o.highExtra,"HIGH-EXTRA"]] as const) for (const l of list) {
    const h = o.report.hedges.find(x=>x.label===l)!;
    const lab = set.answers.find(a=>a.id===o.id)!.items.find(i=>i.label===l)!;
    const k = `${tag} ${h.kind.padEnd(12)} pred=${h.classification}/${h.severity??"-"} label=${lab.status}/${lab.severity??"-"} :: ${h.reason}`;
    agg[k] = (agg[k] ?? 0) + 1;
  }
}
for (const [k,v] of Object.entries(agg).sort((a,b)=>b[1]-a[1])) console.log(String(v).padStart(3), k);
