import type { ResearchResultInput } from "../../contract/research-result";
import type { TranscriptItem } from "../../transcript/transcript-item";
import {
  consumedCorrections,
  executedToolCalls,
  parseNumberedLines,
  parseQueryTable,
  parseSearchHits,
  rowsAsObjects,
  toolExchanges,
  type NumberedLine,
  type SearchHit,
  type ToolExchange,
  wasExecuted,
} from "./transcript-reading";

/** A tool call the scripted child wants to make next. */
export interface PlannedCall {
  name: string;
  arguments: Record<string, unknown>;
}

const MERCHANT_QUERY =
  "SELECT merchant_id, name, adapter, api_version, fallback_enabled, sandbox, request_override FROM merchants ORDER BY merchant_id";

interface Step {
  key: string;
  build(state: Evidence): PlannedCall | null;
}

/** What the child has learned so far, derived from tool results only. */
interface Evidence {
  exchanges: ToolExchange[];
  versionPins: (SearchHit & { version: string })[];
  legacyPin: (SearchHit & { version: string }) | undefined;
  sandboxPin: (SearchHit & { version: string }) | undefined;
  primaryPin: (SearchHit & { version: string }) | undefined;
  fallbackFunction: string | undefined;
}

/**
 * The ledgerline research (seed 000's child): two code searches, the changelog, the merchant
 * table, two adapter files and one more search for the fallback path — each argument derived
 * from earlier results. Returns the next call, or null when it is time to return the debrief.
 */
export function nextLedgerlineCall(items: readonly TranscriptItem[]): PlannedCall | null {
  const evidence = gatherEvidence(items);
  const steps: Step[] = [
    {
      key: "search-pins",
      build: () => ({ name: "search_code", arguments: { query: "API_VERSION" } }),
    },
    {
      key: "search-config",
      build: () => ({ name: "search_code", arguments: { query: "api_version" } }),
    },
    { key: "changelog", build: () => ({ name: "read_changelog", arguments: {} }) },
    { key: "merchants", build: () => ({ name: "query_sql", arguments: { sql: MERCHANT_QUERY } }) },
    {
      key: "legacy-file",
      build: (state) =>
        state.legacyPin ? { name: "read_file", arguments: { path: state.legacyPin.path } } : null,
    },
    {
      key: "primary-file",
      build: (state) =>
        state.primaryPin ? { name: "read_file", arguments: { path: state.primaryPin.path } } : null,
    },
    {
      key: "fallback-search",
      build: (state) =>
        state.fallbackFunction
          ? { name: "search_code", arguments: { query: state.fallbackFunction } }
          : null,
    },
  ];
  for (const step of steps) {
    const planned = step.build(evidence);
    if (planned === null) continue;
    const done = evidence.exchanges.some(
      (exchange) =>
        wasExecuted(exchange) &&
        exchange.call.name === planned.name &&
        sameArguments(exchange.call.argumentsText, planned.arguments),
    );
    if (!done) return planned;
  }
  return null;
}

function sameArguments(argumentsText: string, planned: Record<string, unknown>): boolean {
  try {
    return JSON.stringify(JSON.parse(argumentsText)) === JSON.stringify(planned);
  } catch {
    return false;
  }
}

