import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HomeColumns } from "./home-columns";

/** Home's two columns: the new-run form beside the runs, or, for a role that cannot start runs, one line over them. */
describe("HomeColumns", () => {
  const form = createElement("form", { "data-testid": "form" });
  const runs = createElement("section", { "data-testid": "runs" });

  it("puts the new-run form in a column beside the runs for a role that starts runs", () => {
    const html = renderToStaticMarkup(
      createElement(HomeColumns, { canStartRuns: true, form, runs }),
    );
    expect(html).toContain('data-testid="form"');
    expect(html).toMatch(/class="grid [^"]*lg:grid-cols-\[minmax\(0,26rem\)_minmax\(0,1fr\)\]"/);
    expect(html).not.toContain("cannot-start-runs");
  });

  it("gives a reviewer's runs the whole width, the note one compact line over them", () => {
    const html = renderToStaticMarkup(
      createElement(HomeColumns, { canStartRuns: false, form, runs }),
    );
    expect(html).not.toContain('data-testid="form"');
    expect(html).not.toContain("grid-cols");
    expect(html).toMatch(
      /<p data-testid="cannot-start-runs" class="[^"]*text-xs[^"]*">Your role reads runs and audits; an engineer, operator or admin starts them\.<\/p><section data-testid="runs">/,
    );
  });
});
