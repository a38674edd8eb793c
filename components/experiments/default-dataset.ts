/**
 * The dataset version the new-experiment form starts on: the newest shipped version (`v<n>`,
 * highest n: a later version fixes an earlier one's ground truth and is what a newcomer should
 * score against), else the first listed (only edited copies such as `v1-u2` exist), else "".
 */
export function defaultDatasetVersion(versions: readonly { version: string }[]): string {
  const shipped = versions
    .map((entry) => ({ version: entry.version, number: /^v(\d+)$/.exec(entry.version)?.[1] }))
    .filter((entry) => entry.number !== undefined)
    .sort((a, b) => Number(b.number) - Number(a.number));
  return shipped[0]?.version ?? versions[0]?.version ?? "";
}
