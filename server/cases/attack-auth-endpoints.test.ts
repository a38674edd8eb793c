import { admin } from "better-auth/plugins";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLOSED_ADMIN_PATHS } from "../auth/auth";
import { createTestServices, type TestServices } from "../testing/test-services";

/**
 * Attack: Better Auth's own HTTP endpoints beside tRPC. The admin plugin's endpoints would let
 * an administrator's session change roles past the last-admin rule, impersonate people or set
 * their passwords with nothing in the action log; each is closed (404), even to an admin. The
 * list is read from the installed plugin, so an endpoint a Better Auth upgrade adds fails here.
 */

const BASE_URL = "http://127.0.0.1:3000";
const PASSWORD = "correct horse battery";
let setup: TestServices;

beforeAll(async () => {
  setup = await createTestServices();
});

afterAll(async () => {
  await setup.disconnect();
});

/** Every endpoint of the admin plugin as installed: its path and HTTP methods. */
function adminEndpoints(): { path: string; methods: string[] }[] {
  return Object.values(admin().endpoints).map((endpoint) => {
    const method = (endpoint as { options: { method: string | string[] } }).options.method;
    return {
      path: (endpoint as { path: string }).path,
      methods: Array.isArray(method) ? method : [method],
    };
  });
}

describe("Better Auth's admin endpoints", () => {
  it("are every one closed, by the list auth.ts keeps", () => {
    const paths = adminEndpoints().map((endpoint) => endpoint.path);
    expect(paths.length).toBeGreaterThanOrEqual(15);
    expect([...CLOSED_ADMIN_PATHS].sort()).toEqual([...paths].sort());
  });

  it("answer 404 to an administrator's session, and change nothing", async () => {
    await setup.caller.users.create({
      email: "root2@debrief.test",
      name: "Root Two",
      role: "admin",
      password: PASSWORD,
    });
    const signIn = await setup.services.auth.handler(
      new Request(`${BASE_URL}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: BASE_URL },
        body: JSON.stringify({ email: "root2@debrief.test", password: PASSWORD }),
      }),
    );
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    const target = await setup.services.userRepository.findByEmail("root2@debrief.test");
    const statuses: Record<string, number> = {};
    for (const { path, methods } of adminEndpoints()) {
      for (const method of methods) {
        const body = JSON.stringify({ userId: target!.id, role: "engineer", newPassword: "x" });
        const response = await setup.services.auth.handler(
          new Request(`${BASE_URL}/api/auth${path}`, {
            method,
            headers: { "content-type": "application/json", origin: BASE_URL, cookie },
            ...(method === "GET" ? {} : { body }),
          }),
        );
        statuses[`${method} ${path}`] = response.status;
      }
    }
    expect(
      Object.values(statuses).every((status) => status === 404),
      JSON.stringify(statuses),
    ).toBe(true);
    expect(await setup.services.userRepository.find(target!.id)).toMatchObject({
      role: "admin",
      disabled: false,
    });
  });
});
