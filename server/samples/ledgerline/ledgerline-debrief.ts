import type { ResearchResultInput } from "../../runtime/contract/research-result";
import { skippedByCorrection, stoppedByCorrection } from "../../runtime/contract/process-notes";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import { readCorrectionForm } from "../correction-forms";
import {
  gatherEvidence,
  skippedTopics,
  skipOutcome,
  TOPIC_NAMES,
  MERCHANT_QUERY,
  okResult,
  type LedgerlineFocus,
} from "./ledgerline-policy";
import {
  consumedCorrections,
  executedToolCalls,
  parseNumberedLines,
  parseQueryTable,
  parseSearchHits,
  rowsAsObjects,
  wasExecuted,
  type ToolExchange,
} from "../../runtime/providers/scripted/transcript-reading";

type Finding = ResearchResultInput["findings"][number];
type Unresolved = ResearchResultInput["unresolved"][number];

/** An entry of the debrief with the foci it belongs to. */
interface Tagged<T> {
  value: T;
  foci: readonly LedgerlineFocus[];
}

/** The areas a ledgerline child may cover; what it did not cover goes to not_searched. */
const AREAS: { name: string; covered: (exchanges: readonly ToolExchange[]) => boolean }[] = [
  {
    name: "the provider changelog",
    covered: (e) => e.some((x) => x.call.name === "read_changelog" && wasExecuted(x)),
  },
  {
    name: "the merchants table",
    covered: (e) => e.some((x) => x.call.name === "query_sql" && wasExecuted(x)),
  },
  {
    name: "the primary adapter's fallback path",
    covered: (e) =>
      e.some(
        (x) =>
          x.call.name === "read_file" && /primary/.test(x.call.argumentsText) && wasExecuted(x),
      ),
  },
  {
    name: "the sandbox adapter source",
    covered: (e) =>
      e.some(
        (x) =>
          x.call.name === "read_file" && /sandbox/.test(x.call.argumentsText) && wasExecuted(x),
      ),
  },
];

/**
 * The debrief, derived from the tool results the child received: merchant lists from the query
 * result, provenance from real `path:line` and `table.column` places. A focused child returns
 * only its part, with what it did not cover in not_searched.
 */
