import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of src/, lowest first. A file, at any depth, imports from its own folder and from the
 * layers below its own, nothing else; folders on one line sit side by side and neither imports the
 * other. Imports are read as the files they resolve to. No layer imports src/testing/, which is
 * for tests only; tests (`*.test.ts(x)`) reach across. tests/lint.test.ts fails for a folder of
 * src/ that is missing here.
 */
const LAYERS = [
  ["locales/"], // each language's messages (catalogs, no code), which i18n/ loads
  ["i18n/"], // the languages, and the runtime of the messages every layer above may contain
  // code that is not a component; the configuration, checked at build time; a new password's
  // screening (common, context and breached passwords), which the pages give the context words
  ["lib/", "config/", "passwords/"],
  ["components/"], // the pieces the screens are made of
  ["auth/"], // the IdentityService interface, and the auth state the app reads it through
  ["firebase/", "pages/"], // IdentityService on Firebase; the screens, which use it through auth/
  ["app/"], // the route table, its guards, and what a page that fails shows
  ["main.tsx"], // the entry point, which puts the layers together
];
const TESTS_ONLY = "testing/";

/** One zone for each layer and each folder it may not import, with a message that names both. */
const LAYER_ZONES = LAYERS.flatMap((row, level) =>
  row.flatMap((layer) => [
    ...LAYERS.slice(level)
      .flat()
      .filter((other) => other !== layer)
      .map((other) => ({
        target: `src/${layer}`,
        from: `src/${other}`,
        message: `Layers (eslint.config.js): src/${layer} may not import src/${other}, which is not below it.`,
      })),
    {
      target: `src/${layer}`,
      from: `src/${TESTS_ONLY}`,
      message: `Layers (eslint.config.js): src/${layer} may not import src/${TESTS_ONLY}, which is for tests only.`,
    },
  ]),
);

const SOURCE_EXTENSIONS = [".ts", ".tsx", ".js", ".mjs"];

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
    // Imports read as the files they resolve to: the layers and cycles are checked on those.
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": SOURCE_EXTENSIONS,
      "import-x/resolver-next": [createNodeResolver({ extensions: SOURCE_EXTENSIONS })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // Only src/firebase/ talks to the identity service.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/firebase/**", "src/**/*.contract.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [FIREBASE_ONLY_IN_SRC_FIREBASE] }] },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}", `src/${TESTS_ONLY}**`],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: import.meta.dirname, zones: LAYER_ZONES },
      ],
    },
  },
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
