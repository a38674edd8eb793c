import type { WindowFigures as WindowFiguresRecord } from "@/server/features/runs/run-views";
import { formatNumber, formatPercent, percentChange } from "@/components/ui/format";

function changeClass(change: number | null): string {
  if (change === null) return "text-zinc-300";
  return change > 50 ? "text-red-700" : "text-zinc-900";
}

function Figure({ label, value, testId }: { label: string; value: number | null; testId: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-zinc-500">{label}</dt>
      <dd
        data-testid={testId}
        data-value={value ?? undefined}
        className="text-2xl font-semibold tracking-tight text-zinc-900 tabular-nums"
      >
        {value === null ? <span className="text-zinc-300">—</span> : formatNumber(value)}
      </dd>
    </div>
  );
}

function Cell({ value, testId }: { value: number | null; testId: string }) {
  return (
    <td
      data-testid={testId}
      data-value={value ?? undefined}
      className="py-1 pr-3 text-right text-lg font-semibold tabular-nums"
    >
      {value === null ? <span className="text-zinc-300">—</span> : formatNumber(value)}
    </td>
  );
}

/**
 * Seed 000's three numbers per child, as the parent saw them: parent window before spawn,
 * the child's own peak, the parent after the return, and the change after return vs before.
 * One child: big figures; several: one row each.
 */
export function WindowFigures({
  figures,
  agentNames,
}: {
  figures: WindowFiguresRecord[];
  agentNames: Record<string, string>;
}) {
  if (figures.length === 0) {
    return (
      <div data-testid="window-figures">
        <p className="text-sm text-zinc-500">
          No child spawned yet: figures appear at the first spawn.
        </p>
      </div>
    );
  }

  const [f] = figures;
  if (figures.length === 1 && f) {
    const change = percentChange(f.beforeSpawn, f.afterReturn);
    return (
      <div data-testid="window-figures" data-child-id={f.childAgentId}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label="Parent before spawn" value={f.beforeSpawn} testId="figure-before-spawn" />
          <Figure label="Child peak" value={f.childPeak} testId="figure-child-peak" />
          <Figure label="Parent after return" value={f.afterReturn} testId="figure-after-return" />
          <div className="min-w-0">
            <dt className="text-xs text-zinc-500">Change after return</dt>
            <dd
              data-testid="figure-change"
              className={`text-2xl font-semibold tracking-tight tabular-nums ${changeClass(change)}`}
            >
              {change === null ? "—" : formatPercent(change)}
            </dd>
          </div>
        </dl>
        <p className="mt-0.5 text-xs text-zinc-400">tokens (o200k tokenizer)</p>
      </div>
    );
  }

  return (
    <div data-testid="window-figures" className="overflow-x-auto">
      <table className="w-full min-w-[520px] text-sm">
        <thead className="text-xs text-zinc-500">
          <tr className="border-b border-zinc-200">
            <th scope="col" className="py-1 pr-3 text-left font-medium">
              Child
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              Parent before spawn
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              Child peak
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              Parent after return
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Change
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {figures.map((f) => {
            const change = percentChange(f.beforeSpawn, f.afterReturn);
            return (
              <tr key={f.childAgentId ?? "inline"} data-child-id={f.childAgentId ?? undefined}>
                <th scope="row" className="py-1 pr-3 text-left font-medium text-zinc-800">
                  {f.childAgentId === null
                    ? "inline research"
                    : (agentNames[f.childAgentId] ?? f.childAgentId)}
                </th>
                <Cell value={f.beforeSpawn} testId="figure-before-spawn" />
                <Cell value={f.childPeak} testId="figure-child-peak" />
                <Cell value={f.afterReturn} testId="figure-after-return" />
                <td
                  data-testid="figure-change"
                  className={`py-1 text-right text-lg font-semibold tabular-nums ${changeClass(change)}`}
                >
                  {change === null ? "—" : formatPercent(change)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-0.5 text-xs text-zinc-400">tokens (o200k tokenizer)</p>
    </div>
  );
}
