import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { copyButtonText, RunId, runIdTitle } from "./run-id";

describe("RunId", () => {
  it("shows the short form with the whole id in its title and a Copy button naming it", () => {
    const html = renderToStaticMarkup(
      createElement(RunId, { runId: "run_3515c3a0-9c5", testId: "run-id" }),
    );
    expect(html).toMatch(/data-testid="run-id" title="run id run_3515c3a0-9c5"[^>]*>3515c3a0</);
    expect(html).toContain('aria-label="Copy run id run_3515c3a0-9c5"');
    expect(html).toMatch(/<button[^>]*>Copy<\/button>/);
  });

  it("links the short form when given an address", () => {
    const html = renderToStaticMarkup(
      createElement(RunId, { runId: "run_8f76a1b2c3d4", href: "/runs/run_8f76a1b2c3d4" }),
    );
    expect(html).toMatch(
      /<a title="run id run_8f76a1b2c3d4"[^>]*href="\/runs\/run_8f76a1b2c3d4">8f76a1b2<\/a>/,
    );
  });

  it("words the title and the button's states", () => {
    expect(runIdTitle("run_1")).toBe("run id run_1");
    expect(copyButtonText("idle")).toBe("Copy");
    expect(copyButtonText("copied")).toBe("Copied");
    expect(copyButtonText("failed")).toBe("Copy failed");
  });
});
