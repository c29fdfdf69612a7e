import { loadEnv, type Plugin } from "vite";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { readAppConfig } from "./src/config/serviceConfig.ts";
import packageJson from "./package.json" with { type: "json" };

/**
 * Validates the configuration once, at build time, and injects it as __APP_CONFIG__: a bad
 * production config fails the build with the variable's name instead of shipping a broken app.
 */
function appConfig(): Plugin {
  return {
    name: "app-config",
    config(config, { mode }) {
      const env = loadEnv(mode, config.envDir || process.cwd(), "VITE_");
      const value = readAppConfig(env, mode, packageJson.repository.url);
      return { define: { __APP_CONFIG__: JSON.stringify(value) } };
    },
  };
}

export default defineConfig({
  plugins: [react(), appConfig()],
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
  build: { target: "es2022" },
  test: {
    environment: "jsdom",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: ["src/**/*.contract.test.ts"],
          setupFiles: ["src/testing/setup.ts"],
        },
      },
      // Builds the app and checks what it ships (slower, in Node).
      {
        extends: true,
        test: { name: "build", include: ["tests/**/*.test.ts"], environment: "node" },
      },
      // Runs the Firebase module against the real Auth emulator (see "test:emulated").
      { extends: true, test: { name: "contract", include: ["src/**/*.contract.test.ts"] } },
    ],
  },
});
