import { Mutex } from "async-mutex";
import pg from "pg";
import { pgPoolConfig, postgresTarget, quoteIdentifier } from "./postgres-url";

/** How long a lost LISTEN connection waits before it reconnects (ms). */
export const RECONNECT_DELAY_MS = 1_000;

/** A handler of one channel's payloads (never throws into the connection). */
export type NotificationHandler = (payload: string) => void;

/**
 * PostgreSQL LISTEN/NOTIFY for one process (issue 10: events, corrections and cancels cross
 * processes in PostgreSQL mode). One dedicated `pg` connection listens on the channels handlers
 * were added for and sends notifications; a lost connection is re-opened after
 * RECONNECT_DELAY_MS and listens again (what was sent meanwhile is missed: readers resume from
 * the database). Channel names are scoped to the DATABASE_URL's schema (channelName), so test
 * schemas in one database do not hear each other. Payloads are limited to 8,000 bytes by
 * PostgreSQL: send ids and sequences, never contents. The connection runs one statement at a
 * time (`queries`): pg warns (DeprecationWarning, an error in pg 9) when a Client is given a
 * query while another is under way, as concurrent listens and notifies would.
 */
export class PgNotifications {
  private client: pg.Client | null = null;
  private readonly handlers = new Map<string, Set<NotificationHandler>>();
  private closed = false;
  private connecting: Promise<pg.Client> | null = null;
  /** Serializes the statements sent on the connection (LISTEN, pg_notify). */
  private readonly queries = new Mutex();

  private constructor(
    private readonly databaseUrl: string,
    private readonly report: (message: string, error: unknown) => void,
  ) {}

  /** Open the connection for `databaseUrl` (a postgresql:// URL). Rejects when it cannot connect. */
  static async connect(
    databaseUrl: string,
    report: (message: string, error: unknown) => void = console.error,
  ): Promise<PgNotifications> {
    const notifications = new PgNotifications(databaseUrl, report);
    await notifications.connection();
    return notifications;
  }

  /** `base` scoped to the URL's schema: "debrief_events" → "debrief_events__test_ab12". */
  channelName(base: string): string {
    const schema = postgresTarget(this.databaseUrl).schema;
    return schema === null || schema === "public" ? base : `${base}__${schema}`.slice(0, 63);
  }

  /** Call `handler` with each payload sent on `channel` (any process); returns the remover. */
  async listen(channel: string, handler: NotificationHandler): Promise<() => void> {
    const set = this.handlers.get(channel) ?? new Set();
    const first = set.size === 0;
    set.add(handler);
    this.handlers.set(channel, set);
    if (first) await this.query(`LISTEN ${quoteIdentifier(channel)}`);
    return () => {
      set.delete(handler);
    };
  }

  /** Send `payload` on `channel` (delivered to every listener once the sender's statement commits). */
  async notify(channel: string, payload: string): Promise<void> {
    await this.query("SELECT pg_notify($1, $2)", [channel, payload]);
  }

  /** Runs `text` on the connection once the statements sent before it are done. */
  private async query(text: string, values?: unknown[]): Promise<void> {
    const client = await this.connection();
    await this.queries.runExclusive(() => client.query(text, values));
  }

  /** Close the connection for good. */
  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connection(): Promise<pg.Client> {
    if (this.client !== null) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    if (this.closed) throw new Error("the notification connection is closed");
    const client = new pg.Client(pgPoolConfig(this.databaseUrl));
    client.on("notification", (message) => {
      for (const handler of [...(this.handlers.get(message.channel) ?? [])]) {
        try {
          handler(message.payload ?? "");
        } catch (error) {
          this.report(`debrief: a ${message.channel} notification handler failed:`, error);
        }
      }
    });
    client.on("error", (error) => {
      this.report("debrief: the LISTEN connection failed; reconnecting:", error);
      if (this.client === client) this.client = null;
      client.end().catch(() => undefined);
      setTimeout(() => {
        if (!this.closed) this.connection().catch((cause) => this.report("reconnect:", cause));
      }, RECONNECT_DELAY_MS).unref();
    });
    await client.connect();
    // Not yet this.client: no other statement can be sent on it while it listens again.
    for (const channel of this.handlers.keys()) {
      await client.query(`LISTEN ${quoteIdentifier(channel)}`);
    }
    this.client = client;
    return client;
  }
}
