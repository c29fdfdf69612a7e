import { realpathSync } from "node:fs";
import { dirname, join } from "node:path";
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * The screens loaded later (`lazyPage` in src/app/App.tsx) and what only they show. Their messages
 * are a catalog of their own, so that the first load carries the first screens' messages alone
 * (checks/productionBuild.test.ts fails for a message of the first load found only here).
 */
const LATER = [
  "src/pages/ForgotPasswordPage.tsx",
  "src/pages/ActionPage.tsx",
  "src/pages/SecondFactorPage.tsx",
  "src/pages/AccountPage.tsx",
  "src/pages/InboxPage.tsx",
  "src/pages/account",
  "src/pages/action",
  "src/pages/secondFactor",
  "src/pages/common",
  "src/auth/serviceMessages.ts",
  "src/components/InboxHint.tsx",
  "src/components/RecaptchaNotice.tsx",
];
const TESTS = "**/*.test.*";

/**
 * The app's languages and their catalogs (docs/TRANSLATING.md). English is the source: the
 * messages are written in it, in the code. `es` is Latin American Spanish (tú, computadora,
 * agregar, ingresar), one variety throughout. `pseudo` lengthens every English message by 40%
 * (accented, padded with "~", which the browser does not collapse as it would spaces) for the
 * layout's tests, in builds for the emulator only.
 */
export default defineConfig({
  // Where src/ really is: the bundler names a catalog by its real path, and a copy of the project
  // may link its folders to this one's (checks/deploy.test.ts does).
  rootDir: dirname(realpathSync(join(import.meta.dirname, "src"))),
  sourceLocale: "en",
  locales: ["en", "fr", "de", "es", "ar", "ja", "pseudo"],
  pseudoLocale: { locale: "pseudo", extend: 0.4, extendCharacter: "~" },
  catalogs: [
    { path: "<rootDir>/src/locales/{locale}", include: ["src"], exclude: [TESTS, ...LATER] },
    { path: "<rootDir>/src/locales/later/{locale}", include: LATER, exclude: [TESTS] },
  ],
  format: formatter({ lineNumbers: false }),
});
