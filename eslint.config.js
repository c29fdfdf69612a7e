import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const FIREBASE_ONLY_IN_SRC_FIREBASE = {
  regex: "^@?firebase(/|$)",
  message: "Only src/firebase/ imports Firebase.",
};

export default defineConfig(
  globalIgnores([
    "dist",
    "build",
    "test-results",
    "playwright-report",
    ".emulator-data",
    ".stryker-tmp",
    "reports",
  ]),
  {
    files: ["**/*.{ts,tsx}"],
    extends: [js.configs.recommended, tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
    },
  },
  {
    // Only src/firebase/ talks to the identity service.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/firebase/**", "src/**/*.contract.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [FIREBASE_ONLY_IN_SRC_FIREBASE] }] },
  },
  // Imports point one way: app → pages → auth → components, never back (tests may reach across).
  ...Object.entries({ components: "auth|pages|app", auth: "pages|app", pages: "app" }).map(
    ([layer, above]) => ({
      files: [`src/${layer}/**/*.{ts,tsx}`],
      ignores: ["src/**/*.test.{ts,tsx}"],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              FIREBASE_ONLY_IN_SRC_FIREBASE,
              {
                regex: `^\\.\\./(${above})(/|$)`,
                message: `src/${layer}/ sits below ${above.replaceAll("|", ", ")}: it must not import them.`,
              },
            ],
          },
        ],
      },
    }),
  ),
  {
    files: ["**/*.{js,mjs}"],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
  {
    // Scripts that drive a browser also hold functions that run in the page.
    files: ["bench/**", "scripts/screenshots.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
