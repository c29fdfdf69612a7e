import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadEnv, type Plugin } from "vite";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";
import {
  FUNCTIONS_SWITCH,
  RECAPTCHA_SWITCH,
  functionsSwitchOn,
  recaptchaSwitchOn,
} from "./scripts/hostingConfig.mjs";
import { FUNCTIONS_EMULATOR_PORT, HOST, devPort } from "./scripts/ports.mjs";
import { REGION } from "./functions/src/region.ts";
import { readAppConfig } from "./src/config/readAppConfig.ts";
import packageJson from "./package.json" with { type: "json" };

/**
 * Validates the configuration once, at build time, and injects it as constants (see
 * src/config/appConfig.ts): a bad production config fails the build with the variable's name
 * instead of shipping a broken app.
 */
function appConfig(): Plugin {
  return {
    name: "app-config",
    config(config, { mode }) {
      // Vitest's mode reads no .env file: the tests run on the emulator with the template's
      // defaults, whatever a developer's .env.local holds.
      const env = mode === "test" ? {} : loadEnv(mode, config.envDir || process.cwd(), "VITE_");
      const { authEmulatorUrl, ...appConfig } = readAppConfig(
        env,
        mode,
        packageJson.repository.url,
      );
      // reCAPTCHA Enterprise protects a real project's calls: production builds only.
      const recaptcha =
        mode === "production" &&
        recaptchaSwitchOn(loadEnv(mode, config.envDir || process.cwd(), RECAPTCHA_SWITCH));
      // The emulator's Functions run beside its Auth; a real project's only once it is on Blaze.
      const functions =
        authEmulatorUrl !== null ||
        functionsSwitchOn(loadEnv(mode, config.envDir || process.cwd(), FUNCTIONS_SWITCH));
      const emulator =
        authEmulatorUrl === null ? null : { host: HOST, port: FUNCTIONS_EMULATOR_PORT };
      return {
        define: {
          __APP_CONFIG__: JSON.stringify(appConfig),
          __AUTH_EMULATOR_URL__: JSON.stringify(authEmulatorUrl),
          __RECAPTCHA_ENTERPRISE__: JSON.stringify(recaptcha),
          __FUNCTIONS__: JSON.stringify(functions ? { region: REGION, emulator } : null),
        },
      };
    },
  };
}

/**
 * Inlines the (small) stylesheet into index.html, so the loading screen paints with the HTML
 * alone, before any other request. The CSP allows that one <style> by its hash, which must be
 * in firebase.json: the build fails with the value to put there when it is not.
 */
function inlineStylesheet(): Plugin {
  return {
    name: "inline-stylesheet",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        const sheets = Object.values(bundle ?? {}).filter((file) => file.fileName.endsWith(".css"));
        const css = sheets
          .map((sheet) => (sheet.type === "asset" ? String(sheet.source) : ""))
          .join("");
        for (const sheet of sheets) Reflect.deleteProperty(bundle ?? {}, sheet.fileName);
        const hash = `'sha256-${createHash("sha256").update(css).digest("base64")}'`;
        if (!readFileSync("firebase.json", "utf8").includes(`style-src 'self' ${hash};`)) {
          throw new Error(
            `firebase.json: the CSP must read "style-src 'self' ${hash};" to allow the inlined stylesheet.`,
          );
        }
        return html
          .replace(/<link rel="stylesheet"[^>]*>/g, "")
          .replace("</head>", `<style>${css}</style></head>`);
      },
    },
  };
}

/** The Firebase Auth SDK's browser build (ES modules). */
const SDK = "node_modules/@firebase/auth/dist/esm";

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    // Lingui's macros compiled natively (no Babel), and its catalogs on import: a message missing
    // from any language's catalog fails the build.
    lingui({ macroTransform: true, failOnMissing: true }),
    appConfig(),
    inlineStylesheet(),
  ],
  server: { host: HOST, port: devPort(process.env), strictPort: true },
  build: {
    // dist/ is what firebase.json deploys: only production builds go there.
    outDir: mode === "production" ? "dist" : `build/${mode}`,
    // Every browser that runs this app preloads modules itself: no polyfill on the first load.
    modulePreload: false,
    target: "es2022",
  },
  test: {
    environment: "jsdom",
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "functions/src/**/*.test.ts"],
          exclude: ["**/*.contract.test.ts"],
          setupFiles: ["src/testing/setup.ts"],
          // Vitest empties stylesheets unless told: LoadingScreen's test reads what this one shows.
          css: { include: [/\/src\/styles\.css\b/] },
        },
      },
      // The checks of the build and the repository (checks/), in Node: the production build and
      // what it ships, the configs, the scripts, the docs. Slower: its tests run Vite and the
      // Firebase CLI, a second or two each here, but CI saw one take over Vitest's 5 s default on
      // a loaded 2-core runner, and Windows starts processes slower still: two minutes each.
      {
        test: {
          name: "checks",
          include: ["checks/**/*.test.ts"],
          exclude: ["**/*.contract.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      // Runs the Firebase module, the functions and the scripts that call them against the real
      // emulators (see "test:emulated"): each case makes several calls over the network, so it
      // gets more than the default too.
      {
        // The SDK's browser build, the one that ships, not its Node build: only the browser's
        // keeps the session in localStorage, where src/firebase/storedSession.ts looks for it.
        resolve: {
          alias: [
            { find: /^@firebase\/auth$/, replacement: resolve(SDK, "index.js") },
            { find: /^@firebase\/auth\/internal$/, replacement: resolve(SDK, "internal.js") },
          ],
        },
        test: {
          name: "contract",
          include: [
            "src/**/*.contract.test.ts",
            "functions/src/**/*.contract.test.ts",
            "checks/**/*.contract.test.ts",
          ],
          testTimeout: 30_000,
        },
      },
    ],
  },
}));
