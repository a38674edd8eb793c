import type { AuditFlag } from "@/server/features/audit/audit-report";

/**
 * Who raised a flag's caveat (issue: the card named one child, the reason another): the item
 * the claim rests on first, then the near-duplicates merged with it from other children,
 * "direct-researcher/N10 = changelog-researcher/N4". Null when no item was merged with it.
 */
export function flagRaisedBy(flag: Pick<AuditFlag, "hedgeLabel" | "alsoFrom">): string | null {
  const also = Array.isArray(flag.alsoFrom) ? flag.alsoFrom : [];
  if (also.length === 0) return null;
  return [flag.hedgeLabel, ...also].join(" = ");
}
