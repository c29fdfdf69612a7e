import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import lingui from "eslint-plugin-lingui";
import tseslint from "typescript-eslint";

/**
 * The layers of src/, lowest first. A file, at any depth, imports from its own folder and from the
 * layers below its own, nothing else; folders on one line sit side by side and neither imports the
 * other. Imports are read as the files they resolve to. No layer imports src/testing/, which is
 * for tests only; tests (`*.test.ts(x)`) reach across. checks/lint.test.ts fails for a folder of
 * src/ that is missing here.
 */
const LAYERS = [
  ["locales/"], // each language's messages (catalogs, no code)
  ["lib/", "config/", "passwords/"], // plain code: no component, no language, no service
  ["i18n/"], // the languages: Lingui's set-up, the visitor's language and the switch
  ["auth/"], // the identity service's interface, its messages, and the auth state: no UI
  ["firebase/", "components/"], // the service on Firebase; the pieces screens are made of
  ["pages/"], // the screens; pages/common/ holds what several of them use
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

/**
 * One way to translate (docs/TRANSLATING.md): a component translates at render with `useLingui()`,
 * so a language switch re-words it; helpers and tables hold `msg` descriptors. The global `t` and
 * `i18n` would translate once, in the language of that moment.
 */
const ONE_WAY_TO_TRANSLATE = [
  {
    name: "@lingui/core/macro",
    importNames: ["t"],
    message: "Translate at render with useLingui() from @lingui/react/macro, or hold a msg``.",
  },
  {
    name: "@lingui/core",
    importNames: ["i18n"],
    message: "Only src/i18n/ uses Lingui's i18n; components use useLingui().",
  },
];

/** Tests render through Testing Library's "custom render", which adds Lingui's provider. */
const TESTS_IMPORT_PATHS = [
  ...ONE_WAY_TO_TRANSLATE,
  {
    name: "@testing-library/react",
    message:
      "Import it from src/testing/testingLibrary.tsx, which renders inside Lingui's provider.",
  },
];

export default defineConfig(
  globalIgnores([
    "dist",
    "build",
    "test-results",
    "playwright-report",
    ".emulator-data",
    ".stryker-tmp",
    "functions/lib",
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
      // useReading(read, deps) re-reads when its deps change: checked like useEffect's.
      "react-hooks/exhaustive-deps": ["error", { additionalHooks: "^useReading$" }],
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
    files: ["src/**/*.{ts,tsx}"],
    extends: [lingui.configs["flat/recommended"]],
    rules: {
      "no-restricted-imports": ["error", { paths: ONE_WAY_TO_TRANSLATE }],
      // A `t` from useLingui() never hides another.
      "@typescript-eslint/no-shadow": "error",
      // Lingui reads a translator's comment only as written in the call: one held in a variable
      // would build, and never reach the catalogs.
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.name=/^(msg|t|defineMessage)$/] > ObjectExpression > Property[key.name='comment']:not([value.type='Literal'])",
          message: "Write a translator's comment in the call, as a string: Lingui reads no other.",
        },
      ],
    },
  },
  {
    // Only src/firebase/ talks to the identity service.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/firebase/**", "src/**/*.contract.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: ONE_WAY_TO_TRANSLATE, patterns: [FIREBASE_ONLY_IN_SRC_FIREBASE] },
      ],
    },
  },
  {
    // Lingui's i18n object is set up, and the language switched, in one place.
    files: ["src/i18n/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [FIREBASE_ONLY_IN_SRC_FIREBASE] }] },
  },
  {
    // Tests render through Testing Library's "custom render", which adds Lingui's provider.
    files: ["src/**/*.test.{ts,tsx}", "src/testing/**"],
    ignores: [
      "src/**/*.contract.test.ts",
      "src/testing/testingLibrary.tsx",
      "src/testing/setup.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: TESTS_IMPORT_PATHS, patterns: [FIREBASE_ONLY_IN_SRC_FIREBASE] },
      ],
    },
  },
  {
    // The Firebase module's own tests may import Firebase.
    files: ["src/firebase/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: TESTS_IMPORT_PATHS }] },
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
    // The Cloud Functions run on Node.
    files: ["functions/**/*.ts"],
    languageOptions: { globals: globals.node },
  },
  {
    // They deploy as functions/ alone: an import from outside it, or of a package that only the
    // root's package.json lists, would work on the emulator and be missing once deployed.
    files: ["functions/**/*.ts"],
    ignores: ["functions/**/*.test.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: "functions",
              from: ".",
              except: ["./functions", "./node_modules"],
              message: "functions/ deploys alone: it may not import from outside its folder.",
            },
          ],
        },
      ],
      "import-x/no-extraneous-dependencies": [
        "error",
        { packageDir: `${import.meta.dirname}/functions` },
      ],
    },
  },
  {
    // Scripts that drive a browser also hold functions that run in the page.
    files: ["bench/**", "scripts/screenshots.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
