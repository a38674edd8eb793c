/**
 * The addresses the command-line tools tell you to open (pure): `DEBRIEF_BASE_URL` when set
 * (what the app's sign-in cookies and origin check follow), else the address `npm run app`
 * listens on — `DEBRIEF_HOST` (a wildcard host becomes 127.0.0.1) and `PORT`, default
 * 127.0.0.1:3000.
 */
export function appPageUrl(
  env: Readonly<Record<string, string | undefined>>,
  pagePath: string,
): string {
  const base = env.DEBRIEF_BASE_URL?.trim();
  if (base) return `${base.replace(/\/+$/, "")}${pagePath}`;
  const rawHost = env.DEBRIEF_HOST?.trim() || "127.0.0.1";
  const host = rawHost === "0.0.0.0" || rawHost === "::" ? "127.0.0.1" : rawHost;
  const port = env.PORT?.trim() || "3000";
  const shown = host.includes(":") ? `[${host}]` : host;
  return `http://${shown}:${port}${pagePath}`;
}

/** The run page `npm run demo` tells you to open (appPageUrl). */
export function runPageUrl(
  env: Readonly<Record<string, string | undefined>>,
  runId: string,
): string {
  return appPageUrl(env, `/runs/${runId}`);
}
