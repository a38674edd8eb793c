"use client";

import { useState } from "react";
import type { TranscriptItem } from "@/server/runtime/transcript/transcript-item";
import { TranscriptItemView } from "./transcript-item-view";

/** An agent's full transcript, collapsed by default; items render only once it is opened. */
export function TranscriptView({ agentId, items }: { agentId: string; items: TranscriptItem[] }) {
  const [open, setOpen] = useState(false);
  const calls = items.filter((i) => i.kind === "tool_call").length;
  return (
    <details
      data-testid={`transcript-${agentId}`}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-md border border-zinc-200 bg-zinc-50"
    >
      <summary className="px-3 py-2 text-xs font-medium text-zinc-700">
        Full transcript{" "}
        <span className="font-normal text-zinc-500">
          ({items.length} items, {calls} tool calls)
        </span>
      </summary>
      {open ? (
        <ol className="space-y-1.5 border-t border-zinc-200 p-2">
          {items.length === 0 ? <li className="text-xs text-zinc-500">Empty so far.</li> : null}
          {items.map((item) => (
            <li key={item.id}>
              <TranscriptItemView item={item} />
            </li>
          ))}
        </ol>
      ) : null}
    </details>
  );
}
