/**
 * `npm run audit -- --answer <file> (--run <runId> | --debriefs <file>) [--json]`: the caveat
 * audit of an answer from a file (issue 14) — free text, or a final_answer record as JSON —
 * against the debriefs of a finished run in the database (DATABASE_URL) or debriefs in a JSON
 * file (a list of { agentName, result }, as `datasets/audit/v1/debriefs-*.json` hold them).
 * Prints the flags and every hedge's status, or the whole report with --json. Nothing is
 * stored; running it beside the app changes no run (with --run, pending migrations are applied
 * first, as `users` and `drain` do). Exit codes: 0 no flags, 1 flags found, 2
 * usage error (bad flags or input files, an unknown or ambiguous run id), 3 an error (so a
 * script tells "flags found" from "could not audit"), 4 not audited (no claims or no debriefs:
 * nothing was checked).
 */
import { auditAnswerOrUsageError, auditExitCode } from "./audit/audit-answer-command";
import { auditPrintout } from "./audit/audit-printout";
import { readInputFile } from "./bounded-read";
import { getPrisma } from "../server/db/client";
import { applyMigrations } from "../server/db/migrate";
import { getEnv } from "../server/env";
import { AuditRepository } from "../server/features/audit/audit-repository";
import { inProcessPastedAnswerAuditor } from "../server/features/audit/pasted-answer-auditor";
import { RunRepository } from "../server/features/runs/run-repository";
import {
  auditAnswerInputSchema,
  MAX_DEBRIEFS_JSON_CHARS,
  MAX_PASTED_ANSWER_CHARS,
} from "../server/shared/audit-inputs";
import { commandLineFlags, runCommand, UsageError } from "./command-line";

/** The audit's exit code for an error: 1 means "flags found" here. */
const AUDIT_ERROR_EXIT_CODE = 3;

const USAGE = `usage: npm run audit -- --answer <file> (--run <runId> | --debriefs <file>) [--json]
exit codes: 0 no flags, 1 flags found, 2 usage error (bad flags or input files, unknown run), 3 error, 4 not audited (nothing to check)`;

const values = commandLineFlags(
  {
    answer: { type: "string" },
    run: { type: "string" },
    debriefs: { type: "string" },
    json: { type: "boolean", default: false },
  },
  USAGE,
);

async function main(): Promise<number> {
  if (!values.answer || (values.run === undefined) === (values.debriefs === undefined)) {
    throw new UsageError("give --answer and one of --run or --debriefs");
  }
  // Parsed once, here at the edge, with the schema the router uses.
  const parsed = auditAnswerInputSchema.safeParse({
    answer: readInputFile(values.answer, MAX_PASTED_ANSWER_CHARS, "answer file"),
    source: values.run
      ? { kind: "run", runId: values.run }
      : {
          kind: "debriefs",
          json: readInputFile(values.debriefs!, MAX_DEBRIEFS_JSON_CHARS, "debriefs file"),
        },
  });
  if (!parsed.success)
    throw new UsageError(parsed.error.issues.map((issue) => issue.message).join("; "));
  // A fresh clone's database has no tables yet: migrated first, an unknown run is then "unknown".
  if (values.run) await applyMigrations(getEnv().DATABASE_URL);
  const prisma = values.run ? getPrisma() : null;
  try {
    const view = await auditAnswerOrUsageError(
      {
        runRepository: prisma
          ? new RunRepository(prisma)
          : {
              findRun: () => Promise.resolve(null),
              findAgent: () => Promise.resolve(null),
              findRunIdsStartingWith: () => Promise.resolve([]),
            },
        auditRepository: prisma
          ? new AuditRepository(prisma)
          : { listDebriefs: () => Promise.resolve([]) },
        manager: { get: () => undefined },
        // One audit per command, on this thread: no pool, no rate limit.
        pastedAnswerAuditor: inProcessPastedAnswerAuditor,
        answerAuditLimiter: { take: () => undefined },
      },
      parsed.data,
      { id: "command-line" },
    );
    if (values.json) console.log(JSON.stringify(view, null, 2));
    else for (const line of auditPrintout(view)) console.log(line);
    return auditExitCode(view.report);
  } finally {
    await prisma?.$disconnect();
  }
}

runCommand("audit", USAGE, main, AUDIT_ERROR_EXIT_CODE);
