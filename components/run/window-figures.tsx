import type { WindowFigures as WindowFiguresRecord } from "@/server/runs/run-detail";
import { formatNumber, formatPercent, percentChange } from "@/components/ui/format";

function Figure({ label, value, testId }: { label: string; value: number | null; testId: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-zinc-500">{label}</dt>
      <dd
        data-testid={testId}
        data-value={value ?? undefined}
        className="text-2xl font-semibold tabular-nums tracking-tight text-zinc-900"
      >
        {value === null ? <span className="text-zinc-300">—</span> : formatNumber(value)}
      </dd>
    </div>
  );
}

/**
 * Seed 000's three numbers per child, as the parent saw them: parent window before spawn,
 * the child's own peak, the parent after the return, and the change after return vs before.
 */
export function WindowFigures({
  figures,
  agentNames,
}: {
  figures: WindowFiguresRecord[];
  agentNames: Record<string, string>;
}) {
  return (
    <div data-testid="window-figures" className="space-y-3">
      {figures.length === 0 ? (
        <p className="text-sm text-zinc-500">
          No child spawned yet: figures appear at the first spawn.
        </p>
      ) : null}
      {figures.map((f) => {
        const change = percentChange(f.beforeSpawn, f.afterReturn);
        return (
          <div key={f.childAgentId} data-child-id={f.childAgentId}>
            {figures.length > 1 ? (
              <p className="mb-1 text-xs font-medium text-zinc-700">
                {agentNames[f.childAgentId] ?? f.childAgentId}
              </p>
            ) : null}
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Figure
                label="Parent before spawn"
                value={f.beforeSpawn}
                testId="figure-before-spawn"
              />
              <Figure label="Child peak" value={f.childPeak} testId="figure-child-peak" />
              <Figure
                label="Parent after return"
                value={f.afterReturn}
                testId="figure-after-return"
              />
              <div className="min-w-0">
                <dt className="text-xs text-zinc-500">Change after return</dt>
                <dd
                  data-testid="figure-change"
                  className={`text-2xl font-semibold tabular-nums tracking-tight ${change === null ? "text-zinc-300" : change > 50 ? "text-red-700" : "text-zinc-900"}`}
                >
                  {change === null ? "—" : formatPercent(change)}
                </dd>
              </div>
            </dl>
            <p className="mt-0.5 text-xs text-zinc-400">tokens (o200k tokenizer)</p>
          </div>
        );
      })}
    </div>
  );
}
