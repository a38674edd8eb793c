"use client";

import { useEffect, useRef } from "react";
import type { ParsedProvenance } from "./provenance";
import { isCitedLine } from "./provenance";
import { parseSqlResult, SqlResultTable } from "./sql-result-table";

/** Long lines wrap (anywhere, for paths and ids without spaces) instead of widening the panel. */
const PRE =
  "max-h-96 overflow-auto whitespace-pre-wrap [overflow-wrap:anywhere] rounded border border-zinc-200 bg-zinc-50 p-2 font-mono text-xs leading-5 text-zinc-800";

/**
 * A tool result's content: a query_sql result as a table (cited column highlighted), anything
 * else in a <pre> with the cited `path:line` highlighted. The first cited spot is scrolled
 * into view.
 */
export function ToolResultContent({
  content,
  cite,
}: {
  content: string;
  cite: ParsedProvenance | null;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const sql = parseSqlResult(content);
  const highlightLines = cite?.kind === "path" && cite.line !== null;

  useEffect(() => {
    const cited = rootRef.current?.querySelector<HTMLElement>('[data-cited="true"]');
    cited?.scrollIntoView({ block: "center", inline: "nearest" });
  }, [content, cite]);

  if (sql) {
    return (
      <div ref={rootRef} className="space-y-1">
        <SqlResultTable
          result={sql}
          highlightColumn={cite?.kind === "column" ? cite.column : null}
        />
        <details>
          <summary className="text-xs text-zinc-500">Raw result</summary>
          <pre className={PRE}>{content}</pre>
        </details>
      </div>
    );
  }

  return (
    <div ref={rootRef}>
      <pre className={PRE}>
        {content === "" ? (
          <span className="text-zinc-400">(empty)</span>
        ) : highlightLines ? (
          content.split("\n").map((line, index) => {
            const cited = isCitedLine(line, cite);
            return (
              <span
                key={index}
                data-cited={cited ? "true" : undefined}
                className={
                  cited
                    ? "-mx-2 block bg-amber-100 px-2 font-semibold text-amber-950 ring-1 ring-amber-300"
                    : "block"
                }
              >
                {line === "" ? " " : line}
              </span>
            );
          })
        ) : (
          content
        )}
      </pre>
    </div>
  );
}
