import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buildRunFixture } from "../../runtime/testing/record-fixtures";
import { transcriptVisibleText } from "../../runtime/transcript/search-text";
import { TranscriptItemView } from "@/components/run/transcript-item-view";

/** The rendered text of markup: tags dropped, React's entities decoded. */
function textOf(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * What transcript search matches (transcriptVisibleText) is shown by the transcript view: each
 * of its lines is in the item's rendered text, for an item of every kind.
 */
describe("transcriptVisibleText and TranscriptItemView", () => {
  it("searches only text the view renders, for every item kind", () => {
    const { items } = buildRunFixture("view");
    expect(new Set(items.map((item) => item.kind)).size).toBe(7);
    for (const item of items) {
      const shown = textOf(renderToStaticMarkup(createElement(TranscriptItemView, { item })));
      for (const line of transcriptVisibleText(item).split("\n")) {
        expect(shown, `${item.kind} #${item.sequence}`).toContain(line);
      }
    }
  });
});
