import { randomUUID } from "node:crypto";
import type { AuditReport as AuditReportRow, PrismaClient } from "../../db/prisma-types";
import { member, parseObject, toDate, toMs } from "../../db/mapping/columns";
import { rowToDebrief } from "../../db/mapping/debrief-rows";
import { rowToItem, ITEM_READ_OMIT } from "../../db/mapping/transcript-rows";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import { isUniqueViolation, retryWhileBusy } from "../../db/prisma-errors";
import {
  FLAG_SEVERITIES,
  PROVENANCE_CHECK_FORMS,
  PROVENANCE_CHECK_STATUSES,
  REVIEW_DECISIONS,
} from "../../shared/audit-terms";
import type {
  FlagReviewRecord,
  JudgementRecord,
  StoredAudit,
  StoredProvenanceCheck,
} from "./audit-report";

const JUDGEMENT_VERDICTS = ["dropped", "carried", "unsure", "failed"] as const;

function parseJsonArray(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}
import type { AuditSummary } from "./audit-views";
import type { AuditDebrief } from "./reader/debrief-model";

/** A stored audit row. */
export interface AuditRecord {
  runId: string;
  audit: StoredAudit;
  flagCount: number;
  createdAt: number;
}

/** A debrief of the run as the audit reads it: the child's name and the stored debrief id. */
export type StoredAuditDebrief = AuditDebrief & { debriefId: string };

function parseStoredAudit(text: string, runId: string): StoredAudit {
  const value = parseObject(text, `audit of run ${runId}`);
  const audit = value.audit as Record<string, unknown> | undefined;
  if (
    value.version !== 1 ||
    !audit ||
    !Array.isArray(audit.flags) ||
    !Array.isArray(value.provenance)
  ) {
    throw new Error(`stored audit of run ${runId} is malformed`);
  }
  return value as unknown as StoredAudit;
}

/**
 * Storage of caveat audits (one per run, written once), reviewers' decisions on their flags
 * (insert-only; the latest per flag wins), provenance checks (one row per entry), and the
 * debriefs an audit reads.
 */
