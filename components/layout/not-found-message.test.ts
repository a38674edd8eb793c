import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NotFoundMessage } from "./not-found-message";

describe("NotFoundMessage", () => {
  it("leads back to the runs unless told another list", () => {
    const runs = renderToStaticMarkup(
      createElement(NotFoundMessage, {
        title: "Run not found",
        testId: "run-not-found",
        children: "No run has this id.",
      }),
    );
    expect(runs).toContain('<h1 class="mt-1 text-xl font-semibold">Run not found</h1>');
    expect(runs).toMatch(/<a [^>]*href="\/">Back to runs<\/a>/);

    const experiment = renderToStaticMarkup(
      createElement(NotFoundMessage, {
        title: "Experiment not found",
        testId: "experiment-not-found",
        back: { href: "/experiments", label: "Back to experiments" },
        children: "No experiment has this id.",
      }),
    );
    expect(experiment).toContain('data-testid="experiment-not-found"');
    expect(experiment).toMatch(/<a [^>]*href="\/experiments">Back to experiments<\/a>/);
    expect(experiment).not.toContain("Back to runs");
  });
});
