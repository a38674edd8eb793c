import type { ReactNode } from "react";

/** The centred card the signed-out pages (first administrator, sign-in) put their form in. */
export function AuthCard({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return (
    <section
      className={`mx-auto mt-10 ${wide ? "max-w-md" : "max-w-sm"} space-y-4 rounded-lg border border-zinc-200 bg-white p-5 shadow-xs`}
    >
      {children}
    </section>
  );
}
