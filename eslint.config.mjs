// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";

/**
 * Lint rules, including the layer boundaries of docs/ARCHITECTURE (dependencies point down):
 * - server/runtime/** is plain TypeScript: no next, react, Prisma, server/db, generated code,
 *   and no process.env (everything comes in through ports).
 * - components/** and app/** (except app/api/**) import server code only as `import type`.
 */

const runtimeForbidden = [
  { regex: "^next(/|$)", message: "server/runtime must not depend on Next.js." },
  { regex: "^react(-dom)?(/|$)", message: "server/runtime must not depend on React." },
  { regex: "^@prisma/", message: "server/runtime reaches storage only through the RunStore port." },
  {
    regex: "^prisma(/|$)",
    message: "server/runtime reaches storage only through the RunStore port.",
  },
  {
    regex: "(^@/server/db|^(\\.\\./)+db)(/|$)",
    message: "server/runtime must not import server/db; use the ports in server/runtime/ports.ts.",
  },
  {
    regex: "(^|/)generated(/|$)",
    message: "server/runtime must not import generated Prisma code.",
  },
  {
    regex:
      "^@/(app|components|trpc)(/|$)|^(\\.\\./)+(api|runs|corrections|transcripts|workspaces)(/|$)",
    message: "server/runtime must not import the layers above it.",
  },
];

const noProcessEnv = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message:
    "Read configuration in server/env.ts and pass it in; server/runtime never reads process.env.",
};

export default tseslint.config(
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "server/db/generated/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      "data/**",
      "artifacts/**",
      // Sample workspaces: the code the agents search, kept as written (not project code).
      "workspaces/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { prefer: "type-imports", fixStyle: "inline-type-imports" },
      ],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["server/runtime/**/*.ts", "server/runtime/**/*.tsx"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: runtimeForbidden }],
      "no-restricted-syntax": ["error", noProcessEnv],
    },
  },
  {
    files: ["components/**/*.{ts,tsx}", "app/**/*.{ts,tsx}"],
    ignores: ["app/api/**"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^@/server/(?!shared/)|^(\\.\\./)+server/(?!shared/)|^@/server$",
              allowTypeImports: true,
              message: "UI code imports server code only as `import type` (use tRPC for data).",
            },
          ],
        },
      ],
    },
  },
);
