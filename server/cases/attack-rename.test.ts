import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../testing/test-services";
import { expectTrpcError, zodMessages } from "../testing/trpc-errors";
import { nameTakenMessage } from "../features/users/users-service";
import { humanInRun } from "../shared/human-actor";

/**
 * Attacks on users.rename (and creation, which shares the name rules): a name that reads, or
 * signs inside a run ("human:<name>", humanInRun), as another user's must be refused.
 */

const PASSWORD = "correct horse battery";
let setup: TestServices;
beforeAll(async () => {
  setup = await createTestServices();
});
afterAll(async () => {
  await setup.disconnect();
});

const create = (email: string, name: string) =>
  setup.caller.users.create({ email, name, role: "operator", password: PASSWORD });

describe("rename attacks", () => {
  it("a name with a line or paragraph separator is refused as a line break", async () => {
    const eve = await create("eve-lines@debrief.test", "Eve Lines");
    for (const [name, code] of [
      ["Dana\u2028Smith", "U+2028"],
      ["Dana\u2029Smith", "U+2029"],
    ] as const) {
      expect(
        zodMessages(
          await expectTrpcError(
            setup.caller.users.rename({ userId: eve.id, name }),
            "BAD_REQUEST",
            /line breaks/,
          ),
        ),
      ).toEqual([
        `the name must not contain control characters, tabs or line breaks (${code} at character 5)`,
      ]);
    }
    expect((await setup.services.userRepository.find(eve.id))?.name).toBe("Eve Lines");
  });
});
