import { describe, expect, it } from "vitest";
import { quotedClaim } from "./quoted-claim";

describe("quotedClaim", () => {
  it("quotes a claim without the answer's Markdown", () => {
    expect(quotedClaim("** The provider retires API v2 on 2027-03-31.", 600)).toBe(
      "The provider retires API v2 on 2027-03-31.",
    );
    expect(quotedClaim("- **Merchants:** 16 on v2, per the `merchants` table", 600)).toBe(
      "Merchants: 16 on v2, per the merchants table",
    );
    expect(quotedClaim("> See [the changelog](https://example.test/c) for _the date_", 600)).toBe(
      "See the changelog for the date",
    );
    expect(quotedClaim("### Verdict: all 19 merchants break", 600)).toBe(
      "Verdict: all 19 merchants break",
    );
  });

  it("quotes a table row as its cells", () => {
    expect(quotedClaim("| Indirect (fallback path) | m_0005, m_0067, m_0148 | 3 |", 600)).toBe(
      "Indirect (fallback path) | m_0005, m_0067, m_0148 | 3",
    );
  });

  it("keeps what is not markup: identifiers, products and arithmetic", () => {
    expect(quotedClaim("snake_case api_version is 2 * 8 = 16 merchants", 600)).toBe(
      "snake_case api_version is 2 * 8 = 16 merchants",
    );
  });

  it("cuts a long claim with an ellipsis, reading only its head", () => {
    const long = `**${"Nineteen merchants break. ".repeat(2_000)}**`;
    const quoted = quotedClaim(long, 60);
    expect(quoted.endsWith(" …")).toBe(true);
    expect(quoted.startsWith("Nineteen merchants break.")).toBe(true);
    expect(quoted.length).toBeLessThanOrEqual(62);
    expect(quotedClaim("A short claim.", 60)).toBe("A short claim.");
  });

  it("reads pathological markup in linear time (a long run of brackets or stars)", () => {
    const runs = ["[".repeat(1_200), "*".repeat(1_200), "_a".repeat(600), "![".repeat(600)];
    for (const text of runs) expect(quotedClaim(text, 600).length).toBeLessThanOrEqual(602);
  });
});
