// Mutation testing (`npm run mutation`): StrykerJS changes the app's code one small step at a
// time and runs the tests that reach it; a change no test notices is a test missing. It runs the
// component tests and the identity-service contract suite (hence the emulator around it, see
// package.json), so src/firebase/ counts too. Slow (minutes): run it when you change tests or
// the code they cover, not on every commit.
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  mutate: [
    "src/**/*.{ts,tsx}",
    "!src/**/*.test.{ts,tsx}",
    // Wiring that only a browser runs (the e2e suite covers it), and the tests' own helpers.
    "!src/main.tsx",
    "!src/testing/**",
    // The functions' rules; index.ts only wires them to firebase-functions (the contract covers it).
    "functions/src/**/*.ts",
    "!functions/src/**/*.test.ts",
    "!functions/src/index.ts",
  ],
  // Stryker copies the project into a sandbox: leave out builds, reports and local data.
  ignorePatterns: [
    "build",
    "dist",
    "reports",
    "test-results",
    "playwright-report",
    ".emulator-data",
    "bench/results.json",
    "functions/lib",
  ],
  // Lingui's macros compile a message as written, at build time: scripts/linguiIgnorer.mjs leaves
  // their calls, tagged templates and JSX alone.
  // Vite's import.meta.glob reads its arguments as literals too: scripts/viteGlobIgnorer.mjs.
  appendPlugins: ["./scripts/linguiIgnorer.mjs", "./scripts/viteGlobIgnorer.mjs"],
  ignorers: ["lingui", "vite-glob"],
  // Emptying a function's body wraps it in a branch, where Lingui's macro no longer finds the
  // component's useLingui() and leaves the file's messages uncompiled: every test of it fails.
  // An ignorer cannot take this one mutant alone (it leaves out a node and all inside it).
  mutator: { excludedMutations: ["BlockStatement"] },
  coverageAnalysis: "perTest",
  // A mutant of a module's top level (a constant, a table) changes what every test imports, so it
  // reruns the whole suite: 169 of them were half of a full run's time. They are left out, and
  // the report lists them as ignored.
  ignoreStatic: true,
  // The machines that run this have two cores.
  concurrency: 2,
  reporters: ["clear-text", "progress", "html"],
  thresholds: { high: 95, low: 90, break: 90 },
};
