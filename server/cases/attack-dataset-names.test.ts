import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../testing/test-services";

/**
 * Dataset versions name who made them by account name read when shown: an account removed
 * since, or one whose stored name is blank, reads as no name (the page shows the email kept
 * beside it); a renamed one reads renamed.
 */

let setup: TestServices;
beforeAll(async () => {
  setup = await createTestServices();
});
afterAll(async () => {
  await setup.disconnect();
});

describe("dataset version makers", () => {
  it("a removed or blank-named maker reads as no name, the email kept; a renamed one renamed", async () => {
    const { services, caller } = setup;
    const casesJsonl = (await caller.datasets.export({ version: "v1" })).body;
    const make = async (version: string, email: string) => {
      const user = await caller.users.create({
        email,
        name: `Maker ${version}`,
        role: "reviewer",
        password: "correct horse battery",
      });
      await services.datasetRepository.create({
        version,
        basedOn: "v1",
        origin: "import",
        casesJsonl,
        caseCount: 32,
        note: null,
        createdAt: Date.UTC(2026, 11, 3),
        createdBy: { id: user.id, email },
      });
      return user.id;
    };
    const removed = await make("v1-u900", "gone@debrief.test");
    const blank = await make("v1-u901", "blank@debrief.test");
    const renamed = await make("v1-u902", "moved@debrief.test");
    await services.userRepository.removeNewAccount(removed);
    await services.prisma.user.update({ where: { id: blank }, data: { name: " \t " } });
    await caller.users.rename({ userId: renamed, name: "Maker Moved" });

    const listed = new Map((await caller.datasets.list()).map((v) => [v.version, v]));
    expect(listed.get("v1-u900")).toMatchObject({
      createdByName: null,
      createdByEmail: "gone@debrief.test",
    });
    expect(listed.get("v1-u901")).toMatchObject({
      createdByName: null,
      createdByEmail: "blank@debrief.test",
    });
    expect(listed.get("v1-u902")).toMatchObject({
      createdByName: "Maker Moved",
      createdByEmail: "moved@debrief.test",
    });
    expect((await caller.datasets.get({ version: "v1-u900" })).version).toMatchObject({
      createdByName: null,
      createdByEmail: "gone@debrief.test",
    });
  });
});
