import { closeSync, openSync, readSync } from "node:fs";
import { UsageError } from "./command-line";

/**
 * A text file read as UTF-8, at most `maxCharacters` characters: reading stops after the bytes
 * that many characters can take (4 each), so `/dev/zero`, a pipe that never ends or a file of
 * gigabytes is refused at once instead of filling memory. Throws an Error naming the limit
 * when the file holds more, or saying the file is not UTF-8 text; the file system's own errors
 * (ENOENT…) pass unchanged.
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
  if (length === budget) throw new Error(tooLong(what, file, maxCharacters));
  const text = utf8Text(buffer.subarray(0, length), what, file);
  if (text.length > maxCharacters) throw new Error(tooLong(what, file, maxCharacters));
  return text;
}

/** The refusal of a file over `maxCharacters`. */
function tooLong(what: string, file: string, maxCharacters: number): string {
  return `${what} ${file} holds more than ${maxCharacters.toLocaleString("en")} characters; at most ${maxCharacters.toLocaleString("en")} are audited`;
}

/**
 * `bytes` decoded as UTF-8; an Error when they are not UTF-8 (a Latin-1 export, a picture):
 * decoded leniently they would become replacement characters and be audited as "no claims".
 */
function utf8Text(bytes: Uint8Array, what: string, file: string): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new Error(`${what} ${file} is not UTF-8 text: save it as UTF-8`);
  }
}

/**
 * `readTextUpTo` for a command's input file, every failure a `UsageError` (exit code 2, the
 * usage printed) worded for a person: "answer file /tmp/a.txt does not exist" (ENOENT), "… is a
 * folder, not a file" (EISDIR), "… cannot be read (permission denied)" (EACCES), the limit's own
 * sentence when the file is too long, else the system's message after the file's name.
 */
export function readInputFile(file: string, maxCharacters: number, what: string): string {
  try {
    return readTextUpTo(file, maxCharacters, what);
  } catch (error) {
    throw new UsageError(inputFileProblem(error, file, what));
  }
}

function inputFileProblem(error: unknown, file: string, what: string): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === "ENOENT") return `${what} ${file} does not exist`;
  if (code === "EISDIR") return `${what} ${file} is a folder, not a file`;
  if (code === "EACCES") return `${what} ${file} cannot be read (permission denied)`;
  const message = error instanceof Error ? error.message : String(error);
  return code === undefined ? message : `${what} ${file}: ${message}`;
}
