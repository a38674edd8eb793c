/**
 * `text` without the run of characters matching `character` (a one-character pattern such as
 * `/[;\s]/`) at its end, found by a scan from the end: linear in the run's length. The pattern
 * form `replace(/[;\s]+$/, "")` retries the run from each of its positions when something else
 * follows it, which is quadratic (200,000 `?` then `x` took 95 s).
 */
export function withoutTrailingRun(text: string, character: RegExp): string {
  let end = text.length;
  while (end > 0 && character.test(text.charAt(end - 1))) end -= 1;
  return end === text.length ? text : text.slice(0, end);
}
