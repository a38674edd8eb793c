import { auditRun } from "./server/features/audit/caveat-audit";
import { ledgerlineAuditFixture } from "./server/features/audit/labeled-set";
const r = auditRun({ finalAnswer: process.argv[2]!.replace(/\\n/g,"\n"), debriefs: ledgerlineAuditFixture().debriefs });
for (const c of r.claims) console.log(c.id, c.role, JSON.stringify(c.text.slice(0,90)), "cues:", c.hedgeCues.join("|"), "links:", c.links.map(l=>(l.stated?"S:":"m:")+l.itemId.split("/").pop()).join(","));
for (const h of r.hedges) if (h.classification!=="not_used") console.log("  ", h.label.padEnd(16), h.classification.padEnd(9), (h.severity??"").padEnd(6), h.reason.slice(0,80), "|", h.evidence?.claimId);
