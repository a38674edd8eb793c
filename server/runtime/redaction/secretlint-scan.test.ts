import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  findSecretlintSpans,
  RULE_TRIGGERS,
  SECRETLINT_RULE_IDS,
  TRIGGER_CHARACTERS,
} from "./secretlint-scan";

const GITHUB_TOKEN = `ghp_${"Qw7e".repeat(9)}`;
const SLACK_TOKEN = `xoxb-${"2345678901"}-${"1098765432"}-bcdefaBCDEFA`;

describe("the secretlint host (rules created once, one scan at a time)", () => {
  it("reports each scan's own spans, at their offsets, on any line", () => {
    const text = `first line\nsecond line\nthe token ${GITHUB_TOKEN} sits on line three`;
    const start = text.indexOf(GITHUB_TOKEN);
    expect(findSecretlintSpans(text)).toEqual([
      { start, end: start + GITHUB_TOKEN.length, kind: "secret" },
    ]);
  });

  it("keeps nothing from an earlier scan: a clean text after a secret reports nothing", () => {
    expect(findSecretlintSpans(`slack ${SLACK_TOKEN}`)).toHaveLength(1);
    expect(findSecretlintSpans("a plain sentence about merchants and API versions")).toEqual([]);
    expect(findSecretlintSpans(`again ${SLACK_TOKEN}`)).toEqual([
      { start: 6, end: 6 + SLACK_TOKEN.length, kind: "secret" },
    ]);
  });
});

/** A 1Password service account token's base64 JSON, padded until it ends in "fQ" as theirs do. */
function serviceAccountToken(): string {
  for (let pad = 0; ; pad += 1) {
    const encoded = btoa(JSON.stringify({ email: "ci@example.lcl", muk: "k".repeat(80 + pad) }));
    if (/fQ={0,2}$/.test(encoded)) return encoded;
  }
}

/** One credential a rule of the preset reports, per rule (the property below mixes them). */
const SAMPLES: Record<string, string> = {
  "@secretlint/secretlint-rule-aws": `aws_secret_access_key = "${"wJalrXUtnFEMIK7MDENGbPxRfiCYzEXAMPLEKEY2".slice(0, 40)}"`,
  "@secretlint/secretlint-rule-gcp": '"private_key": "-----BEGIN PRIVATE KEY-----"',
  "@secretlint/secretlint-rule-privatekey": `-----BEGIN RSA PRIVATE KEY-----\n${"MIIEow".repeat(30)}\n-----END RSA PRIVATE KEY-----`,
  "@secretlint/secretlint-rule-npm": `npm_${"a1B2c3D4e5".repeat(3)}a1B2c3`,
  "@secretlint/secretlint-rule-basicauth": "https://deploy:s3cr3tPassw0rd@registry.example.com",
  "@secretlint/secretlint-rule-slack": SLACK_TOKEN,
  "@secretlint/secretlint-rule-sendgrid": `SG.${"ngeVfQFYQlKU0ufo8x5d1A"}.${"TwL2iGABf9DHoTf".padEnd(43, "k")}`,
  "@secretlint/secretlint-rule-shopify": `shpat_${"0123456789abcdef".repeat(2)}`,
  "@secretlint/secretlint-rule-github": GITHUB_TOKEN,
  "@secretlint/secretlint-rule-openai": `sk-${"A1b2C3d4E5f6G7h8I9j0"}T3BlbkFJ${"K1l2M3n4O5p6Q7r8S9t0"}`,
  "@secretlint/secretlint-rule-anthropic": `sk-ant-api03-${"Ab3_-".repeat(19)}AA`,
  "@secretlint/secretlint-rule-linear": `lin_api_${"Zx9".repeat(12)}`,
  "@secretlint/secretlint-rule-1password": `ops_${serviceAccountToken()}`,
  "@secretlint/secretlint-rule-database-connection-string":
    "postgresql://admin:hunter2pass@db.internal:5432/ledger",
  "@secretlint/secretlint-rule-stripe": `rk_live_${"Zq8Wx3Lm".repeat(3)}`,
  "@secretlint/secretlint-rule-gitlab": `glpat-${"Xk3p9QvR2m".repeat(2)}`,
  "@secretlint/secretlint-rule-grafana": `glsa_${"Gr4f".repeat(8)}_${"0a1b2c3d"}`,
  "@secretlint/secretlint-rule-groq": `gsk_${"Gq7Rk2".repeat(8)}Gq7R`,
  "@secretlint/secretlint-rule-huggingface": `hf_${"HugFaceTok".repeat(3)}Zyxw`,
  "@secretlint/secretlint-rule-notion": `ntn_${"12345678901"}${"Nt5Io".repeat(7)}`,
  "@secretlint/secretlint-rule-hashicorp-vault": `hvs.${"Va9lt_T0k-".repeat(10)}`,
  "@secretlint/secretlint-rule-vercel": `vcp_${"Ve7Rc".repeat(5)}`,
  "@secretlint/secretlint-rule-databricks": `dapi${"0123456789abcdef".repeat(2)}`,
  "@secretlint/secretlint-rule-docker": `dckr_pat_${"Dk3r_".repeat(5)}Dk`,
  "@secretlint/secretlint-rule-figma": `figd_${"Fi9mA".repeat(8)}`,
  "@secretlint/secretlint-rule-cloudflare": `cfk_${"Cl0uDf".repeat(6)}Cl0u${"0a1b2c3d"}`,
  "@secretlint/secretlint-rule-tailscale": `tskey-auth-${"kT41lsc4"}-${"Ts9Kq2Lm8Nw4Pr7X"}`,
};

