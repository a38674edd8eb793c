import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { makeQueryClient } from "./react";

const refused = (code: string) =>
  TRPCClientError.from({
    error: { code: -32001, message: "sign in to read runs", data: { code, httpStatus: 401 } },
  });

describe("the page's query client and the session's end", () => {
  it("ends the session at the first query refused with UNAUTHORIZED, not retrying it", async () => {
    const { queryClient, session } = makeQueryClient();
    let calls = 0;
    await expect(
      queryClient.fetchQuery({
        queryKey: ["runs", "get"],
        queryFn: () => {
          calls += 1;
          throw refused("UNAUTHORIZED");
        },
      }),
    ).rejects.toThrow();
    expect(calls).toBe(1);
    expect(session.ended()).toBe(true);
  });

  it("ends it at a refused mutation too, and not for another refusal", async () => {
    const { queryClient, session } = makeQueryClient();
    const mutate = (code: string) =>
      queryClient
        .getMutationCache()
        .build(queryClient, {
          mutationFn: () => Promise.reject(refused(code)),
        })
        .execute(undefined)
        .catch(() => undefined);
    await mutate("FORBIDDEN");
    expect(session.ended()).toBe(false);
    await mutate("UNAUTHORIZED");
    expect(session.ended()).toBe(true);
  });
});
