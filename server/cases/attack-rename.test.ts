import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, testActor, type TestServices } from "../testing/test-services";
import { expectTrpcError, zodMessages } from "../testing/trpc-errors";
import { nameTakenMessage, renameUser } from "../features/users/users-service";
import { humanInRun } from "../shared/human-actor";
import { runUsersCommand } from "../features/users/users-command";

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

  it("a name that differs from another user's only by spaces inside or invisible characters is taken", async () => {
    await create("dana@debrief.test", "Dana Smith");
    const eve = await create("eve@debrief.test", "Eve");
    for (const name of [
      "Dana  Smith", // two spaces: shown, and signed in a run, as "Dana Smith"
      "Dana \u2003Smith",
      "Da\u034Fna Smith", // combining grapheme joiner: invisible, not a format character
      "Dana Smith\u3164", // Hangul filler: a blank letter
      "Dana Smith\uFE0F", // variation selector
      "Dana Smith\u180B", // Mongolian free variation selector
    ]) {
      await expectTrpcError(
        setup.caller.users.rename({ userId: eve.id, name }),
        "CONFLICT",
        nameTakenMessage(name),
      );
      await expectTrpcError(
        create("dana-2@debrief.test", name),
        "CONFLICT",
        nameTakenMessage(name),
      );
    }
    expect(humanInRun({ name: "Dana  Smith" })).toBe(humanInRun({ name: "Dana Smith" }));
    expect((await setup.services.userRepository.find(eve.id))?.name).toBe("Eve");
    expect(await setup.services.userRepository.usersNamed("dana smith")).toHaveLength(1);
  });

  it("a name of invisible letters alone (Hangul fillers) is empty", async () => {
    const eve = await setup.services.userRepository.findByEmail("eve@debrief.test");
    for (const name of ["\u3164", "\u115F\u1160", "\uFFA0"]) {
      expect(
        zodMessages(
          await expectTrpcError(
            setup.caller.users.rename({ userId: eve!.id, name }),
            "BAD_REQUEST",
            /empty/,
          ),
        ),
      ).toEqual(["the name must not be empty"]);
    }
  });

  it("a signed-in session reads the new name at once: later corrections sign with it", async () => {
    const ren = await create("ren@debrief.test", "Ren Old");
    const response = await setup.services.auth.handler(
      new Request("http://127.0.0.1:3000/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://127.0.0.1:3000" },
        body: JSON.stringify({ email: "ren@debrief.test", password: PASSWORD }),
      }),
    );
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    const headers = new Headers({ cookie });
    expect(await setup.services.accounts.sessionUser(headers)).toMatchObject({ name: "Ren Old" });
    await setup.caller.users.rename({ userId: ren.id, name: "Ren New" });
    const user = await setup.services.accounts.sessionUser(headers);
    expect(user).toMatchObject({ id: ren.id, name: "Ren New" });
    expect(humanInRun(user!)).toBe("human:Ren New");
  });

  it("a rename and a creation racing for one name: never two users with it", async () => {
    for (let round = 0; round < 5; round += 1) {
      const name = `Race ${round}`;
      const old = await create(`race-old-${round}@debrief.test`, `Racer ${round}`);
      const results = await Promise.allSettled([
        setup.caller.users.rename({ userId: old.id, name }),
        create(`race-new-${round}@debrief.test`, name),
      ]);
      for (const result of results.filter((r) => r.status === "rejected"))
        expect((result as PromiseRejectedResult).reason).toMatchObject({
          code: "CONFLICT",
          message: nameTakenMessage(name),
        });
      const holders = await setup.services.userRepository.usersNamed(name);
      expect(holders.length).toBeLessThanOrEqual(1);
      expect(holders.length).toBe(results.filter((r) => r.status === "fulfilled").length);
      const renames = (await setup.caller.activity.list({})).entries.filter(
        (entry) => entry.action === "user.rename" && entry.targetId === old.id,
      );
      expect(renames.length).toBe(results[0].status === "fulfilled" ? 1 : 0);
    }
  });

  it("a rename refused in a race does not undo a rename of the same user that won meanwhile", async () => {
    const { userRepository } = setup.services;
    const sam = await create("sam-undo@debrief.test", "Sam Undo");
    const kim = await create("kim-undo@debrief.test", "Kim Undo");
    let calls = 0;
    // Between this rename's write and its second check, another user takes "Kim" and another
    // admin's rename of Sam to "Lee Undo" completes.
    const racing = Object.create(userRepository) as typeof userRepository;
    racing.usersNamed = async (name: string) => {
      calls += 1;
      if (calls === 2) {
        await userRepository.rename(kim.id, "Kim");
        await userRepository.rename(sam.id, "Lee Undo");
      }
      return userRepository.usersNamed(name);
    };
    await expect(
      renameUser(
        { ...setup.services, userRepository: racing },
        { userId: sam.id, name: "Kim" },
        testActor,
      ),
    ).rejects.toMatchObject({ message: nameTakenMessage("Kim") });
    expect((await userRepository.find(sam.id))?.name).toBe("Lee Undo");
  });

  it("the Activity log names a renamed admin by the new name, in entries made before the rename too", async () => {
    const adminUser = await setup.userAs("admin");
    await create("before-rename@debrief.test", "Before Rename");
    await setup.caller.users.rename({ userId: adminUser.id, name: "Admin Renamed" });
    const entries = (await setup.caller.activity.list({})).entries;
    const made = entries.find((entry) => entry.details.email === "before-rename@debrief.test");
    expect(made).toMatchObject({ action: "user.create", actorName: "Admin Renamed" });
    expect(entries[0]).toMatchObject({
      action: "user.rename",
      actorName: "Admin Renamed",
      targetLabel: adminUser.email,
      details: { email: adminUser.email, from: "Test admin", to: "Admin Renamed" },
    });
    await setup.caller.users.rename({ userId: adminUser.id, name: "Test admin" });
  });

  it("npm run users rename: a disabled user is renamed and stays disabled; an unknown email, a taken or bad name refused", async () => {
    const gone = await create("off@debrief.test", "Off Duty");
    await setup.caller.users.setDisabled({ userId: gone.id, disabled: true });
    const run = async (...argv: string[]) => {
      const lines: string[] = [];
      const code = await runUsersCommand(setup.services, ["rename", ...argv], {
        print: (line) => lines.push(line),
        readStdin: async () => "",
        shellUser: "ops",
      });
      return { code, lines };
    };
    expect(await run("--email", "off@debrief.test", "--name", "Back Later")).toEqual({
      code: 0,
      lines: ["updated off@debrief.test  operator  disabled  Back Later"],
    });
    expect(await run("--email", "nobody@debrief.test", "--name", "Nobody")).toEqual({
      code: 1,
      lines: ["no account with the email nobody@debrief.test"],
    });
    expect(await run("--email", "off@debrief.test", "--name", "Test  Admin")).toEqual({
      code: 1,
      lines: [nameTakenMessage("Test  Admin")],
    });
    expect(await run("--email", "off@debrief.test", "--name", "cli:root")).toEqual({
      code: 1,
      lines: ['the name must not contain ":" (runs sign people as "human:<name>")'],
    });
    expect((await setup.services.userRepository.find(gone.id))?.name).toBe("Back Later");
  });

  it("a reserved name in another form (full-width, an invisible letter, spaces inside) is reserved", async () => {
    const eve = await setup.services.userRepository.findByEmail("eve@debrief.test");
    for (const name of ["ＡＤＭＩＮ", "Ad\u034Fmin", "admin\u3164", "Sys\uFE0Ftem"]) {
      expect(
        zodMessages(
          await expectTrpcError(
            setup.caller.users.rename({ userId: eve!.id, name }),
            "BAD_REQUEST",
            /reserved/,
          ),
        ),
      ).toEqual([
        `the name "${name}" is reserved (it would pass for a role, a model or the system): choose another`,
      ]);
    }
  });
});