export class AuditRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** The run's debriefs with their children's names, oldest first. */
  async listDebriefs(runId: string): Promise<StoredAuditDebrief[]> {
    const [rows, agents] = await Promise.all([
      this.prisma.debrief.findMany({
        where: { runId },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      }),
      this.prisma.agent.findMany({ where: { runId }, select: { id: true, name: true } }),
    ]);
    const names = new Map(agents.map((agent) => [agent.id, agent.name]));
    return rows.map((row) => {
      const debrief = rowToDebrief(row);
      return {
        debriefId: debrief.id,
        agentId: debrief.agentId,
        agentName: names.get(debrief.agentId) ?? debrief.agentId,
        result: debrief.result,
      };
    });
  }

  /**
   * The debriefs an experiment's replay run was scored against (issue 11): the typed debriefs of
   * its case's recording (the contract run whose children it replayed). Null when `runId` is no
   * held replay of an experiment, or the recording has no run yet.
   */
  async findRecordingDebriefs(
    runId: string,
  ): Promise<{ recordingRunId: string; debriefs: StoredAuditDebrief[] } | null> {
    const replay = await this.prisma.experimentRun.findFirst({ where: { runId, role: "replay" } });
    if (!replay || replay.held === "not_held") return null;
    const recording = await this.prisma.experimentRun.findFirst({
      where: {
        experimentId: replay.experimentId,
        caseId: replay.caseId,
        trial: replay.trial,
        role: "recording",
      },
    });
    if (!recording?.runId) return null;
    return {
      recordingRunId: recording.runId,
      debriefs: await this.listDebriefs(recording.runId),
    };
  }

  /**
   * The run's final_answer calls and their results, in transcript order: where an accepted
   * answer record is (issue 14: the record lives in the parent's transcript).
   */
  async listFinalAnswerItems(runId: string): Promise<TranscriptItem[]> {
    const rows = await this.prisma.transcriptItem.findMany({
      where: { runId, name: "final_answer" },
      omit: ITEM_READ_OMIT,
      orderBy: [{ sequence: "asc" }],
    });
    return rows.map(rowToItem);
  }

  /** Store a judge's opinion (insert-only). */
  async insertJudgement(record: JudgementRecord): Promise<JudgementRecord> {
    await this.prisma.auditJudgement.create({
      data: {
        ...record,
        usage: JSON.stringify(record.usage),
        warnings: JSON.stringify(record.warnings),
        createdAt: toDate(record.createdAt),
      },
    });
    return record;
  }

  /** Every judge's opinion on a run's flags, oldest first. */
  async listJudgements(runId: string): Promise<JudgementRecord[]> {
    const rows = await this.prisma.auditJudgement.findMany({
      where: { runId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    return rows.map((row) => ({
      ...row,
      usage: parseObject(row.usage, `judgement ${row.id} usage`) as JudgementRecord["usage"],
      warnings: parseJsonArray(row.warnings),
      verdict: member(row.verdict, JUDGEMENT_VERDICTS, "judgement verdict"),
      createdAt: toMs(row.createdAt),
    }));
  }

  /** The audit of a run, or null when none is stored. */
  async findAudit(runId: string): Promise<AuditRecord | null> {
    const row = await this.prisma.auditReport.findUnique({ where: { runId } });
    if (row === null) return null;
    return {
      runId: row.runId,
      audit: parseStoredAudit(row.report, row.runId),
      flagCount: row.flagCount,
      createdAt: toMs(row.createdAt),
    };
  }

  /**
   * Store a run's audit. Audits are written once: when another request stored one first (the
   * unique runId), that one is returned and `audit` is discarded.
   */
  async saveAuditOnce(audit: StoredAudit): Promise<AuditRecord> {
    try {
      const row = await retryWhileBusy(() =>
        this.prisma.auditReport.create({
          data: {
            id: `audit_${randomUUID()}`,
            runId: audit.runId,
            report: JSON.stringify(audit),
            flagCount: audit.audit.flags.length,
            createdAt: toDate(audit.computedAt),
          },
        }),
      );
      return { runId: row.runId, audit, flagCount: row.flagCount, createdAt: toMs(row.createdAt) };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const existing = await this.findAudit(audit.runId);
      if (existing === null) throw error;
      return existing;
    }
  }

  /**
   * Append a reviewer's decision (never updates an earlier one). Its `createdAt` is the given time,
   * or 1 ms after the flag's previous decision when that is not earlier (the stored time is returned).
   */
  async insertFlagReview(
    review: Omit<FlagReviewRecord, "id" | "reviewerName"> & { id?: string },
  ): Promise<FlagReviewRecord> {
    const id = review.id ?? `review_${randomUUID()}`;
    // Decisions on one flag are ordered by createdAt, so a later decision gets a later time even
    // when the clock has not moved since the one before (same millisecond, a manual clock): the
    // latest decision is always the one made last, never a tie broken by random ids.
    return this.prisma.$transaction(async (tx) => {
      const previous = await tx.auditFlagReview.findFirst({
        where: { runId: review.runId, flagId: review.flagId },
        orderBy: [{ createdAt: "desc" }],
        select: { createdAt: true },
      });
      const createdAt = Math.max(
        review.createdAt,
        (previous?.createdAt.getTime() ?? -Infinity) + 1,
      );
      const record: FlagReviewRecord = { ...review, id, createdAt };
      await tx.auditFlagReview.create({ data: { ...record, createdAt: toDate(createdAt) } });
      return record;
    });
  }

  /** Every decision on a run's flags, oldest first. */
  async listFlagReviews(runId: string): Promise<FlagReviewRecord[]> {
    const rows = await this.prisma.auditFlagReview.findMany({
      where: { runId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    const emails = [...new Set(rows.map((row) => row.reviewer))];
    const accounts =
      emails.length === 0
        ? []
        : await this.prisma.user.findMany({
            where: { email: { in: emails } },
            select: { email: true, name: true },
          });
    const names = new Map(accounts.map((account) => [account.email, account.name]));
    return rows.map((row) => ({
      id: row.id,
      runId: row.runId,
      flagId: row.flagId,
      decision: member(row.decision, REVIEW_DECISIONS, "review decision"),
      note: row.note,
      reviewer: row.reviewer,
      reviewerName: names.get(row.reviewer) ?? null,
      createdAt: toMs(row.createdAt),
    }));
  }

  /** Store provenance checks; entries already stored for a debrief are left as they are. */
  async saveProvenanceChecks(
    runId: string,
    checks: readonly StoredProvenanceCheck[],
    at: number,
  ): Promise<void> {
    if (checks.length === 0) return;
    const debriefIds = [...new Set(checks.map((check) => check.debriefId))];
    const existing = await this.prisma.provenanceCheck.findMany({
      where: { debriefId: { in: debriefIds } },
      select: { debriefId: true, findingIndex: true, entryIndex: true },
    });
    const stored = new Set(
      existing.map((row) => `${row.debriefId}/${row.findingIndex}/${row.entryIndex}`),
    );
    const fresh = checks.filter(
      (check) => !stored.has(`${check.debriefId}/${check.findingIndex}/${check.entryIndex}`),
    );
    if (fresh.length === 0) return;
    try {
      await this.prisma.provenanceCheck.createMany({
        data: fresh.map((check) => ({
          id: `prov_${randomUUID()}`,
          runId,
          ...check,
          createdAt: toDate(at),
        })),
      });
    } catch (error) {
      // A concurrent request stored the same checks first: theirs stand.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  /** A run's provenance checks, in debrief, finding and entry order. */
  async listProvenanceChecks(runId: string): Promise<StoredProvenanceCheck[]> {
    const rows = await this.prisma.provenanceCheck.findMany({
      where: { runId },
      orderBy: [{ debriefId: "asc" }, { findingIndex: "asc" }, { entryIndex: "asc" }],
    });
    return rows.map((row) => ({
      debriefId: row.debriefId,
      agentId: row.agentId,
      findingIndex: row.findingIndex,
      entryIndex: row.entryIndex,
      entry: row.entry,
      form: member(row.form, PROVENANCE_CHECK_FORMS, "provenance form"),
      status: member(row.status, PROVENANCE_CHECK_STATUSES, "provenance status"),
      reason: row.reason,
    }));
  }

  /**
   * Audit summaries of the given runs (or of every audited run): runs without an audit are
   * left out. Reads each audit's flag ids once to count the unreviewed ones and, by each flag's
   * latest decision, the confirmed ones.
   */
  async listAuditSummaries(runIds?: readonly string[]): Promise<AuditSummary[]> {
    // SQLite caps the variables of one statement: ask for the ids in chunks (issue 9).
    const chunks = runIds ? chunked([...new Set(runIds)], SQL_IN_CHUNK) : [null];
    const audits: AuditReportRow[] = [];
    const reviews: { runId: string; flagId: string; decision: string }[] = [];
    for (const chunk of chunks) {
      const where = chunk === null ? {} : { runId: { in: chunk } };
      const [auditRows, reviewRows] = await Promise.all([
        this.prisma.auditReport.findMany({ where }),
        this.prisma.auditFlagReview.findMany({
          where,
          select: { runId: true, flagId: true, decision: true },
          // Oldest first, as listFlagReviews: the last decision per flag is the one that counts.
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        }),
      ]);
      audits.push(...auditRows);
      reviews.push(...reviewRows);
    }
    audits.sort(
      (a, b) =>
        b.createdAt.getTime() - a.createdAt.getTime() ||
        (a.runId < b.runId ? -1 : a.runId > b.runId ? 1 : 0),
    );
    const decisions = new Map<string, string>();
    for (const review of reviews)
      decisions.set(`${review.runId}\u0000${review.flagId}`, review.decision);
    return audits.map((row) => {
      const stored = parseStoredAudit(row.report, row.runId);
      const decided = stored.audit.flags.map((flag) =>
        decisions.get(`${row.runId}\u0000${flag.id}`),
      );
      const unreviewed = decided.filter((decision) => decision === undefined).length;
      const severities = new Set(stored.audit.flags.map((flag) => flag.severity));
      const highestSeverity = FLAG_SEVERITIES.find((severity) => severities.has(severity)) ?? null;
      return {
        runId: row.runId,
        flagCount: row.flagCount,
        unreviewedCount: unreviewed,
        confirmedCount: decided.filter((decision) => decision === "confirmed").length,
        highestSeverity,
        highCount: stored.audit.flags.filter((flag) => flag.severity === "high").length,
        auditStatus: stored.audit.status,
      };
    });
  }
}

/** Ids per `IN (…)` list: well under SQLite's limit on the variables of one statement. */
const SQL_IN_CHUNK = 500;

function chunked<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}
