import type { WindowFigures as WindowFiguresRecord } from "@/server/features/runs/run-views";
import type { ReturnMode } from "@/server/runtime/records";
import { Badge } from "@/components/ui/badge";
import { formatNumber, formatPercent, percentChange } from "@/components/ui/format";
import { pluralize } from "@/components/ui/plural";
import {
  countedReturns,
  debriefCell,
  groupLabel,
  groupWindow,
  growthSentence,
  returnSums,
} from "./window-figure-sums";

/** Growth is the point of the comparison, not an alarm: always the neutral ink. */
function changeClass(change: number | null): string {
  return change === null ? "text-zinc-300" : "text-zinc-900";
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

/** What the figures are counted with, and a badge when the scripted model produced them. */
function Provenance({ scripted }: { scripted: boolean }) {
  return (
    <p className="mt-0.5 flex items-center gap-2 text-xs text-zinc-400">
      tokens (o200k tokenizer)
      {scripted ? (
        <Badge
          tone="amber"
          data-testid="scripted-figures"
          title="These figures come from the built-in deterministic scripted model, not from a real model."
        >
          scripted model
        </Badge>
      ) : null}
    </p>
  );
}

/**
 * For a contract run: what returning the children's whole transcripts would have put in the
 * parent (their rendered transcripts, counted when each returned), beside the size of the
 * debriefs they did return — the same sums as the chart's dashed line.
 */
function TranscriptComparison({
  figures,
  failedReturns,
}: {
  figures: WindowFiguresRecord[];
  failedReturns: ReadonlySet<string>;
}) {
  // A child that returned no valid debrief (the parent got a failure notice) has nothing to
  // compare: its return is not a debrief, and its transcript is whatever it managed.
  const sums = returnSums(figures, failedReturns);
  if (sums === null) return null;
  const { before } = groupWindow(countedReturns(figures, failedReturns));
  const change = before !== null && before > 0 ? (sums.transcriptTokens / before) * 100 : null;
  const one = sums.children === 1;
  return (
    <p
      data-testid="transcript-would-add"
      data-value={sums.transcriptTokens}
      data-debrief-tokens={sums.debriefTokens}
      className="mt-1 rounded border border-zinc-200 bg-zinc-50 px-2 py-1 text-xs text-zinc-700"
    >
      Transcript mode would have added{" "}
      <span className="font-semibold tabular-nums">{formatNumber(sums.transcriptTokens)}</span>{" "}
      tokens ({one ? "the child's transcript" : `${sums.children} transcripts`}
      {change === null ? "" : `, ${formatPercent(change)} on the parent before spawn`}) where{" "}
      {one ? "the debrief is" : `the ${sums.children} debriefs are`}{" "}
      {pluralize(sums.debriefTokens, "token")}
      {one ? "" : " on their own"}: {formatNumber(sums.extraTokens)} more.
    </p>
  );
}

/** The window growth around the children, named apart from the debriefs' sizes. */
function GrowthNote({
  figures,
  failedReturns,
}: {
  figures: WindowFiguresRecord[];
  failedReturns: ReadonlySet<string>;
}) {
  const sentence = growthSentence(figures, failedReturns);
  if (sentence === null) return null;
  return (
    <p
      data-testid="window-growth"
      data-value={groupWindow(figures).growth ?? undefined}
      className="mt-1 text-xs text-zinc-500"
    >
      {sentence}
    </p>
  );
}

/**
 * Seed 000's three numbers per child, as the parent saw them: parent window before spawn,
 * the child's own peak, the parent after the return, and the change after return vs before.
 * One child (or inline research): big figures; several: one row each. A contract run also
 * shows what the transcript mode would have added; scripted runs say so beside the figures.
 */
export function WindowFigures({
  figures,
  agentNames,
  scripted,
  returnMode,
  failedReturns = new Set(),
}: {
  figures: WindowFiguresRecord[];
  agentNames: Record<string, string>;
  scripted: boolean;
  returnMode: ReturnMode;
  /** Children whose return was a failure notice, not a valid debrief (no comparison for them). */
  failedReturns?: ReadonlySet<string>;
}) {
  if (figures.length === 0) {
    return (
      <div data-testid="window-figures">
        <p className="text-sm text-zinc-500">
          {returnMode === "inline"
            ? "No research yet: figures appear at the parent's first research call."
            : "No child spawned yet: figures appear at the first spawn."}
        </p>
      </div>
    );
  }

  const comparison =
    returnMode === "contract" ? (
      <TranscriptComparison figures={figures} failedReturns={failedReturns} />
    ) : null;
  const [f] = figures;
  if (figures.length === 1 && f) {
    const change = percentChange(f.beforeSpawn, f.afterReturn);
    const inline = f.childAgentId === null;
    return (
      <div data-testid="window-figures" data-child-id={f.childAgentId ?? "inline"}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure
            label={inline ? "Parent before research" : "Parent before spawn"}
            value={f.beforeSpawn}
            testId="figure-before-spawn"
          />
          <Figure
            label={inline ? "Child peak (no child)" : "Child peak"}
            value={f.childPeak}
            testId="figure-child-peak"
          />
          <Figure
            label={inline ? "Parent after research" : "Parent after return"}
            value={f.afterReturn}
            testId="figure-after-return"
          />
          <div className="min-w-0">
            <dt className="text-xs text-zinc-500">Change after {inline ? "research" : "return"}</dt>
            <dd
              data-testid="figure-change"
              className={`text-2xl font-semibold tracking-tight tabular-nums ${changeClass(change)}`}
            >
              {change === null ? "—" : formatPercent(change)}
            </dd>
          </div>
        </dl>
        <GrowthNote figures={figures} failedReturns={failedReturns} />
        <Provenance scripted={scripted} />
        {comparison}
      </div>
    );
  }

  // Several children: each row is one child's own figures — the parent before its spawn, the
  // size of its debrief, the parent right after its return (shared by children delivered in
  // one wait result) — then the whole group's row, whose debrief cell is the column's sum.
  const group = groupWindow(figures);
  const groupChange = percentChange(group.before, group.after);
  const groupDebriefs = returnSums(figures, failedReturns)?.debriefTokens ?? null;
  return (
    <div data-testid="window-figures" className="min-w-0">
      {/* The table scrolls inside its own box on a narrow screen; the page never does. */}
      <div data-testid="window-figures-scroll" className="max-w-full overflow-x-auto">
        <table className="w-full min-w-[600px] text-sm">
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
              <th
                scope="col"
                className="py-1 pr-3 text-right font-medium"
                title="Tokens of the debrief the child returned, rendered on its own"
              >
                Its debrief
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
            {figures.map((row) => {
              const change = percentChange(row.beforeSpawn, row.afterReturn);
              return (
                <tr key={row.childAgentId ?? "inline"} data-child-id={row.childAgentId ?? "inline"}>
                  <th scope="row" className="py-1 pr-3 text-left font-medium text-zinc-800">
                    {row.childAgentId === null
                      ? "inline research"
                      : (agentNames[row.childAgentId] ?? row.childAgentId)}
                  </th>
                  <Cell value={row.beforeSpawn} testId="figure-before-spawn" />
                  <Cell value={row.childPeak} testId="figure-child-peak" />
                  <Cell value={debriefCell(row, failedReturns)} testId="figure-debrief-tokens" />
                  <Cell value={row.afterReturn} testId="figure-after-return" />
                  <td
                    data-testid="figure-change"
                    className={`py-1 text-right text-lg font-semibold tabular-nums ${changeClass(change)}`}
                  >
                    {change === null ? "—" : formatPercent(change)}
                  </td>
                </tr>
              );
            })}
            <tr data-testid="figure-group" className="border-t-2 border-zinc-200">
              <th scope="row" className="py-1 pr-3 text-left font-medium text-zinc-800">
                {groupLabel(figures.length)}
              </th>
              <Cell value={group.before} testId="figure-group-before" />
              <Cell value={group.peak} testId="figure-group-peak" />
              <Cell value={groupDebriefs} testId="figure-group-debriefs" />
              <Cell value={group.after} testId="figure-group-after" />
              <td
                data-testid="figure-group-change"
                className="py-1 text-right text-lg font-semibold tabular-nums text-zinc-900"
              >
                {groupChange === null ? "—" : formatPercent(groupChange)}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="mt-1 text-xs text-zinc-500">
        Each child&apos;s row: the parent&apos;s window when it was spawned, its debrief&apos;s
        size, and the parent&apos;s window right after its return (the same for children delivered
        in one wait result); the last row is the parent before the first spawn and after the last
        return, with the debriefs&apos; sizes added up.
      </p>
      <GrowthNote figures={figures} failedReturns={failedReturns} />
      <Provenance scripted={scripted} />
      {comparison}
    </div>
  );
}
