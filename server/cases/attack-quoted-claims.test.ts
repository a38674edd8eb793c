import { describe, expect, it } from "vitest";
import { quotedClaim } from "../features/audit/quoted-claim";
import { MAX_QUOTED_CLAIM_CHARACTERS } from "../features/audit/audit-report-builder";

/**
 * Attacks on how a flag quotes its claim without the answer's Markdown (quoted-claim.ts):
 * comparisons read as HTML tags, claims that are nothing but markup, and inputs built to make
 * remove-markdown's regular expressions backtrack.
 */

const quote = (text: string) => quotedClaim(text, MAX_QUOTED_CLAIM_CHARACTERS);

describe("a quoted claim keeps what the writer said", () => {
  it('keeps comparisons: "<" and ">" around words are not an HTML tag', () => {
    expect(quote("p99 latency < 200 ms and error rate > 1% on v2")).toBe(
      "p99 latency < 200 ms and error rate > 1% on v2",
    );
    expect(quote("**Verdict:** 3<5 merchants, x <= 4 and y >= 2")).toBe(
      "Verdict: 3<5 merchants, x <= 4 and y >= 2",
    );
    // Letters on both sides: "<b and c>" has a tag's shape, but bare words are no attributes.
    expect(quote("if a<b and c>d then 19 merchants break")).toBe(
      "if a<b and c>d then 19 merchants break",
    );
    expect(quote("count where tier<gold or tier>silver")).toBe(
      "count where tier<gold or tier>silver",
    );
    // A real tag still goes, attributes with values and self-closing tags too.
    expect(quote("all <b>19</b> merchants break")).toBe("all 19 merchants break");
    expect(quote('<a href="https://x.test/c">the changelog</a> says<br/> 2027-03-31')).toBe(
      "the changelog says 2027-03-31",
    );
    expect(quote("<sup class='n'>1</sup> 16 on v2<br>")).toBe("1 16 on v2");
  });

  it("a link whose address holds parentheses leaves no stray parenthesis", () => {
    expect(quote("See [the docs](https://en.wikipedia.org/wiki/Foo_(bar)) for the date")).toBe(
      "See the docs for the date",
    );
    expect(quote("![the chart](chart_(v2).png) shows 19 merchants")).toBe(
      "the chart shows 19 merchants",
    );
  });

  it("a claim that is only markup is quoted as written, never as an empty quotation", () => {
    for (const markup of ["**", "| |", "---", "* * *", "__", "~~", "![](a.png)", "[]()", "<br>"])
      expect(quote(markup)).toBe(markup);
    expect(quote("  #   ")).toBe("#");
  });

  it("pathological markup stays fast and bounded (50,000 characters)", () => {
    for (const unit of ["[", "*", "_", "`", "<", "![", "**a", "_a ", "[a](", "<a ", "](", "*a_"]) {
      const text = unit.repeat(Math.ceil(50_000 / unit.length));
      const quoted = quote(text);
      expect(quoted.length).toBeLessThanOrEqual(MAX_QUOTED_CLAIM_CHARACTERS + 2);
      expect(quoted.endsWith(" …")).toBe(true);
    }
  });
});
