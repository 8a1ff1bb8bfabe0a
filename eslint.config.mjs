// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

// Layering: app -> components -> core. core/ is the pure domain and must stay free of UI
// frameworks so it can run in Node (benchmarks, the agent) and be tested without a DOM.
const uiFrameworks = [
  { group: ["react", "react/*", "react-dom", "react-dom/*"], message: "core/ is pure TypeScript: no React." },
  { group: ["next", "next/*"], message: "core/ is pure TypeScript: no Next.js." },
  { group: ["@tanstack/react-query", "@tanstack/react-virtual", "zustand/react", "@langchain/langgraph-sdk/react", "@langchain/langgraph-sdk/react-ui"], message: "core/ may not use React bindings." },
];
const upperLayers = (layers) =>
  layers.flatMap((layer) => [
    { group: [`@/${layer}`, `@/${layer}/*`, `**/${layer}/*`], message: `This layer may not import from ${layer}/.` },
  ]);

export default tseslint.config(
  // public/ui-frame/ holds the UI frame's built script (scripts/lib/ui-frame-bootstrap.ts).
  { ignores: [".next/**", "node_modules/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "public/ui-frame/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // React code only: the hooks rules compile every file they see (most of the lint's time).
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "e2e/third-party/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["core/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...uiFrameworks, ...upperLayers(["components", "app", "agent"])] }],
    },
  },
  {
    files: ["components/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: upperLayers(["app", "agent"]) }] },
  },
  {
    files: ["agent/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: upperLayers(["app", "components"]) }] },
  },
);
