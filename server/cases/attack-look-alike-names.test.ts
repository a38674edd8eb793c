import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../testing/test-services";
import { expectTrpcError } from "../testing/trpc-errors";
import { nameLooksTakenMessage, nameTakenMessage } from "../features/users/users-service";
import { runUsersCommand } from "../features/users/users-command";
import { reservedNameMessage } from "../shared/user-inputs";

/**
 * Attacks on display names with look-alike letters: a name written wholly in Cyrillic or Greek
 * letters that look like Latin ones, or with a digit for a letter, is one script (the schema's
 * mixed-script rule lets it through) yet reads as another user's name or a reserved one; inside
 * a run it would sign "human:<name>" as that person or role. Creation and rename refuse it.
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
const rename = (userId: string, name: string) => setup.caller.users.rename({ userId, name });

/** Creating `name` and renaming `renamed` to it are both refused with CONFLICT `message`. */
async function refusedBoth(renamed: { id: string; name: string }, name: string, message: string) {
  await expectTrpcError(create("look-alike@debrief.test", name), "CONFLICT", message);
  await expectTrpcError(rename(renamed.id, name), "CONFLICT", message);
  expect(await setup.services.userRepository.findByEmail("look-alike@debrief.test")).toBeNull();
  expect((await setup.services.userRepository.find(renamed.id))?.name).toBe(renamed.name);
}

