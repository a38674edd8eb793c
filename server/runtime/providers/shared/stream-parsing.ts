import { ProviderError } from "../../errors";

/**
 * Parsers for the two streaming formats the providers use. A stream is read to its end by the
 * transport and assembled afterwards, so a streamed reply becomes the same items as a plain one.
 */

/** One server-sent event: `event:` name (null when absent) and its `data:` lines joined by "\n". */
export interface ServerSentEvent {
  event: string | null;
  data: string;
}

/** Split an SSE body (text/event-stream, WHATWG HTML §9.2) into events; comments are skipped. */
export function parseServerSentEvents(text: string): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  for (const block of text.replace(/\r\n?/g, "\n").split(/\n\n+/)) {
    let event: string | null = null;
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line === "" || line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? "" : line.slice(colon + 1);
      if (value.startsWith(" ")) value = value.slice(1);
      if (field === "event") event = value;
      else if (field === "data") data.push(value);
    }
    if (data.length > 0 || event !== null) events.push({ event, data: data.join("\n") });
  }
  return events;
}

/** Parse an event's data as JSON; a malformed chunk is a ProviderError naming the API. */
export function parseEventJson(api: string, data: string, status: number): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    throw new ProviderError(`${api}: malformed stream chunk: ${data.slice(0, 120)}`, status);
  }
}

/** Parse newline-delimited JSON (Ollama's stream); a malformed line is a ProviderError. */
export function parseNdjson(api: string, text: string, status: number): unknown[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .map((line) => parseEventJson(api, line, status));
}

/** Parse a whole JSON body; malformed → ProviderError with the HTTP status. */
export function parseJsonBody(api: string, text: string, status: number): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderError(
      `${api}: malformed response body (not JSON): ${text.slice(0, 120)}`,
      status,
    );
  }
}
