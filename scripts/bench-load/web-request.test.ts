import http from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { webRequestOf } from "./web-request";

/** A node:http request as the server's callback gets it (no body: GET). */
function incoming(host: string, url = "/api/trpc/health.check"): http.IncomingMessage {
  const message = new http.IncomingMessage(new Socket());
  message.method = "GET";
  message.url = url;
  message.headers = { host };
  return message;
}

describe("the bench web process's requests", () => {
  it("answers 400 for a Host that reads as credentials or is no host, instead of throwing", async () => {
    const credentials = webRequestOf(
      incoming("127.0.0.1:3390@evil.example"),
      new AbortController().signal,
    );
    expect(credentials).toBeInstanceOf(Response);
    const response = credentials as Response;
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(body.error.message).toMatch(
      /^the Host header and path do not make a valid URL \(host "127\.0\.0\.1:3390@evil\.example"\): /,
    );
    const spaced = webRequestOf(incoming("a b"), new AbortController().signal);
    expect((spaced as Response).status).toBe(400);
  });

  it("builds the Request of an ordinary one", () => {
    const request = webRequestOf(incoming("127.0.0.1:3390"), new AbortController().signal);
    expect(request).toBeInstanceOf(Request);
    expect((request as Request).url).toBe("http://127.0.0.1:3390/api/trpc/health.check");
    expect((request as Request).headers.get("host")).toBe("127.0.0.1:3390");
  });
});
