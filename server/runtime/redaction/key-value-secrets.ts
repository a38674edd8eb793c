import type { PatternRule } from "./secret-rules";

/**
 * The value after a credential's key, in text (`password=…`, `DB_PASS: …`, `"api_key": "…"`,
 * `GITHUB_TOKEN=…`) and in structured fields (`{"apiKey": "…"}`): the part of redaction no
 * secretlint rule covers (secretlint finds vendor credentials by their own shape). Key words:
 * - strong (any value that is not a reference, type, mask or call is a secret): password,
 *   passwd, passphrase, secret (also with a key/token/value/access-key suffix: `secret_key`),
 *   api key, private key, and pass, pwd or token after another name part (`db_pass`,
 *   `MYSQL_PWD`, `githubToken`, `access_token`) unless that part names a count, a cursor or a
 *   tokenizer's special token (`next_token`, `page_token`, `eos_token`: NOT_CREDENTIAL_PARTS);
 * - weak, alone (`pass`, `pwd`, `token`): test reports, lexers and shells use them for other
 *   things (`pass: 12`, `token: IDENTIFIER`, `PWD=/home/dana`, automake's `PASS: t1.sh`), so the
 *   value must look like a credential: no space, a letter, and a digit or a symbol, at least 6
 *   characters (12 for a token); a path is never a `pwd`; an upper-case `PASS` alone is a test
 *   status. A bare `pass: letmein` (letters only) is therefore not redacted.
 * Key words are matched as whole name parts in lower, Capitalised or UPPER case (the strong words
 * in any mix of cases, `PassWord=`): at a
 * non-alphanumeric boundary, or Capitalised after a lower-case letter or digit (camelCase), so
 * `bypass`, `tokenizer`, `secretary`, `max_tokens` and `token budget: 4000` are not keys.
 */

/** Key words whose value is a secret whatever name part precedes them. */
const STRONG_WORDS = ["password", "passwd", "passphrase", "secret"] as const;
/** Two-part key words (`api_key`, `apiKey`, `API-KEY`, `apikey`), strong. */
const STRONG_PAIRS = [
  ["api", "key"],
  ["private", "key"],
] as const;
/** Key words that are strong after another name part and weak alone. */
const WEAK_WORDS = ["pass", "pwd", "token"] as const;

/** Name parts before a weak key word that make it something other than a credential. */
const NOT_CREDENTIAL_PARTS: ReadonlySet<string> = new Set([
  "next",
  "page",
  "continuation",
  "cursor",
  "sync",
  "resume",
  "max",
  "min",
  "num",
  "total",
  "count",
  "first",
  "last",
  "start",
  "end",
  "stop",
  "eos",
  "bos",
  "pad",
  "unk",
  "sep",
  "cls",
  "mask",
  "special",
  "input",
  "output",
  "prompt",
  "completion",
  "single",
  "multi",
  "render",
  "by",
]);

/** Shortest value of a weak key word alone: pass and pwd, token. */
const WEAK_MINIMUM_LENGTH: Readonly<Record<string, number>> = { pass: 6, pwd: 6, token: 12 };

function capitalised(word: string): string {
  return word[0]!.toUpperCase() + word.slice(1);
}

/** Every spelling of the key words, split by case: [lower, Capitalised, UPPER]. */
function spellings(): { lower: string[]; capitalised: string[]; upper: string[] } {
  const single = [...STRONG_WORDS, ...WEAK_WORDS];
  const lower: string[] = [...single];
  const capital: string[] = single.map(capitalised);
  const upper: string[] = single.map((word) => word.toUpperCase());
  for (const [first, second] of STRONG_PAIRS) {
    for (const separator of ["", "_", "-", "."]) {
      lower.push(first + separator + second, first + separator + capitalised(second));
      capital.push(capitalised(first) + separator + capitalised(second));
      upper.push(first.toUpperCase() + separator + second.toUpperCase());
    }
    capital.push(first.toUpperCase() + capitalised(second)); // APIKey
  }
  return { lower, capitalised: capital, upper };
}

/** An alternation of literal words, longest first (so `password` wins over `pass`). */
function alternation(words: readonly string[]): string {
  return [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.-]/g, "\\$&"))
    .join("|");
}

/**
 * The strong words in any mix of cases (`PassWord`, `PASSword`), for a key that starts a name:
 * after a non-alphanumeric, no camelCase reading is possible, and a strong word in any case is
 * still a credential's name.
 */
function anyCase(words: readonly string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => [...word].map((letter) => `[${letter.toUpperCase()}${letter}]`).join(""))
    .join("|");
}

const WORDS = spellings();
/** A key word at a name-part boundary: group 1 (after a non-alphanumeric) or 2 (camelCase). */
const KEY_WORD =
  `(?:(?<![A-Za-z0-9])(${alternation([...WORDS.lower, ...WORDS.capitalised, ...WORDS.upper])}|${anyCase(STRONG_WORDS)})` +
  `|(?<=[a-z0-9])(${alternation(WORDS.capitalised)}))`;
/** Suffixes a key word may carry (`secret_key`, `secretAccessKey`, `password_value`). */
const KEY_SUFFIX =
  "(?:[_.-]?(?:[Aa]ccess[_.-]?[Kk]ey|ACCESS[_.-]?KEY|[Kk]ey|KEY|[Tt]oken|TOKEN|[Vv]alue|VALUE))?";
/** The separator and the value: quoted, or unquoted up to a space, quote, comma or semicolon. */
const KEY_VALUE =
  "[\"']?[ \\t]*[:=](?![=>])[ \\t]*(?:\"([^\"\\n]+)\"|'([^'\\n]+)'|([^\\s\"'`,;]*[^\\s\"'`,;.)]))";

