import { auditRun } from "./server/features/audit/caveat-audit";
import fixture from "./server/features/audit/__fixtures__/ledgerline-debrief.json";
const debriefs = (fixture as any).debriefs;
const answers: Record<string,string> = {
 faithful: `Nineteen merchants are likely affected (16 direct, 3 more probably through the fallback path), taking the merchants table as the source of truth and assuming the fallback fires on timeouts. Per the provider's changelog, v2 retires on 3/31/2027. Still open: whether the 5 override merchants send v2 (we can't see that without traffic data) and whether the 12 sandbox merchants are hit on the same date.`,
 contradict: `We could not check the request logs. Even so, the override merchants definitely send v2, so 24 merchants break on 2027-03-31.`,
 flat: `19 merchants break when v2 is retired on 2027-03-31.`,
 question: `Nineteen merchants break on March 31, 2027 — do you want me to email them?`,
 caveatLabel: `16 merchants break directly and 3 more via the fallback.\nCaveat: the sandbox merchants break on the same date.`,
};
for (const [name, answer] of Object.entries(answers)) {
  const r = auditRun({ finalAnswer: answer, debriefs });
  console.log("==", name, r.status, JSON.stringify(r.counts));
  for (const h of r.hedges) console.log("  ", h.label.padEnd(16), h.classification.padEnd(9), (h.severity??"").padEnd(6), h.reason.slice(0,90), "|", h.evidence?.text.slice(0,50) ?? "");
}
