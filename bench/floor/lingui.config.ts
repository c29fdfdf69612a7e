import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/** The floor's one catalog (bench/floor/build.mjs): its English, as the app's is. */
export default defineConfig({
  rootDir: import.meta.dirname,
  sourceLocale: "en",
  locales: ["en"],
  catalogs: [{ path: "<rootDir>/locales/{locale}", include: ["<rootDir>"] }],
  format: formatter({ lineNumbers: false }),
});
