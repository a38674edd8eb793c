import { describe, expect, it } from "vitest";
import { testServicesForFile } from "../../testing/test-services";

/**
 * An account created on the Users page without a name gets the default the CLI gives
 * (`npm run users -- add` without --name): the email's local part, with the first free suffix
 * when another user has it or it is reserved. The form used to send the local part as the
 * name, so admin@… was refused ("the name "admin" is reserved") and a second olive@… was
 * refused as a taken name, where the CLI names them admin-2 and olive-2.
 */
describe("users.create without a name", () => {
  const setup = testServicesForFile();
  const password = "correct horse battery";

  it("names the account after the email's local part", async () => {
    const user = await setup.caller.users.create({
      email: "olive@one.example",
      role: "operator",
      password,
    });
    expect(user.name).toBe("olive");
  });

  it("suffixes a local part another user has, or one that is reserved, as the CLI does", async () => {
    const second = await setup.caller.users.create({
      email: "olive@two.example",
      role: "operator",
      password,
    });
    expect(second.name).toBe("olive-2");
    const admin = await setup.caller.users.create({
      email: "admin@three.example",
      role: "engineer",
      password,
    });
    expect(admin.name).toBe("admin-2");
  });

  it("keeps a name given, and refuses a given name that is reserved", async () => {
    const named = await setup.caller.users.create({
      email: "dana@four.example",
      name: "Dana Lee",
      role: "reviewer",
      password,
    });
    expect(named.name).toBe("Dana Lee");
    await expect(
      setup.caller.users.create({
        email: "sys@five.example",
        name: "system",
        role: "reviewer",
        password,
      }),
    ).rejects.toThrow(/reserved/);
  });
});
