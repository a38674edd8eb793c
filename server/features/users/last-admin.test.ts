import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "../../api/root";
import type { SessionUser } from "../../auth/session-user";
import { createTestServices, type TestServices } from "../../testing/test-services";
import { expectTrpcError } from "../../testing/trpc-errors";

/**
 * "At least one enabled administrator remains" holds under concurrency: the check and the
 * write are one transaction that serializes on the admin set (UserRepository.changeAccess),
 * so two admins who demote or disable each other at the same moment cannot both succeed
 * (attack repro 06: both got 200 and no administrator was left).
 */

const MUST_REMAIN = "at least one enabled administrator must remain";

describe("the last enabled administrator, under concurrent changes", () => {
  let setup: TestServices;
  let first: SessionUser;
  let second: SessionUser;
  beforeAll(async () => {
    setup = await createTestServices({ noUsers: true });
    const make = async (email: string, name: string): Promise<SessionUser> => {
      const { id } = await setup.services.accounts.create({ email, name, role: "admin" });
      return { id, email, name, role: "admin" };
    };
    first = await make("first-admin@debrief.test", "First admin");
    second = await make("second-admin@debrief.test", "Second admin");
  });
  afterAll(async () => {
    await setup.disconnect();
  });

  const callerOf = (user: SessionUser) => createCaller({ ...setup.services, user });
  const enabledAdmins = () =>
    setup.services.prisma.user.count({ where: { role: "admin", NOT: { banned: true } } });

  /** Puts both administrators back: admin role, enabled. */
  async function restore() {
    await setup.services.prisma.user.updateMany({
      where: { id: { in: [first.id, second.id] } },
      data: { role: "admin", banned: false, banReason: null },
    });
  }

  type Change = "role" | "disable";
  const change = (actor: SessionUser, target: SessionUser, kind: Change) =>
    kind === "role"
      ? callerOf(actor).users.setRole({ userId: target.id, role: "engineer" })
      : callerOf(actor).users.setDisabled({ userId: target.id, disabled: true });
  const refusal = (target: SessionUser, kind: Change) =>
    kind === "role"
      ? `cannot change the role of ${target.email}: ${MUST_REMAIN}`
      : `cannot disable ${target.email}: ${MUST_REMAIN}`;

  for (const [firstKind, secondKind] of [
    ["role", "role"],
    ["disable", "disable"],
    ["role", "disable"],
  ] as const) {
    it(`two admins at once (${firstKind} / ${secondKind}): one succeeds, the other is refused`, async () => {
      for (let round = 0; round < 5; round += 1) {
        await restore();
        const results = await Promise.allSettled([
          change(first, second, firstKind),
          change(second, first, secondKind),
        ]);
        const statuses = results.map((result) => result.status);
        expect(statuses.filter((status) => status === "fulfilled")).toHaveLength(1);
        const loser = statuses.indexOf("rejected");
        const target = loser === 0 ? second : first;
        const kind = loser === 0 ? firstKind : secondKind;
        expect((results[loser] as PromiseRejectedResult).reason).toMatchObject({
          code: "UNPROCESSABLE_CONTENT",
          message: refusal(target, kind),
        });
        expect(await enabledAdmins()).toBe(1);
      }
    });
  }

  it("the last admin cannot disable or demote themselves; a refused change writes nothing", async () => {
    await restore();
    await callerOf(first).users.setDisabled({ userId: second.id, disabled: true });
    const before = await setup.services.prisma.user.findUniqueOrThrow({ where: { id: first.id } });
    await expectTrpcError(
      callerOf(first).users.setDisabled({ userId: first.id, disabled: true }),
      "UNPROCESSABLE_CONTENT",
      refusal(first, "disable"),
    );
    await expectTrpcError(
      callerOf(first).users.setRole({ userId: first.id, role: "reviewer" }),
      "UNPROCESSABLE_CONTENT",
      refusal(first, "role"),
    );
    const after = await setup.services.prisma.user.findUniqueOrThrow({ where: { id: first.id } });
    expect(after).toEqual(before);
    // A disabled admin's role may change (it is not an enabled administrator).
    await callerOf(first).users.setRole({ userId: second.id, role: "engineer" });
    expect(await enabledAdmins()).toBe(1);
  });

  it("an unknown user is NOT_FOUND", async () => {
    await expectTrpcError(
      callerOf(first).users.setRole({ userId: "user_missing", role: "engineer" }),
      "NOT_FOUND",
      "user user_missing does not exist",
    );
  });
});
