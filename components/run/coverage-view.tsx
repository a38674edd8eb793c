import type { Coverage } from "@/server/runtime/contract/research-result";

/**
 * How a coverage entry wraps: at spaces, like prose ("Not searched" entries are sentences);
 * only a token too long for the line (a path, a URL) breaks inside (`overflow-wrap: anywhere`).
 * `break-all` broke every entry mid-word.
 */
export const COVERAGE_ENTRY_WRAP = "whitespace-normal wrap-anywhere";

/** What the child searched and, just as important, what it did not. */
export function CoverageView({ coverage }: { coverage: Coverage }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <h5 className="mb-1 text-xs font-medium text-zinc-600">
          Searched <span className="text-zinc-400">({coverage.searched.length})</span>
        </h5>
        {coverage.searched.length === 0 ? (
          <p className="text-xs text-red-700">Nothing recorded as searched.</p>
        ) : (
          <ul className="space-y-0.5 text-xs">
            {coverage.searched.map((entry, i) => (
              <li
                key={`${i}:${entry}`}
                className={`font-mono ${COVERAGE_ENTRY_WRAP} text-zinc-700`}
              >
                ✓ {entry}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div data-testid="not-searched">
        <h5 className="mb-1 text-xs font-medium text-amber-800">
          Not searched <span className="text-amber-600">({coverage.not_searched.length})</span>
        </h5>
        {coverage.not_searched.length === 0 ? (
          <p className="text-xs text-zinc-500">Nothing listed.</p>
        ) : (
          <ul className="space-y-0.5 text-xs">
            {coverage.not_searched.map((entry, i) => (
              <li
                key={`${i}:${entry}`}
                className={`font-mono ${COVERAGE_ENTRY_WRAP} text-amber-900`}
              >
                ✗ {entry}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