/** Pieces of credentials and of the text around them: triggers, near misses, separators. */
const FRAGMENTS = [
  ...Object.values(SAMPLES),
  "AKIA",
  `AKIA${"Q3RZ".repeat(4)}`,
  "ASIA",
  "account",
  "Account_Id: ",
  "1234-5678-9012",
  "SECRET_ACCESS_KEY=",
  "-----BEGIN",
  "://",
  "https://",
  "xoxp-",
  "https://hooks.slack.com/services/T0001/B0002/abc",
  "SG.",
  "shpss_",
  "ghp_",
  "github_pat_",
  "sk-",
  "sk-ant-",
  "lin_api_",
  "ops_",
  "mongodb+srv://",
  "sk_live_",
  "glpat-",
  "glc_",
  "gsk_",
  "hf_",
  "ntn_",
  "hvs.",
  "vcp_",
  "dapi",
  "dckr_pat_",
  "figd_",
  "cfk_",
  "tskey-auth-",
  "mysql://",
  "postgres://",
  "task-list",
  "merchants",
  "0123456789abcdefABCDEF",
  " ",
  "\n",
  '"',
  "=",
  ":",
  "@",
  "_",
  "-",
  ".",
];

describe("rule triggers (a rule runs only on text containing its trigger)", () => {
  it("name every rule of the preset in use", () => {
    expect(SECRETLINT_RULE_IDS.filter((id) => RULE_TRIGGERS[id] === undefined)).toEqual([]);
  });

  it("are case-insensitive and hold no upper-case escape (they are run lower-cased over lower-cased text)", () => {
    const triggers = Object.entries(RULE_TRIGGERS);
    expect(triggers.filter(([, trigger]) => trigger.flags !== "i").map(([id]) => id)).toEqual([]);
    expect(triggers.filter(([, trigger]) => /\\[A-Z]/.test(trigger.source))).toEqual([]);
  });

  it("hold the character they are grouped by in every alternative", () => {
    /** The top-level alternatives of a pattern's source (not those inside a group or class). */
    const alternatives = (source: string): string[] => {
      const parts = [""];
      let depth = 0;
      for (let index = 0; index < source.length; index += 1) {
        const character = source[index]!;
        if (character === "\\") {
          parts[parts.length - 1] += source.slice(index, index + 2);
          index += 1;
          continue;
        }
        if (character === "(" || character === "[") depth += 1;
        if (character === ")" || character === "]") depth -= 1;
        if (character === "|" && depth === 0) parts.push("");
        else parts[parts.length - 1] += character;
      }
      return parts;
    };
    const missing = Object.entries(TRIGGER_CHARACTERS).flatMap(([id, character]) =>
      alternatives(RULE_TRIGGERS[id]!.source)
        .filter((alternative) => {
          const outside = alternative.replace(/\[[^\]]*\]|\([^)]*\)/g, "");
          return !(character === "." ? outside.includes("\\.") : outside.includes(character));
        })
        .map((alternative) => `${id}: ${alternative}`),
    );
    expect(missing).toEqual([]);
    expect(
      Object.keys(TRIGGER_CHARACTERS).filter((id) => !SECRETLINT_RULE_IDS.includes(id)),
    ).toEqual([]);
  });

  it("let through what each rule reports: every sample but gcp's is found", () => {
    const found = Object.entries(SAMPLES).filter(
      ([, sample]) => findSecretlintSpans(`before ${sample} after`).length > 0,
    );
    expect(found.map(([id]) => id).sort()).toEqual(
      Object.keys(SAMPLES)
        .filter((id) => id !== "@secretlint/secretlint-rule-gcp")
        .sort(),
    );
  });

  it("find with the triggers exactly what every rule finds run in full", () => {
    const texts = fc
      .array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 12 })), {
        maxLength: 14,
      })
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(texts, (text) => {
        expect(findSecretlintSpans(text)).toEqual(findSecretlintSpans(text, true));
      }),
      { numRuns: 400 },
    );
  });

  it("scan no rule on text without a trigger, and still find a secret once one appears", () => {
    const plain = "lookup result: merchant m_0005 calls the fallback path, v2 pinned";
    expect(findSecretlintSpans(plain)).toEqual([]);
    expect(findSecretlintSpans(`${plain} ${GITHUB_TOKEN}`)).toHaveLength(1);
  });
});
