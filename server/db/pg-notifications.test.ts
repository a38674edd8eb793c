import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trackPgQueryOverlap } from "../testing/pg-query-overlap";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { PgNotifications } from "./pg-notifications";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.dispose();
});

describe("PgNotifications", () => {
  it("sends one statement at a time on its connection: concurrent listens and notifies never overlap (pg's 'already executing a query' warning)", async (context) => {
    if (database.provider !== "postgresql") return context.skip();
    const notifications = await PgNotifications.connect(database.databaseUrl);
    const overlap = trackPgQueryOverlap();
    try {
      const channels = ["one", "two", "three"].map((name) =>
        notifications.channelName(`debrief_test_${name}`),
      );
      const heard: string[] = [];
      let allHeard: () => void = () => undefined;
      const heardAll = new Promise<void>((resolve) => (allHeard = resolve));
      const handler = (payload: string) => {
        heard.push(payload);
        if (heard.length === 3) allHeard();
      };
      await Promise.all(channels.map((channel) => notifications.listen(channel, handler)));
      await Promise.all(
        channels.map((channel, index) => notifications.notify(channel, `payload ${index}`)),
      );
      await heardAll;
      expect(heard.sort()).toEqual(["payload 0", "payload 1", "payload 2"]);
      expect(overlap.calls()).toBe(6); // three LISTENs, three pg_notify
      expect(overlap.mostAtOnce()).toBe(1);
    } finally {
      overlap.restore();
      await notifications.close();
    }
  });
});
