import { isKeyValueSecret } from "./key-value-secrets";
import type { PatternRule } from "./secret-rules";

/**
 * Credentials that neither secretlint's preset nor the `key=value` rule (key-value-secrets.ts)
 * finds, by where they stand rather than by a vendor's shape:
 * - HTTP Basic credentials after `Authorization:` or `Proxy-Authorization:` (the base64 must
 *   decode to `user:password`, so "Authorization: Basic authentication" stays);
 * - a password on a command line (after the command on the same line, not past `|`, `;`, `&`):
 *   `curl -u user:password`, `curl --user user:password` (a `$VAR`, a number pair and a user
 *   without a password stay), `mysql -pPassword` (attached, after mysql, mysqldump,
 *   mysqladmin or mariadb; `-p` alone prompts, `-P 3306` is a port), `sshpass -p password`,
 *   a password flag with its value after a space (`--password Secret`, `--pass`, `--passwd`
 *   after mysql, mariadb, redis-cli, mongo, mongosh, docker, podman, helm or oras, and
 *   redis-cli's `-a Secret`; `--password-stdin` and a `$VAR` stay),
 *   and the glued variables
 *   `PGPASSWORD=`, `SSHPASS=`, `REDISCLI_AUTH=`;
 * - a password in prose: a strong key word, then "is" or "was" (optionally with `:`), then a
 *   value that looks like a credential (looksLikeProseCredential), so "the password is
 *   required" and "the secret is SHA-256" stay;
 * - GitHub tokens of a length secretlint's exact-length rules miss (`github_pat_…`,
 *   `ghp_…` and the other `gh?_` prefixes, 30 or more token characters).
 * The key, flag or word stays; only the value becomes `[redacted-<kind>]`.
 */

/** True when `encoded` is base64 of `user:password` (printable, with a colon after the user). */
function isBasicCredential(encoded: string): boolean {
  const decoded = Buffer.from(encoded, "base64").toString("utf8");
  return /^[^:\s]+:\S/.test(decoded) && /^[\x20-\x7e]+$/.test(decoded);
}

/** A value that is not a reference (`$PASS`, `${…}`, `<password>`) nor a mask. */
function isLiteral(value: string): boolean {
  return isKeyValueSecret(value);
}

/**
 * A value after "password is" that is taken for a credential: 6 characters or more, no space,
 * a letter and a digit or a symbol other than `-` and `'` (so words, "re-used" and "e-mail"
 * stay), and not a name with a number (`SHA-256`, `AES128`, `8-characters`).
 */
export function looksLikeProseCredential(value: string): boolean {
  if (value.length < 6 || !isLiteral(value)) return false;
  if (!/[A-Za-z]/.test(value) || !/[^A-Za-z'-]/.test(value)) return false;
  if (/^[A-Z]{2,}-?\d+$/.test(value) || /^\d+-[a-z]+$/i.test(value)) return false;
  return true;
}

/** The rules (joined to PATTERN_RULES in secret-rules.ts). */
export const CREDENTIAL_SHAPE_RULES: readonly PatternRule[] = [
  {
    kind: "token",
    pattern:
      /\b(?:Proxy-)?Authorization["']?[ \t]*[:=][ \t]*["']?Basic[ \t]+([A-Za-z0-9+/]{4,}={0,2})/dgi,
    groups: [1],
    accept: isBasicCredential,
    requires: /basic/i,
  },
  {
    kind: "secret",
    pattern: /[ \t](?:-u|--user)(?:[ \t]+|=)?(["']?)([^\s"':]+):([^\s"']+)\1/dg,
    groups: [3],
    accept: (password, match) =>
      isLiteral(password) && !(/^\d+$/.test(match[2]!) && /^\d+$/.test(password)),
    requires: "curl",
    after: /\bcurl\b/,
  },
  {
    kind: "secret",
    pattern: /[ \t]-p(["']?)([^\s"']+)\1/dg,
    groups: [2],
    accept: isLiteral,
    requires: /mysql|mariadb/,
    after: /\b(?:mysql|mysqldump|mysqladmin|mariadb|mariadb-dump)\b/,
  },
  {
    kind: "secret",
    pattern:
      /[ \t]--(?:password|passwd|pass)[ \t]+(?:"([^"\n]+)"|'([^'\n]+)'|([^\s"'-][^\s"']*))/dg,
    groups: [1, 2, 3],
    accept: isLiteral,
    requires: "--pass",
    after:
      /\b(?:mysql|mysqldump|mysqladmin|mariadb|mariadb-dump|redis-cli|mongo|mongosh|docker|podman|helm|oras)\b/,
  },
  {
    kind: "secret",
    pattern: /[ \t]-a[ \t]+(["']?)([^\s"'-][^\s"']*)\1/dg,
    groups: [2],
    accept: isLiteral,
    requires: "redis-cli",
    after: /\bredis-cli\b/,
  },
  {
    kind: "secret",
    pattern: /[ \t]-p[ \t]*(["']?)([^\s"']+)\1/dg,
    groups: [2],
    accept: isLiteral,
    requires: "sshpass",
    after: /\bsshpass\b/,
  },
  {
    kind: "secret",
    pattern: /(?<![A-Za-z0-9_])(?:PGPASSWORD|SSHPASS|REDISCLI_AUTH)=(["']?)([^\s"']+)\1/dg,
    groups: [2],
    accept: isLiteral,
    requires: /PGPASSWORD|SSHPASS|REDISCLI_AUTH/,
  },
  {
    kind: "secret",
    pattern:
      /\b(?:password|passwd|passphrase|pass phrase|secret(?:[ _-]key)?|api[ _-]?key|(?:access|auth|api|bearer) token)[ \t]+(?:is|was)[ \t]*:?[ \t]+(?:"([^"\s]+)"|'([^'\s]+)'|`([^`\s]+)`|([^\s"'`]*[^\s"'`,;.)]))/dgi,
    groups: [1, 2, 3, 4],
    accept: looksLikeProseCredential,
    requires: / (?:is|was)\b/i,
  },
  {
    kind: "secret",
    pattern: /(?<![A-Za-z0-9_])(?:github_pat_|gh[pousr]_)[A-Za-z0-9_]{30,}/g,
    requires: /github_pat_|gh[pousr]_/,
  },
];
