import type { TRPCLink } from "@trpc/client";
import type { AnyRouter } from "@trpc/server";
import { observable } from "@trpc/server/observable";
import { showBidiControlsDeep } from "@/server/shared/bidi-controls";

/**
 * Procedures whose results are data files a person downloads and may import again (a dataset,
 * an experiment's results): they reach the browser byte-exact. The audit export shows controls
 * as markers on the server (audit-service.ts).
 */
const BYTE_EXACT_PATHS: ReadonlySet<string> = new Set(["datasets.export", "experiments.export"]);

/**
 * A tRPC link that shows bidirectional controls as markers (`⟦U+202E⟧`, bidi-controls.ts) in
 * every string of every result on its way to the screen, queries, mutations and subscription
 * events alike, so no model or tool text rendered by any component can reorder what is shown.
 * What is stored is unchanged; the files of BYTE_EXACT_PATHS pass as they are.
 */
export function bidiControlLink<TRouter extends AnyRouter>(): TRPCLink<TRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        const shown = !BYTE_EXACT_PATHS.has(op.path);
        const subscription = next(op).subscribe({
          next: (envelope) => {
            if (!shown || envelope.result.data === undefined) {
              observer.next(envelope);
              return;
            }
            observer.next({
              ...envelope,
              result: {
                ...envelope.result,
                data: showBidiControlsDeep(envelope.result.data),
              } as typeof envelope.result,
            });
          },
          error: (error) => observer.error(error),
          complete: () => observer.complete(),
        });
        return () => subscription.unsubscribe();
      });
}
