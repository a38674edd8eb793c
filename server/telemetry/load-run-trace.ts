import type { PrismaClient } from "../db/client";
import { findAudit } from "../db/audit-repository";
import { getRunDetail } from "../db/run-queries";
import type { RunTrace } from "./run-trace";

/**
 * A stored run as its trace needs it: the run page's stored detail plus the number of caveat
 * audit flags (null when no audit is stored). Errors: NotFoundError for an unknown run.
 */
export async function loadRunTrace(prisma: PrismaClient, runId: string): Promise<RunTrace> {
  const [detail, audit] = await Promise.all([
    getRunDetail(prisma, runId),
    findAudit(prisma, runId),
  ]);
  return { ...detail, auditFlagCount: audit === null ? null : audit.flagCount };
}