/** Values that name a type, an empty state or a flag rather than hold a secret. */
const NOT_A_SECRET_VALUE = new Set([
  "null",
  "none",
  "nil",
  "undefined",
  "true",
  "false",
  "string",
  "str",
  "bytes",
  "text",
  "required",
  "optional",
]);

/**
 * True when the value after a credential's key is taken for a secret; false for what code,
 * configuration templates and documentation put there instead: a type or empty word
 * (NOT_A_SECRET_VALUE), a mask (`****`, `xxxx`), a reference (`$DB_PASSWORD`, `${…}`,
 * `<password>`, `%s`, `{{…}}`), a call (`getPassword()`), a member path (`req.body.password`),
 * a camelCase identifier of letters only (`OPENAI_API_KEY: optionalText,`, `password =
 * userPassword`), or a value already redacted.
 */
export function isKeyValueSecret(value: string): boolean {
  if (NOT_A_SECRET_VALUE.has(value.toLowerCase())) return false;
  if (/^([*x.#-])\1+$/i.test(value)) return false;
  if (/^[$<%{]/.test(value) || value.includes("(")) return false;
  if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(value)) return false;
  if (/^[a-z]+(?:[A-Z][a-z]+)+$/.test(value)) return false;
  return !/^\[redacted-[a-z]+\]$/.test(value);
}

/** The key word a name part list ends in, read from `text` ending at `end`, and the part before it. */
interface KeyWord {
  /** The key word as written (`Token`, `API_KEY`). */
  word: string;
  /** The name part just before it, lower-cased (`db` of `db_pass`, `github` of `githubToken`), or null. */
  before: string | null;
}

/** The name part of `text` that ends at `end` (after one `_ . -`, or a camelCase part). */
function partBefore(text: string, end: number): string | null {
  let stop = end;
  if (stop > 0 && /[_.-]/.test(text[stop - 1]!)) stop -= 1;
  let start = stop;
  while (start > 0 && /[A-Za-z0-9]/.test(text[start - 1]!)) start -= 1;
  if (start === stop) return null;
  const parts = text.slice(start, stop).split(/(?<=[a-z0-9])(?=[A-Z])/);
  return parts[parts.length - 1]!.toLowerCase();
}

/**
 * How a key word counts: strong (any value that is not a reference), weak (a weak word alone:
 * the value must look like a credential) or none (a part like `next_token`, or `PASS` alone).
 */
function strength(key: KeyWord): "strong" | "weak" | "none" {
  const word = key.word.toLowerCase();
  if (!(WEAK_WORDS as readonly string[]).includes(word)) return "strong";
  if (key.before !== null) return NOT_CREDENTIAL_PARTS.has(key.before) ? "none" : "strong";
  return key.word === "PASS" ? "none" : "weak";
}

/** True when `value` after the key word `key` is a secret (see the module comment). */
export function isCredentialValue(key: KeyWord, value: string): boolean {
  if (!isKeyValueSecret(value)) return false;
  const word = key.word.toLowerCase();
  if (word === "pwd" && /^(?:[/~]|\.{1,2}\/|[A-Za-z]:\\)/.test(value)) return false;
  const kind = strength(key);
  if (kind !== "weak") return kind === "strong";
  return (
    value.length >= WEAK_MINIMUM_LENGTH[word]! &&
    !/\s/.test(value) &&
    /[A-Za-z]/.test(value) &&
    /[^A-Za-z]/.test(value)
  );
}

/** The value after a credential's key in text; groups: 1-2 the key word, 3-5 the value. */
export const KEY_VALUE_RULE: PatternRule = {
  kind: "secret",
  pattern: new RegExp(`${KEY_WORD}${KEY_SUFFIX}${KEY_VALUE}`, "dg"),
  groups: [3, 4, 5],
  accept: (secret, match) => {
    const word = match[1] ?? match[2]!;
    const start = match.indices![match[1] === undefined ? 2 : 1]![0];
    return isCredentialValue({ word, before: partBefore(match.input, start) }, secret);
  },
  requires: /pass|pwd|secret|token|key/i,
};

/** A field name that ends in a key word (and its suffix); group 1 or 2 is the word. */
const FIELD_NAME = new RegExp(`${KEY_WORD}${KEY_SUFFIX}$`, "d");

/** The key word that ends the field name `key`, or null. */
function fieldKeyWord(key: string): KeyWord | null {
  const match = FIELD_NAME.exec(key);
  if (match === null) return null;
  const start = match.indices![match[1] === undefined ? 2 : 1]![0];
  return { word: match[1] ?? match[2]!, before: partBefore(key, start) };
}

/**
 * True when a structured field named `key` holding the string `value` is a secret: the name
 * ends in a key word as a whole name part (`password`, `db_password`, `clientSecret`,
 * `secret_access_key`, `apiKey`, `GITHUB_TOKEN`) and the value counts as that key's
 * (isCredentialValue: a weak word alone, `token` or `pass`, needs a credential-like value).
 */
export function isSecretField(key: string, value: string): boolean {
  const keyWord = fieldKeyWord(key);
  return keyWord !== null && isCredentialValue(keyWord, value);
}

/**
 * True when every value of a field named `key` that is not a reference is a secret: a strong
 * key word ends its name (`password`, `DB_PASSWORD`, `clientSecret`, `apiKey`, `github_token`);
 * false for a weak word alone (`token`, `pass`) and for names that only contain one
 * (`passwordPolicy`, `secretName`).
 */
export function isSecretKeyName(key: string): boolean {
  const keyWord = fieldKeyWord(key);
  return keyWord !== null && strength(keyWord) === "strong";
}
