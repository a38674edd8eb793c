/** A stand-in origin: `next` is resolved against it and must stay on it. */
const HOME = "https://debrief.invalid";

/**
 * Where to go after signing in: `next` when it is a path on this site, else "/". Refused:
 * anything that does not start with one "/", and any control character, whitespace or
 * backslash anywhere (browsers strip tab and line breaks from URLs and read "\" as "/", so
 * "/\t/evil.example" became "//evil.example": an open redirect). What is kept is the path,
 * query and fragment as the URL parser normalises them, resolved on this site.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//")) return "/";
  if (hasUnsafeCharacter(next)) return "/";
  let url: URL;
  try {
    url = new URL(next, HOME);
  } catch {
    return "/";
  }
  if (url.origin !== HOME) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A C0 or C1 control character, a space, DEL or a backslash. */
function hasUnsafeCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x5c) return true;
  }
  return false;
}