describe("look-alike display names", () => {
  it("a whole-Cyrillic look-alike of another user's name is refused on create and rename", async () => {
    await create("alex@debrief.test", "Alex Cole");
    await create("bob@debrief.test", "Bob");
    const eve = await create("eve-look@debrief.test", "Eve Look");
    for (const name of ["Аӏех Соӏе", "АӀЕХ СОӀЕ", "Аӏех  Соӏе", "Аӏ\u034Fех Соӏе"])
      await refusedBoth(eve, name, nameLooksTakenMessage(name.trim(), "Alex Cole"));
    await refusedBoth(eve, "ВОВ", nameLooksTakenMessage("ВОВ", "Bob"));
    expect(await setup.services.userRepository.usersNamed("Аӏех Соӏе")).toEqual([
      { id: expect.any(String), name: "Alex Cole" },
    ]);
  });

  it("a whole-Greek look-alike is refused on create and rename", async () => {
    await create("kate@debrief.test", "Kate Noe");
    await create("tia@debrief.test", "Tia Moa");
    const eve = await create("eve-greek@debrief.test", "Eve Greek");
    await refusedBoth(eve, "ΚΑΤΕ ΝΟΕ", nameLooksTakenMessage("ΚΑΤΕ ΝΟΕ", "Kate Noe"));
    await refusedBoth(eve, "Τια Μοα", nameLooksTakenMessage("Τια Μοα", "Tia Moa"));
  });

  it('a digit for a letter ("B0b"), "I" for "l" or "rn" for "m" is refused', async () => {
    await create("al@debrief.test", "Al");
    await create("tom@debrief.test", "Tom");
    const eve = await create("eve-digit@debrief.test", "Eve Digit");
    await refusedBoth(eve, "B0b", nameLooksTakenMessage("B0b", "Bob"));
    await refusedBoth(eve, "AI", nameLooksTakenMessage("AI", "Al"));
    await refusedBoth(eve, "Torn", nameLooksTakenMessage("Torn", "Tom"));
    // The same name in another case keeps its own message.
    await refusedBoth(eve, "BOB", nameTakenMessage("BOB"));
  });

  it("a look-alike of a reserved name is refused as reserved on create and rename", async () => {
    const eve = await create("eve-reserved@debrief.test", "Eve Reserved");
    for (const name of ["ЅУЅТЕМ", "ΗυΜΑΝ", "МоԁеӀ", "ΤΟΟΙ", "Тооӏ", "too1", "КіМі", "adrnin"]) {
      await expectTrpcError(
        create("reserved@debrief.test", name),
        "BAD_REQUEST",
        reservedNameMessage(name),
      );
      await expectTrpcError(rename(eve.id, name), "BAD_REQUEST", reservedNameMessage(name));
    }
    expect(await setup.services.userRepository.findByEmail("reserved@debrief.test")).toBeNull();
    expect((await setup.services.userRepository.find(eve.id))?.name).toBe("Eve Reserved");
  });

  it("small capitals read as capitals: ʙoʙ is Bob, ᴛᴏᴏʟ and Cyrillic ѕуѕтем are reserved", async () => {
    await create("bob-small@debrief.test", "Bob Small");
    await create("ana@debrief.test", "Ana Lee");
    const eve = await create("eve-small@debrief.test", "Eve Small");
    await refusedBoth(eve, "ʙoʙ Sᴍᴀʟʟ", nameLooksTakenMessage("ʙoʙ Sᴍᴀʟʟ", "Bob Small"));
    await refusedBoth(eve, "ᴀɴᴀ ʟᴇᴇ", nameLooksTakenMessage("ᴀɴᴀ ʟᴇᴇ", "Ana Lee"));
    for (const name of ["ᴛᴏᴏʟ", "ѕуѕтем", "ᴀᴅᴍɪɴ", "ʜᴜᴍᴀɴ"]) {
      await expectTrpcError(
        create("reserved-small@debrief.test", name),
        "BAD_REQUEST",
        reservedNameMessage(name),
      );
      await expectTrpcError(rename(eve.id, name), "BAD_REQUEST", reservedNameMessage(name));
    }
  });

  it("a Hangul filler shows as a blank, so it reads as a space: DanaㅤLee is Dana Lee", async () => {
    await create("dana-lee@debrief.test", "Dana Lee");
    const eve = await create("eve-filler@debrief.test", "Eve Filler");
    for (const filler of ["\u3164", "\uFFA0", "\u115F", "\u1160", "\u3164\u2800"]) {
      const name = `Dana${filler}Lee`;
      await refusedBoth(eve, name, nameTakenMessage(name));
    }
    // A filler at an end is trimmed like a space: "Dana Leeㅤ" is "Dana Lee" too.
    await refusedBoth(eve, "Dana Lee\u3164", nameTakenMessage("Dana Lee\u3164"));
  });

  it("a rename and a creation racing for look-alike names (Latin KATE, Greek ΚΑΤΕ): never both", async () => {
    for (let round = 0; round < 5; round += 1) {
      const latin = `KATE ZETA ${round}`;
      const greek = `ΚΑΤΕ ΖΕΤΑ ${round}`;
      const old = await create(`kate-old-${round}@debrief.test`, `Kate Old ${round}`);
      const results = await Promise.allSettled([
        rename(old.id, latin),
        create(`kate-new-${round}@debrief.test`, greek),
      ]);
      const refusals = results.filter((result) => result.status === "rejected");
      for (const refusal of refusals)
        expect((refusal as PromiseRejectedResult).reason).toMatchObject({ code: "CONFLICT" });
      const holders = await setup.services.userRepository.usersNamed(latin);
      expect(await setup.services.userRepository.usersNamed(greek)).toEqual(holders);
      expect(holders.length).toBe(results.length - refusals.length);
      expect(holders.length).toBeLessThanOrEqual(1);
    }
  });

  it("genuinely different names are accepted: Russian and Greek names beside Latin ones, ai beside Al", async () => {
    for (const [email, name] of [
      ["alexei@debrief.test", "Алексей"],
      ["maria-latin@debrief.test", "Maria"],
      ["maria@debrief.test", "Мария"],
      ["irina-latin@debrief.test", "Irina"],
      ["irina@debrief.test", "Ирина"],
      ["sofia-latin@debrief.test", "Sofia"],
      ["sofia@debrief.test", "Σοφία"],
      ["vera@debrief.test", "Вера"],
      ["ai@debrief.test", "ai"],
      ["bobby@debrief.test", "Bobby"],
    ] as const)
      expect(await create(email, name)).toMatchObject({ email, name });
    // A user may take a look-alike spelling of their own name.
    const bob = await setup.services.userRepository.findByEmail("bob@debrief.test");
    expect(await rename(bob!.id, "B0b")).toMatchObject({ id: bob!.id, name: "B0b" });
  });

  it("npm run users: add picks a suffix for a look-alike default name; rename refuses one", async () => {
    const run = async (...argv: string[]) => {
      const lines: string[] = [];
      const code = await runUsersCommand(setup.services, argv, {
        print: (line) => lines.push(line),
        readStdin: async () => "",
        shellUser: "ops",
      });
      return { code, lines };
    };
    const added = await run("add", "--email", "t0m@example.test", "--role", "operator");
    expect(added.code).toBe(0);
    expect(added.lines.slice(0, 2)).toEqual([
      "created t0m@example.test  operator  enabled  t0m-2",
      'the name "t0m" looks like another user\'s name ("Tom"); named t0m-2 instead (choose one with --name)',
    ]);
    const tool = await run("add", "--email", "too1@example.test", "--role", "operator");
    expect(tool.lines.slice(0, 2)).toEqual([
      "created too1@example.test  operator  enabled  too1-2",
      'the name "too1" is reserved (it would pass for a role, a model or the system); named too1-2 instead (choose one with --name)',
    ]);
    expect(await run("rename", "--email", "t0m@example.test", "--name", "ТОМ")).toEqual({
      code: 1,
      lines: [nameLooksTakenMessage("ТОМ", "Tom")],
    });
    expect(await run("rename", "--email", "t0m@example.test", "--name", "ЅУЅТЕМ")).toEqual({
      code: 1,
      lines: [reservedNameMessage("ЅУЅТЕМ")],
    });
  });
});

describe("the first-admin setup", () => {
  let fresh: TestServices;
  beforeAll(async () => {
    fresh = await createTestServices({ noUsers: true });
  });
  afterAll(async () => {
    await fresh.disconnect();
  });

  it("refuses a look-alike of a reserved name and leaves the setup open", async () => {
    await expectTrpcError(
      fresh.signedOutCaller.users.setup({
        email: "first@debrief.test",
        name: "ΗυΜΑΝ",
        password: PASSWORD,
      }),
      "BAD_REQUEST",
      reservedNameMessage("ΗυΜΑΝ"),
    );
    expect(await fresh.signedOutCaller.users.setupStatus()).toEqual({ setupNeeded: true });
    expect(
      await fresh.signedOutCaller.users.setup({
        email: "first@debrief.test",
        name: "Нина",
        password: PASSWORD,
      }),
    ).toMatchObject({ name: "Нина", role: "admin" });
  });
});
