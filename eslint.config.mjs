// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";

/**
 * Lint rules, including the layer boundaries of ARCHITECTURE.md (dependencies point down):
 * - server/runtime/** is plain TypeScript: no next, react, Prisma, server/db, generated code,
 *   no process.env (everything comes in through ports), and nothing above it but server/shared.
 *   Its test fixtures may drive the sample policies (server/samples).
 * - server/shared/** is client-safe: no node: modules, no Prisma, nothing else from server/.
 * - Only repositories (`*-repository.ts`), server/db/**, the composition root
 *   (server/app-services.ts, server/app-account-services.ts, server/app-services-from-env.ts), tests, test
 *   support and scripts import Prisma (@prisma/*, server/db/generated, the client, row mapping).
 * - components/** and app/** (except app/api/**) import server code only as `import type`,
 *   except server/shared, which they may import as values.
 */

const prismaForbidden = [
  {
    regex:
      "^@prisma/|^prisma(/|$)|(^|/)db/(generated|mapping)(/|$)|(^|/)db/(client|prisma-errors|prisma-types)$",
    message:
      "Only repositories (*-repository.ts), server/db and server/app-services.ts use Prisma; call a repository.",
  },
];

const aboveRuntime = {
  regex:
    "^@/(app|components|trpc)(/|$)|^@/server/(?!runtime/|shared/)|^(\\.\\./)+(api|features|db|app-services|env)(/|$)",
  message: "server/runtime imports nothing above it except server/shared.",
};
const samplesFromRuntime = {
  regex: "^(\\.\\./)+samples(/|$)|^@/server/samples(/|$)",
  message:
    "Sample data plugs into the runtime from outside (server/samples); the runtime never imports it.",
};

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
  aboveRuntime,
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
    files: ["server/**/*.ts", "app/**/*.{ts,tsx}"],
    ignores: [
      "server/db/**",
      "server/**/*-repository.ts",
      "server/app-services.ts",
      "server/app-account-services.ts",
      "server/app-services-from-env.ts",
      "server/**/*.test.ts",
      "server/testing/**",
    ],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: prismaForbidden }],
    },
  },
  {
    files: ["server/runtime/**/*.ts", "server/runtime/**/*.tsx"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [...runtimeForbidden, samplesFromRuntime] },
      ],
      "no-restricted-syntax": ["error", noProcessEnv],
    },
  },
  {
    // Wire fixtures play the sample escalation through the scripted model.
    files: ["server/runtime/**/__fixtures__/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: runtimeForbidden }],
    },
  },
  {
    files: ["server/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^node:|^@prisma/|^\\.\\./|^@/",
              message:
                "server/shared is client-safe and at the bottom: zod and its own modules only (server/shared/README.md).",
            },
          ],
        },
      ],
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
              regex: "^@/server/(?!shared/)|^(\\.\\./)+server/(?!shared/)",
              allowTypeImports: true,
              message:
                "UI code imports server code only as `import type` (use tRPC for data); server/shared may be imported as values.",
            },
          ],
        },
      ],
    },
  },
);