function gatherEvidence(items: readonly TranscriptItem[]): Evidence {
  const exchanges = toolExchanges(items);
  const pinSearch = okResult(exchanges, "search_code", (args) => args.query === "API_VERSION");
  const versionPins = parseSearchHits(pinSearch ?? "").flatMap((hit) => {
    const match = /\b(\w*API_VERSION)\s*=\s*["'](v\d+)["']/.exec(hit.text);
    return match?.[2] ? [{ ...hit, version: match[2] }] : [];
  });
  const legacyPin = versionPins.find(
    (pin) => pin.version === "v2" && !/sandbox/i.test(pin.path + pin.text),
  );
  const sandboxPin = versionPins.find((pin) => /sandbox/i.test(pin.path + pin.text));
  const primaryPin = versionPins.find(
    (pin) => pin.version !== "v2" && !/sandbox/i.test(pin.path + pin.text),
  );
  const legacyText = legacyPin
    ? okResult(exchanges, "read_file", (args) => args.path === legacyPin.path)
    : undefined;
  const exported = /export\s+(?:async\s+)?function\s+(\w+)/.exec(legacyText ?? "");
  return {
    exchanges,
    versionPins,
    legacyPin,
    sandboxPin,
    primaryPin,
    fallbackFunction: exported?.[1],
  };
}

function okResult(
  exchanges: readonly ToolExchange[],
  name: string,
  matches: (args: Record<string, unknown>) => boolean,
): string | undefined {
  for (const exchange of exchanges) {
    if (exchange.call.name !== name || exchange.result?.status !== "ok") continue;
    const args = (exchange.call.parsedArguments ?? {}) as Record<string, unknown>;
    if (matches(args)) return exchange.result.content;
  }
  return undefined;
}

/**
 * The debrief, derived from the tool results the child received: merchant lists from the
 * query result, provenance from real `path:line` and `table.column` places.
 */
export function ledgerlineDebrief(items: readonly TranscriptItem[]): ResearchResultInput {
  const evidence = gatherEvidence(items);
  const { exchanges } = evidence;
  const changelog = parseNumberedLines(okResult(exchanges, "read_changelog", () => true) ?? "");
  const retirement = changelog.find(
    (line) =>
      /retir/i.test(line.text) &&
      /\bv2\b|version 2/i.test(line.text) &&
      !/sandbox/i.test(line.text),
  );
  const sandboxNotice = changelog.find(
    (line) => /sandbox/i.test(line.text) && /separately|announce/i.test(line.text),
  );
  const table = parseQueryTable(
    okResult(exchanges, "query_sql", (args) => args.sql === MERCHANT_QUERY) ?? "",
  );
  const rows = table ? rowsAsObjects(table) : [];
  const id = (row: Record<string, unknown>) => String(row.merchant_id);
  const flag = (value: unknown) => value === 1 || value === true || value === "1";
  const direct = rows.filter((row) => row.api_version === "v2" && !flag(row.sandbox));
  const indirect = rows.filter(
    (row) =>
      row.api_version !== "v2" &&
      !flag(row.sandbox) &&
      flag(row.fallback_enabled) &&
      row.adapter === "primary",
  );
  const affected = new Set([...direct, ...indirect].map(id));
  const overrides = rows.filter(
    (row) =>
      row.request_override !== null && row.request_override !== undefined && !affected.has(id(row)),
  );
  const sandbox = rows.filter((row) => flag(row.sandbox));
  const fallbackHits = parseSearchHits(
    okResult(exchanges, "search_code", (args) => args.query === evidence.fallbackFunction) ?? "",
  ).filter((hit) => hit.path === evidence.primaryPin?.path && !/import/.test(hit.text));
  const fallbackCall = fallbackHits[fallbackHits.length - 1];
  const enabledLine = findLine(
    parseNumberedLines(
      okResult(exchanges, "read_file", (args) => args.path === evidence.primaryPin?.path) ?? "",
      evidence.primaryPin?.path,
    ),
    /fallback_enabled/,
  );

  const findings: ResearchResultInput["findings"] = [];
  const unresolved: ResearchResultInput["unresolved"] = [];
  const assumptions: string[] = [];
  const at = (place: { path: string; line: number } | undefined) =>
    place ? [`${place.path}:${place.line}`] : [];
  if (retirement) {
    const date = /\d{4}-\d{2}-\d{2}/.exec(retirement.text)?.[0] ?? "the announced date";
    findings.push({
      claim: `The provider's changelog announces that API v2 is retired on ${date}: "${retirement.text.replace(/^[-*]\s*/, "")}"`,
      provenance: at(retirement),
      confidence: "reported",
    });
  } else {
    unresolved.push({
      question: "When is API v2 retired?",
      would_settle_it: "the provider's changelog entry announcing the v2 retirement",
    });
  }
  if (table) {
    findings.push({
      claim: `${direct.length} merchants are configured for API v2 and break directly when v2 is retired: ${list(direct.map(id))}.`,
      provenance: ["merchants.api_version", "merchants.sandbox", ...at(evidence.legacyPin)],
      confidence: "verified",
    });
    findings.push({
      claim: `${indirect.length} more merchants break indirectly: they are configured for ${indirect[0] ? String(indirect[0].api_version) : "a newer version"} on the primary adapter with fallback_enabled = 1, and the primary adapter's fallback path silently calls the v2 client: ${list(indirect.map(id))}.`,
      provenance: [
        "merchants.fallback_enabled",
        "merchants.adapter",
        ...at(fallbackCall),
        ...at(enabledLine),
        ...at(evidence.legacyPin),
      ],
      confidence: "inferred",
    });
    findings.push({
      claim: `In all, ${direct.length + indirect.length} merchants are affected (${direct.length} direct, ${indirect.length} through the fallback path), if the api_version column is authoritative.`,
      provenance: ["merchants.api_version", "merchants.fallback_enabled"],
      confidence: "inferred",
    });
    assumptions.push(
      "The merchants table's api_version column is authoritative for merchants without a per-request override.",
    );
    assumptions.push(
      "The fallback path fires on provider timeouts and 5xx responses, so the indirect merchants will hit v2 in production.",
    );
    if (overrides.length > 0) {
      unresolved.push({
        question: `Do the ${overrides.length} merchants with a per-request override (${list(overrides.map(id))}) send API v2 at run time? Their version comes from the request's header, not the table.`,
        would_settle_it:
          "request logs or traffic samples showing the X-Provider-Version header these merchants send (not in the workspace)",
      });
    }
  } else {
    unresolved.push({
      question: "Which merchants are configured for v2?",
      would_settle_it: "a readable merchants table",
    });
  }
  if (evidence.sandboxPin) {
    findings.push({
      claim: `The sandbox adapter pins API ${evidence.sandboxPin.version} in code, independently of the table; ${sandbox.length} merchants are sandbox merchants.`,
      provenance: [...at(evidence.sandboxPin), "merchants.sandbox"],
      confidence: "verified",
    });
    unresolved.push({
      question: `Are the ${sandbox.length} sandbox merchants affected on the same date?`,
      would_settle_it: sandboxNotice
        ? `the provider's separate sandbox announcement (the changelog says so at ${sandboxNotice.path}:${sandboxNotice.line})`
        : "the provider's sandbox retirement schedule",
    });
  }
  for (const correction of consumedCorrections(items)) {
    assumptions.push(
      `Correction #${correction.sequence} from ${correction.author} was received and applied: "${correction.text}"`,
    );
  }
  const readPaths = new Set(
    exchanges
      .filter((e) => e.call.name === "read_file")
      .map((e) => String((e.call.parsedArguments as { path?: string } | null)?.path)),
  );
  const seenPaths = new Set(
    exchanges
      .filter((e) => e.call.name === "search_code")
      .flatMap((e) => parseSearchHits(e.result?.content ?? "").map((hit) => hit.path)),
  );
  const unread = [...seenPaths].filter((path) => !readPaths.has(path)).sort();
  return {
    findings,
    assumptions,
    unresolved,
    coverage: {
      searched: exchanges
        .filter((e) => e.call.name !== "research_result" && wasExecuted(e))
        .map((e) => describeCall(e)),
      not_searched: [
        ...unread.map((path) => `${path} (appeared in search hits, not read in full)`),
        "request logs and live traffic (per-request X-Provider-Version values)",
      ],
    },
    effort: { tool_calls: executedToolCalls(items), budget_exhausted: false },
  };
}

function findLine(lines: readonly NumberedLine[], pattern: RegExp): NumberedLine | undefined {
  return lines.find((line) => pattern.test(line.text));
}

function list(ids: readonly string[]): string {
  return ids.length === 0 ? "(none)" : ids.join(", ");
}

function describeCall(exchange: ToolExchange): string {
  const args = (exchange.call.parsedArguments ?? {}) as Record<string, unknown>;
  switch (exchange.call.name) {
    case "search_code":
      return `code search "${String(args.query)}"`;
    case "read_file":
      return `read ${String(args.path)}`;
    case "query_sql":
      return "merchants table (query_sql, every row)";
    case "read_changelog":
      return "provider changelog";
    default:
      return exchange.call.name;
  }
}
