import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../testing/test-services";
import { expectTrpcError, zodMessages } from "../../testing/trpc-errors";
import { runUsersCommand } from "./users-command";
import { nameTakenMessage } from "./users-service";

/**
 * Display names are unique (case, width and surrounding spaces aside) and none passes for a
 * role, a model or the system: corrections are signed "human:<name>", so two people with one
 * name, or a person named "admin", could not be told apart in a run (attack repro 08).
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

describe("display names", () => {
  it("a name another user has is refused, whatever its case or width", async () => {
    await create("dana@debrief.test", "Dana");
    for (const name of ["Dana", "DANA", "Ｄａｎａ", " dana "]) {
      await expectTrpcError(
        create(`dana-${name.trim().length}-${name.charCodeAt(0)}@debrief.test`, name),
        "CONFLICT",
        nameTakenMessage(name.trim()),
      );
    }
    expect(await setup.services.userRepository.usersNamed("dana")).toHaveLength(1);
  });

  it("reserved names and names with ':' are refused with the reason", async () => {
    const refused = async (name: string) =>
      zodMessages(
        await expectTrpcError(create("mallory@debrief.test", name), "BAD_REQUEST", /name/),
      );
    expect(await refused("admin")).toEqual([
      'the name "admin" is reserved (it would pass for a role, a model or the system): choose another',
    ]);
    expect(await refused(" Scripted ")).toEqual([
      'the name "Scripted" is reserved (it would pass for a role, a model or the system): choose another',
    ]);
    expect(await refused("SYSTEM")).toEqual([
      'the name "SYSTEM" is reserved (it would pass for a role, a model or the system): choose another',
    ]);
    expect(await refused("human:dana")).toEqual([
      'the name must not contain ":" (runs sign people as "human:<name>")',
    ]);
    expect(await setup.services.userRepository.findByEmail("mallory@debrief.test")).toBeNull();
  });

  it("two creations with one name at once: exactly one account is made", async () => {
    const results = await Promise.allSettled([
      create("lee-one@debrief.test", "Lee"),
      create("lee-two@debrief.test", "Lee"),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((result) => result.status === "rejected");
    expect((rejected as PromiseRejectedResult).reason).toMatchObject({
      code: "CONFLICT",
      message: nameTakenMessage("Lee"),
    });
    expect(await setup.services.userRepository.usersNamed("Lee")).toHaveLength(1);
    expect(await setup.services.prisma.user.count({ where: { name: "Lee" } })).toBe(1);
  });

  it("npm run users add: the default name gets a suffix when taken or reserved", async () => {
    const add = async (email: string) => {
      const lines: string[] = [];
      const code = await runUsersCommand(
        setup.services,
        ["add", "--email", email, "--role", "operator"],
        { print: (line) => lines.push(line), readStdin: async () => "", shellUser: "ops" },
      );
      return { code, first: lines[0], why: lines[1] };
    };
    // Taken as it is: the next line is the generated password.
    expect(await add("operator@example.test")).toEqual({
      code: 0,
      first: "created operator@example.test  operator  enabled  operator",
      why: expect.stringMatching(/^password \(shown once\): /),
    });
    expect(await add("operator@other.example")).toEqual({
      code: 0,
      first: "created operator@other.example  operator  enabled  operator-2",
      why: 'the name "operator" is another user\'s; named operator-2 instead (choose one with --name)',
    });
    // "admin" is reserved (a person signed "human:admin" would pass for the role): "admin-2",
    // though no other "admin" exists, and the command says why.
    expect(await add("admin@other.example")).toEqual({
      code: 0,
      first: "created admin@other.example  operator  enabled  admin-2",
      why: 'the name "admin" is reserved (it would pass for a role, a model or the system); named admin-2 instead (choose one with --name)',
    });
  });

  it("an admin renames a user: unique as for a creation, logged, the old name free again", async () => {
    const sam = await create("sam@debrief.test", "Sam");
    await create("robin@debrief.test", "Robin");
    const rename = (name: string, userId = sam.id) => setup.caller.users.rename({ userId, name });

    // Another user's name (any case or width), a reserved name or a bad id: refused, nothing changed.
    await expectTrpcError(rename("ROBIN"), "CONFLICT", nameTakenMessage("ROBIN"));
    expect(zodMessages(await expectTrpcError(rename("System"), "BAD_REQUEST", /reserved/))).toEqual(
      [
        'the name "System" is reserved (it would pass for a role, a model or the system): choose another',
      ],
    );
    await expectTrpcError(
      rename("Sam B", "no-such-user"),
      "NOT_FOUND",
      "user no-such-user does not exist",
    );
    expect((await setup.services.userRepository.find(sam.id))?.name).toBe("Sam");

    // A new name, then only a new spelling of it (its own name is not "another user's").
    expect(await rename("  Samira ")).toMatchObject({ id: sam.id, name: "Samira" });
    expect(await rename("SAMIRA")).toMatchObject({ id: sam.id, name: "SAMIRA" });
    expect(await setup.services.userRepository.usersNamed("samira")).toEqual([
      { id: sam.id, name: "SAMIRA" },
    ]);
    // The old name is free again.
    expect(await create("sam-two@debrief.test", "Sam")).toMatchObject({ name: "Sam" });

    const log = await setup.caller.activity.list({});
    expect(
      log.entries
        .filter((entry) => entry.action === "user.rename" && entry.targetId === sam.id)
        .map((entry) => entry.details),
    ).toEqual([
      { email: "sam@debrief.test", from: "Samira", to: "SAMIRA" },
      { email: "sam@debrief.test", from: "Sam", to: "Samira" },
    ]);
  });

  it("two renames to one name at once: at most one keeps it, never two users", async () => {
    const one = await create("kim-one@debrief.test", "Kim One");
    const two = await create("kim-two@debrief.test", "Kim Two");
    const results = await Promise.allSettled([
      setup.caller.users.rename({ userId: one.id, name: "Kim" }),
      setup.caller.users.rename({ userId: two.id, name: "Kim" }),
    ]);
    for (const result of results.filter((r) => r.status === "rejected"))
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        code: "CONFLICT",
        message: nameTakenMessage("Kim"),
      });
    const holders = await setup.services.userRepository.usersNamed("Kim");
    expect(holders.length).toBe(results.filter((r) => r.status === "fulfilled").length);
    expect(holders.length).toBeLessThanOrEqual(1);
  });
});
