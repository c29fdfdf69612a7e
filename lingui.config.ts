import { realpathSync } from "node:fs";
import { dirname, join } from "node:path";
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * The app's languages and where their messages live (src/locales/<code>.po, one per language;
 * docs/TRANSLATING.md). English is the source: the messages are written in it, in the code.
 * `pseudo` lengthens every English message by 40% (accented, padded with "~", which the browser
 * does not collapse as it would spaces) for the layout's tests, in builds for the
 * emulator only (src/i18n/catalogs.ts).
 */
export default defineConfig({
  // Where src/ really is: the bundler names a catalog by its real path, and a copy of the project
  // may link its folders to this one's (tests/deploy.test.ts does).
  rootDir: dirname(realpathSync(join(import.meta.dirname, "src"))),
  sourceLocale: "en",
  locales: ["en", "fr", "de", "es", "ar", "ja", "pseudo"],
  pseudoLocale: { locale: "pseudo", extend: 0.4, extendCharacter: "~" },
  catalogs: [
    { path: "<rootDir>/src/locales/{locale}", include: ["src"], exclude: ["**/*.test.*"] },
  ],
  format: formatter({ lineNumbers: false }),
  // The macros' runtime: the app's own translate function (src/i18n/i18n.ts, held to @lingui/core's
  // and a hook of ten lines in place of @lingui/react's provider, which would cost the first load
  // 650 B more (src/i18n/useLingui.ts). The `#i18n/` paths are package.json's "imports".
  runtimeConfigModule: {
    i18n: ["#i18n/i18n", "i18n"],
    useLingui: ["#i18n/useLingui", "useLingui"],
  },
});
