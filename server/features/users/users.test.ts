import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../testing/test-services";
import { expectTrpcError, zodMessages } from "../../testing/trpc-errors";
import { SETUP_DONE_MESSAGE } from "./users-service";

/** The first administrator, accounts, roles and disabling, through the router and Better Auth. */

const PASSWORD = "correct horse battery";
const BASE_URL = "http://127.0.0.1:3000";

/** A JSON POST to Better Auth's own handler, from the app's origin (as the browser sends it). */
function postToAuth(setup: TestServices, route: string, body: object): Promise<Response> {
  return setup.services.auth.handler(
    new Request(`${BASE_URL}/api/auth/${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE_URL },
      body: JSON.stringify(body),
    }),
  );
}

/** Signs in with email + password; the status and the Cookie header of the session. */
async function signIn(setup: TestServices, email: string, password: string) {
  const response = await postToAuth(setup, "sign-in/email", { email, password });
  const cookie = (response.headers.getSetCookie?.() ?? [])
    .map((header) => header.split(";")[0])
    .join("; ");
  return { status: response.status, cookie };
}

describe("first administrator", () => {
  let setup: TestServices;
  beforeAll(async () => {
    setup = await createTestServices({ noUsers: true });
  });
  afterAll(async () => {
    await setup.disconnect();
  });

  it("two concurrent setups on a fresh database make exactly one admin; later ones are refused", async () => {
    const caller = setup.signedOutCaller;
    expect(await caller.users.setupStatus()).toEqual({ setupNeeded: true });
    // A bad input is refused before the claim: it does not use up the setup.
    const bad = await expectTrpcError(
      caller.users.setup({ email: "ada@debrief.test", name: "Ada", password: "short" }),
      "BAD_REQUEST",
      /at least 10 characters/,
    );
    expect(zodMessages(bad)).toEqual(["the password must be at least 10 characters"]);

    const results = await Promise.allSettled([
      caller.users.setup({ email: "ada@debrief.test", name: "Ada", password: PASSWORD }),
      caller.users.setup({ email: "bob@debrief.test", name: "Bob", password: PASSWORD }),
    ]);
    const fulfilled = results.filter((result) => result.status === "fulfilled");
    const rejected = results.filter((result) => result.status === "rejected");
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    expect((rejected[0] as PromiseRejectedResult).reason).toMatchObject({
      code: "CONFLICT",
      message: SETUP_DONE_MESSAGE,
    });
    const users = await setup.services.prisma.user.findMany();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ role: "admin" });
    expect(await caller.users.setupStatus()).toEqual({ setupNeeded: false });
    await expectTrpcError(
      caller.users.setup({ email: "eve@debrief.test", name: "Eve", password: PASSWORD }),
      "CONFLICT",
      SETUP_DONE_MESSAGE,
    );
    expect(await setup.services.prisma.user.count()).toBe(1);

    // The admin signs in with the password of the setup; the session names them.
    const { status, cookie } = await signIn(setup, users[0]!.email, PASSWORD);
    expect(status).toBe(200);
    expect(await setup.services.accounts.sessionUser(new Headers({ cookie }))).toEqual({
      id: users[0]!.id,
      email: users[0]!.email,
      name: users[0]!.name,
      role: "admin",
    });
    const log = await setup.services.actionLogRepository.list({ limit: 10 });
    expect(log.entries.map((entry) => [entry.action, entry.actorUserId])).toEqual([
      ["user.setup-first-admin", users[0]!.id],
    ]);
  });
});

describe("accounts", () => {
  let setup: TestServices;
  beforeAll(async () => {
    setup = await createTestServices();
  });
  afterAll(async () => {
    await setup.disconnect();
  });

  it("an admin creates an account that signs in; a wrong password and no password are refused", async () => {
    const created = await setup.caller.users.create({
      email: " Dana@Debrief.TEST ",
      name: "Dana",
      role: "operator",
      password: PASSWORD,
    });
    expect(created).toMatchObject({
      email: "dana@debrief.test",
      role: "operator",
      disabled: false,
      signInMethods: ["password"],
    });
    await expectTrpcError(
      setup.caller.users.create({
        email: "dana@debrief.test",
        name: "D",
        role: "engineer",
        password: PASSWORD,
      }),
      "CONFLICT",
      "An account with the email dana@debrief.test already exists: use another email, or change that account",
    );
    // Without OIDC sign-in, an account with no password could never sign in.
    await expectTrpcError(
      setup.caller.users.create({ email: "nopass@debrief.test", name: "N", role: "engineer" }),
      "BAD_REQUEST",
      "nopass@debrief.test would have no way to sign in: OIDC sign-in is not configured (DEBRIEF_OIDC_*), so give the account a password (or generate one)",
    );
    expect(await setup.services.userRepository.findByEmail("nopass@debrief.test")).toBeNull();
    expect((await signIn(setup, "dana@debrief.test", "wrong password!")).status).toBe(401);
    const { status, cookie } = await signIn(setup, "dana@debrief.test", PASSWORD);
    expect(status).toBe(200);
    const dana = await setup.services.accounts.sessionUser(new Headers({ cookie }));
    expect(dana).toMatchObject({ email: "dana@debrief.test", role: "operator" });
    // Nobody signs themselves up.
    const signUp = await postToAuth(setup, "sign-up/email", {
      email: "mallory@debrief.test",
      password: PASSWORD,
      name: "M",
    });
    expect(signUp.status).toBe(400);
    // Nor through Better Auth's admin endpoints (closed: the users feature logs every change).
    const signedIn = await signIn(setup, "dana@debrief.test", PASSWORD);
    const viaAdminApi = await setup.services.auth.handler(
      new Request(`${BASE_URL}/api/auth/admin/create-user`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: BASE_URL,
          cookie: signedIn.cookie,
        },
        body: JSON.stringify({ email: "eve@debrief.test", password: PASSWORD, name: "E" }),
      }),
    );
    expect(viaAdminApi.status).toBe(404);
    expect(await setup.services.userRepository.findByEmail("eve@debrief.test")).toBeNull();
    expect(await setup.services.userRepository.findByEmail("mallory@debrief.test")).toBeNull();
  });

  it("a role change applies to the next request; disabling ends the sessions and sign-in", async () => {
    const user = await setup.caller.users.create({
      email: "lee@debrief.test",
      name: "Lee",
      role: "engineer",
      password: PASSWORD,
    });
    const { cookie } = await signIn(setup, "lee@debrief.test", PASSWORD);
    const headers = new Headers({ cookie });
    await setup.caller.users.setRole({ userId: user.id, role: "reviewer" });
    expect(await setup.services.accounts.sessionUser(headers)).toMatchObject({ role: "reviewer" });

    const disabled = await setup.caller.users.setDisabled({ userId: user.id, disabled: true });
    expect(disabled.disabled).toBe(true);
    expect(await setup.services.accounts.sessionUser(headers)).toBeNull();
    expect(await setup.services.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect((await signIn(setup, "lee@debrief.test", PASSWORD)).status).toBe(403);

    await setup.caller.users.setDisabled({ userId: user.id, disabled: false });
    expect((await signIn(setup, "lee@debrief.test", PASSWORD)).status).toBe(200);
  });

  it("Better Auth's update-user is closed: nobody renames themselves into another person", async () => {
    const user = await setup.caller.users.create({
      email: "eve@debrief.test",
      name: "Eve",
      role: "engineer",
      password: PASSWORD,
    });
    const { cookie } = await signIn(setup, "eve@debrief.test", PASSWORD);
    const update = async (body: object) =>
      setup.services.auth.handler(
        new Request(`${BASE_URL}/api/auth/update-user`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: BASE_URL, cookie },
          body: JSON.stringify(body),
        }),
      );
    expect((await update({ name: "Test admin" })).status).toBe(404);
    expect((await update({ image: "javascript:alert(1)" })).status).toBe(404);
    const stored = await setup.services.prisma.user.findUnique({ where: { id: user.id } });
    expect(stored).toMatchObject({ name: "Eve", image: null });
  });

  it("refuses to leave no enabled administrator", async () => {
    const admin = await setup.userAs("admin");
    await expectTrpcError(
      setup.caller.users.setRole({ userId: admin.id, role: "engineer" }),
      "UNPROCESSABLE_CONTENT",
      "cannot change the role of admin@debrief.test: at least one enabled administrator must remain",
    );
    await expectTrpcError(
      setup.caller.users.setDisabled({ userId: admin.id, disabled: true }),
      "UNPROCESSABLE_CONTENT",
      "cannot disable admin@debrief.test: at least one enabled administrator must remain",
    );
    expect(await setup.services.userRepository.find(admin.id)).toMatchObject({
      role: "admin",
      disabled: false,
    });
  });

  it("lists users a page at a time", async () => {
    const first = await setup.caller.users.list({ limit: 2 });
    expect(first.users).toHaveLength(2);
    expect(first.nextCursor).toBe(first.users[1]!.id);
    const rest = await setup.caller.users.list({ limit: 100, cursor: first.nextCursor! });
    const all = [...first.users, ...rest.users].map((user) => user.email);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining(["admin@debrief.test", "dana@debrief.test"]));
    expect(rest.nextCursor).toBeNull();
    // A cursor that names no user: NOT_FOUND, as in every cursor-paginated list.
    await expectTrpcError(
      setup.caller.users.list({ limit: 2, cursor: "user_unknown" }),
      "NOT_FOUND",
      "unknown cursor: user_unknown",
    );
  });
});