export function ledgerlineDebrief(
  items: readonly TranscriptItem[],
  focus: LedgerlineFocus = "all",
): ResearchResultInput {
  const gathered = gatherEvidence(items);
  // A skipped sandbox leaves the sandbox adapter out: its pin, seen in search hits, is not used.
  const sandboxSkipped = skippedTopics(items).has("sandbox");
  const evidence = sandboxSkipped ? { ...gathered, sandboxPin: undefined } : gathered;
  const { exchanges } = evidence;
  const changelog = parseNumberedLines(okResult(exchanges, "read_changelog", () => true) ?? "");
  const retirement = changelog.find(
    (line) =>
      /retir/i.test(line.text) &&
      /\bv2\b|version 2/i.test(line.text) &&
      !/sandbox/i.test(line.text),
  );
  const sandboxNotice = sandboxSkipped
    ? undefined
    : changelog.find(
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
  const primaryPath = evidence.primaryPin?.path;
  const fallbackHits = parseSearchHits(
    okResult(exchanges, "search_code", (args) => args.query === evidence.fallbackFunction) ?? "",
  ).filter((hit) => hit.path === primaryPath && !/import/.test(hit.text));
  const fallbackCall = fallbackHits[fallbackHits.length - 1];
  const primaryLines = parseNumberedLines(
    okResult(exchanges, "read_file", (args) => args.path === primaryPath) ?? "",
    primaryPath,
  );
  const enabledLine = primaryLines.find((line) => /fallback_enabled/.test(line.text));
  const at = (place: { path: string; line: number } | undefined) =>
    place ? [`${place.path}:${place.line}`] : [];

  const findings: Tagged<Finding>[] = [];
  const unresolved: Tagged<Unresolved>[] = [];
  const assumptions: Tagged<string>[] = [];
  if (retirement) {
    const date = /\d{4}-\d{2}-\d{2}/.exec(retirement.text)?.[0] ?? "the announced date";
    findings.push({
      value: {
        claim: `The provider's changelog announces that API v2 is retired on ${date}: "${retirement.text.replace(/^[-*]\s*/, "")}"`,
        provenance: at(retirement),
        confidence: "reported",
      },
      foci: ["all", "changelog"],
    });
  } else {
    unresolved.push({
      value: {
        question: "When is API v2 retired?",
        would_settle_it: "the provider's changelog entry announcing the v2 retirement",
      },
      foci: ["all", "changelog"],
    });
  }
  const directFinding = (): Finding => ({
    claim: `${direct.length} merchants are configured for API v2 and break directly when v2 is retired: ${list(direct.map(id))}.`,
    provenance: ["merchants.api_version", "merchants.sandbox", ...at(evidence.legacyPin)],
    confidence: "verified",
  });
  const indirectPath = `they are configured for ${indirect[0] ? String(indirect[0].api_version) : "a newer version"} on the primary adapter with fallback_enabled = 1, and the primary adapter's fallback path silently calls the v2 client: ${list(indirect.map(id))}.`;
  const indirectFinding = (claim: string): Finding => ({
    claim,
    provenance: [
      "merchants.fallback_enabled",
      "merchants.adapter",
      ...at(fallbackCall),
      ...at(enabledLine),
      ...at(evidence.legacyPin),
    ],
    confidence: "inferred",
  });
  if (table) {
    findings.push({ value: directFinding(), foci: ["all", "direct"] });
    findings.push({
      value: indirectFinding(`${indirect.length} more merchants break indirectly: ${indirectPath}`),
      foci: ["all"],
    });
    // The fallback child's own wording stands alone (issue 12: a sibling may be cancelled, so
    // its answer must not read "3 more …" after nothing); it also read the merchants table,
    // so it reports the direct merchants too (after its own finding: fallback-researcher/F1
    // stays the indirect one).
    findings.push({
      value: indirectFinding(
        `${indirect.length} merchants not configured for API v2 still break indirectly: ${indirectPath}`,
      ),
      foci: ["fallback"],
    });
    findings.push({ value: directFinding(), foci: ["fallback"] });
    findings.push({
      value: {
        claim: `In all, ${direct.length + indirect.length} merchants are affected (${direct.length} direct, ${indirect.length} through the fallback path), if the api_version column is authoritative.`,
        provenance: ["merchants.api_version", "merchants.fallback_enabled"],
        confidence: "inferred",
      },
      foci: ["all"],
    });
    assumptions.push({
      value:
        "The merchants table's api_version column is authoritative for merchants without a per-request override.",
      foci: ["all", "direct", "fallback"],
    });
    assumptions.push({
      value:
        "The fallback path fires on provider timeouts and 5xx responses, so the indirect merchants will hit v2 in production.",
      foci: ["all", "fallback"],
    });
    if (overrides.length > 0) {
      unresolved.push({
        value: {
          question: `Do the ${overrides.length} merchants with a per-request override (${list(overrides.map(id))}) send API v2 at run time? Their version comes from the request's header, not the table.`,
          would_settle_it:
            "request logs or traffic samples showing the X-Provider-Version header these merchants send (not in the workspace)",
        },
        foci: ["all", "direct", "fallback"],
      });
    }
  } else {
    unresolved.push({
      value: {
        question: "Which merchants are configured for v2?",
        would_settle_it: "a readable merchants table",
      },
      foci: ["all", "direct", "fallback", "sandbox"],
    });
  }
  if (evidence.sandboxPin) {
    const sandboxPath = evidence.sandboxPin.path;
    const sandboxRead = exchanges.some(
      (x) =>
        x.call.name === "read_file" &&
        wasExecuted(x) &&
        (x.call.parsedArguments as { path?: string } | null)?.path === sandboxPath,
    );
    findings.push({
      value: {
        claim: table
          ? `The sandbox adapter pins API ${evidence.sandboxPin.version} in code, independently of the table; ${sandbox.length} merchants are sandbox merchants.`
          : `The sandbox adapter pins API ${evidence.sandboxPin.version} in code, independently of the merchant configuration.`,
        provenance: [...at(evidence.sandboxPin), ...(table ? ["merchants.sandbox"] : [])],
        // Verified only when the child read the sandbox adapter; a search hit is not a read.
        confidence: sandboxRead ? "verified" : "inferred",
      },
      foci: ["all", "sandbox"],
    });
  }
  if (evidence.sandboxPin || sandboxNotice) {
    unresolved.push({
      value: {
        question: `Are the ${sandbox.length > 0 ? `${sandbox.length} ` : ""}sandbox merchants affected on the same date?`,
        would_settle_it: sandboxNotice
          ? `the provider's separate sandbox announcement (the changelog says so at ${sandboxNotice.path}:${sandboxNotice.line})`
          : "the provider's sandbox retirement schedule",
      },
      foci: ["all", "sandbox", "changelog"],
    });
  }
  const pick = <T>(entries: readonly Tagged<T>[]) =>
    entries.filter((entry) => entry.foci.includes(focus)).map((entry) => entry.value);
  return {
    findings: pick(findings),
    assumptions: pick(assumptions),
    unresolved: pick(unresolved),
    coverage: {
      searched: exchanges
        .filter((e) => e.call.name !== "research_result" && e.result?.status === "ok")
        .map(describeCall),
      not_searched: [
        ...exchanges
          .filter((e) => e.call.name !== "research_result" && e.result?.status === "error")
          .map(
            (e) => `${describeCall(e)} — the call failed: ${e.result?.content.slice(0, 160) ?? ""}`,
          ),
        ...notSearched(exchanges, focus),
        ...consumedCorrections(items).flatMap((correction) => {
          const form = readCorrectionForm(correction.text);
          if (form?.kind === "skip") return skipEntry(items, form.target, correction.sequence);
          return form?.kind === "stop" ? [stoppedByCorrection(correction.sequence)] : [];
        }),
      ],
    },
    effort: { tool_calls: executedToolCalls(items), budget_exhausted: false },
  };
}

function notSearched(exchanges: readonly ToolExchange[], focus: LedgerlineFocus): string[] {
  const read = new Set(
    exchanges
      .filter((e) => e.call.name === "read_file" && wasExecuted(e))
      .map((e) => String((e.call.parsedArguments as { path?: string } | null)?.path)),
  );
  const seen = new Set(
    exchanges
      .filter((e) => e.call.name === "search_code")
      .flatMap((e) => parseSearchHits(e.result?.content ?? "").map((hit) => hit.path)),
  );
  const unread = [...seen].filter((path) => !read.has(path)).sort();
  const areas =
    focus === "all"
      ? []
      : AREAS.filter((area) => !area.covered(exchanges)).map(
          (area) => `${area.name} (outside this child's brief)`,
        );
  return [
    ...areas,
    ...unread.map((path) => `${path} (appeared in search hits, not read in full)`),
    "request logs and live traffic (per-request X-Provider-Version values)",
  ];
}

/**
 * The not_searched entry of a `skip X` correction: none when everything X names was already
 * read before the skip arrived (it was searched; not_searched must not say otherwise).
 */
function skipEntry(items: readonly TranscriptItem[], target: string, sequence: number): string[] {
  const { skipped, alreadyDone } = skipOutcome(items, target);
  if (skipped.length === 0 && alreadyDone.length > 0) return [];
  const note =
    alreadyDone.length > 0 ? `; ${namesOf(alreadyDone)} already read before it, and kept` : "";
  return [skippedByCorrection(target, sequence, note)];
}

function namesOf(keys: readonly string[]): string {
  return keys.map((key) => TOPIC_NAMES[key] ?? key).join(" and ");
}

/**
 * What the scripted ledgerline child says on reading a correction it acts on (the scripted
 * provider puts it in the transcript, where the correction card reads it); null: not acted on.
 * A skip of something already read says so, and what the child does instead. The debrief
 * carries only the correction's effect on coverage (skipped, stopped), never a note.
 */
export function ledgerlineCorrectionReply(
  text: string,
  items: readonly TranscriptItem[] = [],
): string | null {
  const form = readCorrectionForm(text);
  if (form === null) return null;
  if (form.kind === "stop") return "stopping; I report what I found until now.";
  if (form.kind === "skip") {
    const { skipped, alreadyDone } = skipOutcome(items, form.target);
    if (alreadyDone.length === 0) return `skipping ${form.target}.`;
    const read = `${namesOf(alreadyDone)} was already read before this correction`;
    return skipped.length === 0
      ? `${read}, so there is nothing left to skip; I keep what it showed and go on with the rest of the research.`
      : `skipping ${namesOf(skipped)}; ${read}, and I keep what it showed.`;
  }
  return `checking ${form.target} next.`;
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
