import { closeSync, openSync, readSync } from "node:fs";

/**
 * A text file read as UTF-8, at most `maxCharacters` characters: reading stops after the bytes
 * that many characters can take (4 each), so `/dev/zero`, a pipe that never ends or a file of
 * gigabytes is refused at once instead of filling memory. Throws an Error naming the limit
 * when the file holds more; the file system's own errors (ENOENT…) pass unchanged.
 */
export function readTextUpTo(file: string, maxCharacters: number, what: string): string {
  const budget = maxCharacters * 4 + 1;
  const buffer = Buffer.alloc(budget);
  const descriptor = openSync(file, "r");
  let length = 0;
  try {
    while (length < budget) {
      const read = readSync(descriptor, buffer, length, budget - length, null);
      if (read === 0) break;
      length += read;
    }
  } finally {
    closeSync(descriptor);
  }
  const text = buffer.subarray(0, length).toString("utf8");
  if (length === budget || text.length > maxCharacters) {
    throw new Error(
      `${what} ${file} holds more than ${maxCharacters.toLocaleString("en")} characters; at most ${maxCharacters.toLocaleString("en")} are audited`,
    );
  }
  return text;
}
