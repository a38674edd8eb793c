import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../testing/test-services";
import { runUsersCommand, USERS_USAGE } from "./users-command";
import { nameTakenMessage } from "./users-service";

/** `npm run users` logic: the commands against test services, output captured. */

let setup: TestServices;

beforeAll(async () => {
  setup = await createTestServices({ noUsers: true });
});

afterAll(async () => {
  await setup.disconnect();
});

async function run(argv: string[], stdin = "") {
  const lines: string[] = [];
  const code = await runUsersCommand(setup.services, argv, {
    print: (line) => lines.push(line),
    readStdin: async () => stdin,
    shellUser: "ops",
  });
  return { code, lines };
}

describe("npm run users", () => {
  it("adds the first admin headless with a generated password shown once; setup is then done", async () => {
    expect(await run(["list"])).toEqual({ code: 0, lines: ["no users yet"] });
    const added = await run(["add", "--email", "Root@Debrief.TEST", "--role", "admin"]);
    expect(added.code).toBe(0);
    expect(added.lines[0]).toBe("created root@debrief.test  admin  enabled  root");
    const password = /^password \(shown once\): (\S{24})$/.exec(added.lines[1] ?? "")?.[1];
    expect(password).toBeDefined();
    expect(await setup.signedOutCaller.users.setupStatus()).toEqual({ setupNeeded: false });
    const credential = await setup.services.prisma.account.findFirst({
      where: { user: { email: "root@debrief.test" } },
    });
    expect(credential?.providerId).toBe("credential");
    expect(credential?.password).not.toContain(password!);
  });

  it("reads a password from stdin (first line) and never prints it", async () => {
    const added = await run(
      [
        "add",
        "--email",
        "eng@debrief.test",
        "--role",
        "engineer",
        "--name",
        "Eng",
        "--password-stdin",
      ],
      "typed-password-123\n",
    );
    expect(added).toEqual({ code: 0, lines: ["created eng@debrief.test  engineer  enabled  Eng"] });
    const tooShort = await run(
      ["add", "--email", "short@debrief.test", "--role", "engineer", "--password-stdin"],
      "short\n",
    );
    expect(tooShort).toEqual({ code: 1, lines: ["the password must be at least 10 characters"] });
    expect(await setup.services.userRepository.findByEmail("short@debrief.test")).toBeNull();
  });

  it("changes roles, disables and enables, and says why it refuses", async () => {
    expect(await run(["set-role", "--email", "eng@debrief.test", "--role", "operator"])).toEqual({
      code: 0,
      lines: ["updated eng@debrief.test  operator  enabled  Eng"],
    });
    expect(await run(["disable", "--email", "eng@debrief.test"])).toEqual({
      code: 0,
      lines: ["updated eng@debrief.test  operator  disabled  Eng"],
    });
    expect(await run(["enable", "--email", "eng@debrief.test"])).toEqual({
      code: 0,
      lines: ["updated eng@debrief.test  operator  enabled  Eng"],
    });
    expect(await run(["rename", "--email", "eng@debrief.test", "--name", " Eng Lee "])).toEqual({
      code: 0,
      lines: ["updated eng@debrief.test  operator  enabled  Eng Lee"],
    });
    expect(await run(["rename", "--email", "eng@debrief.test", "--name", "ROOT"])).toEqual({
      code: 1,
      lines: [nameTakenMessage("ROOT")],
    });
    expect(await run(["disable", "--email", "root@debrief.test"])).toEqual({
      code: 1,
      lines: ["cannot disable root@debrief.test: at least one enabled administrator must remain"],
    });
    expect(await run(["disable", "--email", "nobody@debrief.test"])).toEqual({
      code: 1,
      lines: ["no account with the email nobody@debrief.test"],
    });
    expect(await run(["add", "--email", "eng@debrief.test", "--role", "engineer"])).toEqual({
      code: 1,
      lines: [
        "An account with the email eng@debrief.test already exists: use another email, or change that account",
      ],
    });
    // A role that does not exist is a usage error (exit 2, usage printed): see below.
    expect(await run(["list"])).toEqual({
      code: 0,
      lines: [
        "root@debrief.test  admin  enabled  root",
        "eng@debrief.test  operator  enabled  Eng Lee",
      ],
    });
  });

  it("answers bad usage with the reason and the usage (exit 2)", async () => {
    expect(await run([])).toEqual({ code: 2, lines: [`no command given\n${USERS_USAGE}`] });
    expect(await run(["add", "--role", "admin"])).toEqual({
      code: 2,
      lines: [`--email: enter a valid email address\n${USERS_USAGE}`],
    });
    expect(await run(["set-role", "--email", "eng@debrief.test"])).toEqual({
      code: 2,
      lines: [`--role is required\n${USERS_USAGE}`],
    });
    expect(await run(["rename", "--email", "eng@debrief.test"])).toEqual({
      code: 2,
      lines: [`--name is required\n${USERS_USAGE}`],
    });
    expect(await run(["add", "--email", "x@debrief.test", "--role", "superuser"])).toEqual({
      code: 2,
      lines: [
        `--role must be one of engineer, operator, reviewer, admin (not "superuser")\n${USERS_USAGE}`,
      ],
    });
  });

  it("records each change in the action log as the shell user", async () => {
    const log = await setup.services.actionLogRepository.list({ limit: 20 });
    expect(log.entries.map((entry) => `${entry.actorEmail} ${entry.action}`).reverse()).toEqual([
      "cli:ops user.create",
      "cli:ops user.create",
      "cli:ops user.set-role",
      "cli:ops user.disable",
      "cli:ops user.enable",
      "cli:ops user.rename",
    ]);
    expect(new Set(log.entries.map((entry) => entry.actorUserId))).toEqual(new Set(["cli"]));
  });
});
