import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "./proxy";
import { MALFORMED_PATH_MESSAGE } from "./server/shared/percent-encoding";

const MALFORMED = [
  "/api/trpc/runs.list%E0%A4%A",
  "/api/trpc/%ZZ",
  "/api/auth/%E0%A4%A",
  "/runs/%E0%A4%A",
];

describe("proxy", () => {
  it("answers 400 with a clear message for a malformed path, APIs and pages alike", async () => {
    for (const path of MALFORMED) {
      const response = proxy(new NextRequest(`http://127.0.0.1:3000${path}?batch=1`));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "BAD_REQUEST", message: MALFORMED_PATH_MESSAGE },
      });
    }
  });

  it("lets APIs through without a cookie and sends a page without one to sign-in", () => {
    const api = proxy(new NextRequest("http://127.0.0.1:3000/api/trpc/runs.list?batch=1"));
    expect(api.headers.get("x-middleware-next")).toBe("1");
    const page = proxy(new NextRequest("http://127.0.0.1:3000/runs/run_1"));
    expect(page.status).toBe(307);
    expect(page.headers.get("location")).toBe("http://localhost:3000/sign-in?next=%2Fruns%2Frun_1");
  });
});
