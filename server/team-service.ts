import PgBoss from "pg-boss";
import { PgNotifications } from "./db/pg-notifications";
import { databaseProvider } from "./db/database-provider";
import { postgresTarget } from "./db/postgres-url";

/**
 * The PostgreSQL connections of the team service (issue 10): pg-boss (the run queue, in its
 * own schema) and the LISTEN/NOTIFY connection (run events, cancels and corrections between
 * the web process and the workers). Opened by the composition root in PostgreSQL mode only.
 */
export interface TeamConnections {
  boss: PgBoss;
  notifications: PgNotifications;
  /** Stop pg-boss (after the queue has stopped taking runs) and close the LISTEN connection. */
  close(): Promise<void>;
}

/**
 * pg-boss's schema for a DATABASE_URL: `pgboss`, or `<schema>_pgboss` when the URL names a
 * schema (test databases are schemas of one database: each gets its own queue).
 */
export function pgBossSchema(databaseUrl: string): string {
  const schema = postgresTarget(databaseUrl).schema;
  return schema === null || schema === "public" ? "pgboss" : `${schema}_pgboss`;
}

/**
 * Open pg-boss (creating or migrating its schema) and the notification connection on
 * `databaseUrl` (postgresql://). pg-boss's maintenance and cron are left to its defaults,
 * except scheduling, which Debrief does not use. Errors are reported, never thrown later.
 */
export async function connectTeamService(
  databaseUrl: string,
  report: (message: string, error: unknown) => void = console.error,
): Promise<TeamConnections> {
  const boss = new PgBoss({
    connectionString: postgresTarget(databaseUrl).connectionString,
    schema: pgBossSchema(databaseUrl),
    max: 3,
    schedule: false,
  });
  boss.on("error", (error) => report("debrief: pg-boss:", error));
  await boss.start();
  const notifications = await PgNotifications.connect(databaseUrl, report);
  return {
    boss,
    notifications,
    async close() {
      await boss.stop({ graceful: false, wait: true, timeout: 5_000 }).catch(() => undefined);
      await notifications.close();
    },
  };
}

/**
 * pg-boss and LISTEN/NOTIFY for the `web` and `worker` executions (the composition root's
 * RunExecution); null in process. Throws when `databaseUrl` is not a postgresql:// URL.
 */
export async function connectTeam(
  execution: "in-process" | "web" | "worker",
  databaseUrl: string | undefined,
): Promise<TeamConnections | null> {
  if (execution === "in-process") return null;
  if (databaseUrl === undefined || databaseProvider(databaseUrl) !== "postgresql") {
    throw new Error(`run execution "${execution}" needs a postgresql:// DATABASE_URL`);
  }
  return connectTeamService(databaseUrl);
}
