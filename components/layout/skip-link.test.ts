import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";

describe("the skip link", () => {
  it("links to the page's main content, visible only when focused", () => {
    const html = renderToStaticMarkup(createElement(SkipLink));
    expect(html).toContain(`href="#${MAIN_CONTENT_ID}"`);
    expect(html).toContain(">Skip to content</a>");
    expect(html).toContain("sr-only focus:not-sr-only");
  });
});
