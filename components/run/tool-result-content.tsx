"use client";

import { useEffect, useRef } from "react";
import type { ParsedProvenance } from "./provenance";
import { isCitedLine } from "./provenance";

/** A tool result's content in a <pre>, with the cited line(s) highlighted when there is a cite. */
export function ToolResultContent({
  content,
  cite,
}: {
  content: string;
  cite: ParsedProvenance | null;
}) {
  const lines = content.split("\n");
  const highlight = cite?.kind === "path" && cite.line !== null;
  const preRef = useRef<HTMLPreElement>(null);

  useEffect(() => {
    // Bring the first cited line into view (inside the <pre> and the panel around it).
    const cited = preRef.current?.querySelector<HTMLElement>('[data-cited="true"]');
    cited?.scrollIntoView({ block: "center" });
  }, [content, highlight]);

  return (
    <pre
      ref={preRef}
      className="max-h-96 overflow-auto rounded border border-zinc-200 bg-zinc-50 p-2 font-mono text-xs leading-5 text-zinc-800"
    >
      {content === "" ? (
        <span className="text-zinc-400">(empty)</span>
      ) : highlight ? (
        lines.map((line, index) => {
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
  );
}
